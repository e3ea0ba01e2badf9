/**
 * Wires show control into the app (issue 13): OSC out on every change this process saves (the bus's 'statusApplied'),
 * OSC in when OSC_PORT is set, webhooks, and their routes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../bus/bus.js';
import { integrationsRepo } from './integrations.repo.js';
import { controlRoutes } from './control.routes.js';
import { integrationsRoutes } from './integrations.routes.js';
import { integrationsService } from './integrations.service.js';
import { oscIn, type OscIn } from './oscIn.js';
import { oscLog } from './oscLog.js';
import { oscSender } from './oscOut.js';
import { outboundPolicy } from './outbound.js';
import { demoGuard } from './demoGuard.js';
import { showControl } from './showControl.js';
import { webhooksService } from './webhooks.js';
import { webhooksRoutes } from './webhooks.routes.js';

export async function registerIntegrations(app: FastifyInstance, d: { db: Db; config: AppConfig; clock: Clock; bus: Bus }) {
  const repo = integrationsRepo(d.db.kysely);
  const policy = outboundPolicy(d.config.outboundAllow);
  const refuseDemo = demoGuard(app.services.repos.users);
  const log = oscLog(() => d.clock.now());
  const sender = oscSender({
    policy,
    log,
    logger: app.log,
    sessionNow: () => d.clock.now(),
    qlabReplyPort: d.config.osc.qlabReplyPort,
  });
  const control = showControl({ repo, sender, clock: d.clock, log, logger: app.log, bus: d.bus });
  const { cueStatus } = app.services;
  // A 'local' event: heard once, in the process that saved the change.
  const stopListening = d.bus.subscribe((m) => {
    if (m.type === 'statusApplied') control.changed(m).catch((err: unknown) => app.log.warn({ err }, 'OSC out failed'));
  });

  let input: OscIn | undefined;
  let inputAddress: { host: string; port: number } | null = null;
  if (d.config.osc.port !== undefined) {
    input = oscIn({
      host: d.config.osc.host,
      port: d.config.osc.port,
      cueStatus,
      showControl: control,
      log,
      logger: app.log,
      cueNumber: async (cueId) => (await repo.cueEvent(cueId))?.number,
      keyValid: (eventId, key) => app.services.events.eventForApiKey(eventId, key),
      now: () => d.clock.now(),
    });
    // Bound now, not at listen(): a port in use stops the start with a clear message.
    inputAddress = await input.start();
    app.log.info(`OSC in listening on udp ${inputAddress.host}:${inputAddress.port}`);
  }

  const service = integrationsService({
    repo,
    perms: app.services.perms,
    clock: d.clock,
    policy,
    sender,
    log,
    cueStatus,
    oscIn: () => inputAddress,
    forgetTargets: control.forgetTargets,
    forgetTriggers: control.forgetTriggers,
    forgetCue: control.forgetCue,
    ask: (...args: Parameters<typeof control.ask>) => control.ask(...args),
    oscInDropped: () => input?.dropped() ?? 0,
    refuseDemo,
  });
  await app.register(integrationsRoutes, { service });
  await app.register(controlRoutes);
  const webhooks = webhooksService({
    repo,
    perms: app.services.perms,
    clock: d.clock,
    policy,
    bus: d.bus,
    cueStatus,
    logger: app.log,
    refuseDemo,
  });
  await app.register(webhooksRoutes, { service: webhooks });
  app.addHook('onReady', async () => webhooks.start());

  app.addHook('onClose', async () => {
    stopListening();
    control.close();
    webhooks.close();
    await input?.close();
    await sender.close();
  });
}
