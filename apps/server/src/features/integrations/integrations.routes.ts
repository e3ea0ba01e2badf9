import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmationsSchema,
  cueTriggerSchema,
  cueTriggersBody,
  errorBody,
  idParam,
  integrationsOverview,
  okBody,
  oscLogResponse,
  oscTargetInput,
  oscTargetPatch,
  oscTargetSchema,
  targetTestResultSchema,
  cueDeviceCueSchema,
} from '@showcaller/shared';
import type { IntegrationsService } from './integrations.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['show control'];
const WHO_READS = 'The owner; co-callers read it; department codes get 403.';
const OWNER_ONLY = 'The event owner only (co-callers see integrations read-only).';

export const integrationsRoutes: FastifyPluginAsyncZod<{ service: IntegrationsService }> = async (app, opts) => {
  const s = opts.service;

  app.get('/api/events/:id/integrations', {
    schema: {
      tags,
      summary:
        'Show control at a glance: the OSC-in address (null when OSC_PORT is unset), messages it dropped, whether a control key exists',
      description: WHO_READS,
      params: idParam,
      response: { 200: integrationsOverview, ...errors },
    },
    handler: async (req) => s.overview(req.actor, req.params.id),
  });

  app.get('/api/events/:id/integrations/log', {
    schema: {
      tags,
      summary: 'The last 100 OSC messages in and out for this event, newest first (kept by the server process that handled them)',
      description: WHO_READS,
      params: idParam,
      response: { 200: oscLogResponse, ...errors },
    },
    handler: async (req) => s.log(req.actor, req.params.id),
  });

  app.get('/api/events/:id/integrations/confirmations', {
    schema: {
      tags,
      summary:
        'Per QLab/Eos target, whether the equipment confirmed the live cue since its GO: confirmed (with delayMs), no-answer (nothing within 1 s), error, or pending',
      description: 'The owner and co-callers (the caller screen shows it as ticks); department codes get 403.',
      params: idParam,
      response: { 200: confirmationsSchema, ...errors },
    },
    handler: async (req) => s.confirmations(req.actor, req.params.id),
  });

  app.get('/api/events/:id/osc-targets', {
    schema: {
      tags,
      summary: "The event's OSC targets (passcodes are never returned)",
      description: WHO_READS,
      params: idParam,
      response: { 200: z.array(oscTargetSchema), ...errors },
    },
    handler: async (req) => s.targets(req.actor, req.params.id),
  });

  app.post('/api/events/:id/osc-targets', {
    schema: {
      tags,
      summary:
        'Add an OSC target: preset qlab (/cue/{n}/start on GO, /cue/{n}/stop on HOLD, /connect passcode first), eos (/eos/cue/{list}/{n}/fire on GO) or generic (/showcaller/{command} <cue number> <action> on every change); UDP or TCP (SLIP framing). Link-local addresses are refused.',
      description: OWNER_ONLY,
      params: idParam,
      body: oscTargetInput,
      response: { 201: oscTargetSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await s.addTarget(req.actor, req.params.id, req.body)),
  });

  app.patch('/api/osc-targets/:id', {
    schema: {
      tags,
      summary: 'Change an OSC target',
      description: OWNER_ONLY,
      params: idParam,
      body: oscTargetPatch,
      response: { 200: oscTargetSchema, ...errors },
    },
    handler: async (req) => s.updateTarget(req.actor, req.params.id, req.body),
  });

  app.delete('/api/osc-targets/:id', {
    schema: { tags, summary: 'Remove an OSC target', description: OWNER_ONLY, params: idParam, response: { 200: okBody, ...errors } },
    handler: async (req) => {
      await s.removeTarget(req.actor, req.params.id);
      return { ok: true as const };
    },
  });

  app.post('/api/osc-targets/:id/test', {
    schema: {
      tags,
      summary:
        'Send a harmless test message now (QLab /version, Eos /eos/ping, generic /showcaller/test) and wait up to 2 s for the answer: answered with roundTripMs, or what to check; ok false says why it could not leave',
      description: OWNER_ONLY,
      params: idParam,
      response: { 200: targetTestResultSchema, ...errors },
    },
    handler: async (req) => s.sendTest(req.actor, req.params.id),
  });

  app.get('/api/cues/:id/device-cue', {
    schema: {
      tags,
      summary: "A cue's number on QLab and Eos (null: the rundown number is sent)",
      description: WHO_READS,
      params: idParam,
      response: { 200: cueDeviceCueSchema, ...errors },
    },
    handler: async (req) => s.deviceCue(req.actor, req.params.id),
  });

  app.put('/api/cues/:id/device-cue', {
    schema: {
      tags,
      summary: "Set a cue's number on QLab and Eos (text such as 12.5 or A1; null or empty: the rundown number)",
      description: OWNER_ONLY,
      params: idParam,
      body: cueDeviceCueSchema,
      response: { 200: cueDeviceCueSchema, ...errors },
    },
    handler: async (req) => s.setDeviceCue(req.actor, req.params.id, req.body.deviceCue),
  });

  app.get('/api/cues/:id/triggers', {
    schema: {
      tags,
      summary: "A cue's own OSC messages on STANDBY, GO or HOLD (sent to every target of the event)",
      description: WHO_READS,
      params: idParam,
      response: { 200: z.object({ triggers: z.array(cueTriggerSchema) }), ...errors },
    },
    handler: async (req) => ({ triggers: await s.triggers(req.actor, req.params.id) }),
  });

  app.put('/api/cues/:id/triggers', {
    schema: {
      tags,
      summary:
        "Replace a cue's OSC triggers: {on: standby|go|hold, address, args: [{type: i|f|s, value}]}; {cue.number}, {cue.action}, {cue.timer}, {cue.endsAt} and {event.id} are filled in",
      description: OWNER_ONLY,
      params: idParam,
      body: cueTriggersBody,
      response: { 200: z.object({ triggers: z.array(cueTriggerSchema) }), ...errors },
    },
    handler: async (req) => ({ triggers: await s.setTriggers(req.actor, req.params.id, req.body.triggers) }),
  });
};
