/** The stage display's routes (docs/decisions/0017-stage-display-and-crew-talk.md); the service (built in services.ts) owns every rule. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['stage'];

export const stageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stage } = app.services;

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
