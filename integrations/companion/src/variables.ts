/** Variables (the template's variables.ts) and what the buttons show, as pure functions of the control state (clock text, colours). */
import { AUX_TIMER_SLOTS, auxTimerReadout, effectiveDuration, type AuxReadout, type AuxTimer } from '@showcaller/shared';
import type { ControlState, ShowStatus } from './protocol.js';
import type { CompanionVariableDefinition } from '@companion-module/base';

/** `h:mm:ss` or `m:ss`, with a minus sign when over time. */
export function clock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const s = Math.abs(Math.trunc(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${String(m).padStart(2, '0')}:${ss}` : `${sign}${m}:${ss}`;
}

/** Seconds run now: the read elapsed time plus what passed since, while the cue runs. */
export function elapsedNow(state: ControlState, stateAt: number, now: number): number {
  const extra = state.status.status === 'go' ? Math.floor((now - stateAt) / 1000) : 0;
  return state.status.elapsedTime + extra;
}

export function variables(state: ControlState | undefined, stateAt: number, now: number): Record<string, string | number> {
  if (!state)
    return {
      status: 'offline',
      current_number: '',
      current_action: '',
      next_number: '',
      next_action: '',
      remaining: '',
      elapsed: '',
      timer: '',
      timer_type: '',
      ready_count: '',
      ready_total: '',
    };
  const elapsed = elapsedNow(state, stateAt, now);
  const timer = state.status.timer;
  const counted = state.remaining === null ? null : state.remaining - (elapsed - state.status.elapsedTime);
  // A 'stop' timer stops at zero (docs/decisions/0033-cue-timer-types-and-aux-timers.md).
  const remaining = counted !== null && timer?.endAction === 'stop' ? Math.max(0, counted) : counted;
  return {
    status: state.status.status,
    current_number: state.current?.number ?? '',
    current_action: state.current?.action ?? '',
    next_number: state.next?.number ?? '',
    next_action: state.next?.action ?? '',
    remaining: remaining === null ? '' : clock(remaining),
    elapsed: clock(elapsed),
    timer: timerText(timer?.type ?? 'countdown', remaining, elapsed, state.current?.duration),
    timer_type: timer?.type ?? 'countdown',
    ready_count: state.ready.ready,
    ready_total: state.ready.total,
  };
}

/**
 * What the cue's timer shows, as the stage display does: a count-up the time run (held at its length
 * once a 'stop' timer ends), a count-down or time-of-day cue the time left, no timer nothing.
 */
function timerText(type: string, remaining: number | null, elapsed: number, duration: number | null | undefined): string {
  if (type === 'none' || remaining === null) return '';
  if (type !== 'countup') return clock(remaining);
  const length = effectiveDuration(duration);
  return clock(remaining === 0 && elapsed > length ? length : elapsed);
}

/** What a timer shows now, counted from the server's clock as the client last heard it; undefined for an empty slot. */
export function auxReadoutOf(
  c: { auxTimers: readonly AuxTimer[]; auxOffsetMs: number },
  slot: number,
  localNow: number,
): AuxReadout | undefined {
  const t = c.auxTimers.find((x) => x.slot === slot);
  return t ? auxTimerReadout(t, localNow + c.auxOffsetMs) : undefined;
}

/**
 * The auxiliary timers' variables (docs/decisions/0037-aux-timers.md): `aux1_name`, `aux1` (what
 * the stage shows, negative when a count-down is over) and `aux1_state` (running, paused, over, or
 * empty for no timer) for each slot. Variable ids use letters, digits and underscores only
 * (companion-module-base wiki, Variables: "variableId must only use letters [a-zA-Z], numbers, underscore, hyphen").
 */
export function auxVariables(
  c: { auxTimers: readonly AuxTimer[]; auxOffsetMs: number } | undefined,
  localNow: number,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slot of AUX_TIMER_SLOTS) {
    const t = c?.auxTimers.find((x) => x.slot === slot);
    const r = c && t ? auxReadoutOf(c, slot, localNow) : undefined;
    out[`aux${slot}_name`] = t?.name ?? '';
    out[`aux${slot}`] = r?.text ?? '';
    out[`aux${slot}_state`] = !r ? '' : r.over ? 'over' : r.running ? 'running' : 'paused';
  }
  return out;
}

/** A cue held after its GO: RESUME would continue it (the RESUME button lights up). */
export function canResume(state: ControlState | undefined): boolean {
  return state !== undefined && state.status.status === 'hold' && state.status.elapsedTime > 0;
}

export const VARIABLES = [
  { variableId: 'status', name: 'Show status (idle, standby, go, hold)' },
  { variableId: 'current_number', name: 'Current cue number' },
  { variableId: 'current_action', name: 'Current cue action' },
  { variableId: 'next_number', name: 'Next cue number' },
  { variableId: 'next_action', name: 'Next cue action' },
  { variableId: 'remaining', name: 'Remaining time of the current cue' },
  { variableId: 'elapsed', name: 'Elapsed time of the current cue' },
  { variableId: 'timer', name: "The current cue's timer as the stage shows it (counts up for a count-up cue)" },
  { variableId: 'timer_type', name: "The current cue's timer type (countdown, countup, timeOfDay, none)" },
  { variableId: 'ready_count', name: 'Departments ready for the standby' },
  { variableId: 'ready_total', name: 'Departments' },
  ...AUX_TIMER_SLOTS.flatMap((n) => [
    { variableId: `aux${n}_name`, name: `Timer ${n}: name` },
    { variableId: `aux${n}`, name: `Timer ${n}: as the stage shows it (negative when a count-down is over)` },
    { variableId: `aux${n}_state`, name: `Timer ${n}: running, paused or over (empty without a timer)` },
  ]),
] as const satisfies readonly CompanionVariableDefinition[];

/** Button colours of the caller screen's status buttons. */
export const STATUS_COLOURS: Record<ShowStatus, { bg: [number, number, number]; fg: [number, number, number] }> = {
  idle: { bg: [64, 64, 64], fg: [255, 255, 255] },
  standby: { bg: [245, 180, 0], fg: [0, 0, 0] },
  go: { bg: [200, 0, 0], fg: [255, 255, 255] },
  hold: { bg: [0, 128, 60], fg: [255, 255, 255] },
};
