/**
 * ShowCaller for Bitfocus Companion, laid out as Companion's module template (src/main, config,
 * actions, feedbacks, variables, presets, upgrades). Built on @companion-module/base 1.12 (API 1.12:
 * Companion 4.0 and later, including 4.3+, which keeps API 1.x "fully supported" beside its API 2.0;
 * Companion's module docs, api-changes/v1.12 and v2.0) and packaged with companion-module-build
 * (@companion-module/tools 2.8) into the .tgz that Companion 4's Modules page imports.
 */
import { InstanceBase, InstanceStatus, runEntrypoint, type SomeCompanionConfigField } from '@companion-module/base';
import { actionDefinitions } from './actions.js';
import { ShowCallerClient, type ConnectionState } from './client.js';
import { configFields, configProblem, type ModuleConfig } from './config.js';
import { feedbackDefinitions } from './feedbacks.js';
import { presetDefinitions } from './presets.js';
import { UpgradeScripts } from './upgrades.js';
import { auxVariables, VARIABLES, variables } from './variables.js';

const STATUS_OF: Record<ConnectionState, InstanceStatus> = {
  connecting: InstanceStatus.Connecting,
  ok: InstanceStatus.Ok,
  auth: InstanceStatus.AuthenticationFailure,
  badConfig: InstanceStatus.BadConfig,
  disconnected: InstanceStatus.Disconnected,
};

export class ShowCallerInstance extends InstanceBase<ModuleConfig> {
  private client: ShowCallerClient | undefined;
  private ticker: NodeJS.Timeout | undefined;

  async init(config: ModuleConfig): Promise<void> {
    this.setVariableDefinitions(VARIABLES.map((v) => ({ variableId: v.variableId, name: v.name })));
    this.setActionDefinitions(
      actionDefinitions(
        () => this.client,
        (r) => this.run(r),
      ),
    );
    this.setFeedbackDefinitions(feedbackDefinitions(() => this.client));
    this.setPresetDefinitions(presetDefinitions());
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
    return configFields();
  }

  private connect(config: ModuleConfig) {
    this.client = undefined;
    const problem = configProblem(config);
    if (problem) {
      this.updateStatus(InstanceStatus.BadConfig, problem);
      this.publish();
      return;
    }
    const client = new ShowCallerClient({ ...config, host: config.host.trim(), controlKey: config.controlKey.trim() });
    client.on('connection', (c, why) => {
      this.updateStatus(STATUS_OF[c], why ?? null);
      this.checkFeedbacks('connected');
    });
    client.on('state', () => {
      this.publish();
      this.checkFeedbacks('status', 'all_ready', 'overtime', 'can_resume');
    });
    client.on('auxTimers', () => {
      this.publish();
      this.checkFeedbacks('aux_running', 'aux_over');
    });
    this.client = client;
    client.start();
  }

  private publish() {
    const c = this.client;
    const now = Date.now();
    this.setVariableValues({ ...variables(c?.state, c?.stateAt ?? 0, now), ...auxVariables(c, now) });
    // A count-down crosses zero between frames: its over-time feedback is re-checked on the tick.
    if (c?.auxTimers.some((t) => t.runningSince !== null)) this.checkFeedbacks('aux_over');
  }

  private async run(action: Promise<{ ok: boolean; error?: string }> | undefined) {
    const r = await action;
    if (r && !r.ok) this.log('warn', `ShowCaller: ${r.error ?? 'command refused'}`);
  }
}

// Companion starts the module through this, with the upgrade scripts for older saved connections.
runEntrypoint(ShowCallerInstance, UpgradeScripts);
