/**
 * docs/security.md "Trust, round 3" 20.9: a mailed confirmation link is confirmed with a POST from its page, never by the
 * GET a mail scanner makes; the ADMIN_EMAIL proof needs the signed-in owner of the account.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { registerResponse, userSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';

const form = (username: string, email: string, name = `Person ${username}`) => ({
  username,
  name,
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
});
/** The token of the last link mailed to `to` (the page link, or the older API link). */
function tokenFor(t: TestApp, to: string): string {
  const mail = t.mail.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
  const token = mail && /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return token;
}
const confirm = (t: TestApp, token: string, session?: string) => t.call('POST', '/api/auth/verify-email', { token }, session);
const isAdmin = async (t: TestApp, session: string) =>
  (await t.callParsed(userSchema, 'GET', '/api/user', undefined, session)).body.isAdmin;
const proofOf = async (t: TestApp, id: number) =>
  t.db.kysely.selectFrom('users').select(['email_verified_at', 'email_proven_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('confirming an e-mail address', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('mails a link to the confirmation page; a GET of it (or of the older API link) changes nothing', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    await buildUser(t, { username: 'founder' });
    const holder = (await t.callParsed(registerResponse, 'POST', '/api/auth/register', form('holder', 'boss@example.com'))).body;
    const mail = t.mail.at(-1)!;
    expect(mail.text).toContain('http://show.test/verify-email?token=');
    const token = tokenFor(t, 'boss@example.com');
    // What a mail scanner does: follow every link, with no session.
    const page = await t.app.inject({ method: 'GET', url: `/verify-email?token=${token}` });
    expect(page.statusCode).not.toBe(500);
    const api = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(api.statusCode).toBe(302);
    expect(api.headers.location).toBe(`/verify-email?token=${token}`);
    expect(await proofOf(t, holder.user.id)).toEqual({ email_verified_at: null, email_proven_at: null });
    expect(await isAdmin(t, holder.token!)).toBe(false);
    // The link still works for its owner afterwards.
    expect((await confirm(t, token, holder.token)).status).toBe(200);
    expect(await isAdmin(t, holder.token!)).toBe(true);
  });

  it('makes an ADMIN_EMAIL account an admin only when its signed-in owner confirms', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    await buildUser(t, { username: 'founder' });
    const stranger = (await t.callParsed(registerResponse, 'POST', '/api/auth/register', form('stranger', 'boss@example.com'))).body;
    const token = tokenFor(t, 'boss@example.com');
    const other = await buildUser(t, { username: 'bystander' });

    // The real admin, signed in as another account, presses the button: refused, nothing changes.
    const wrong = await confirm(t, token, other.token);
    expect(wrong.status).toBe(403);
    expect(wrong.error).toMatch(/another account/);
    // No session at all: refused too, with what to do.
    const anonymous = await confirm(t, token);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toContain('"stranger"');
    expect(await proofOf(t, stranger.user.id)).toEqual({ email_verified_at: null, email_proven_at: null });
    expect(await isAdmin(t, stranger.token!)).toBe(false);
    expect(await isAdmin(t, other.token)).toBe(false);
    // This session is now known (and kept a moment) as no administrator's.
    expect((await t.call('GET', '/api/admin/users', undefined, stranger.token)).status).toBe(403);

    // The owner, signed in, confirms: the address is proved and the right given; the link is spent.
    const ok = await confirm(t, token, stranger.token);
    expect(ok).toMatchObject({ status: 200, body: { signInToFinish: false } });
    expect(await isAdmin(t, stranger.token!)).toBe(true);
    // The same session reaches the admin page at once, not after its cached rights run out.
    expect((await t.call('GET', '/api/admin/users', undefined, stranger.token)).status).toBe(200);
    expect((await confirm(t, token, stranger.token)).status).toBe(400);
  });

  it('lets an ordinary address be confirmed without a session, so a new account can sign in', async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    const reg = await t.call('POST', '/api/auth/register', form('newcomer', 'new@example.com'));
    const token = tokenFor(t, 'new@example.com');
    const login = () => t.call('POST', '/api/auth/login', { username: 'newcomer', password: 'correct horse' });
    await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect((await login()).status).toBe(403);
    const ok = await confirm(t, token);
    expect(ok).toMatchObject({ status: 200, body: { signInToFinish: false } });
    expect((await proofOf(t, reg.parse(registerResponse).user.id)).email_verified_at).not.toBeNull();
    expect((await login()).status).toBe(200);
    const again = await confirm(t, token);
    expect(again.status).toBe(400);
    expect(again.error).toMatch(/invalid or has expired/);
  });

  it('with verification required, an ADMIN_EMAIL account confirms its address first, then the admin right once signed in', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com', REQUIRE_EMAIL_VERIFICATION: 'true' });
    await t.call('POST', '/api/auth/register', form('founder', 'founder@example.com'));
    const reg = await t.call('POST', '/api/auth/register', form('chief', 'boss@example.com'));
    const token = tokenFor(t, 'boss@example.com');
    const login = () => t.call('POST', '/api/auth/login', { username: 'chief', password: 'correct horse' });
    expect((await login()).status).toBe(403);
    // Not signed in (they cannot be yet): the address is confirmed, the admin right waits.
    const first = await confirm(t, token);
    expect(first).toMatchObject({ status: 200, body: { signInToFinish: true } });
    expect((await proofOf(t, reg.parse(registerResponse).user.id)).email_proven_at).toBeNull();
    const session = (await login()).parse(registerResponse).token!;
    expect(await isAdmin(t, session)).toBe(false);
    // Without the session again: nothing more to do without signing in.
    expect((await confirm(t, token)).status).toBe(401);
    expect((await confirm(t, token, session)).status).toBe(200);
    expect(await isAdmin(t, session)).toBe(true);
  });

  it('answers 400 with a sentence to a malformed or unknown token, changing nothing', async () => {
    t = await createTestApp();
    const short = await t.call('POST', '/api/auth/verify-email', { token: 'x' });
    expect(short.status).toBe(400);
    expect(short.body).toHaveProperty('error');
    const unknown = await confirm(t, 'A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatch(/invalid or has expired/);
  });
});

describe('the warning mail for the ADMIN_EMAIL address', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("escapes the account's name in the HTML part and keeps it on one line in the text and subject", async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    await buildUser(t, { username: 'founder' });
    const name = '<b>x</b> & "Q" \'s\r\nBcc: victim@example.com\n\nAll is safe: click';
    expect((await t.call('POST', '/api/auth/register', form('marked', 'boss@example.com', name))).status).toBe(201);
    const mail = t.mail.at(-1)!;
    expect(mail.html).toBeDefined();
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;Q&quot; &#39;s');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('/verify-email?token=');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // The name cannot start a line of its own in the text part (a forged "All is safe" paragraph).
    const nameLine = mail.text.split('\n').find((l) => l.includes('<b>x</b>'))!;
    expect(nameLine).toContain('Bcc: victim@example.com  All is safe: click');
    expect(mail.text).not.toMatch(/\r|\n\nAll is safe/);
  });
});
