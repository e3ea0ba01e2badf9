/**
 * Cue status transitions (docs/product.md#running-the-show, docs/decisions/0001-server-owned-time.md) as a pure function of the stored
 * state, the ordered cues and the server time. The service persists what this returns.
 */
import {
  advancesAtEnd,
  BACK_DOUBLE_CLICK_MS,
  cueStartedAtMs,
  elapsedAt,
  overtimeAfterSeconds,
  timeOfDayEndMs,
  timerEndMs,
  type CueEndAction,
  type CueTimerState,
  type CueTimerType,
  showIsLive,
  type CueCommand,
  type CueStatusValue,
  type MovedBy,
} from '@showcaller/shared';

export interface StatusState {
  currentCueId: number | null;
  status: CueStatusValue;
  elapsedBase: number;
  runningSince: number | null;
  autoAdvance: boolean;
  display: 'refresh' | 'back' | null;
  overtimeNotified: boolean;
  /** Server ms of the last change (the BACK double-press window). */
  changedAt: number;
  /** A cue has been GO since the last STANDBY of the first cue (showIsLive). */
  live: boolean;
  /** Who made the last change (the service sets it; transitions keep it). */
  movedBy: MovedBy | null;
}

export interface CueRef {
  id: number;
  number: number;
  duration: number | null;
  /** The cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md); absent: a count-down that runs over. */
  timer?: { type: CueTimerType; endAction: CueEndAction; endTime: string | null; timeZone: string };
}

export type Transition =
  | { kind: 'command'; command: CueCommand; cueId?: number }
  | { kind: 'setCurrent'; cueId: number }
  | { kind: 'set'; currentCueId?: number | null; status?: CueStatusValue; elapsedTime?: number; autoAdvance?: boolean }
  | { kind: 'autoAdvance' };

/** Changes of the cue status, as the as-run log names them (features/report/logKinds.ts reads them). */
export const STATUS_KINDS = [
  'standby',
  'go',
  'hold',
  'next',
  'previous',
  'refresh',
  'setCurrent',
  'set',
  'autoAdvance',
  'cueDeleted',
  'resume',
  'undo',
] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

export type TransitionResult =
  | {
      ok: true;
      state: StatusState;
      /** What happened, for the as-run log ('go', 'refresh', 'previous', ...); 'none' is not logged. */
      logKind: StatusKind | 'none';
      /** A notice for the person who asked ('Already at the last cue', 'Refreshing past cue'). */
      info?: string;
      /** Un-complete this cue's tasks (a refresh). */
      refreshCueId?: number;
      /** A jump, refresh, BACK or NEXT: it can be undone for 10 s (docs/decisions/0020-rewind-guard-and-undo.md). */
      undoable?: boolean;
      changed: boolean;
    }
  | { ok: false; status: 400 | 409; error: string };

export const NO_CUES = 'No cues available for this event';

export function initialState(cues: readonly CueRef[], now: number): StatusState {
  return {
    currentCueId: cues[0]?.id ?? null,
    status: 'hold',
    elapsedBase: 0,
    runningSince: null,
    autoAdvance: false,
    display: null,
    overtimeNotified: false,
    changedAt: now,
    live: false,
    movedBy: null,
  };
}

/** Why RESUME is refused when nothing is paused (docs/decisions/0021-resume.md). */
export const NOTHING_TO_RESUME = 'There is no held cue to resume: RESUME continues a cue held after its GO. Press GO to start this cue.';

function frozen(s: StatusState, now: number): number {
  return elapsedAt(s, now);
}

/** The current cue is the status's cue, otherwise the first cue (docs/product.md#running-the-show). */
export function currentIndex(s: StatusState, cues: readonly CueRef[]): number {
  const i = cues.findIndex((c) => c.id === s.currentCueId);
  return i >= 0 ? i : 0;
}

function at(s: StatusState, cue: CueRef, status: CueStatusValue, now: number, display: StatusState['display'] = null): StatusState {
  return {
    ...s,
    currentCueId: cue.id,
    status,
    elapsedBase: 0,
    runningSince: status === 'go' ? now : null,
    display,
    overtimeNotified: false,
    changedAt: now,
  };
}

