/**
 * The stage display's routes (issue 15). Built here rather than in services.ts so the feature
 * plugs in with one line in app.ts; the service owns every rule.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  cueWrapUpAnswerSchema,
  cueWrapUpSchema,
  errorBody,
  idParam,
  stageBlackoutSchema,
  stageCodeSchema,
  stageMessageInputSchema,
  stageThresholdsSchema,
  stageViewSchema,
} from '@showcaller/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Bus } from '../../bus/bus.js';
import { codesRepo } from '../codes/codes.repo.js';
import { codesService } from '../codes/codes.service.js';
import { stageRepo } from './stage.repo.js';
import { stageService } from './stage.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['stage'];

export const stageRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; bus: Bus; clock: Clock }> = async (app, opts) => {
  const { perms, repos } = app.services;
  // The one code generator and retired list (stateless, so a second instance is the same one).
  const codes = codesService({ repo: codesRepo(opts.db), clock: opts.clock });
  const stage = stageService({ repo: stageRepo(opts.db), perms, codes, sessions: repos.sessions, bus: opts.bus, clock: opts.clock });

  app.get('/api/events/:id/stage', {
    schema: {
      tags,
      summary: 'What the stage display shows: cues (number, action, duration, own thresholds), wrap-up thresholds, message, blackout',
      description: 'Any code of the event may read it, the stage code included (it reads nothing else).',
      params: idParam,
      response: { 200: stageViewSchema, ...errors },
    },
    handler: async (req) => stage.view(req.actor, req.params.id),
  });

  app.get('/api/events/:id/stage/code', {
    schema: {
      tags,
      summary: "The event's stage code (owner only); an event without one gets one",
      params: idParam,
      response: { 200: stageCodeSchema, ...errors },
    },
    handler: async (req) => stage.code(req.actor, req.params.id),
  });

  app.post('/api/events/:id/stage/regenerate-code', {
    schema: {
      tags,
      summary: 'A new stage code (owner only): the old one is retired for good and its screens return to the code page',
      params: idParam,
      response: { 200: stageCodeSchema, ...errors },
    },
    handler: async (req) => stage.regenerateCode(req.actor, req.params.id),
  });

  app.put('/api/events/:id/stage/thresholds', {
    schema: {
      tags,
      summary: 'Wrap-up colours: seconds remaining at which the stage timer turns amber (warning) and red (danger)',
      params: idParam,
      body: stageThresholdsSchema,
      response: { 200: stageViewSchema, ...errors },
    },
    handler: async (req) => stage.setThresholds(req.actor, req.params.id, req.body),
  });

  app.put('/api/cues/:id/wrap-up', {
    schema: {
      tags,
      summary: "A cue's own wrap-up thresholds on the stage display; null follows the event's",
      params: idParam,
      body: cueWrapUpSchema,
      response: { 200: cueWrapUpAnswerSchema, ...errors },
    },
    handler: async (req) => stage.setCueWrapUp(req.actor, req.params.id, req.body),
  });

  app.put('/api/events/:id/stage/message', {
    schema: {
      tags,
      summary: 'Show a message over the stage timer until cleared (optionally flashing); logged in the as-run log',
      params: idParam,
      body: stageMessageInputSchema,
      response: { 200: stageViewSchema, ...errors },
    },
    handler: async (req) => stage.setMessage(req.actor, req.params.id, req.body),
  });

  app.delete('/api/events/:id/stage/message', {
    schema: {
      tags,
      summary: 'Clear the stage message; logged in the as-run log',
      params: idParam,
      response: { 200: stageViewSchema, ...errors },
    },
    handler: async (req) => stage.clearMessage(req.actor, req.params.id),
  });

  app.put('/api/events/:id/stage/blackout', {
    schema: {
      tags,
      summary: 'Black out the stage display, or bring it back; logged in the as-run log',
      params: idParam,
      body: stageBlackoutSchema,
      response: { 200: stageViewSchema, ...errors },
    },
    handler: async (req) => stage.setBlackout(req.actor, req.params.id, req.body.blackout),
  });
};
