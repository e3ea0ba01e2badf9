/**
 * Every kind of row the as-run log holds, and what the report does with each. A kind written
 * somewhere but missing here is a type error in the report's switch over kinds (`satisfies never`), so a
 * new kind cannot silently drop out of the report.
 */
import { SHOW_LOG_KINDS, type ConfirmationOutcome, type ShowLogKind } from '@showcaller/shared';
import { STATUS_KINDS, type StatusKind } from '../../timing/transitions.js';

/** Changes of the cue status (cueStatus, timing/transitions.ts, cueDeleted.ts). */
export { STATUS_KINDS, type StatusKind };

/** Show control's record of the equipment's answer to a GO (integrations/showControl.ts). */
export const CONFIRMATION_KINDS = { fired: 'fired', 'osc-error': 'error', 'osc-no-answer': 'no-answer' } as const satisfies Record<
  string,
  ConfirmationOutcome
>;
export type ConfirmationKind = keyof typeof CONFIRMATION_KINDS;

/** A department's Ready (crew.service.ts). */
export type ReadyKind = 'ready';

export type AsRunKind = StatusKind | ConfirmationKind | ReadyKind | ShowLogKind;

const KNOWN = new Set<string>([...STATUS_KINDS, ...Object.keys(CONFIRMATION_KINDS), 'ready', ...SHOW_LOG_KINDS]);

/** Whether this version knows a stored row's kind (a newer server may have written others). */
export function isAsRunKind(kind: string): kind is AsRunKind {
  return KNOWN.has(kind);
}

/** Changes that start the same cue over (standby or hold at 0), so what follows is another run. */
export const RESTARTS: ReadonlySet<StatusKind> = new Set(['refresh', 'setCurrent']);
