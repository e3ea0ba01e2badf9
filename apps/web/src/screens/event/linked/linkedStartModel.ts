/**
 * What the caller's banner shows of a linked start (docs/decisions/0028-linked-event-starts.md): the
 * shared projection at the server's now, against this event's own first cue, in the product's words.
 */
import {
  plannedStarts,
  projectLinkedStart,
  projectedStartSentence,
  LINKED_ON_TIME_SECONDS,
  type CueTiming,
  type StartLinkView,
} from '@showcaller/shared';

export type LinkedStartTone = 'late' | 'early' | 'on-time' | 'waiting';

export interface LinkedStartModel {
  sentence: string;
  tone: LinkedStartTone;
  /** "Follows Plenary cue 2 + 10 min". */
  follows: string;
}

export function linkedStartModel(view: StartLinkView | undefined, ownCues: readonly CueTiming[], nowMs: number): LinkedStartModel | null {
  if (!view?.link || !view.timing) return null;
  const { link, timing } = view;
  const own = plannedStarts(ownCues)[0] ?? null;
  const p = projectLinkedStart({
    cues: timing.cues,
    status: timing.status && { ...timing.status, elapsedBase: timing.status.elapsedTime },
    linkedCueId: link.cueId,
    offsetMinutes: link.offsetMinutes,
    linkedCueEndedAt: timing.linkedCueEndedAt,
    plannedStart: own === null ? null : own + timing.dayOffsetSeconds,
    dayStartMs: timing.dayStartMs,
    nowMs,
  });
  const follows = `Follows ${link.eventName} cue ${link.cueNumber}${link.offsetMinutes > 0 ? ` + ${link.offsetMinutes} min` : ''}`;
  if (!p) return { sentence: `${link.eventName} cue ${link.cueNumber} has no time yet.`, tone: 'waiting', follows };
  const delta = p.delta ?? 0;
  const tone: LinkedStartTone =
    p.state === 'notStarted'
      ? 'waiting'
      : delta >= LINKED_ON_TIME_SECONDS
        ? 'late'
        : delta <= -LINKED_ON_TIME_SECONDS
          ? 'early'
          : 'on-time';
  return { sentence: projectedStartSentence(p, link), tone, follows };
}
