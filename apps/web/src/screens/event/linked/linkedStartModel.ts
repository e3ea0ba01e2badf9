/**
 * What the caller's banner shows of a linked start (docs/decisions/0028-linked-event-starts.md): the
 * shared projection at the server's now, against this event's own first cue, in the product's words.
 */
import {
  plannedStarts,
  projectLinkedStart,
  clockTimeFromSeconds,
  startDeltaText,
  type ProjectedStart,
  LINKED_ON_TIME_SECONDS,
  type CueTiming,
  type StartLinkView,
} from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

export type LinkedStartTone = 'late' | 'early' | 'on-time' | 'waiting';

export interface LinkedStartModel {
  sentence: string;
  tone: LinkedStartTone;
  /** "Follows Plenary cue 2 + 10 min". */
  follows: string;
}

type ClockOfDay = (seconds: number) => string;

/**
 * "Projected start 14:36:00, +6 min because Plenary is running over." in the app's language (the
 * shared projectedStartSentence's wording, which the server and the sheets keep); `time` writes a
 * second of the production's day in the account's clock.
 */
function linkedSentence(p: ProjectedStart, link: { eventName: string; cueNumber: number }, time: ClockOfDay): string {
  const at = time(p.projectedStart);
  const delta = startDeltaText(p.delta);
  const lead = delta ? appT('show.linked.lead', { at, delta }) : appT('show.linked.leadOnTime', { at });
  const event = link.eventName;
  switch (p.state) {
    case 'notStarted':
      return appT('show.linked.notStarted', { at, event });
    case 'ended':
      return appT('show.linked.ended', { lead, event, cue: link.cueNumber, end: time(p.projectedCueEnd) });
    case 'hold':
      return appT('show.linked.hold', { lead, event });
    case 'running': {
      const ou = p.linkedOverUnder ?? 0;
      if (!delta || Math.abs(ou) < LINKED_ON_TIME_SECONDS) return appT('show.linked.running', { lead });
      return appT(ou > 0 ? 'show.linked.over' : 'show.linked.under', { lead, event });
    }
    default:
      return p.state satisfies never;
  }
}

export function linkedStartModel(
  view: StartLinkView | undefined,
  ownCues: readonly CueTiming[],
  nowMs: number,
  time: ClockOfDay = clockTimeFromSeconds,
): LinkedStartModel | null {
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
  const names = { event: link.eventName, cue: link.cueNumber };
  const follows =
    link.offsetMinutes > 0
      ? appT('show.linked.followsOffset', { ...names, minutes: link.offsetMinutes })
      : appT('show.linked.follows', names);
  if (!p) return { sentence: appT('show.linked.noTime', names), tone: 'waiting', follows };
  const delta = p.delta ?? 0;
  const tone: LinkedStartTone =
    p.state === 'notStarted'
      ? 'waiting'
      : delta >= LINKED_ON_TIME_SECONDS
        ? 'late'
        : delta <= -LINKED_ON_TIME_SECONDS
          ? 'early'
          : 'on-time';
  return { sentence: linkedSentence(p, link, time), tone, follows };
}
