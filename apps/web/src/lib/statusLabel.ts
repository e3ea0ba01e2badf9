import type { CueStatus, CueStatusValue } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

/** A cue held after its GO: RESUME continues it from its held time (docs/decisions/0021-resume.md). */
export function canResume(status: Pick<CueStatus, 'status' | 'elapsedTime'> | null): boolean {
  return status !== null && status.status === 'hold' && status.elapsedTime > 0;
}

/** The control panel's status label (docs/product.md#screens): the display-only refresh/back labels win. */
export function statusLabel(status: Pick<CueStatus, 'status' | 'display'> | null): string {
  if (!status) return appT('general.status.ready');
  if (status.display === 'refresh') return appT('general.status.refreshed');
  if (status.display === 'back') return appT('general.status.previous');
  return statusWord(status.status);
}

export function statusWord(status: CueStatusValue): string {
  switch (status) {
    case 'standby':
      return appT('general.status.standby');
    case 'go':
      return appT('general.status.go');
    case 'hold':
      return appT('general.status.hold');
    case 'idle':
      return appT('general.status.ready');
    default:
      status satisfies never;
      return appT('general.status.ready');
  }
}
