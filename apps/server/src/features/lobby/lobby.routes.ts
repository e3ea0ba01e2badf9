/** The lobby screen's routes (docs/decisions/0035-stage-layouts-and-lobby.md): the owner's link management and the public agenda. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLOCK_FORMATS,
  errorBody,
  idParam,
  lobbyLinkCreatedSchema,
  lobbyLinkInputSchema,
  lobbyLinkPatchSchema,
  lobbyLinkSchema,
  lobbyTokenParam,
  lobbyViewSchema,
} from '@showcaller/shared';
import type { AppConfig } from '../../config.js';
import { requestJoinBase } from '../crew/joinBase.js';
import type { LobbyTarget } from './lobby.repo.js';
import { askerLocale } from '../../lib/i18n.js';
import { lobbyInReaderClock } from './lobbyTimes.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** The page's clock for the agenda's times; their language is the page's `Accept-Language`. */
const lobbyViewQuery = z.object({ clock: z.enum(CLOCK_FORMATS).optional() });
const tags = ['lobby'];

export const lobbyRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, opts) => {
  const { lobby } = app.services;

  for (const kind of ['production', 'event'] as const) {
    const path = `/api/${kind}s/:id/lobby`;
    const of = (id: number): LobbyTarget => ({ kind, id });
    const whose = kind === 'production' ? "the production's day, every room" : 'this event';

    app.get(path, {
      schema: {
        tags,
        summary: `Whether a public lobby link of ${whose} is out (owner only); the link itself is shown once, when made`,
        params: idParam,
        response: { 200: lobbyLinkSchema, ...errors },
      },
      handler: async (req) => lobby.get(req.actor, of(req.params.id)),
    });

    app.post(path, {
      schema: {
        tags,
        summary: `A new public lobby link of ${whose} (owner only); an older link stops at once`,
        description: 'The answer holds the token this once; the server keeps only its SHA-256. A single event needs a time zone.',
        params: idParam,
        body: lobbyLinkInputSchema,
        response: { 201: lobbyLinkCreatedSchema, ...errors },
      },
      handler: async (req, reply) => {
        const made = await lobby.create(req.actor, of(req.params.id), req.body);
        // The QR code carries the address phones reach, as the crew links do (crew/joinBase.ts).
        const base = requestJoinBase(opts.config, req);
        return reply.code(201).send({ ...made, url: `${base.baseUrl}${made.path}`, loopback: base.loopback });
      },
    });

    app.patch(path, {
      schema: {
        tags,
        summary: 'Whether the lobby shows segment titles (the cues’ actions) or only each session and its times',
        params: idParam,
        body: lobbyLinkPatchSchema,
        response: { 200: lobbyLinkSchema, ...errors },
      },
      handler: async (req) => lobby.update(req.actor, of(req.params.id), req.body.showCues),
    });

    app.delete(path, {
      schema: {
        tags,
        summary: 'Turn the lobby link off: its screens say the link was turned off at their next read',
        params: idParam,
        response: { 200: lobbyLinkSchema, ...errors },
      },
      handler: async (req) => lobby.revoke(req.actor, of(req.params.id)),
    });
  }

  app.get('/api/lobby/:token', {
    schema: {
      tags,
      summary: 'The public agenda behind a lobby link: each room, what is on now and next, with projected times',
      description:
        'No account or code needed. Names and times only: no notes, tasks, departments, codes or people. ' +
        'Times are "HH:MM"; `clock=12h` writes them on a 12-hour clock in the language of `Accept-Language`.',
      params: lobbyTokenParam,
      querystring: lobbyViewQuery,
      response: { 200: lobbyViewSchema, 400: errorBody, 404: errorBody },
    },
    handler: async (req, reply) => {
      const view = lobbyInReaderClock(await lobby.view(req.params.token), {
        locale: askerLocale(req.headers['accept-language']),
        clock: req.query.clock ?? '24h',
      });
      return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').send(view);
    },
  });
};
