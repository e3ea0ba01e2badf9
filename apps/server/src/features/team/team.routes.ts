/**
 * The team of an event or a production (docs/decisions/0031-team-members-and-roles.md): members,
 * invitations and the invitation link. Rules in team.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askerLocale } from '../../lib/i18n.js';
import {
  errorBody,
  idParam,
  invitationAcceptedSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  memberSchema,
  memberUpdateSchema,
  myAccessSchema,
  teamSchema,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { team } = app.services;

  app.get('/api/events/:id/team', {
    schema: {
      tags,
      summary: "The event's members (its own and its production's) and pending invitations: the owner and producers",
      params: idParam,
      response: { 200: teamSchema, ...errors },
    },
    handler: async (req) => team.team(req.actor, { eventId: req.params.id }),
  });

  app.post('/api/events/:id/invitations', {
    schema: {
      tags,
      summary:
        'Invite an address to the event with a role (producer, caller, editor, lead with departmentIds, viewer): mails a link valid 7 days, once; RATE_LIMIT_INVITES_PER_HOUR per account',
      params: idParam,
      body: invitationCreateSchema,
      response: { 201: invitationSchema, 409: errorBody, 429: errorBody, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await team.invite(req.actor, { eventId: req.params.id }, req.body, askerLocale(req.headers['accept-language']))),
  });

  app.get('/api/productions/:id/team', {
    schema: {
      tags,
      summary: "The production's members (a role on every event of it) and pending invitations: the production's owner",
      params: idParam,
      response: { 200: teamSchema, ...errors },
    },
    handler: async (req) => team.team(req.actor, { productionId: req.params.id }),
  });

  app.post('/api/productions/:id/invitations', {
    schema: {
      tags,
      summary: 'Invite an address to every event of the production with a role (not lead: departments belong to one event)',
      params: idParam,
      body: invitationCreateSchema,
      response: { 201: invitationSchema, 409: errorBody, 429: errorBody, ...errors },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await team.invite(req.actor, { productionId: req.params.id }, req.body, askerLocale(req.headers['accept-language']))),
  });

  app.post('/api/invitations/:id/resend', {
    schema: {
      tags,
      summary: 'Mail a pending invitation again with a new link (the old link stops working) and a new expiry',
      params: idParam,
      response: { 200: invitationSchema, 429: errorBody, ...errors },
    },
    handler: async (req) => team.resend(req.actor, req.params.id, askerLocale(req.headers['accept-language'])),
  });

  app.delete('/api/invitations/:id', {
    schema: {
      tags,
      summary: 'Cancel a pending invitation: its link stops working',
      params: idParam,
      response: { 200: invitationSchema, ...errors },
    },
    handler: async (req) => team.cancel(req.actor, req.params.id),
  });

  app.patch('/api/members/:id', {
    schema: {
      tags,
      summary: "Change a member's role (and a lead's departments); their open screens of the event end at once",
      params: idParam,
      body: memberUpdateSchema,
      response: { 200: memberSchema, ...errors },
    },
    handler: async (req) => team.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/members/:id', {
    schema: {
      tags,
      summary: 'Remove a member: their open screens of the event end at once and their next request answers 404',
      params: idParam,
      response: { 200: memberSchema, ...errors },
    },
    handler: async (req) => team.remove(req.actor, req.params.id),
  });

  app.post('/api/invitations/preview', {
    schema: {
      tags,
      summary: 'What an invitation link invites to (no session needed: the link is the secret); 404 once used, cancelled or expired',
      body: invitationTokenSchema,
      response: { 200: invitationPreviewSchema, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => team.preview(req.body.token),
  });

  app.post('/api/invitations/accept', {
    schema: {
      tags,
      summary: 'Join with the signed-in account, whose e-mail must be the invited address; the link works once',
      body: invitationTokenSchema,
      response: { 200: invitationAcceptedSchema, 409: errorBody, ...errors },
    },
    handler: async (req) => team.accept(req.actor, req.body.token),
  });

  app.get('/api/events/:id/me', {
    schema: {
      tags,
      summary: "The asker's role on the event (and a lead's departments), so a screen offers only what it may do",
      params: idParam,
      response: { 200: myAccessSchema, ...errors },
    },
    handler: async (req) => team.mine(req.actor, req.params.id),
  });
};
