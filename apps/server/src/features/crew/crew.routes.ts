import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ackStateSchema, devicesStateSchema, errorBody, idParam, joinBaseSchema } from '@showcaller/shared';
import type { AppConfig } from '../../config.js';
import { requestJoinBase } from './joinBase.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['crew'];

export const crewRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'publicUrl' | 'port' | 'host'> }> = async (app, opts) => {
  const { crew } = app.services;

  app.get('/api/events/:id/acks', {
    schema: {
      tags,
      summary: 'Which departments said Ready for the current standby',
      params: idParam,
      response: { 200: ackStateSchema, ...errors },
    },
    handler: async (req) => crew.get(req.actor, req.params.id),
  });

  app.post('/api/events/:id/ack', {
    schema: {
      tags,
      summary: 'A department screen says Ready (department code only)',
      params: idParam,
      response: { 200: ackStateSchema, ...errors },
    },
    handler: async (req) => crew.ack(req.actor, req.params.id),
  });

  app.get('/api/events/:id/devices', {
    schema: {
      tags,
      summary: 'Connected devices per department with round trip, clock offset and last seen (this server process)',
      params: idParam,
      response: { 200: devicesStateSchema, ...errors },
    },
    handler: async (req) => crew.devices(req.actor, req.params.id, app.hub.devices(req.params.id)),
  });

  app.get('/api/events/:id/join-base', {
    schema: {
      tags,
      summary: 'The address crew links and QR codes use: PUBLIC_URL, the address this page was opened by, or the LAN address',
      params: idParam,
      response: { 200: joinBaseSchema, ...errors },
    },
    handler: async (req) => {
      await app.services.perms.event(req.actor, req.params.id, 'edit');
      return requestJoinBase(opts.config, req);
    },
  });
};
