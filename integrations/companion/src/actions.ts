/**
 * Actions (the template's actions.ts): every show command, go to a cue by its number, and the
 * auxiliary timers' start, pause, toggle, reset and set (docs/decisions/0037-aux-timers.md).
 */
import type { CompanionActionDefinitions } from '@companion-module/base';
import { AUX_TIMER_MAX_MS, AUX_TIMER_SLOTS } from '@showcaller/shared';
import type { ShowCallerClient } from './client.js';
import { COMMANDS, type Command } from './protocol.js';

export const LABELS: Record<Command, string> = {
  standby: 'STANDBY',
  go: 'GO',
  hold: 'HOLD',
  resume: 'RESUME',
  next: 'NEXT',
  back: 'BACK',
  previous: 'PREVIOUS',
  refresh: 'REFRESH',
};

type Result = Promise<{ ok: boolean; error?: string }> | undefined;

export function actionDefinitions(
  client: () => ShowCallerClient | undefined,
  run: (r: Result) => Promise<void>,
): CompanionActionDefinitions {
  const defs: CompanionActionDefinitions = {};
  for (const command of COMMANDS) {
    defs[command] = { name: LABELS[command], options: [], callback: () => run(client()?.command(command)) };
  }
  defs.goto = {
    name: 'Go to cue number',
    options: [{ type: 'number', id: 'number', label: 'Cue number', default: 1, min: 1, max: 100000 }],
    callback: (a) => {
      const n = Number(a.options.number);
      return run(Number.isInteger(n) && n > 0 ? client()?.goto(n) : undefined);
    },
  };
  const slot = {
    type: 'dropdown',
    id: 'slot',
    label: 'Timer',
    default: 1,
    choices: AUX_TIMER_SLOTS.map((n) => ({ id: n, label: `Timer ${n}` })),
  } as const;
  for (const [id, name] of [
    ['aux_start', 'Timer: start'],
    ['aux_pause', 'Timer: pause'],
    ['aux_toggle', 'Timer: start or pause'],
    ['aux_reset', 'Timer: reset'],
  ] as const) {
    const command = AUX_ACTIONS[id];
    defs[id] = { name, options: [slot], callback: (a) => run(client()?.auxTimer(Number(a.options.slot), command)) };
  }
  defs.aux_set = {
    name: 'Timer: set (a count-down to a new length, a count-up to a value)',
    options: [slot, { type: 'number', id: 'seconds', label: 'Seconds', default: 300, min: 0, max: AUX_TIMER_MAX_MS / 1000 }],
    callback: (a) => {
      const s = Number(a.options.seconds);
      return run(Number.isFinite(s) && s >= 0 ? client()?.auxTimer(Number(a.options.slot), 'set', Math.round(s * 1000)) : undefined);
    },
  };
  return defs;
}

const AUX_ACTIONS = { aux_start: 'start', aux_pause: 'pause', aux_toggle: 'toggle', aux_reset: 'reset' } as const;
