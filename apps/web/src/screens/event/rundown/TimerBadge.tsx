/**
 * Under a cue's duration, what its timer does when it is not the usual count-down that runs over
 * (docs/decisions/0033-cue-timer-types-and-aux-timers.md): the caller sees the special cues before running them.
 */
import type { AppMessageKey, Cue } from '@showcaller/shared';
import { appT, useAppT } from '@/i18n/appI18n';

const END_WORDS: Record<Cue['endAction'], AppMessageKey | null> = {
  overrun: null,
  stop: 'rundown.timerBadge.stops',
  next: 'rundown.timerBadge.next',
};

/** "Counts up · stops at 0", "Ends 14:30 · then next cue", "No timer"; null for a plain count-down. */
export function timerSummary(cue: Pick<Cue, 'timerType' | 'endAction' | 'endTime'>): string | null {
  const endKey = cue.timerType === 'none' ? null : END_WORDS[cue.endAction];
  const end = endKey === null ? null : appT(endKey);
  let kind: string | null;
  switch (cue.timerType) {
    case 'countdown':
      kind = null;
      break;
    case 'countup':
      kind = appT('rundown.timerBadge.countsUp');
      break;
    case 'timeOfDay':
      kind = appT('rundown.timerBadge.ends', { time: (cue.endTime ?? '').slice(0, 5) });
      break;
    case 'none':
      kind = appT('rundown.timer.none');
      break;
    default:
      kind = cue.timerType satisfies never;
  }
  const parts = [kind, end].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function TimerBadge({ cue }: { cue: Cue }) {
  useAppT();
  const text = timerSummary(cue);
  if (text === null) return null;
  return (
    <span className="mt-0.5 block text-xs font-medium text-muted-foreground" data-testid={`timer-badge-${cue.number}`}>
      {text}
    </span>
  );
}
