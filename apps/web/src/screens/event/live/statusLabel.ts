import type { CueStatus, CueStatusValue } from '@showcaller/shared';

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
