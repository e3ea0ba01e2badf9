/**
 * The server-owned cue status (docs/decisions/0001-server-owned-time.md): every change goes through applyTransition
 * and is saved with an optimistic version check in one transaction with its un-ticked tasks and its
 * as-run row; only after the commit is it announced on the bus (bus/bus.ts): 'cueStatus' to every
 * process (screens, timers), 'statusApplied' to this process's OSC out and webhooks.
 */
import { english } from '../../lib/i18n.js';
import { elapsedAt, GO_IGNORED, UNDO_WINDOW_MS, type CueCommand, type CueStatus, type MovedBy } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { HttpError, type ErrorText } from '../../lib/errors.js';
import type { Bus, StatusApplied } from '../../bus/bus.js';
import {
  applyTransition,
  initialState,
  nextDeadline,
  timerOf,
  type CueRef,
  type StatusState,
  type Transition,
  type TransitionResult,
} from '../../timing/transitions.js';
import type { Actor, ControlSource } from '../../lib/actor.js';
import type { Permissions } from '../access/permissions.js';
import { rowToState, type CueStatusRepo } from './cueStatus.repo.js';
import { statusAfterCueDeleted } from './cueDeleted.js';

const MAX_RETRIES = 8;

export function actorLabel(actor: Actor | 'server' | 'api'): string {
  if (actor === 'server' || actor === 'api') return actor;
  switch (actor.kind) {
    case 'user':
      return `user:${actor.userId}`;
    case 'caller':
      return 'caller-code';
    case 'department':
      return `department:${actor.departmentId}`;
    case 'stage':
      return 'stage-code';
    case 'link':
      // A share link never runs the show (docs/decisions/0036-share-links.md); named for completeness.
      return `link:${actor.linkId}`;
    case 'anonymous':
      return 'anonymous';
    default:
      actor satisfies never;
      return 'unknown';
  }
}

/** The status's coarse `movedBy` for an as-run actor label: OSC, Companion and the API are named, screens are 'screen'. */
export function movedByOf(who: string): MovedBy {
  switch (who) {
    case 'osc':
    case 'companion':
    case 'api':
    case 'server':
      return who;
    default:
      return 'screen';
  }
}

export const NOTHING_TO_UNDO = english('errors.cueStatus.nothingToUndo');
export const UNDO_TOO_LATE = english('errors.cueStatus.undoTooLate');
export const UNDO_OVERTAKEN = english('errors.cueStatus.undoOvertaken');

/** Seconds as a caller reads them: "0.4 s", "1 s", "2.5 s". */
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** The refusal of a GO inside the double-GO guard (docs/decisions/0030-double-go-guard.md); every way in answers it. */
export function goIgnoredText(sinceMs: number, guardMs: number): ErrorText {
  return { key: 'errors.cueStatus.goIgnored', values: { since: seconds(sinceMs), guard: seconds(guardMs) } };
}

/** The same refusal in English (the as-run log and the other ways in). */
export function goIgnoredSentence(sinceMs: number, guardMs: number): string {
  return `${GO_IGNORED}: it came ${seconds(sinceMs)} after the last GO, and this show takes one GO per ${seconds(guardMs)}.`;
}

/** A GO press: the GO command, or a PUT that sets the status to go (docs/decisions/0030-double-go-guard.md: the guard applies to both). */
function isGoPress(t: Transition): boolean {
  return (t.kind === 'command' && t.command === 'go') || (t.kind === 'set' && t.status === 'go');
}

export interface StatusChange {
  cueStatus: CueStatus;
  info?: string;
}

export type { ControlSource, KeySource } from '../../lib/actor.js';
export type ControlCommand = { command: CueCommand; cueId?: number } | { command: 'goto'; number: number };

/** A saved change, for listeners in the process that made it (OSC out sends exactly once). */
export type AppliedChange = Omit<StatusApplied, 'type'>;

