import type { CueStatus, CueStatusValue } from '@showcaller/shared';

/** A cue held after its GO: RESUME continues it from its held time (docs/decisions/0021-resume.md). */
export function canResume(status: Pick<CueStatus, 'status' | 'elapsedTime'> | null): boolean {
  return status !== null && status.status === 'hold' && status.elapsedTime > 0;
}

/** The control panel's status label (docs/product.md#screens): the display-only refresh/back labels win. */
export function statusLabel(status: Pick<CueStatus, 'status' | 'display'> | null): string {
  if (!status) return 'Ready';
  if (status.display === 'refresh') return 'Refreshed';
  if (status.display === 'back') return 'Previous Cue';
  return statusWord(status.status);
}

export function statusWord(status: CueStatusValue): string {
  switch (status) {
    case 'standby':
      return 'Standing By';
    case 'go':
      return 'In Progress';
    case 'hold':
      return 'On Hold';
    case 'idle':
      return 'Ready';
    default:
      status satisfies never;
      return 'Ready';
  }
}
