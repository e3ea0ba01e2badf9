/**
 * Feedbacks (the template's feedbacks.ts): status colours, all departments ready, over time, RESUME
 * lit, connected, and per auxiliary timer running and over time. All boolean feedbacks, the type
 * Companion's module docs recommend (companion.free, Module development > Feedbacks, "Feedback
 * types: Boolean feedbacks"); main.ts re-checks them with checkFeedbacks when the state changes.
 */
import { combineRgb, type CompanionFeedbackDefinitions } from '@companion-module/base';
import { AUX_TIMER_SLOTS } from '@showcaller/shared';
import type { ShowCallerClient } from './client.js';
import { auxReadoutOf, canResume, STATUS_COLOURS } from './variables.js';

export const rgb = (c: readonly [number, number, number]) => combineRgb(c[0], c[1], c[2]);
export const WHITE = combineRgb(255, 255, 255);
export const BLACK = combineRgb(0, 0, 0);
export const READY_GREEN = combineRgb(0, 160, 70);
export const OVERTIME_RED = combineRgb(255, 0, 0);
export const CONNECTED_BLUE = combineRgb(0, 80, 160);

const auxSlot = {
  type: 'dropdown',
  id: 'slot',
  label: 'Timer',
  default: 1,
  choices: AUX_TIMER_SLOTS.map((n) => ({ id: n, label: `Timer ${n}` })),
} as const;

export function feedbackDefinitions(client: () => ShowCallerClient | undefined): CompanionFeedbackDefinitions {
  return {
    status: {
      type: 'boolean',
      name: 'Show status is…',
      defaultStyle: { bgcolor: rgb(STATUS_COLOURS.go.bg), color: WHITE },
      options: [
        {
          type: 'dropdown',
          id: 'status',
          label: 'Status',
          default: 'go',
          choices: ['idle', 'standby', 'go', 'hold'].map((s) => ({ id: s, label: s.toUpperCase() })),
        },
      ],
      callback: (f) => client()?.state?.status.status === f.options.status,
    },
    all_ready: {
      type: 'boolean',
      name: 'All departments ready for the standby',
      defaultStyle: { bgcolor: READY_GREEN, color: WHITE },
      options: [],
      callback: () => {
        const r = client()?.state?.ready;
        return r !== undefined && r.standby && r.total > 0 && r.allReady;
      },
    },
    overtime: {
      type: 'boolean',
      name: 'Current cue over time',
      defaultStyle: { bgcolor: OVERTIME_RED, color: WHITE },
      options: [],
      callback: () => client()?.state?.overtime === true,
    },
    can_resume: {
      type: 'boolean',
      name: 'A held cue can be resumed (RESUME continues it; GO restarts it)',
      defaultStyle: { bgcolor: rgb(STATUS_COLOURS.hold.bg), color: WHITE },
      options: [],
      callback: () => canResume(client()?.state),
    },
    aux_running: {
      type: 'boolean',
      name: 'Timer running',
      defaultStyle: { bgcolor: READY_GREEN, color: WHITE },
      options: [auxSlot],
      callback: (f) => {
        const c = client();
        return c ? auxReadoutOf(c, Number(f.options.slot), Date.now())?.running === true : false;
      },
    },
    aux_over: {
      type: 'boolean',
      name: 'Timer over time (a count-down past zero)',
      defaultStyle: { bgcolor: OVERTIME_RED, color: WHITE },
      options: [auxSlot],
      callback: (f) => {
        const c = client();
        return c ? auxReadoutOf(c, Number(f.options.slot), Date.now())?.over === true : false;
      },
    },
    connected: {
      type: 'boolean',
      name: 'Connected to ShowCaller',
      defaultStyle: { bgcolor: CONNECTED_BLUE, color: WHITE },
      options: [],
      callback: () => client()?.connection === 'ok',
    },
  };
}
