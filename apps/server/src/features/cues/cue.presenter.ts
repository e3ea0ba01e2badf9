/** Cue row → API shape (docs/architecture.md: presenters beside the feature, used by exports too). */
import type { Cue } from '@showcaller/shared';
import type { CueRow } from './cues.repo.js';

export function presentCue(c: CueRow): Cue {
  return {
    id: c.id,
    eventId: c.event_id,
    number: c.number,
    time: c.time,
    timeMode: c.time_mode,
    action: c.action,
    notes: c.notes,
    duration: c.duration,
    colorMark: c.color_mark,
    timerType: c.timer_type,
    endAction: c.end_action,
    endTime: c.end_time,
  };
}