/** The transition, with the show's live flag kept by the one rule every screen reads (showIsLive). */
export function applyTransition(prev: StatusState | null, t: Transition, cues: readonly CueRef[], now: number): TransitionResult {
  const r = transition(prev, t, cues, now);
  if (!r.ok || !r.changed) return r;
  const standbyPressed = (t.kind === 'command' && t.command === 'standby') || (t.kind === 'set' && t.status === 'standby');
  const live = showIsLive(prev?.live ?? false, {
    status: r.state.status,
    standbyPressed,
    onFirstCue: r.state.currentCueId === (cues[0]?.id ?? null),
  });
  return { ...r, state: { ...r.state, live } };
}

function transition(prev: StatusState | null, t: Transition, cues: readonly CueRef[], now: number): TransitionResult {
  if (cues.length === 0) {
    if (t.kind === 'set' && t.currentCueId === undefined && t.status === undefined && t.elapsedTime === undefined && prev) {
      return {
        ok: true,
        state: { ...prev, autoAdvance: t.autoAdvance ?? prev.autoAdvance, changedAt: now },
        logKind: 'autoAdvance',
        changed: true,
      };
    }
    return { ok: false, status: 409, error: NO_CUES };
  }
  // An action taken when no status exists starts from hold on the first cue (docs/product.md#running-the-show).
  const s = prev ?? initialState(cues, now);
  const i = currentIndex(s, cues);
  const cue = cues[i]!;
  const done = (
    state: StatusState,
    logKind: StatusKind,
    extra: { info?: string; refreshCueId?: number; undoable?: boolean } = {},
  ): TransitionResult => ({
    ok: true,
    state,
    logKind,
    changed: true,
    ...extra,
  });
  const unchanged = (info: string): TransitionResult => ({ ok: true, state: s, logKind: 'none', info, changed: prev === null });
  const findCue = (id: number) => cues.find((c) => c.id === id);

  switch (t.kind) {
    case 'command':
      switch (t.command) {
        case 'standby':
          return done(
            {
              ...s,
              currentCueId: cue.id,
              status: 'standby',
              elapsedBase: frozen(s, now),
              runningSince: null,
              display: null,
              changedAt: now,
            },
            'standby',
          );
        case 'hold':
          return done(
            { ...s, currentCueId: cue.id, status: 'hold', elapsedBase: frozen(s, now), runningSince: null, display: null, changedAt: now },
            'hold',
          );
        case 'go':
          return done(at(s, cue, 'go', now), 'go');
        case 'next': {
          const next = cues[i + 1];
          return next ? done(at(s, next, 'hold', now), 'next', { undoable: true }) : unchanged('Already at the last cue');
        }
        case 'previous': {
          const before = cues[i - 1];
          return before ? done(at(s, before, 'hold', now, 'back'), 'previous', { undoable: true }) : unchanged('Already at the first cue');
        }
        case 'refresh': {
          const target = t.cueId !== undefined ? findCue(t.cueId) : cue;
          if (!target) return { ok: false, status: 400, error: 'That cue is not in this event' };
          return done(at(s, target, 'standby', now, 'refresh'), 'refresh', {
            refreshCueId: target.id,
            info: 'Cue refreshed',
            undoable: true,
          });
        }
        case 'back': {
          // One press refreshes; a second press within 2 s goes to the previous cue.
          const second = prev !== null && s.display === 'refresh' && now - s.changedAt <= BACK_DOUBLE_CLICK_MS;
          if (!second)
            return done(at(s, cue, 'standby', now, 'refresh'), 'refresh', { refreshCueId: cue.id, info: 'Cue refreshed', undoable: true });
          const before = cues[i - 1];
          return before ? done(at(s, before, 'hold', now, 'back'), 'previous', { undoable: true }) : unchanged('Already at the first cue');
        }
        case 'resume': {
          // A pause, not a restart: the held cue runs on from its held time (GO still restarts at 0).
          if (prev === null || s.status !== 'hold' || s.elapsedBase <= 0) return { ok: false, status: 409, error: NOTHING_TO_RESUME };
          return done({ ...s, currentCueId: cue.id, status: 'go', runningSince: now, display: null, changedAt: now }, 'resume');
        }
        default:
          t.command satisfies never;
          return { ok: false, status: 400, error: 'Unknown command' };
      }
    case 'setCurrent': {
      const target = findCue(t.cueId);
      if (!target) return { ok: false, status: 400, error: 'That cue is not in this event' };
      const earlier = target.number < cue.number;
      return done(at(s, target, 'hold', now), 'setCurrent', earlier ? { info: 'Refreshing past cue', undoable: true } : { undoable: true });
    }
    case 'set': {
      let next: StatusState = { ...s, changedAt: now };
      if (t.currentCueId !== undefined && t.currentCueId !== null) {
        const target = findCue(t.currentCueId);
        if (!target) return { ok: false, status: 400, error: 'That cue is not in this event' };
        // A new current cue without a status means "set current" (hold, 0) (docs/product.md#running-the-show).
        if (t.status === undefined) next = at(next, target, 'hold', now);
        else next = { ...next, currentCueId: target.id, elapsedBase: 0, runningSince: null, overtimeNotified: false };
      }
      if (t.status !== undefined) {
        if (t.status === 'go') next = at(next, cues[currentIndex(next, cues)]!, 'go', now);
        else next = { ...next, status: t.status, elapsedBase: frozen(next, now), runningSince: null, display: null };
      }
      if (t.elapsedTime !== undefined) {
        next = { ...next, elapsedBase: t.elapsedTime, runningSince: next.status === 'go' ? now : null, overtimeNotified: false };
      }
      if (t.autoAdvance !== undefined) next = { ...next, autoAdvance: t.autoAdvance };
      // A PUT that moves to another cue is a jump like a row click.
      return done(next, 'set', next.currentCueId !== s.currentCueId ? { undoable: true } : {});
    }
    case 'autoAdvance': {
      const following = cues[i + 1];
      if (s.status !== 'go' || !following) return unchanged('Already at the last cue');
      return done(at(s, following, 'go', now), 'autoAdvance');
    }
    default:
      t satisfies never;
      return { ok: false, status: 400, error: 'Unknown transition' };
  }
}

