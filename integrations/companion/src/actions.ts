/** Actions (the template's actions.ts): every show command, and go to a cue by its number. */
import type { CompanionActionDefinitions } from '@companion-module/base';
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
  return defs;
}
