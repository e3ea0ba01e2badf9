/** Stage display layouts and their logos (docs/decisions/0035-stage-layouts-and-lobby.md); the service owns every rule. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  idParam,
  okBody,
  stageLayoutInputSchema,
  stageLayoutListSchema,
  stageLayoutSchema,
  stageLogoInputSchema,
} from '@showcaller/shared';

const logoFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'The image (image/png, image/jpeg or image/webp)' });

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['stage'];

export const stageLayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stageLayouts } = app.services;

  app.get('/api/events/:id/stage-layouts', {
    schema: {
      tags,
      summary: "The event's stage display layouts (owner and co-callers)",
      params: idParam,
      response: { 200: stageLayoutListSchema, ...errors },
    },
    handler: async (req) => stageLayouts.list(req.actor, req.params.id),
  });

  app.post('/api/events/:id/stage-layouts', {
    schema: {
      tags,
      summary: 'Save a named stage layout: elements shown and their sizes, colours, flip, logo place; open stage screens follow at once',
      description:
        'A stage screen picks it with /stage/{code}?layout=<name or id>. The text must keep a 4.5:1 contrast with the background.',
      params: idParam,
      body: stageLayoutInputSchema,
      response: { 201: stageLayoutSchema, ...errors, 409: errorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await stageLayouts.create(req.actor, req.params.id, req.body)),
  });

  app.put('/api/stage-layouts/:id', {
    schema: {
      tags,
      summary: 'Change a stage layout (its name, look, or whether it is the default of addresses without ?layout=)',
      params: idParam,
      body: stageLayoutInputSchema,
      response: { 200: stageLayoutSchema, ...errors, 409: errorBody },
    },
    handler: async (req) => stageLayouts.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/stage-layouts/:id', {
    schema: {
      tags,
      summary: 'Delete a stage layout; screens that showed it fall back to the default and say so',
      params: idParam,
      response: { 200: okBody, ...errors },
    },
    handler: async (req) => stageLayouts.remove(req.actor, req.params.id),
  });

  app.put('/api/stage-layouts/:id/logo', {
    // A 256 KB image as base64 with its JSON around it.
    bodyLimit: 512 * 1024,
    schema: {
      tags,
      summary: "Set the layout's logo: a PNG, JPEG or WebP of at most 256 KB, sent as base64 (SVG is refused)",
      params: idParam,
      body: stageLogoInputSchema,
      response: { 200: stageLayoutSchema, ...errors },
    },
    handler: async (req) => stageLayouts.setLogo(req.actor, req.params.id, req.body),
  });

  app.delete('/api/stage-layouts/:id/logo', {
    schema: {
      tags,
      summary: "Remove the layout's logo",
      params: idParam,
      response: { 200: stageLayoutSchema, ...errors },
    },
    handler: async (req) => stageLayouts.clearLogo(req.actor, req.params.id),
  });

  app.get('/api/stage-layouts/:id/logo', {
    schema: {
      tags,
      summary: "The layout's logo image, for the event's screens (the stage code included)",
      description: 'Served with its checked type, nosniff and a sandboxing Content-Security-Policy; the address changes with the image.',
      params: idParam,
      querystring: z.object({ v: z.string().max(64).optional() }),
      response: { 200: logoFile, ...errors },
    },
    handler: async (req, reply) => {
      const logo = await stageLayouts.logo(req.actor, req.params.id);
      return reply
        .header('Content-Type', logo.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline; filename="logo"')
        .header('Cache-Control', 'private, max-age=86400')
        .send(logo.bytes);
    },
  });
};