export function cueStatusService(d: {
  repo: CueStatusRepo;
  perms: Permissions;
  clock: Clock;
  bus: Bus;
  /** Is `key` the current control key (X-API-Key) of the event? */
  checkControlKey?: (eventId: number, key: string) => Promise<boolean>;
  /**
   * A run is about to start (the first GO since the show was not live): the rundown is saved as a
   * version first (docs/decisions/0032-history-versions-presence.md). Never throws; `who` is the as-run actor.
   */
  beforeRun?: (eventId: number, who: string) => Promise<void>;
}) {
  function present(eventId: number, s: StatusState, version: number, now: number, cues: readonly CueRef[]): CueStatus {
    const timer = timerOf(s, cues, now);
    return {
      eventId,
      currentCueId: s.currentCueId,
      status: s.status,
      elapsedTime: elapsedAt(s, now),
      runningSince: s.status === 'go' ? s.runningSince : null,
      serverTime: now,
      version,
      autoAdvance: s.autoAdvance,
      display: s.display,
      live: s.live,
      movedBy: s.movedBy,
      ...(timer ? { timer } : {}),
    };
  }

  type Compute = (prev: StatusState | null, cues: readonly CueRef[], now: number) => TransitionResult;
  type Undo = NonNullable<Awaited<ReturnType<CueStatusRepo['undoRecord']>>>;

  /** Computes the next state with retries on concurrent writers; announces, then logs the change. */
  async function apply(
    eventId: number,
    compute: Compute,
    who: string,
    undoing?: (version: number | null) => Promise<Undo>,
    goPress = false,
    /** A re-announcement (a timer changed): who moved the show stays, and OSC out and webhooks are not told. */
    quiet = false,
  ): Promise<StatusChange> {
    let versionSaved = false;
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const [row, cues] = await Promise.all([d.repo.get(eventId), d.repo.cuesForTiming(eventId)]);
      const now = d.clock.now();
      const prev = row ? rowToState(row) : null;
      const undo = undoing ? await undoing(row?.version ?? null) : undefined;
      const r: TransitionResult = undo
        ? { ok: true, state: { ...undo.state, changedAt: now }, logKind: 'undo', changed: true }
        : compute(prev, cues, now);
      if (!r.ok) throw HttpError.fromEnglish(r.status, r.error);
      if (!r.changed) {
        return { cueStatus: present(eventId, r.state, row?.version ?? 0, now, cues), ...(r.info ? { info: r.info } : {}) };
      }
      const state: StatusState = quiet ? r.state : { ...r.state, movedBy: movedByOf(who) };
      if (state.live && !prev?.live && !versionSaved && d.beforeRun) {
        versionSaved = true;
        await d.beforeRun(eventId, who);
      }
      // One unit of work: the status, the refreshed cue's un-ticked tasks, the undo record and the as-run row.
      const saved = await d.repo.commit(eventId, state, row ? row.version : null, {
        refreshCueId: r.refreshCueId,
        ...(r.undoable && prev ? { undoOf: { state: prev, atMs: now } } : {}),
        ...(undo ? { retick: undo.tasks } : {}),
        ...(goPress ? { goPress: { atMs: now, actor: who } } : {}),
        nowIso: new Date(now).toISOString(),
        log:
          r.logKind === 'none'
            ? null
            : {
                kind: r.logKind,
                status: state.status,
                elapsed: prev ? elapsedAt(prev, now) : 0,
                actor: who,
                department_id: null,
                at_ms: now,
              },
      });
      if (saved === null) continue; // someone else changed it first: read again
      // Refused by the double-GO guard: logged in the same transaction, nothing else changed.
      if ('ignored' in saved) throw new HttpError(409, goIgnoredText(saved.ignored.sinceMs, saved.ignored.guardMs));
      // Committed: only now do screens, timers, OSC and webhooks hear of it.
      const { version, cue } = saved;
      const cueStatus = present(eventId, state, version, now, cues);
      // Every process's screens and timers: the status as saved and its next deadline, so none reads it back.
      d.bus.publish({ type: 'cueStatus', eventId, version, cueStatus, due: nextDeadline(state, cues) });
      if (saved.uncompleted > 0) d.bus.publish({ type: 'refetch', eventId, key: 'tasks', revision: version });
      if (quiet) return { cueStatus };
      const previous = prev ? { status: prev.status, currentCueId: prev.currentCueId } : null;
      // This process only (OSC out, webhooks): once per change, whoever else hears the status.
      d.bus.publish({
        type: 'statusApplied',
        eventId,
        cueStatus,
        previous,
        logKind: r.logKind,
        cueId: state.currentCueId,
        cue: Promise.resolve(cue),
        source: who,
      });
      return { cueStatus, ...(r.info ? { info: r.info } : {}) };
    }
    throw new HttpError(409, 'errors.cueStatus.changedMeanwhile');
  }

  function change(eventId: number, t: Transition, who: string): Promise<StatusChange> {
    return apply(eventId, (prev, cues, now) => applyTransition(prev, t, cues, now), who, undefined, isGoPress(t));
  }

  /** Authorizes a command from any way in; answers the label the as-run log records. */
  async function authorize(source: ControlSource, eventId: number): Promise<string> {
    if (source.kind === 'actor') {
      await d.perms.event(source.actor, eventId, 'edit');
      return actorLabel(source.actor);
    }
    if (!d.checkControlKey || !(await d.checkControlKey(eventId, source.key))) throw new HttpError(401, 'errors.control.keyInvalid');
    return source.via;
  }

  /** The one dispatcher: HTTP, socket, OSC and Companion commands all come through here. */
  async function dispatch(source: ControlSource, eventId: number, cmd: ControlCommand): Promise<StatusChange> {
    const who = await authorize(source, eventId);
    if (cmd.command === 'goto') {
      const target = cmd.number;
      return apply(
        eventId,
        (prev, cues, now) => {
          const cue = cues.find((c) => c.number === target);
          if (!cue) return { ok: false, status: 400, error: `There is no cue number ${target} in this event.` };
          return applyTransition(prev, { kind: 'setCurrent', cueId: cue.id }, cues, now);
        },
        who,
      );
    }
    return change(eventId, { kind: 'command', command: cmd.command, ...(cmd.cueId !== undefined ? { cueId: cmd.cueId } : {}) }, who);
  }

  return {
    present,
    change,

    dispatch,

    /** Reads the status; creates the idle status on the first cue when cues exist (docs/product.md#running-the-show). */
    async get(actor: Actor, eventId: number): Promise<CueStatus> {
      // 'display': the stage display reads the status too, over HTTP while its socket is down.
      await d.perms.event(actor, eventId, 'display');
      return this.read(eventId);
    },

    /** Unchecked read for the hub (already authorized at subscribe time). */
    async read(eventId: number): Promise<CueStatus> {
      const [row, cues] = await Promise.all([d.repo.get(eventId), d.repo.cuesForTiming(eventId)]);
      const now = d.clock.now();
      if (row) return present(eventId, rowToState(row), row.version, now, cues);
      const idle: StatusState = { ...initialState(cues, now), status: 'idle' };
      if (cues.length > 0) {
        const v = await d.repo.save(eventId, idle, null);
        if (v === null) return this.read(eventId);
        return present(eventId, idle, v, now, cues);
      }
      return present(eventId, idle, 0, now, cues);
    },

    /** A screen's command (the socket and the buttons): the dispatcher with the session's actor. */
    async command(actor: Actor, eventId: number, command: CueCommand, cueId?: number): Promise<StatusChange> {
      return dispatch({ kind: 'actor', actor }, eventId, { command, ...(cueId !== undefined ? { cueId } : {}) });
    },

    async set(
      actor: Actor,
      eventId: number,
      body: { currentCueId?: number | null; status?: CueStatus['status']; elapsedTime?: number; autoAdvance?: boolean },
    ) {
      await d.perms.event(actor, eventId, 'edit');
      return change(eventId, { kind: 'set', ...body }, actorLabel(actor));
    },

    /**
     * Undoes the last jump, refresh, BACK or NEXT (docs/decisions/0020-rewind-guard-and-undo.md) as one unit of
     * work: the status as it was (a running cue's clock counted on meanwhile), the tasks it un-ticked
     * ticked again with their time, an as-run row 'undo'. Refused with 409 when the status has
     * changed since (`version` is the one the screen's toast was offered for) or after 10 s.
     */
    async undo(source: ControlSource, eventId: number, version: number): Promise<StatusChange> {
      const who = await authorize(source, eventId);
      return apply(
        eventId,
        () => ({ ok: false, status: 409, error: NOTHING_TO_UNDO }),
        who,
        async (current) => {
          const rec = await d.repo.undoRecord(eventId);
          if (!rec || current === null) throw new HttpError(409, 'errors.cueStatus.nothingToUndo');
          if (rec.version !== current || version !== current) throw new HttpError(409, 'errors.cueStatus.undoOvertaken');
          if (d.clock.now() - rec.atMs > UNDO_WINDOW_MS) throw new HttpError(409, 'errors.cueStatus.undoTooLate');
          return rec;
        },
      );
    },

    /**
     * A cue's timer changed (docs/decisions/0033-cue-timer-types-and-aux-timers.md): when it is the
     * current cue, the status goes out again (a new version, no as-run row) so every screen and the
     * over-time timer count by the new timer at once.
     */
    async timerChanged(eventId: number, cueId: number): Promise<void> {
      const row = await d.repo.get(eventId);
      if (!row || row.current_cue_id !== cueId) return;
      await apply(
        eventId,
        (prev, _cues, now) =>
          prev && prev.currentCueId === cueId
            ? { ok: true, state: { ...prev, overtimeNotified: false, changedAt: now }, logKind: 'none', changed: true }
            : { ok: true, state: prev ?? rowToState(row), logKind: 'none', changed: false },
        'server',
        undefined,
        false,
        true,
      );
    },

    async setCurrent(actor: Actor, eventId: number, cueId: number) {
      await d.perms.event(actor, eventId, 'edit');
      return change(eventId, { kind: 'setCurrent', cueId }, actorLabel(actor));
    },

    /**
     * A cue was deleted (the delete already authorized `actor`): when it was the live cue, the
     * status moves on (cueDeleted.ts), goes to every screen and into the as-run log.
     */
    async cueDeleted(actor: Actor, eventId: number, deleted: { id: number; number: number }): Promise<StatusChange> {
      return apply(eventId, (prev, cues, now) => statusAfterCueDeleted(prev, deleted, cues, now), actorLabel(actor));
    },
  };
}
export type CueStatusService = ReturnType<typeof cueStatusService>;
