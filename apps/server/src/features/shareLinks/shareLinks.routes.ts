/**
 * Share links (docs/decisions/0036-share-links.md): made, listed and revoked by the owner or a
 * producer; opened by anyone holding one, without an account. Rules in shareLinks.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  idParam,
  shareLinkCreateSchema,
  shareLinkSchema,
  shareLinksSchema,
  shareOpenedSchema,
  shareTokenSchema,
} from '@showcaller/shared';
import { HttpError } from '../../lib/errors.js';
import type { CodeGuesses } from '../../realtime/attemptLimiter.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['team'];

export const shareLinksRoutes: FastifyPluginAsyncZod<{ codeGuesses: CodeGuesses }> = async (app, opts) => {
  const { shareLinks } = app.services;

  app.get('/api/events/:id/share-links', {
    schema: {
      tags,
      summary: "The event's share links not revoked (with their tokens, to copy again): the owner and producers",
      params: idParam,
      response: { 200: shareLinksSchema, ...errors },
    },
    handler: async (req) => shareLinks.list(req.actor, req.params.id),
  });

  app.post('/api/events/:id/share-links', {
    schema: {
      tags,
      summary:
        'Make a share link: kind viewer (reads the show live) or department (with departmentId: also edits its tasks and notes); optional expiresAt',
      params: idParam,
      body: shareLinkCreateSchema,
      response: { 201: shareLinkSchema, 409: errorBody, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await shareLinks.create(req.actor, req.params.id, req.body)),
  });

  app.delete('/api/share-links/:id', {
    schema: {
      tags,
      summary: 'Revoke a share link: its open screens end at once and it opens nothing any more',
      params: idParam,
      response: { 200: shareLinkSchema, ...errors },
    },
    handler: async (req) => shareLinks.revoke(req.actor, req.params.id),
  });

  app.post('/api/share/open', {
    // Guessing links counts in the access codes' budget per address (docs/decisions/0036-share-links.md).
    preHandler: async (req, reply) => {
      const { ok, retryAfterSeconds } = await opts.codeGuesses.take(req.ip);
      if (ok) return;
      void reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError(429, 'errors.shareLinks.tooManyLinks');
    },
    schema: {
      tags,
      summary: 'Open a share link: a session scoped to its event with the link’s rights (viewer, or lead of its department)',
      description:
        'No account needed: the link is the secret. The token goes in the body, never the address. Rate limited per address with the access codes (RATE_LIMIT_CODE_PER_MINUTE). 404 with a sentence for an unknown, revoked or ended link.',
      security: [],
      body: shareTokenSchema,
      response: { 200: shareOpenedSchema, 400: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: async (req) => shareLinks.open(req.body.token, req.headers['user-agent']),
  });
};
