/**
 * The server's sentences in the asker's language (docs/decisions/0040-i18n-app-and-server.md):
 * refusals by Accept-Language or the account's language, validation issues, socket refusals by the
 * socket's `?lang=`, an account's mail in its language; and every fixed message of the shared
 * schemas has its catalog entry, so a validation issue never stays English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '@showcaller/shared';
import { createTestApp, registerUser, type TestApp } from '../test/harness.js';
import { openSocket } from '../test/ws.js';
import { englishText, serverT } from './i18n.js';

const schemasDir = new URL('../../../../packages/shared/src/schemas/', import.meta.url);

/** The literal messages of a schema file: `message:`/`error:` values and the message argument of zod's checks. */
function schemaMessages(source: string): string[] {
  const literal = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)';
  const position = String.raw`(?:\b(?:message|error)\s*:\s*|\.(?:min|max|length|regex|email|url|int|positive|nonnegative|refine|startsWith|endsWith|gte|lte|gt|lt|multipleOf|nonempty)\((?:[^,()]*(?:\([^()]*\))?[^,()]*),\s*)`;
  return [...source.matchAll(new RegExp(position + literal, 'g'))].map((m) => {
    const lit = m[1]!;
    const body = lit.slice(1, -1);
    // A template's values become a sample: the catalog reads them back through its placeholders.
    return lit.startsWith('`') ? body.replace(/\$\{[^}]*\}/g, '7') : body.replace(/\\(['"])/g, '$1');
  });
}

describe('the shared schemas’ messages', () => {
  it('each has a key in the errors catalog, so an issue is answered in the asker’s language', () => {
    const files = readdirSync(schemasDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
    const messages = files.flatMap((f) => schemaMessages(readFileSync(new URL(f, schemasDir), 'utf8')).map((m) => ({ f, m })));
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages.filter(({ m }) => englishText(m).key === 'errors.text');
    expect(missing).toEqual([]);
  });

  it('reads a sentence with values back to its key and puts the values in the translation', () => {
    expect(englishText('Notes must be at most 2000 characters')).toEqual({
      key: 'errors.schema.cue.notesMostCharacters',
      values: { max: '2000' },
    });
    expect(serverT('de', 'errors.schema.cue.notesMostCharacters', { max: '2000' })).toBe('Notizen haben höchstens 2000 Zeichen');
    expect(englishText('Something no catalog has')).toEqual({ key: 'errors.text', values: { text: 'Something no catalog has' } });
  });
});

describe('refusals in the asker’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same refused request in German by Accept-Language, in French for an account whose language is fr', async () => {
    const { token } = await registerUser(t);
    const german = await t.call('GET', '/api/events/999999', undefined, token, { 'accept-language': 'de-DE, de;q=0.9, en;q=0.5' });
    expect(german.status).toBe(404);
    expect(german.error).toBe('Die gesuchte Veranstaltung wurde nicht gefunden.');
    const english = await t.call('GET', '/api/events/999999', undefined, token);
    expect(english.error).toBe("The event you're looking for could not be found.");

    expect((await t.call('PUT', '/api/user/language', { language: 'fr', clockFormat: '24h' }, token)).status).toBe(200);
    const french = await t.call('GET', '/api/events/999999', undefined, token, { 'accept-language': 'de' });
    expect(french.error).toBe('L’événement que vous cherchez est introuvable.');
  });

  it('answers a validation issue in Spanish, the sentence and each issue', async () => {
    const res = await t.call(
      'POST',
      '/api/auth/register',
      { username: 'mismatch', name: 'Mis Match', email: 'mismatch@example.com', password: 'correct horse', confirmPassword: 'other horse' },
      undefined,
      { 'accept-language': 'es' },
    );
    expect(res.status).toBe(400);
    expect(res.issues).toContainEqual({ path: 'confirmPassword', message: 'Las contraseñas no coinciden' });
    expect(res.error).toBe('confirmPassword: Las contraseñas no coinciden');
  });

  it('keeps a value of the sentence in its translation (a service refusal with placeholders)', async () => {
    const { token } = await registerUser(t);
    const event = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Gala', date: '2026-12-31' }, token)).body;
    const res = await t.call('POST', `/api/events/${event.id}/cuestatus/goto`, { number: 42 }, token, { 'accept-language': 'pt-PT' });
    expect(res.error).toBe('Não há nenhuma deixa número 42 neste evento.');
  });

  it('refuses on the socket in the language of its address, Italian here', async () => {
    const { token } = await registerUser(t);
    const event = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Prima', date: '2026-12-31' }, token)).body;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = await openSocket(base, '?lang=it');
    try {
      ws.send({ type: 'command', eventId: event.id, command: 'go', requestId: 'early' });
      expect(await ws.next('commandResult', (m) => m.requestId === 'early')).toMatchObject({
        ok: false,
        error: 'Iscriviti prima all’evento.',
      });
      ws.send({ type: 'subscribeEvent', eventId: event.id, token });
      await ws.next('subscribed');
      ws.send({ type: 'goto', eventId: event.id, number: 42, requestId: 'far' });
      expect(await ws.next('commandResult', (m) => m.requestId === 'far')).toMatchObject({
        ok: false,
        error: 'In questo evento non c’è nessun cue numero 42.',
      });
      ws.send({ type: 'subscribeEvent', eventId: event.id, token: 'not-a-session' });
      expect((await ws.next('error')).error).toBe('Per iscriversi serve un token di sessione o un codice di accesso valido.');
    } finally {
      await ws.close();
    }
  });

  it('mails a password reset in the account’s language, whatever the asking browser speaks', async () => {
    const { token, user } = await registerUser(t);
    expect((await t.call('PUT', '/api/user/language', { language: 'de', clockFormat: '24h' }, token)).status).toBe(200);
    const before = t.mail.length;
    const res = await t.call('POST', '/api/auth/forgot-password', { email: user.email }, undefined, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    const mail = t.mail.slice(before).find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Setzen Sie Ihr ShowCaller-Passwort zurück');
    expect(mail?.text).toContain(`Hallo ${user.name},`);
    expect(mail?.text).toContain(`/auth?reset=`);
    expect(mail?.text).toContain('läuft nach 1 Stunde ab');
  });

  it('mails a new account’s verification in the language of the request that registered it', async () => {
    const u = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      const res = await u.call(
        'POST',
        '/api/auth/register',
        { username: 'fresh', name: 'Fresh', email: 'fresh@example.com', password: 'correct horse', confirmPassword: 'correct horse' },
        undefined,
        { 'accept-language': 'fr-FR' },
      );
      expect(res.status).toBe(201);
      expect(u.mail.at(-1)?.subject).toBe('Confirmez votre adresse e-mail ShowCaller');
    } finally {
      await u.close();
    }
  });
});
