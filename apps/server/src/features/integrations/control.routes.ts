/**
 * What a control surface shows (Bitfocus Companion, docs/decisions/0011-show-control.md): the live status with the current and
 * next cue, remaining and elapsed time, over-time and crew readiness, in one call, with the rundown so
 * that the module follows the status frames without calling again (the schema is
 * packages/shared/src/schemas/control.ts, which the module parses with). It takes the
 * event's control key (X-API-Key) or a session that may edit the show.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlState, controlStateSchema, errorBody, idParam } from '@showcaller/shared';
import { unauthorized } from '../../lib/errors.js';

/** The answer's schema lives in packages/shared (the Companion module parses with it); kept here for the server's tests. */
export { controlStateSchema };

export const controlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cueStatus, events, crew, perms, repos } = app.services;

  app.get('/api/events/:id/control/state', {
    schema: {
      tags: ['show control'],
      summary:
        'For control surfaces (Companion): status, current and next cue, remaining seconds, over-time and how many departments are ready',
      description: 'Send `X-API-Key: <control key>`, or a bearer token of the owner or a co-caller.',
      headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
      params: idParam,
      response: { 200: controlStateSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (req) => {
      const eventId = req.params.id;
      const key = req.headers['x-api-key'];
      if (typeof key === 'string' && req.actor.kind === 'anonymous') {
        if (!(await events.eventForApiKey(eventId, key))) throw unauthorized('errors.control.keyInvalid');
      } else {
        await perms.event(req.actor, eventId, 'edit');
      }
      const [status, cues, acks] = await Promise.all([cueStatus.read(eventId), repos.cues.listForEvent(eventId), crew.state(eventId)]);
      const ready = acks.departments.filter((d) => d.readyAt !== null).length;
      return controlState(
        status,
        cues.map((c) => ({ id: c.id, number: c.number, action: c.action, duration: c.duration })),
        { standby: acks.standby, ready, total: acks.departments.length, allReady: acks.allReady },
      );
    },
  });
};
