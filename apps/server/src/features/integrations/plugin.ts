/**
 * Plugs show control into the app (docs/decisions/0011-show-control.md): its routes, OSC out on every change this process
 * saves (the bus's 'statusApplied'), OSC in bound at start when OSC_PORT is set, and the webhook
 * queue's timer. Everything here is built once in services.ts.
 */
import type { FastifyInstance } from 'fastify';
import { controlRoutes } from './control.routes.js';
import { integrationsRoutes } from './integrations.routes.js';
import { webhooksRoutes } from './webhooks.routes.js';

export async function registerIntegrations(app: FastifyInstance) {
  const { integrations, bus } = app.services;
  const { control, webhooks, input, sender } = integrations;
  // A 'local' event: heard once, in the process that saved the change.
  const stopListening = bus.subscribe((m) => {
    if (m.type === 'statusApplied') control.changed(m).catch((err: unknown) => app.log.warn({ err }, 'OSC out failed'));
  });

  // Bound now, not at listen(): a port in use stops the start with a clear message.
  const address = await integrations.listen();
  if (address) app.log.info(`OSC in listening on udp ${address.host}:${address.port}`);

  await app.register(integrationsRoutes, { service: integrations.service });
  await app.register(controlRoutes);
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