/**
 * Server ms at which the running cue reaches its duration (the shared default when it has none), or
 * null when nothing runs or the cue is an instant cue, which never goes over time (docs/decisions/0013-linked-and-hard-start-cue-times.md).
 */
export function overtimeAt(s: StatusState, cues: readonly CueRef[]): number | null {
  if (s.status !== 'go' || s.runningSince === null || s.overtimeNotified) return null;
  const cue = cues.find((c) => c.id === s.currentCueId);
  if (!cue) return null;
  return timerEndMs(s, cueTimerState(s, cue, s.runningSince), cue.duration);
}

/**
 * The current cue's timer as every status carries it: its type, its end action and, for a
 * time-of-day cue, the server ms of the end time nearest the cue's start (`now` places a cue that has
 * not started). Undefined without a current cue.
 */
export function timerOf(s: StatusState, cues: readonly CueRef[], now: number): CueTimerState | undefined {
  const cue = cues.find((c) => c.id === s.currentCueId) ?? (s.currentCueId === null ? undefined : undefined);
  return cue ? cueTimerState(s, cue, now) : undefined;
}

function cueTimerState(s: StatusState, cue: CueRef, now: number): CueTimerState {
  const t = cue.timer;
  if (!t) return { type: 'countdown', endAction: 'overrun', endsAt: null };
  const endsAt = t.type === 'timeOfDay' && t.endTime !== null ? timeOfDayEndMs(t.endTime, cueStartedAtMs(s, now), t.timeZone) : null;
  return { type: t.type, endAction: t.endAction, endsAt };
}

/**
 * Server ms at which the show next needs the server's attention with nobody pressing a key: the
 * running cue's timer reaching its end, or an instant cue that has just gone and moves on (auto-advance
 * on, or its end action 'next': it follows on at once, as an auto-continue does in QLab). Null when
 * neither is due.
 */
export function nextDeadline(s: StatusState, cues: readonly CueRef[]): { at: number; overtime: boolean } | null {
  const over = overtimeAt(s, cues);
  if (over !== null) return { at: over, overtime: true };
  if (s.status !== 'go' || s.runningSince === null || s.overtimeNotified) return null;
  const cue = cues.find((c) => c.id === s.currentCueId);
  if (!cue || !advancesAtEnd(cue.timer?.endAction, s.autoAdvance)) return null;
  const counts = cue.timer === undefined || cue.timer.type === 'countdown' || cue.timer.type === 'countup';
  return counts && overtimeAfterSeconds(cue.duration) === null ? { at: s.runningSince, overtime: false } : null;
}

/** Does the current cue move on when its timer ends (docs/decisions/0033-cue-timer-types-and-aux-timers.md)? */
export function advancesNow(s: StatusState, cues: readonly CueRef[]): boolean {
  return advancesAtEnd(cues.find((c) => c.id === s.currentCueId)?.timer?.endAction, s.autoAdvance);
}
