import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, okBody, webhookCreated, webhookDeliverySchema, webhookInput, webhookSchema } from '@showcaller/shared';
import type { WebhooksService } from './webhooks.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['show control'];

export const webhooksRoutes: FastifyPluginAsyncZod<{ service: WebhooksService }> = async (app, opts) => {
  const s = opts.service;

  app.get('/api/events/:id/webhooks', {
    schema: {
      tags,
      summary: "The event's webhooks (secrets are shown only when a webhook is made)",
      description:
        'The owner; co-callers read them; department codes get 403. `url` is never the full address: the owner sees scheme, host and path (no user:password, no query string), co-callers scheme and host only.',
      params: idParam,
      response: { 200: z.array(webhookSchema), ...errors },
    },
    handler: async (req) => s.list(req.actor, req.params.id),
  });

  app.post('/api/events/:id/webhooks', {
    schema: {
      tags,
      summary: 'Add a webhook: a signed JSON POST to `url` for each chosen kind (cue.status, cue.overtime, crew.ack, rundown.changed)',
      description:
        'The event owner only; at most 10 webhooks per event (400 beyond). Each delivery is `{id, type, eventId, createdAt, data}` with headers `X-ShowCaller-Signature: sha256=<hex HMAC-SHA256 of the raw body with the secret>`, `X-ShowCaller-Timestamp: <unix seconds of this attempt>`, `X-ShowCaller-Signature-V2: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` (check it and refuse old timestamps to stop replays), `X-ShowCaller-Delivery: <id>` (the same on every retry) and `X-ShowCaller-Event: <type>`. A 2xx answer within 5 s delivers it; otherwise it is retried after about 1 s, 5 s, 30 s, 2 min and 10 min, across restarts. Redirects are not followed; link-local addresses are never reached. The answer carries the secret, shown only this once, and the address as the owner\'s list shows it (the full address is not sent back).',
      params: idParam,
      body: webhookInput,
      response: { 201: webhookCreated, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await s.create(req.actor, req.params.id, req.body)),
  });

  app.delete('/api/webhooks/:id', {
    schema: {
      tags,
      summary: 'Remove a webhook and its delivery log',
      description: "The event owner only. A missing id and another account's webhook answer the same 404.",
      params: idParam,
      response: { 200: okBody, ...errors },
    },
    handler: async (req) => {
      await s.remove(req.actor, req.params.id);
      return { ok: true as const };
    },
  });

  app.get('/api/webhooks/:id/deliveries', {
    schema: {
      tags,
      summary:
        "A webhook's last 50 deliveries, newest first: state (pending, delivered, failed), attempts, last HTTP status or error, next attempt",
      description:
        "The owner; co-callers read it; department codes get 403; a missing id and another account's webhook answer the same 404. `lastError` is general: `HTTP <code>`, `Redirect (<code>) not followed`, `Not sent: ... (OUTBOUND_ALLOW)`, or `No HTTP answer within 5 s` for every other failure (never the peer's address or the socket error).",
      params: idParam,
      response: { 200: z.array(webhookDeliverySchema), ...errors },
    },
    handler: async (req) => s.deliveries(req.actor, req.params.id),
  });
};
