/** Language settings (docs/decisions/0038-i18n-lingui.md); the service owns every rule. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLanguageInputSchema,
  errorBody,
  eventLanguageInputSchema,
  eventLanguageSchema,
  idParam,
  userSchema,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { language } = app.services;

  app.put('/api/user/language', {
    schema: {
      tags: ['auth'],
      summary: "The account's language (null: the browser's) and clock, 24- or 12-hour",
      body: accountLanguageInputSchema,
      response: { 200: userSchema, 400: errorBody, 401: errorBody },
    },
    handler: async (req) => language.setAccount(req.actor, req.body),
  });

  app.get('/api/events/:id/language', {
    schema: {
      tags: ['events'],
      summary: "The event's crew and stage language settings (owner and producers)",
      params: idParam,
      response: { 200: eventLanguageSchema, ...errors },
    },
    handler: async (req) => language.event(req.actor, req.params.id),
  });

  app.put('/api/events/:id/language', {
    schema: {
      tags: ['events'],
      summary: "Set the crew phones' and stage displays' default language, their clock and the owner's own words (owner and producers)",
      description:
        'Each crew phone and stage display still chooses its own language; this is the default for a phone whose browser speaks none of ours. ' +
        "`stringOverrides` maps a language to crew/stage string keys and their text, which must keep the English text's {placeholders}. " +
        'An unknown key is refused with 400. Open crew phones and stage displays take the change at once.',
      params: idParam,
      body: eventLanguageInputSchema,
      response: { 200: eventLanguageSchema, ...errors },
    },
    handler: async (req) => language.setEvent(req.actor, req.params.id, req.body),
  });
};
