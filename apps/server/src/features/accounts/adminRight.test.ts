/** docs/security.md "Trust hardening": the username admin and the ADMIN_EMAIL address cannot be claimed by a stranger. */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerResponse, userSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { accountsService } from './accounts.service.js';
import { isReservedUsername, RESERVED_USERNAME_TAKEN } from './adminRight.js';

const form = (username: string, email: string) => ({
  username,
  name: `Person ${username}`,
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
});
/** The token of the confirmation page link in a mail (http://show.test/verify-email?token=...). */
const tokenIn = (text: string) => /http:\/\/show\.test\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

it('reads look-alikes of admin as admin: any case, spaces, fullwidth (NFKC) and invisible characters', () => {
  for (const name of ['admin', 'ADMIN', ' Admin ', 'ＡＤＭＩＮ', 'ａｄｍｉｎ', 'ad\u200bmin', 'admin\u00a0']) {
    expect(isReservedUsername(name), name).toBe(true);
  }
  for (const name of ['admins', 'administrator', 'adm1n', 'root']) expect(isReservedUsername(name), name).toBe(false);
});

describe('the reserved username admin', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is refused with 409 once the server has an account, and nothing is created', async () => {
    t = await createTestApp();
    const first = await buildUser(t, { username: 'founder' });
    for (const username of ['ADMIN', 'admin', ' Admin ', 'aDmIn']) {
      const res = await t.call('POST', '/api/auth/register', form(username, `${username.trim()}@example.com`));
      expect(res, username).toMatchObject({ status: 409, body: { error: RESERVED_USERNAME_TAKEN } });
    }
    // A fullwidth look-alike never gets that far: usernames are ASCII.
    expect((await t.call('POST', '/api/auth/register', form('ＡＤＭＩＮ', 'wide@example.com'))).status).toBe(400);
    const users = await t.db.kysely.selectFrom('users').select('username').execute();
    expect(users.map((u) => u.username)).toEqual(['founder']);
    expect((await t.call('POST', '/api/auth/login', { username: 'admin', password: 'correct horse' })).status).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, first.token)).status).toBe(200);
  });

  it('may be taken by the first account of an empty server (demo accounts do not count), which is admin', async () => {
    t = await createTestApp();
    const demo = await t.call('POST', '/api/demo', {});
    expect(demo.parse(z.object({ token: z.string(), user: userSchema })).user).toMatchObject({ id: 1, isAdmin: false });
    const admin = await t.callParsed(registerResponse, 'POST', '/api/auth/register', form('Admin', 'owner@example.com'));
    expect(admin.status).toBe(201);
    // Not id 1 (the demo took it), yet the first real account: the username makes it admin.
    expect(admin.body.user).toMatchObject({ id: 2, isAdmin: true });
    expect((await t.call('GET', '/api/admin/users', undefined, admin.body.token)).status).toBe(200);
    const late = await t.call('POST', '/api/auth/register', form('ADMIN', 'late@example.com'));
    expect(late.status).toBe(409);
  });

  it('gives no right to an account that took the name before it was reserved', async () => {
    t = await createTestApp();
    await buildUser(t, { username: 'founder' });
    const squatter = await buildUser(t, { username: 'squatter' });
    // As a stranger could before this change: the account is renamed in the database directly.
    await t.db.kysely.updateTable('users').set({ username: 'ADMIN', username_key: 'admin' }).where('id', '=', squatter.user.id).execute();
    const me = await t.call('GET', '/api/user', undefined, squatter.token);
    expect(me.body).toMatchObject({ username: 'ADMIN', isAdmin: false });
    expect((await t.call('GET', '/api/admin/users', undefined, squatter.token)).status).toBe(403);
  });
});

describe('the ADMIN_EMAIL address', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is proved by a mail that names the account it would make admin and says so plainly', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.com' });
    await buildUser(t, { username: 'founder' });
    const stranger = (await t.callParsed(registerResponse, 'POST', '/api/auth/register', form('stranger', 'boss@example.com'))).body;
    expect(stranger.user.isAdmin).toBe(false);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('boss@example.com');
    expect(mail.subject).toContain('"stranger"');
    expect(mail.subject).toContain('administrator');
    expect(mail.text).toContain('makes the account "stranger" an ADMINISTRATOR');
    expect(mail.text).toContain('If you do not know this account, do NOT open the link');
    // Before the link is confirmed the stranger sees nothing of the other users.
    expect((await t.call('GET', '/api/admin/users', undefined, stranger.token)).status).toBe(403);
    const token = tokenIn(mail.text)!;
    expect((await t.call('POST', '/api/auth/verify-email', { token }, stranger.token)).status).toBe(200);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, stranger.token)).body.isAdmin).toBe(true);
  });

  it('is not proved by a link mailed for an earlier address of the account', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com', REQUIRE_EMAIL_VERIFICATION: 'true' });
    await t.call('POST', '/api/auth/register', form('founder', 'founder@example.com'));
    await t.call('POST', '/api/auth/register', form('climber', 'climber@example.com'));
    await t.call('POST', '/api/auth/verify-email', { token: tokenIn(t.mail.at(-1)!.text)! });
    const login = await t.call('POST', '/api/auth/login', { username: 'climber', password: 'correct horse' });
    const token = login.parse(registerResponse).token!;
    const move = (email: string) => t.call('PATCH', '/api/user', { name: 'Climber', email, currentPassword: 'correct horse' }, token);
    // The climber keeps the link mailed to a second address of their own, unopened...
    expect((await move('climber2@example.com')).status).toBe(200);
    const ownLink = tokenIn(t.mail.find((m) => m.to === 'climber2@example.com')!.text)!;
    // ...moves on to the admin address (its link goes to the real admin, who ignores it)...
    expect((await move('boss@example.com')).status).toBe(200);
    // ...and confirms the kept link, signed in: it belonged to the old address, so it proves nothing now.
    const opened = await t.call('POST', '/api/auth/verify-email', { token: ownLink }, token);
    expect(opened.status).toBe(400);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, token)).body.isAdmin).toBe(false);
    expect((await t.call('GET', '/api/admin/users', undefined, token)).status).toBe(403);
  });

  it('goes to an account only while it is the only one holding the address', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    await buildUser(t, { username: 'founder' });
    const holder = await t.call('POST', '/api/auth/register', form('holder', 'boss@example.com'));
    const token = tokenIn(t.mail.at(-1)!.text)!;
    // The unique index keeps one holder per address; a database restored without it could hold
    // two. The service must not lean on the index, so it is told of a second holder here.
    const repos = t.app.services.repos;
    const accounts = accountsService({
      users: { ...repos.users, countHoldingEmail: async () => 2 },
      sessions: repos.sessions,
      authTokens: repos.authTokens,
      mailer: { send: async () => undefined },
      clock: t.clock,
      publicUrl: 'http://show.test',
      adminEmail: 'boss@example.com',
      requireEmailVerification: false,
    });
    expect(await accounts.confirmEmail(token, holder.parse(registerResponse).user.id)).toMatchObject({ signInToFinish: false });
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, holder.parse(registerResponse).token)).body.isAdmin).toBe(false);
  });
});
