/**
 * Auxiliary timers (docs/decisions/0037-aux-timers.md): up to three named timers per event beside the
 * show, counting up or down. The server owns them like the cue clock (docs/decisions/0001-server-owned-time.md):
 * a screen gets the state and counts locally with these pure functions against its server-offset
 * clock; nothing ticks on the wire. Zod-free, so the stage page and the crew bundle can use it.
 */

export const AUX_TIMER_SLOTS = [1, 2, 3] as const;
export type AuxTimerSlot = (typeof AUX_TIMER_SLOTS)[number];
export const AUX_TIMER_DIRECTIONS = ['up', 'down'] as const;
export type AuxTimerDirection = (typeof AUX_TIMER_DIRECTIONS)[number];
/** What every way in (caller screen, HTTP control API, OSC in, Companion) may ask of a timer. */
export const AUX_TIMER_COMMANDS = ['start', 'pause', 'toggle', 'reset', 'set'] as const;
export type AuxTimerCommand = (typeof AUX_TIMER_COMMANDS)[number];
export const AUX_TIMER_NAME_MAX = 40;
/** The longest length or value a timer may be set to: 24 hours (a show day). */
export const AUX_TIMER_MAX_MS = 24 * 3600 * 1000;

/** A timer as every screen gets it; `runningSince` is server ms (null while stopped). */
export interface AuxTimer {
  id: number;
  slot: number;
  name: string;
  direction: AuxTimerDirection;
  /** A count-down's length (what reset returns to); a count-up's is unused (it counts from 0). */
  durationMs: number;
  /** Run time gathered before `runningSince` (all of it while stopped). */
  elapsedMs: number;
  runningSince: number | null;
  /** The caller shows it on the stage display. */
  onStage: boolean;
  version: number;
}

/** The state a command changes (the rest of the timer stays). */
export type AuxTimerClock = Pick<AuxTimer, 'direction' | 'durationMs' | 'elapsedMs' | 'runningSince'>;

/** Milliseconds run at `nowMs` (a clock a little behind the start counts as 0, never negative). */
export function auxElapsedMs(t: Pick<AuxTimer, 'elapsedMs' | 'runningSince'>, nowMs: number): number {
  return t.elapsedMs + (t.runningSince === null ? 0 : Math.max(0, nowMs - t.runningSince));
}

export interface AuxReadout {
  /** Whole seconds shown: a count-down's time left (negative once over), a count-up's time run. */
  seconds: number;
  /** A count-down past zero: it keeps counting, negative, shown red. */
  over: boolean;
  running: boolean;
  /** `m:ss` or `h:mm:ss`, with a minus sign when over. */
  text: string;
}

/** `m:ss` or `h:mm:ss` of whole seconds, signed. */
export function auxClockText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const s = Math.abs(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${String(m).padStart(2, '0')}:${ss}` : `${sign}${m}:${ss}`;
}

/**
 * What a screen shows at `nowMs`. A count-down shows the seconds left rounded up (a 5-minute timer
 * reads 5:00 when started and 0:00 at its end), then, past zero, the whole seconds over (-0:01 a
 * second later); a count-up shows whole seconds run.
 */
export function auxTimerReadout(t: AuxTimerClock, nowMs: number): AuxReadout {
  const run = auxElapsedMs(t, nowMs);
  const running = t.runningSince !== null;
  if (t.direction === 'up') {
    const seconds = Math.floor(run / 1000);
    return { seconds, over: false, running, text: auxClockText(seconds) };
  }
  const left = t.durationMs - run;
  // (+ 0 turns -0 into 0 for the first second past the end, which still reads 0:00.)
  const seconds = left >= 0 ? Math.ceil(left / 1000) : -Math.floor(-left / 1000) + 0;
  return { seconds, over: seconds < 0, running, text: auxClockText(seconds) };
}

/** The result of a command: the new clock, or null when it changes nothing (a start of a running timer). */
export function applyAuxCommand(
  t: AuxTimerClock,
  command: Exclude<AuxTimerCommand, 'toggle'>,
  nowMs: number,
  valueMs?: number,
): AuxTimerClock | null {
  switch (command) {
    case 'start':
      return t.runningSince === null ? { ...t, runningSince: nowMs } : null;
    case 'pause':
      return t.runningSince === null ? null : { ...t, elapsedMs: auxElapsedMs(t, nowMs), runningSince: null };
    case 'reset':
      return t.runningSince === null && t.elapsedMs === 0 ? null : { ...t, elapsedMs: 0, runningSince: null };
    case 'set': {
      // A count-down gets a new length and starts it over; a count-up jumps to the value. Running stays running.
      const v = valueMs ?? 0;
      const runningSince = t.runningSince === null ? null : nowMs;
      return t.direction === 'down' ? { ...t, durationMs: v, elapsedMs: 0, runningSince } : { ...t, elapsedMs: v, runningSince };
    }
    default:
      return command satisfies never;
  }
}

/** A toggle is a start of a stopped timer and a pause of a running one. */
export function resolveAuxCommand(t: Pick<AuxTimer, 'runningSince'>, command: AuxTimerCommand): Exclude<AuxTimerCommand, 'toggle'> {
  if (command !== 'toggle') return command;
  return t.runningSince === null ? 'start' : 'pause';
}
