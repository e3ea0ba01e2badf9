/**
 * The module's client against the real ShowCaller server (a child process on the loopback):
 * it subscribes with the control key, runs commands and go to cue, and its variables follow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyResponse, eventSchema, loginResponse } from '@showcaller/shared';
import { ServerProcess } from '../../../apps/server/src/test/faults/serverProcess.js';
import { backoffMs, refusedKeyMessage, ShowCallerClient, type ConnectionState } from './client.js';
import type { ControlState } from './protocol.js';
import { tidyConfig, tidySettings } from './upgrades.js';
import { auxVariables, canResume, clock, variables } from './variables.js';

/** How many times the control state was read over HTTP since `spy` started. */
const stateReads = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith('/control/state')).length;

/** A TCP forwarder to the server whose connections can be cut, as a network drop would. */
function forwarder(to: number): Promise<{ port: number; cut: () => void; close: () => void; server: Server }> {
  const open = new Set<Socket>();
  const server = createServer((a) => {
    const b = connect(to, '127.0.0.1');
    open.add(a).add(b);
    a.pipe(b).pipe(a);
    const end = () => (a.destroy(), b.destroy(), open.delete(a), open.delete(b));
    a.on('error', end).on('close', end);
    b.on('error', end).on('close', end);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        cut: () => open.forEach((s) => s.destroy()),
        close: () => (open.forEach((s) => s.destroy()), server.close()),
        server,
      });
    }),
  );
}

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
    const reg = await server.callParsed(loginResponse, 'POST', '/api/auth/register', {
      username: 'deck',
      name: 'Stream Deck',
      email: 'deck@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    const t = reg.body.token;
    owner = t;
    eventId = (await server.callParsed(eventSchema, 'POST', '/api/events', { name: 'Deck show', date: '2026-12-01' }, t)).body.id;
    for (const action of ['Doors', 'Welcome', 'Keynote']) await server.call('POST', '/api/cues', { eventId, action, duration: 90 }, t);
    key = (await server.callParsed(apiKeyResponse, 'POST', `/api/events/${eventId}/api-key`, {}, t)).body.apiKey;
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

  it('follows the auxiliary timers, runs them with the control key, and their variables count from the server clock', async () => {
    await server.call('PUT', `/api/events/${eventId}/aux-timers/2`, { name: 'Speaker', direction: 'down', durationMs: 120_000 }, owner);
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    client.start();
    try {
      await until(() => client.connection === 'ok' && client.auxTimers.length === 1);
      expect(auxVariables(client, Date.now())).toMatchObject({
        aux2_name: 'Speaker',
        aux2: '2:00',
        aux2_state: 'paused',
        aux1: '',
        aux1_state: '',
      });
      expect(await client.auxTimer(2, 'set', 5_000)).toEqual({ ok: true });
      expect(await client.auxTimer(2, 'toggle')).toEqual({ ok: true });
      await until(() => client.auxTimers[0]?.runningSince !== null);
      expect(auxVariables(client, Date.now()).aux2_state).toBe('running');
      // Six seconds on: a count-down past zero is over, negative.
      expect(auxVariables(client, Date.now() + 6_000)).toMatchObject({ aux2: expect.stringMatching(/^-0:0[01]$/), aux2_state: 'over' });
      expect(await client.auxTimer(3, 'start')).toMatchObject({ ok: false, error: expect.stringMatching(/no timer 3/) });
      expect(await client.auxTimer(2, 'reset')).toEqual({ ok: true });
      await until(() => client.auxTimers[0]?.runningSince === null);
      expect(auxVariables(client, Date.now())).toMatchObject({ aux2: '0:05', aux2_state: 'paused' });
    } finally {
      client.stop();
    }
  });

  it('RESUME continues a held cue from its held time and lights while a cue is held', async () => {
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

  it('a wrong key, or the key of another event, is an authentication failure that says what to check, and it does not keep knocking', async () => {
    for (const [id, controlKey] of [
      [eventId, `sc_${'x'.repeat(43)}`],
      [eventId + 1000, key],
    ] as const) {
      const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId: id, controlKey });
      const seen: Array<[ConnectionState, string | undefined]> = [];
      client.on('connection', (c, why) => seen.push([c, why]));
      client.start();
      try {
        await until(() => client.connection === 'auth');
        expect(seen).toEqual([
          ['connecting', undefined],
          ['auth', refusedKeyMessage(id)],
        ]);
        expect(await client.command('go')).toMatchObject({ ok: false });
        await new Promise((r) => setTimeout(r, 1200)); // past the first two reconnect delays (0.5 s, 1 s at most)
        expect(seen).toHaveLength(2);
      } finally {
        client.stop();
      }
    }
  });

  it('an address that is not ShowCaller is a configuration problem, not a reconnect loop', async () => {
    const other = createHttpServer((_req, res) => res.writeHead(404).end('not here'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const address = other.address();
    const client = new ShowCallerClient({
      host: '127.0.0.1',
      port: typeof address === 'object' && address ? address.port : 0,
      eventId,
      controlKey: key,
    });
    try {
      client.start();
      await until(() => client.connection === 'badConfig');
      await new Promise((r) => setTimeout(r, 800));
      expect(client.connection).toBe('badConfig');
    } finally {
      client.stop();
      other.close();
    }
  });

  it('follows GO, HOLD, NEXT and go to cue from the socket frames: the control state is read once, and again only when the rundown changes', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    client.start();
    try {
      await until(() => client.connection === 'ok' && client.state !== undefined);
      expect(stateReads(spy)).toBe(1);
      expect(await client.goto(1)).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'hold' && client.state.current?.number === 1);
      expect(await client.command('go')).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'go');
      expect(client.state).toMatchObject({ current: { action: 'Doors' }, next: { action: 'Welcome' }, remaining: 90, overtime: false });
      expect(await client.command('hold')).toEqual({ ok: true });
      await until(() => client.state?.status.status === 'hold');
      expect(await client.command('next')).toEqual({ ok: true });
      await until(() => client.state?.current?.number === 2);
      expect(client.state?.next?.action).toBe('Keynote');
      expect(await client.goto(3)).toEqual({ ok: true });
      await until(() => client.state?.current?.action === 'Keynote');
      expect(client.state?.next).toBeNull();
      // Five changes, no read: every one came with its frame.
      expect(stateReads(spy)).toBe(1);
      // A new cue is a 'cues' refetch: one read, and the rundown has it.
      await server.call('POST', '/api/cues', { eventId, action: 'Encore', duration: 60 }, owner);
      await until(() => client.state?.cues.length === 4);
      expect(client.state?.next?.action).toBe('Encore');
      expect(stateReads(spy)).toBe(2);
    } finally {
      client.stop();
      spy.mockRestore();
    }
  });

  it('reconnects with back-off after the network drops, and reads the state again', async () => {
    const net = await forwarder(port);
    const client = new ShowCallerClient({ host: '127.0.0.1', port: net.port, eventId, controlKey: key });
    const seen: ConnectionState[] = [];
    client.on('connection', (c) => seen.push(c));
    client.start();
    try {
      await until(() => client.connection === 'ok' && client.reads === 1);
      net.cut();
      await until(() => seen.includes('disconnected'));
      await until(() => client.connection === 'ok' && client.reads === 2);
      expect(await client.command('standby')).toEqual({ ok: true });
      expect(seen.slice(-3)).toEqual(['disconnected', 'connecting', 'ok']);
    } finally {
      client.stop();
      net.close();
    }
    expect([0, 1, 2, 3, 4, 5, 30].map((n) => backoffMs(n, 1))).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(backoffMs(0, 0)).toBe(250);
  });

  it('a new control key fails the connection with a clear message and no reconnecting with the old key', async () => {
    const client = new ShowCallerClient({ host: '127.0.0.1', port, eventId, controlKey: key });
    const seen: Array<[ConnectionState, string | undefined]> = [];
    client.on('connection', (c, why) => seen.push([c, why]));
    client.start();
    try {
      await until(() => client.connection === 'ok');
      const fresh = await server.callParsed(apiKeyResponse, 'POST', `/api/events/${eventId}/api-key`, {}, owner);
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

  it('the 1.1 upgrade script trims a pasted key and host and makes numbers of the 1.0 settings', () => {
    expect(tidyConfig({ host: ' deck.local ', port: '3000', eventId: 7, controlKey: ` ${key}\n` })).toEqual({
      host: 'deck.local',
      port: 3000,
      eventId: 7,
      controlKey: key,
    });
    expect(tidyConfig({ host: 'a', port: 3000, eventId: 7, controlKey: key })).toBeNull();
    expect(
      tidySettings({ currentConfig: { host: 'a', port: 1, eventId: 1, controlKey: key } }, { config: null, actions: [], feedbacks: [] }),
    ).toEqual({
      updatedConfig: null,
      updatedActions: [],
      updatedFeedbacks: [],
    });
  });

  it('formats clocks like the caller screen', () => {
    expect([clock(0), clock(90), clock(3725), clock(-5)]).toEqual(['0:00', '1:30', '1:02:05', '-0:05']);
  });
});
