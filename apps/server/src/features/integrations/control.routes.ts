/**
 * What a control surface shows (Bitfocus Companion, issue 13): the live status with the current and
 * next cue, remaining and elapsed time, over-time and crew readiness, in one call. It takes the
 * event's control key (X-API-Key) or a session that may edit the show.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cueStatusSchema, currentAndNextCue, effectiveDuration, errorBody, idParam } from '@showcaller/shared';
import { unauthorized } from '../../lib/errors.js';

const cueBrief = z
  .object({ id: z.number().int(), number: z.number().int(), action: z.string(), duration: z.number().int().nullable() })
  .nullable();
export const controlStateSchema = z.object({
  status: cueStatusSchema,
  current: cueBrief,
  next: cueBrief,
  /** Seconds left of the current cue's duration (negative when over time); null when no cue. */
  remaining: z.number().int().nullable(),
  overtime: z.boolean(),
  ready: z.object({ standby: z.boolean(), ready: z.number().int(), total: z.number().int(), allReady: z.boolean() }),
});

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
        if (!(await events.eventForApiKey(eventId, key))) throw unauthorized('That control key (X-API-Key) is not valid for this event.');
      } else {
        await perms.event(req.actor, eventId, 'edit');
      }
      const [status, cues, acks] = await Promise.all([
        cueStatus.read(eventId),
        repos.cueStatus.cuesForTiming(eventId),
        crew.state(eventId),
      ]);
      const { current: live, next: after } = currentAndNextCue(cues, status.currentCueId);
      const brief = async (c: (typeof cues)[number] | undefined) => {
        if (!c) return null;
        const s = await repos.cueStatus.cueSummary(c.id);
        return { id: c.id, number: c.number, action: s?.action ?? '', duration: c.duration };
      };
      const current = await brief(live ?? undefined);
      const next = await brief(after ?? undefined);
      const duration = current ? effectiveDuration(current.duration) : 0;
      const remaining = current ? duration - status.elapsedTime : null;
      const ready = acks.departments.filter((d) => d.readyAt !== null).length;
      return {
        status,
        current,
        next,
        remaining,
        overtime: status.status === 'go' && remaining !== null && remaining < 0 && duration > 0,
        ready: { standby: acks.standby, ready, total: acks.departments.length, allReady: acks.allReady },
      };
    },
  });
};
