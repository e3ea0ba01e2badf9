import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { loadConfig } from '../../config.js';
import { buildApp } from '../../app.js';
import { loginResponse, userSchema } from '@showcaller/shared';

const good = {
  username: 'caller',
  name: 'Show Caller',
  email: 'Caller@Example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    // The first account (id 1, an admin): tests of duplicates, admins and taken addresses use it, whatever order they run in.
    const first = await t.call('POST', '/api/auth/register', good);
    if (first.status !== 201) throw new Error(`first account: ${first.status}`);
  });
  afterAll(() => t.close());

  it('registers, logs in by username or e-mail, reads the user and logs out', async () => {
    const newcomer = { ...good, username: 'newcomer', name: 'New Comer', email: 'Newcomer@Example.com' };
    const reg = await t.callParsed(loginResponse, 'POST', '/api/auth/register', newcomer);
    expect(reg.status).toBe(201);
    expect(reg.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(reg.body.user).toMatchObject({ username: 'newcomer', name: 'New Comer', hasSubscription: true, trialActive: false });

    const byName = await t.callParsed(loginResponse, 'POST', '/api/auth/login', { username: 'NEWCOMER', password: 'correct horse' });
    expect(byName.status).toBe(200);
    const byMail = await t.callParsed(loginResponse, 'POST', '/api/auth/login', {
      username: 'newcomer@example.com',
      password: 'correct horse',
    });
    expect(byMail.status).toBe(200);

    const me = await t.callParsed(userSchema, 'GET', '/api/user', undefined, byName.body.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('Newcomer@Example.com');

    expect((await t.call('POST', '/api/auth/logout', undefined, byName.body.token)).status).toBe(200);
    expect((await t.call('GET', '/api/user', undefined, byName.body.token)).status).toBe(401);
    // Other sessions live on.
    expect((await t.call('GET', '/api/user', undefined, byMail.body.token)).status).toBe(200);
  });

  it('hashes at OWASP’s argon2id cost on a real server; a hash of another cost still signs in', async () => {
    // Test servers hash at argon2's floor (harness.ts TEST_PASSWORD_HASH); a server built as index.ts builds it does not.
    const real = await buildApp({ config: t.config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, logger: false });
    try {
      const account = { ...good, username: 'realcost', name: 'Real Cost', email: 'real.cost@example.com' };
      const reg = await real.inject({ method: 'POST', url: '/api/auth/register', payload: account });
      expect(reg.statusCode).toBe(201);
      const row = await t.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'realcost')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Verification reads the cost from the stored hash: each server signs in the other's account.
      expect((await t.call('POST', '/api/auth/login', { username: 'realcost', password: good.password })).status).toBe(200);
      const low = await buildUser(t, { password: 'low cost horse' });
      const login = await real.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: low.user.username, password: 'low cost horse' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await real.close();
    }
  });

  it('stores neither passwords nor tokens in clear', async () => {
    const reg = await buildUser(t);
    const user = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', reg.user.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain('correct horse');
    const sessions = await t.db.kysely.selectFrom('sessions').select('token_hash').where('user_id', '=', reg.user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toBe(reg.token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a duplicate username or e-mail with 409, whatever the case', async () => {
    const again = await t.call('POST', '/api/auth/register', { ...good, email: 'other@example.com', username: 'Caller' });
    expect(again.status).toBe(409);
    expect(again.error).toBe('Username or email already exists. Please try different credentials.');
    const sameMail = await t.call('POST', '/api/auth/register', { ...good, username: 'someoneelse', email: 'CALLER@example.com' });
    expect(sameMail.status).toBe(409);
  });

  it.each([
    [{ ...good, username: 'ab' }, 'Username must be at least 3 characters'],
    [{ ...good, name: 'A' }, 'Name is required'],
    [{ ...good, email: 'nope' }, 'Please enter a valid email'],
    [{ ...good, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ ...good, confirmPassword: 'different horse' }, 'Passwords do not match'],
  ])('answers 400 with the spec text for bad registration %#', async (body, text) => {
    const res = await t.call('POST', '/api/auth/register', { ...body, username: body.username === 'caller' ? 'fresh1' : body.username });
    expect(res.status).toBe(400);
    expect(res.issues?.map((i) => i.message)).toContain(text);
  });

  it.each([
    ['no body', undefined],
    ['a string', '"hello"'],
    ['an array', []],
    ['wrong types', { username: 5, password: null }],
    ['empty fields', { username: '', password: '' }],
  ])('answers 400, never 500, to login with %s', async (_n, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body as never,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toHaveProperty('error');
  });

  it('answers 401 with a clear text to a wrong password or unknown user', async () => {
    const wrong = await t.call('POST', '/api/auth/login', { username: 'caller', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toBe('Invalid username or password.');
    expect((await t.call('POST', '/api/auth/login', { username: 'ghost', password: 'whatever1' })).status).toBe(401);
  });

  it('answers 401 to a missing, malformed or unknown token', async () => {
    expect((await t.call('GET', '/api/user')).status).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, 'x')).status).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, 'A'.repeat(43))).status).toBe(401);
  });

  it('expires a session after 30 days', async () => {
    const { token } = await buildUser(t);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.call('GET', '/api/user', undefined, token)).status).toBe(401);
  });

  it('resets a password through the mailed single-use link, ending every session', async () => {
    const { token } = await buildUser(t, { username: 'resetme' });
    const before = t.mail.length;
    const unknown = await t.callParsed(z.object({ message: z.string() }), 'POST', '/api/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    const known = await t.call('POST', '/api/auth/forgot-password', { email: 'RESETME@example.com' });
    expect(unknown.status).toBe(200);
    expect(known.parse(z.object({ message: z.string() })).message).toBe(unknown.body.message);
    expect(t.mail.length).toBe(before + 1);
    const link = /http:\/\/show\.test\/auth\?reset=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text);
    expect(link).not.toBeNull();
    const resetToken = link![1]!;

    const mismatch = await t.call('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'new password 1',
      confirmPassword: 'other one 22',
    });
    expect(mismatch.status).toBe(400);
    const ok = await t.call('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(ok.status).toBe(200);
    const reuse = await t.call('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'new password 2',
      confirmPassword: 'new password 2',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.error).toMatch(/invalid or has expired/);

    expect((await t.call('GET', '/api/user', undefined, token)).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { username: 'resetme', password: 'correct horse' })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { username: 'resetme', password: 'new password 1' })).status).toBe(200);
  });

  it('lets a reset link expire after an hour', async () => {
    await buildUser(t, { username: 'slowreset' });
    await t.call('POST', '/api/auth/forgot-password', { email: 'slowreset@example.com' });
    const resetToken = /reset=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    t.clock.advance(61 * 60 * 1000);
    const res = await t.call('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(res.status).toBe(400);
  });

  it('marks admins by id 1 or ADMIN_EMAIL once that address is proved', async () => {
    const first = await t.db.kysely.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(first.id).toBe(1);
    const one = await t.call('POST', '/api/auth/login', { username: 'caller', password: 'correct horse' });
    expect(one.parse(loginResponse).user.isAdmin).toBe(true);
    const boss = await t.call('POST', '/api/auth/register', { ...good, username: 'boss', email: 'Boss@example.com' });
    // Typing the address proves nothing: the mailed link does.
    expect(boss.parse(loginResponse).user.isAdmin).toBe(false);
    const token = /http:\/\/show\.test\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    expect(t.mail.at(-1)!.to).toBe('Boss@example.com');
    await t.call('POST', '/api/auth/verify-email', { token }, boss.parse(loginResponse).token);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, boss.parse(loginResponse).token)).body.isAdmin).toBe(true);
    // The username admin is the first account's alone (adminRight.test.ts).
    const admin = await t.call('POST', '/api/auth/register', { ...good, username: 'admin', email: 'a@example.com' });
    expect(admin.status).toBe(409);
    const plain = await buildUser(t);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, plain.token)).body.isAdmin).toBe(false);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const a = await buildUser(t, { username: 'changer' });
    const other = await t.call('POST', '/api/auth/login', { username: 'changer', password: 'correct horse' });
    const wrong = await t.call(
      'POST',
      '/api/user/password',
      { currentPassword: 'nope nope', password: 'brand new pw', confirmPassword: 'brand new pw' },
      a.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error).toBe('Current password is incorrect');
    const ok = await t.callParsed(
      z.object({ signedOut: z.number() }),
      'POST',
      '/api/user/password',
      { currentPassword: 'correct horse', password: 'brand new pw', confirmPassword: 'brand new pw' },
      a.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.signedOut).toBe(1);
    expect((await t.call('GET', '/api/user', undefined, a.token)).status).toBe(200);
    expect((await t.call('GET', '/api/user', undefined, other.parse(loginResponse).token)).status).toBe(401);
  });

  it('updates the profile; a new e-mail needs the current password and may not be taken', async () => {
    const a = await buildUser(t, { username: 'profiled' });
    const email = (await t.callParsed(userSchema, 'GET', '/api/user', undefined, a.token)).body.email;
    const renamed = await t.call('PATCH', '/api/user', { name: 'Renamed', email }, a.token);
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Renamed', email } });
    const without = await t.call('PATCH', '/api/user', { name: 'New Name', email: 'new@example.com' }, a.token);
    expect(without).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    const wrong = { name: 'New Name', email: 'new@example.com', currentPassword: 'not it at all' };
    expect((await t.call('PATCH', '/api/user', wrong, a.token)).status).toBe(400);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, a.token)).body).toMatchObject({ name: 'Renamed', email });
    const ok = await t.callParsed(userSchema, 'PATCH', '/api/user', { ...wrong, currentPassword: 'correct horse' }, a.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'New Name', email: 'new@example.com' });
    expect(t.mail.at(-1)).toMatchObject({ to: email, subject: 'Your ShowCaller e-mail address was changed' });
    expect(t.mail.at(-1)!.text).toContain('new@example.com');
    const taken = await t.call(
      'PATCH',
      '/api/user',
      { name: 'New Name', email: 'caller@example.com', currentPassword: 'correct horse' },
      a.token,
    );
    expect(taken.status).toBe(409);
  });

  it('does not make an admin of whoever types a free ADMIN_EMAIL address into the profile', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL: 'chief@example.com' });
    try {
      await buildUser(t2, { username: 'firstuser' }); // id 1 is an admin anyway
      const a = await buildUser(t2, { username: 'climber' });
      const change = { name: 'Climber', email: 'chief@example.com', currentPassword: 'correct horse' };
      const res = await t2.call('PATCH', '/api/user', change, a.token);
      expect(res).toMatchObject({ status: 200, body: { email: 'chief@example.com', isAdmin: false } });
      expect((await t2.call('GET', '/api/admin/users', undefined, a.token)).status).toBe(403);
      // Only the link mailed to that address proves it.
      expect(t2.mail.some((m) => m.to === 'chief@example.com' && m.text.includes('/verify-email?token='))).toBe(true);
    } finally {
      await t2.close();
    }
  });

  it('answers 410 to the old checkout call: the platform is free', async () => {
    const res = await t.call('POST', '/api/checkout/session', {});
    expect(res.status).toBe(410);
    expect(res.error).toMatch(/free/);
  });
});

