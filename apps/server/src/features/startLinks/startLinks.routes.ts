/**
 * Linked starts (docs/decisions/0028-linked-event-starts.md): GET/PUT/DELETE /api/events/{id}/start-link
 * and the choices for the owner's dialog. The bus's status changes of a linked event reach its
 * followers' screens from here: 'statusApplied' is heard once, in the process that saved the change.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, startLinkChoicesSchema, startLinkInputSchema, startLinkViewSchema } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['events'];

export const startLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { startLinks, bus } = app.services;
  const stop = bus.subscribe((m) => {
    if (m.type !== 'statusApplied') return;
    startLinks.statusChanged(m.eventId, m.cueStatus.version).catch((err: unknown) => app.log.warn({ err }, 'linked starts not told'));
  });
  app.addHook('onClose', async () => stop());

  app.get('/api/events/:id/start-link', {
    schema: {
      tags,
      summary:
        "The event's linked start (starts N minutes after another event's cue ends) with the linked show's cue times and live status, to project the start; owner or co-caller code",
      params: idParam,
      response: { 200: startLinkViewSchema, ...errors },
    },
    handler: async (req) => startLinks.get(req.actor, req.params.id),
  });

  app.put('/api/events/:id/start-link', {
    schema: {
      tags,
      summary:
        'Start the event offsetMinutes (0-720) after a cue of another event of the same production ends; owner only. The caller decides whether to follow: nothing starts by itself',
      params: idParam,
      body: startLinkInputSchema,
      response: { 200: startLinkViewSchema, ...errors },
    },
    handler: async (req) => startLinks.set(req.actor, req.params.id, req.body),
  });

  app.delete('/api/events/:id/start-link', {
    schema: {
      tags,
      summary: 'The event starts at its own time again; owner only',
      params: idParam,
      response: { 200: startLinkViewSchema, ...errors },
    },
    handler: async (req) => startLinks.clear(req.actor, req.params.id),
  });

  app.get('/api/events/:id/start-link/choices', {
    schema: {
      tags,
      summary: "The production's other events and their cues that the event's start may follow; owner only",
      params: idParam,
      response: { 200: startLinkChoicesSchema, ...errors },
    },
    handler: async (req) => startLinks.choices(req.actor, req.params.id),
  });
};
