/**
 * What the hub needs of the features, as interfaces: the real-time layer sits below features/ and
 * imports nothing from it (docs/architecture.md#layers). The composition root (app.ts) passes the
 * cue status service and the access rules of features/access/permissions.ts.
 */
import type { AuxTimer, AuxTimerCommandInput, CueCommand, CueStatus, RefetchKey, SubscriberRole } from '@showcaller/shared';
import type { Actor, ControlSource } from '../lib/actor.js';

/** The live status: read for new subscribers, and the one dispatcher for socket commands. */
export interface LiveStatus {
  read(eventId: number): Promise<CueStatus>;
  dispatch(
    source: ControlSource,
    eventId: number,
    cmd: { command: CueCommand } | { command: 'goto'; number: number },
  ): Promise<{ info?: string }>;
}

/** The auxiliary timers (docs/decisions/0037-aux-timers.md): read for new subscribers, and run from a socket (Companion). */
export interface AuxTimersLive {
  read(eventId: number): Promise<AuxTimer[]>;
  command(source: ControlSource, eventId: number, slot: number, cmd: AuxTimerCommandInput): Promise<AuxTimer>;
}

/** A code, the event or its control key taken away (the bus's `revoked`). */
export interface Revocation {
  scope: 'event' | 'caller' | 'stage' | 'department' | 'controlKey' | 'member' | 'link';
  departmentId: number | null;
  userId?: number | null | undefined;
  /** 'link': the share link revoked (docs/decisions/0036-share-links.md). */
  linkId?: number | null | undefined;
}

/** Who may subscribe and who hears what. */
export interface AccessRules {
  /** The actor's role in the event, at least able to display it; throws an HttpError otherwise. */
  subscriberRole(actor: Actor, eventId: number): Promise<SubscriberRole>;
  hearsRefetch(role: SubscriberRole, key: RefetchKey): boolean;
  readsNotes(role: SubscriberRole): boolean;
  /** The tasks a subscriber hears of as they change: every one, none, or one department's. */
  hearsTasks(role: SubscriberRole, actor: Actor): 'all' | 'none' | { departmentId: number };
  loses(actor: Actor, revocation: Revocation): boolean;
  /** Who gets the `auxTimers` frame (without it: nobody). */
  hearsAuxTimers?(role: SubscriberRole): boolean;
}

/** The producer's walls (docs/decisions/0027-producer-wall.md): which events of a production's day a wall follows. */
export interface ProductionWalls {
  /** The actor's production (else an HttpError: 401 without an account, 404 for another's), its day (default when none) and that day's events. */
  open(actor: Actor, productionId: number, day: string | undefined): Promise<{ day: string; eventIds: number[] }>;
  /** The events of a production's day as they are now. */
  events(productionId: number, day: string): Promise<number[]>;
}
