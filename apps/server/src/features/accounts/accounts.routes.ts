import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordResponse,
  changePasswordSchema,
  confirmEmailResponse,
  errorBody,
  forgotPasswordSchema,
  loginResponse,
  loginSchema,
  messageBody,
  registerResponse,
  registerSchema,
  resetPasswordSchema,
  signedOutResponse,
  updateProfileSchema,
  userSchema,
  verifyEmailSchema,
} from '@showcaller/shared';
import { gone } from '../../lib/errors.js';
import { askerLocale } from '../../lib/i18n.js';
import { requireUser } from '../auth/auth.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };

export const accountsRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, opts) => {
  const { accounts } = app.services;
  const limited = { rateLimit: { max: opts.authPerMinute, timeWindow: '1 minute' } };
  const tags = ['accounts'];

  app.post('/api/auth/register', {
    config: limited,
    schema: { tags, summary: 'Create an account', body: registerSchema, response: { 201: registerResponse, ...errors } },
    handler: async (req, reply) =>
      reply.code(201).send(await accounts.register(req.body, req.headers['user-agent'], askerLocale(req.headers['accept-language']))),
  });

  app.post('/api/auth/login', {
    config: limited,
    schema: {
      tags,
      summary: 'Log in with username (or e-mail) and password',
      body: loginSchema,
      response: { 200: loginResponse, ...errors },
    },
    handler: async (req) => accounts.login(req.body, req.headers['user-agent']),
  });

  app.post('/api/auth/logout', {
    schema: { tags, summary: 'End this session', response: { 200: messageBody } },
    handler: async (req) => {
      if (req.actor.kind !== 'anonymous') await accounts.logout(req.actor.sessionId);
      return { message: 'Logged out' };
    },
  });

  app.post('/api/auth/forgot-password', {
    config: limited,
    schema: {
      tags,
      summary: 'Mail a password reset link (same answer whether or not the account exists)',
      body: forgotPasswordSchema,
      response: { 200: messageBody, ...errors },
    },
    handler: async (req) => ({ message: await accounts.forgotPassword(req.body.email, askerLocale(req.headers['accept-language'])) }),
  });

  app.post('/api/auth/reset-password', {
    config: limited,
    schema: {
      tags,
      summary: 'Set a new password with the mailed token',
      body: resetPasswordSchema,
      response: { 200: messageBody, ...errors },
    },
    handler: async (req) => ({
      message: await accounts.resetPassword(req.body.token, req.body.password, askerLocale(req.headers['accept-language'])),
    }),
  });

  app.get('/api/auth/verify-email', {
    config: limited,
    schema: {
      tags,
      summary: 'Open the confirmation page of a mailed link (changes nothing)',
      description:
        'Links mailed before confirmation moved to a page. A GET changes nothing (mail scanners open every link): ' +
        'it redirects to the web page /verify-email, whose button confirms with POST /api/auth/verify-email.',
      querystring: verifyEmailSchema,
    },
    handler: async (req, reply) => reply.redirect(`/verify-email?token=${encodeURIComponent(req.query.token)}`),
  });

  app.post('/api/auth/verify-email', {
    config: limited,
    schema: {
      tags,
      summary: 'Confirm an e-mail address with the token of the mailed link',
      description:
        'Sent by the button of the /verify-email page. An ordinary address needs no session (a new account ' +
        'may not sign in before confirming). The ADMIN_EMAIL address makes its account an administrator, so ' +
        'it needs the bearer session of that same account: another account gets 403 and no session 401, ' +
        'and nothing changes; except that where REQUIRE_EMAIL_VERIFICATION is on, a first confirmation ' +
        'without a session confirms the address so the account can sign in (`signInToFinish`), and the ' +
        'admin right waits for a second one, signed in. A used, expired or unknown token gets 400.',
      body: verifyEmailSchema,
      response: { 200: confirmEmailResponse, ...errors },
    },
    handler: async (req) =>
      accounts.confirmEmail(
        req.body.token,
        req.actor.kind === 'user' ? req.actor.userId : undefined,
        askerLocale(req.headers['accept-language']),
      ),
  });

  app.get('/api/user', {
    schema: { tags, summary: 'The signed-in user', response: { 200: userSchema, 401: errorBody } },
    handler: async (req) => accounts.me(requireUser(req.actor).userId),
  });

  app.patch('/api/user', {
    schema: {
      tags,
      summary: 'Update name and e-mail',
      description: "A changed e-mail address needs `currentPassword` and signs out the account's other sessions (their sockets close).",
      body: updateProfileSchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (req) => {
      const a = requireUser(req.actor);
      return accounts.updateProfile(a.userId, a.sessionId, req.body, askerLocale(req.headers['accept-language']));
    },
  });

  app.post('/api/user/password', {
    config: limited,
    schema: {
      tags,
      summary: 'Change the password (current one required); signs out the other sessions',
      body: changePasswordSchema,
      response: { 200: changePasswordResponse, ...errors },
    },
    handler: async (req) => {
      const a = requireUser(req.actor);
      const signedOut = await accounts.changePassword(a.userId, a.sessionId, req.body);
      return { message: 'Password changed', signedOut };
    },
  });

  app.post('/api/user/sign-out-others', {
    schema: {
      tags,
      summary: 'Revoke every other session of this account',
      response: { 200: signedOutResponse, 401: errorBody },
    },
    handler: async (req) => {
      const a = requireUser(req.actor);
      return { signedOut: await accounts.signOutOthers(a.userId, a.sessionId) };
    },
  });

  app.post('/api/checkout/session', {
    schema: { tags: ['legacy'], summary: 'Gone: the platform is free, no payment is needed', response: { 410: errorBody } },
    handler: async () => {
      throw gone('errors.accounts.noPayment');
    },
  });
};
