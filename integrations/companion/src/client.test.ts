/**
 * The module's client against the real ShowCaller server (a child process on the loopback):
 * it subscribes with the control key, runs commands and go to cue, and its variables follow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../../../apps/server/src/test/faults/serverProcess.js';
import { ShowCallerClient, type ConnectionState } from './client.js';
import type { ControlState } from './protocol.js';
import { canResume, clock, variables } from './view.js';

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
};

describe('Companion module client against a running server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-companion-'));
  const server = new ServerProcess(dataDir);
  let eventId = 0;
  let key = '';
  let port = 0;
  let owner = '';

  beforeAll(async () => {
    await server.start();
    port = Number(new URL(server.url).port);
    const reg = await server.call<{ token: string }>('POST', '/api/auth/register', {
      username: 'deck',
      name: 'Stream Deck',
      email: 'deck@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    const t = reg.body.token;
    owner = t;
    eventId = (await server.call<{ id: number }>('POST', '/api/events', { name: 'Deck show', date: '2026-12-01' }, t)).body.id;
    for (const action of ['Doors', 'Welcome', 'Keynote']) await server.call('POST', '/api/cues', { eventId, action, duration: 90 }, t);
    key = (await server.call<{ apiKey: string }>('POST', `/api/events/${eventId}/api-key`, {}, t)).body.apiKey;
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('connects with the control key, runs commands and go to cue, and the variables follow', async () => {
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    const states: ControlState[] = [];
    client.on('state', (s) => states.push(s));
    client.start();
    try {
      await until(() => client.connection === 'ok' && client.state !== undefined);
      expect(await client.command('go')).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'go');
      const v = variables(client.state, client.stateAt, client.stateAt);
      expect(v).toMatchObject({
        status: 'go',
        current_number: 1,
        current_action: 'Doors',
        next_number: 2,
        remaining: '1:30',
        elapsed: '0:00',
      });
      expect(await client.goto(3)).toEqual({ ok: true });
      await until(() => client.state?.current?.number === 3);
      expect(variables(client.state, client.stateAt, client.stateAt)).toMatchObject({ status: 'hold', next_number: '' });
      expect(await client.goto(99)).toMatchObject({ ok: false, error: expect.stringMatching(/no cue number 99/) });
    } finally {
      client.stop();
    }
  });

  it('RESUME continues a held cue from its held time and lights while a cue is held (issue 21.2)', async () => {
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    client.start();
    try {
      await until(() => client.connection === 'ok' && client.state !== undefined);
      expect(await client.goto(1)).toEqual({ ok: true });
      expect(await client.command('resume')).toMatchObject({ ok: false, error: expect.stringMatching(/no held cue to resume/) });
      expect(await client.command('go')).toEqual({ ok: true });
      await new Promise((r) => setTimeout(r, 1100)); // a second on the real server clock (no TestClock across processes)
      expect(await client.command('hold')).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'hold');
      const held = client.state!.status.elapsedTime;
      expect(held).toBeGreaterThanOrEqual(1);
      expect(canResume(client.state)).toBe(true);
      expect(await client.command('resume')).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'go');
      expect(client.state!.status.elapsedTime).toBeGreaterThanOrEqual(held);
      expect(canResume(client.state)).toBe(false);
    } finally {
      client.stop();
    }
  });

  it('a wrong key is an authentication failure, not a crash', async () => {
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: `sc_${'x'.repeat(43)}` });
    const seen: ConnectionState[] = [];
    client.on('connection', (c) => seen.push(c));
    client.start();
    try {
      await until(() => seen.includes('auth'));
      expect(await client.command('go')).toMatchObject({ ok: false });
    } finally {
      client.stop();
    }
  });

  it('a new control key fails the connection with a clear message and no reconnecting with the old key', async () => {
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    const seen: Array<[ConnectionState, string | undefined]> = [];
    client.on('connection', (c, why) => seen.push([c, why]));
    client.start();
    try {
      await until(() => client.connection === 'ok');
      const fresh = await server.call<{ apiKey: string }>('POST', `/api/events/${eventId}/api-key`, {}, owner);
      expect(fresh.status).toBe(200);
      key = fresh.body.apiKey;
      await until(() => client.connection === 'auth');
      const from = seen.findIndex(([c]) => c === 'auth');
      expect(seen[from]).toEqual(['auth', 'The control key was changed; enter the new one.']);
      // Longer than the first reconnect delay (at most 500 ms): it stays failed, not connecting again.
      await new Promise((r) => setTimeout(r, 1500));
      expect(seen.slice(from)).toEqual([['auth', 'The control key was changed; enter the new one.']]);
      expect(await client.command('go')).toMatchObject({ ok: false });
    } finally {
      client.stop();
    }
  });

  it('formats clocks like the caller screen', () => {
    expect([clock(0), clock(90), clock(3725), clock(-5)]).toEqual(['0:00', '1:30', '1:02:05', '-0:05']);
  });
});
