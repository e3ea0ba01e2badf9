/**
 * Under a cue's duration, what its timer does when it is not the usual count-down that runs over
 * (docs/decisions/0033-cue-timer-types-and-aux-timers.md): the caller sees the special cues before running them.
 */
import type { Cue } from '@showcaller/shared';

const END_WORDS: Record<Cue['endAction'], string | null> = { overrun: null, stop: 'stops at 0', next: 'then next cue' };

/** "Counts up · stops at 0", "Ends 14:30 · then next cue", "No timer"; null for a plain count-down. */
export function timerSummary(cue: Pick<Cue, 'timerType' | 'endAction' | 'endTime'>): string | null {
  const end = cue.timerType === 'none' ? null : END_WORDS[cue.endAction];
  let kind: string | null;
  switch (cue.timerType) {
    case 'countdown':
      kind = null;
      break;
    case 'countup':
      kind = 'Counts up';
      break;
    case 'timeOfDay':
      kind = `Ends ${(cue.endTime ?? '').slice(0, 5)}`;
      break;
    case 'none':
      kind = 'No timer';
      break;
    default:
      kind = cue.timerType satisfies never;
  }
  const parts = [kind, end].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function TimerBadge({ cue }: { cue: Cue }) {
  const text = timerSummary(cue);
  if (text === null) return null;
  return (
    <span className="mt-0.5 block text-xs font-medium text-muted-foreground" data-testid={`timer-badge-${cue.number}`}>
      {text}
    </span>
  );
}
