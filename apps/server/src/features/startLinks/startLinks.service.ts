/**
 * Timing across rooms (docs/decisions/0028-linked-event-starts.md): an event of a production starts
 * a number of minutes after another event's cue ends. The owner sets the link; the show's callers
 * (owner and co-caller code) read it with the linked show's timing, and each of its status changes
 * tells them to read again. Nothing here moves a show: the caller decides whether to follow.
 */
import { english } from '../../lib/i18n.js';
import {
  dayStartMs,
  daysBetween,
  plannedStarts,
  projectLinkedStart,
  projectedStartSentence,
  type ProjectedStart,
  type RefetchKey,
  type StartLink,
  type StartLinkChoices,
  type StartLinkInput,
  type StartLinkView,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { runsShow, type Permissions } from '../access/permissions.js';
import type { CueStatusRepo } from '../cueStatus/cueStatus.repo.js';
import type { AsRunLogRepo } from '../report/asRunLog.repo.js';
import type { RefetchNotifier } from '../rundown/access.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { StartLinksRepo } from './startLinks.repo.js';

export const LINKED_CUE_NOT_FOUND = english('errors.startLinks.linkedCueNotFound');
export const NOT_IN_PRODUCTION = english('errors.startLinks.notInProduction');
export const CALLERS_ONLY = english('errors.startLinks.callersOnly');
/** Longer chains than this are not walked further (a production has at most 50 rooms × 31 days). */
const MAX_CHAIN = 2000;

/** What the producer's wall and the Excel export read: the link, the projection and its sentence. */
export interface ProjectedStartSnapshot {
  link: StartLink;
  projection: ProjectedStart;
  /** "Projected start 14:36:00, +6 min because Plenary is running over." */
  sentence: string;
}

export function startLinksService(d: {
  repo: StartLinksRepo;
  status: Pick<CueStatusRepo, 'get'>;
  asRun: Pick<AsRunLogRepo, 'movedOnFrom'>;
  perms: Permissions;
  events: Pick<EventsRepo, 'findById'>;
  notifier: Pick<RefetchNotifier, 'publish'>;
  clock: Clock;
}) {
  /** Tells the screens of these events to read their start link again. */
  function tell(eventIds: readonly number[], revision = 0): void {
    for (const id of eventIds) d.notifier.publish(id, 'startLink', revision);
  }

  async function view(eventId: number): Promise<StartLinkView> {
    const row = await d.repo.linkOf(eventId);
    if (!row || row.offsetMinutes === null || row.linkedDay === null || row.day === null) return { link: null, timing: null };
    const [cues, status, endedAt] = await Promise.all([
      d.repo.timingCues(row.eventId),
      d.status.get(row.eventId),
      d.asRun.movedOnFrom(row.eventId, row.cueId),
    ]);
    const { linkedDay, day, timeZone, ...link } = row;
    return {
      link: { ...link, offsetMinutes: row.offsetMinutes },
      timing: {
        dayStartMs: dayStartMs(linkedDay, timeZone),
        dayOffsetSeconds: daysBetween(linkedDay, day) * 86_400,
        timeZone,
        cues: cues.map(({ id, time, duration, timeMode }) => ({ id, time, duration, timeMode })),
        status: status
          ? {
              currentCueId: status.current_cue_id,
              status: status.status,
              elapsedTime: status.elapsed_base,
              runningSince: status.running_since,
              live: status.live === 1,
            }
          : null,
        linkedCueEndedAt: endedAt,
        serverTime: d.clock.now(),
      },
    };
  }

  async function linkedCue(ownerId: number, productionId: number, input: StartLinkInput) {
    // Another account's event, another production's or a missing one: the same sentence (docs/decisions/0003-not-found-for-others-objects.md).
    const linked = await d.events.findById(input.eventId);
    if (!linked || linked.owner_id !== ownerId || linked.production_id !== productionId)
      throw notFound('errors.startLinks.linkedCueNotFound');
    const cue = await d.repo.cueOf(input.eventId, input.cueId);
    if (!cue) throw notFound('errors.startLinks.linkedCueNotFound');
    return linked;
  }

  /** A link from `eventId` to `target` closes a circle when `target`'s chain of starts leads back. */
  async function closesCircle(eventId: number, target: number): Promise<boolean> {
    let at: number | null = target;
    for (let i = 0; at !== null && i < MAX_CHAIN; i++) {
      at = await d.repo.follows(at);
      if (at === eventId) return true;
    }
    return false;
  }

  return {
    /** GET: the show's callers (owner, co-caller code); a department code 403, another account 404. */
    async get(actor: Actor, eventId: number): Promise<StartLinkView> {
      const { role } = await d.perms.event(actor, eventId, 'read');
      if (!runsShow(role)) throw forbidden('errors.startLinks.callersOnly');
      return view(eventId);
    },

    /** PUT: the owner links the start to a cue of another event of the same production. */
    async set(actor: Actor, eventId: number, input: StartLinkInput): Promise<StartLinkView> {
      const { event } = await d.perms.event(actor, eventId, 'own');
      if (event.production_id === null) throw badRequest('errors.startLinks.notInProduction');
      if (input.eventId === eventId) throw badRequest('errors.startLinks.selfLink');
      const linked = await linkedCue(event.owner_id, event.production_id, input);
      if (await closesCircle(eventId, input.eventId)) throw badRequest('errors.startLinks.loop', { name: linked.name });
      await d.repo.set(eventId, input, isoNow(d.clock));
      tell([eventId]);
      return view(eventId);
    },

    /** DELETE: the owner clears the link; the event starts at its own time again. */
    async clear(actor: Actor, eventId: number): Promise<StartLinkView> {
      await d.perms.event(actor, eventId, 'own');
      await d.repo.set(eventId, null, isoNow(d.clock));
      tell([eventId]);
      return { link: null, timing: null };
    },

    /** The events (and their cues) the owner may link to: the production's others. */
    async choices(actor: Actor, eventId: number): Promise<StartLinkChoices> {
      const { event } = await d.perms.event(actor, eventId, 'own');
      if (event.production_id === null) return [];
      const events = await d.repo.productionEvents(event.production_id, event.owner_id, eventId);
      return Promise.all(
        events.map(async (e) => ({
          eventId: e.id,
          name: e.name,
          room: e.room,
          day: e.day ?? '',
          cues: (await d.repo.timingCues(e.id)).map(({ id, number, action, time }) => ({ id, number, action, time })),
        })),
      );
    },

    /**
     * The projected start of an event now, for the producer's wall and the Excel export: null when it
     * has no link (or nothing gives the linked cue a time).
     */
    async projectedStart(eventId: number): Promise<ProjectedStartSnapshot | null> {
      const { link, timing } = await view(eventId);
      if (!link || !timing) return null;
      const own = plannedStarts(await d.repo.timingCues(eventId))[0] ?? null;
      const projection = projectLinkedStart({
        cues: timing.cues,
        status: timing.status && { ...timing.status, elapsedBase: timing.status.elapsedTime },
        linkedCueId: link.cueId,
        offsetMinutes: link.offsetMinutes,
        linkedCueEndedAt: timing.linkedCueEndedAt,
        plannedStart: own === null ? null : own + timing.dayOffsetSeconds,
        dayStartMs: timing.dayStartMs,
        nowMs: d.clock.now(),
      });
      return projection && { link, projection, sentence: projectedStartSentence(projection, link) };
    },

    /** The linked event's status changed (heard once, in the process that saved it): its followers read again. */
    async statusChanged(eventId: number, version: number): Promise<void> {
      tell(await d.repo.dependants(eventId), version);
    },

    /** The linked event's cues changed: a deleted linked cue ends its links; every follower reads again. */
    async cuesChanged(eventId: number): Promise<void> {
      const cleared = await d.repo.clearDeadCueLinks(eventId);
      tell([...cleared, ...(await d.repo.dependants(eventId))]);
    },

    /** The event leaves its production or is about to be deleted: its link and every link to it end, and those events hear so. */
    async detach(eventId: number): Promise<void> {
      tell(await d.repo.detach(eventId));
    },
  };
}
export type StartLinksService = ReturnType<typeof startLinksService>;

/**
 * The rundown's notices, with one more listener: a change to an event's cues (a deleted linked cue
 * included) reaches the events whose start follows it. The notice itself goes out first, unchanged.
 */
export function withStartLinks(
  notifier: RefetchNotifier,
  links: Pick<StartLinksService, 'cuesChanged'>,
  onError: (err: unknown) => void,
): RefetchNotifier {
  const follow = (eventId: number, key: RefetchKey) => {
    if (key === 'cues') links.cuesChanged(eventId).catch(onError);
  };
  return {
    async notify(eventId, key) {
      await notifier.notify(eventId, key);
      follow(eventId, key);
    },
    publish(eventId, key, revision) {
      notifier.publish(eventId, key, revision);
      follow(eventId, key);
    },
    // Tasks never move a start.
    tasks(eventId, revision, tasks, removed) {
      notifier.tasks(eventId, revision, tasks, removed);
    },
  };
}
