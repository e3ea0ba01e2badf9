/** Presets (the template's presets.ts): a Stream Deck page of the commands and the show's state. */
import { combineRgb, type CompanionPresetDefinitions } from '@companion-module/base';
import { AUX_TIMER_SLOTS } from '@showcaller/shared';
import { LABELS } from './actions.js';
import { BLACK, CONNECTED_BLUE, OVERTIME_RED, READY_GREEN, rgb, WHITE } from './feedbacks.js';
import { COMMANDS, type Command } from './protocol.js';
import { STATUS_COLOURS } from './variables.js';

const GREY = combineRgb(40, 40, 40);

export function presetDefinitions(): CompanionPresetDefinitions {
  const presets: CompanionPresetDefinitions = {};
  const colours: Partial<Record<Command, readonly [number, number, number]>> = {
    standby: STATUS_COLOURS.standby.bg,
    go: STATUS_COLOURS.go.bg,
    hold: STATUS_COLOURS.hold.bg,
  };
  for (const command of COMMANDS) {
    const bg = colours[command];
    presets[command] = {
      type: 'button',
      category: 'Show control',
      name: LABELS[command],
      style: { text: LABELS[command], size: '18', color: command === 'standby' ? BLACK : WHITE, bgcolor: bg ? rgb(bg) : GREY },
      steps: [{ down: [{ actionId: command, options: {} }], up: [] }],
      feedbacks:
        command === 'resume'
          ? [{ feedbackId: 'can_resume', options: {}, style: { bgcolor: rgb(STATUS_COLOURS.hold.bg), color: WHITE } }]
          : [],
    };
  }
  presets.goto = {
    type: 'button',
    category: 'Show control',
    name: 'Go to cue 1',
    style: { text: 'CUE\n1', size: '18', color: WHITE, bgcolor: GREY },
    steps: [{ down: [{ actionId: 'goto', options: { number: 1 } }], up: [] }],
    feedbacks: [],
  };
  presets.current = {
    type: 'button',
    category: 'Status',
    name: 'Current cue with status colour and over-time',
    style: { text: '#$(showcaller:current_number)\n$(showcaller:remaining)', size: '14', color: WHITE, bgcolor: combineRgb(64, 64, 64) },
    steps: [],
    feedbacks: [
      ...(['standby', 'go', 'hold'] as const).map((s) => ({
        feedbackId: 'status',
        options: { status: s },
        style: { bgcolor: rgb(STATUS_COLOURS[s].bg), color: rgb(STATUS_COLOURS[s].fg) },
      })),
      { feedbackId: 'overtime', options: {}, style: { bgcolor: OVERTIME_RED, color: WHITE } },
    ],
  };
  presets.next = {
    type: 'button',
    category: 'Status',
    name: 'Next cue',
    style: { text: 'NEXT\n#$(showcaller:next_number)', size: '14', color: WHITE, bgcolor: combineRgb(30, 30, 60) },
    steps: [],
    feedbacks: [],
  };
  presets.ready = {
    type: 'button',
    category: 'Status',
    name: 'Crew ready count (green when all are ready)',
    style: {
      text: 'READY\n$(showcaller:ready_count)/$(showcaller:ready_total)',
      size: '14',
      color: WHITE,
      bgcolor: combineRgb(64, 64, 64),
    },
    steps: [],
    feedbacks: [{ feedbackId: 'all_ready', options: {}, style: { bgcolor: READY_GREEN, color: WHITE } }],
  };
  presets.connection = {
    type: 'button',
    category: 'Status',
    name: 'Connection',
    style: { text: 'SHOW\nCALLER', size: '14', color: WHITE, bgcolor: combineRgb(120, 0, 0) },
    steps: [],
    feedbacks: [{ feedbackId: 'connected', options: {}, style: { bgcolor: CONNECTED_BLUE, color: WHITE } }],
  };
  // One button per auxiliary timer (docs/decisions/0037-aux-timers.md): its name and readout; a press starts or pauses it.
  for (const slot of AUX_TIMER_SLOTS) {
    presets[`aux${slot}`] = {
      type: 'button',
      category: 'Timers',
      name: `Timer ${slot}: start or pause (green while running, red when over)`,
      style: { text: `$(showcaller:aux${slot}_name)\n$(showcaller:aux${slot})`, size: '14', color: WHITE, bgcolor: GREY },
      steps: [{ down: [{ actionId: 'aux_toggle', options: { slot } }], up: [] }],
      feedbacks: [
        { feedbackId: 'aux_running', options: { slot }, style: { bgcolor: READY_GREEN, color: WHITE } },
        { feedbackId: 'aux_over', options: { slot }, style: { bgcolor: OVERTIME_RED, color: WHITE } },
      ],
    };
  }
  return presets;
}