describe('accounts with e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  it('returns no token, mails a link, refuses login until the link is confirmed', async () => {
    const reg = await t.callParsed(z.object({ token: z.string().optional(), message: z.string() }), 'POST', '/api/auth/register', good);
    expect(reg.status).toBe(201);
    expect(reg.body.token).toBeUndefined();
    expect((await t.call('POST', '/api/auth/login', { username: 'caller', password: 'correct horse' })).status).toBe(403);
    const token = /http:\/\/show\.test\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    // No session: a new account cannot sign in yet (confirmEmail.test.ts holds the rest).
    const res = await t.call('POST', '/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect((await t.call('POST', '/api/auth/verify-email', { token })).status).toBe(400);
    expect((await t.call('POST', '/api/auth/login', { username: 'caller', password: 'correct horse' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('slows down repeated login attempts with 429 and a JSON error', async () => {
    const statuses: number[] = [];
    let last: TestResponse | undefined;
    for (let i = 0; i < 5; i++) {
      last = await t.call('POST', '/api/auth/login', { username: 'x', password: 'y' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(last?.error).toMatch(/Too many attempts/);
  });
});

describe('rate limits and X-Forwarded-For (TRUST_PROXY)', () => {
  const attempts = async (t: TestApp) => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { username: 'x', password: 'y' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('by default a client cannot escape the limit by naming a new address in X-Forwarded-For', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      expect(await attempts(t)).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, the address the proxy forwards is the one counted', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await attempts(t)).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY value it cannot read, naming the setting', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone please' })).toThrow(/TRUST_PROXY/);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
