/**
 * ShowCaller for Bitfocus Companion: actions for every command and go to cue, feedbacks (status
 * colours, all departments ready, over-time, connection), variables and a Stream Deck page of presets.
 */
import {
  InstanceBase,
  InstanceStatus,
  combineRgb,
  runEntrypoint,
  type CompanionActionDefinitions,
  type CompanionFeedbackDefinitions,
  type CompanionPresetDefinitions,
  type SomeCompanionConfigField,
} from '@companion-module/base';
import { ShowCallerClient, type ConnectionState } from './client.js';
import { COMMANDS, type Command } from './protocol.js';
import { canResume, STATUS_COLOURS, VARIABLES, variables } from './view.js';

export interface ModuleConfig {
  host: string;
  port: number;
  eventId: number;
  controlKey: string;
}

const LABELS: Record<Command, string> = {
  standby: 'STANDBY',
  go: 'GO',
  hold: 'HOLD',
  resume: 'RESUME',
  next: 'NEXT',
  back: 'BACK',
  previous: 'PREVIOUS',
  refresh: 'REFRESH',
};
const rgb = (c: [number, number, number]) => combineRgb(c[0], c[1], c[2]);
const WHITE = combineRgb(255, 255, 255);
const BLACK = combineRgb(0, 0, 0);

const STATUS_OF: Record<ConnectionState, InstanceStatus> = {
  connecting: InstanceStatus.Connecting,
  ok: InstanceStatus.Ok,
  auth: InstanceStatus.AuthenticationFailure,
  disconnected: InstanceStatus.Disconnected,
};

export class ShowCallerInstance extends InstanceBase<ModuleConfig> {
  private client: ShowCallerClient | undefined;
  private ticker: NodeJS.Timeout | undefined;

  async init(config: ModuleConfig): Promise<void> {
    this.setVariableDefinitions(VARIABLES.map((v) => ({ variableId: v.variableId, name: v.name })));
    this.setActionDefinitions(this.actions());
    this.setFeedbackDefinitions(this.feedbacks());
    this.setPresetDefinitions(this.presets());
    this.connect(config);
    // The remaining and elapsed variables count locally between changes, like the caller screen.
    this.ticker = setInterval(() => this.publish(), 1000);
  }

  async destroy(): Promise<void> {
    clearInterval(this.ticker);
    this.client?.stop();
  }

  async configUpdated(config: ModuleConfig): Promise<void> {
    this.client?.stop();
    this.connect(config);
  }

  getConfigFields(): SomeCompanionConfigField[] {
    return [
      { type: 'textinput', id: 'host', label: 'ShowCaller server (host name or IP)', width: 8, default: '127.0.0.1' },
      { type: 'number', id: 'port', label: 'Port', width: 4, min: 1, max: 65535, default: 3000 },
      { type: 'number', id: 'eventId', label: 'Event id (the number in /event/<id>)', width: 4, min: 1, max: 2147483647, default: 1 },
      {
        type: 'textinput',
        id: 'controlKey',
        label: 'Control key (Integrations tab)',
        width: 8,
        default: '',
        regex: '/^sc_[A-Za-z0-9_-]{20,}$/',
      },
    ];
  }

  private connect(config: ModuleConfig) {
    if (!config.host || !config.controlKey || !config.eventId) {
      this.updateStatus(InstanceStatus.BadConfig, 'Enter the server, the event id and the control key');
      return;
    }
    const client = new ShowCallerClient(config);
    client.on('connection', (c, why) => {
      this.updateStatus(STATUS_OF[c], why ?? null);
      this.checkFeedbacks('connected');
    });
    client.on('state', () => {
      this.publish();
      this.checkFeedbacks('status', 'all_ready', 'overtime');
    });
    this.client = client;
    client.start();
  }

  private publish() {
    const c = this.client;
    this.setVariableValues(variables(c?.state, c?.stateAt ?? 0, Date.now()));
  }

  private async run(action: Promise<{ ok: boolean; error?: string }> | undefined) {
    const r = await action;
    if (r && !r.ok) this.log('warn', `ShowCaller: ${r.error ?? 'command refused'}`);
  }

  private actions(): CompanionActionDefinitions {
    const defs: CompanionActionDefinitions = {};
    for (const command of COMMANDS) {
      defs[command] = { name: LABELS[command], options: [], callback: () => this.run(this.client?.command(command)) };
    }
    defs.goto = {
      name: 'Go to cue number',
      options: [{ type: 'number', id: 'number', label: 'Cue number', default: 1, min: 1, max: 100000 }],
      callback: (a) => {
        const n = Number(a.options.number);
        return this.run(Number.isInteger(n) && n > 0 ? this.client?.goto(n) : undefined);
      },
    };
    return defs;
  }

  private feedbacks(): CompanionFeedbackDefinitions {
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
        callback: (f) => this.client?.state?.status.status === f.options.status,
      },
      all_ready: {
        type: 'boolean',
        name: 'All departments ready for the standby',
        defaultStyle: { bgcolor: combineRgb(0, 160, 70), color: WHITE },
        options: [],
        callback: () => {
          const r = this.client?.state?.ready;
          return r !== undefined && r.standby && r.total > 0 && r.allReady;
        },
      },
      overtime: {
        type: 'boolean',
        name: 'Current cue over time',
        defaultStyle: { bgcolor: combineRgb(255, 0, 0), color: WHITE },
        options: [],
        callback: () => this.client?.state?.overtime === true,
      },
      can_resume: {
        type: 'boolean',
        name: 'A held cue can be resumed (RESUME continues it; GO restarts it)',
        defaultStyle: { bgcolor: rgb(STATUS_COLOURS.hold.bg), color: WHITE },
        options: [],
        callback: () => canResume(this.client?.state),
      },
      connected: {
        type: 'boolean',
        name: 'Connected to ShowCaller',
        defaultStyle: { bgcolor: combineRgb(0, 80, 160), color: WHITE },
        options: [],
        callback: () => this.client?.connection === 'ok',
      },
    };
  }

  private presets(): CompanionPresetDefinitions {
    const presets: CompanionPresetDefinitions = {};
    const colours: Partial<Record<Command, [number, number, number]>> = {
      standby: STATUS_COLOURS.standby.bg,
      go: STATUS_COLOURS.go.bg,
      hold: STATUS_COLOURS.hold.bg,
    };
    for (const command of COMMANDS) {
      const bg = colours[command] ?? [40, 40, 40];
      presets[command] = {
        type: 'button',
        category: 'Show control',
        name: LABELS[command],
        style: { text: LABELS[command], size: '18', color: command === 'standby' ? BLACK : WHITE, bgcolor: rgb(bg) },
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
      style: { text: 'CUE\n1', size: '18', color: WHITE, bgcolor: combineRgb(40, 40, 40) },
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
        { feedbackId: 'overtime', options: {}, style: { bgcolor: combineRgb(255, 0, 0), color: WHITE } },
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
      feedbacks: [{ feedbackId: 'all_ready', options: {}, style: { bgcolor: combineRgb(0, 160, 70), color: WHITE } }],
    };
    presets.connection = {
      type: 'button',
      category: 'Status',
      name: 'Connection',
      style: { text: 'SHOW\nCALLER', size: '14', color: WHITE, bgcolor: combineRgb(120, 0, 0) },
      steps: [],
      feedbacks: [{ feedbackId: 'connected', options: {}, style: { bgcolor: combineRgb(0, 80, 160), color: WHITE } }],
    };
    return presets;
  }
}

// Companion starts the module through this.
runEntrypoint(ShowCallerInstance, []);
