/**
 * Two server processes on one PostgreSQL database (docs/decisions/0006-bus-and-fan-out.md): a GO sent over HTTP to one
 * reaches a WebSocket client of the other through LISTEN/NOTIFY. Runs with TEST_ENGINE=postgres.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../test/ws.js';
import { testEngine } from '../test/harness.js';
import { untilHealthy } from '../test/until.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const url = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(testEngine !== 'postgres')('two server processes on one PostgreSQL', () => {
  // A database of its own: the two processes use the default schema, as in production.
  const dbName = `mp_${randomBytes(5).toString('hex')}`;
  const procs: ChildProcess[] = [];
  const ports = [3300 + Math.floor(Math.random() * 300), 3700 + Math.floor(Math.random() * 300)];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);

  beforeAll(async () => {
    const build = spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('server build failed');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    const dbUrl = u.toString();
    for (const port of ports) {
      const p = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mp-')),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      procs.push(p);
      // The second process starts after the first migrated, like a rolling deploy.
      await untilHealthy(`http://127.0.0.1:${port}`);
    }
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('relays a GO sent to one process to a socket on the other', async () => {
    const [a, b] = bases as [string, string];
    const reg = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'multi',
        name: 'Multi',
        email: 'multi@example.com',
        password: 'multi password',
        confirmPassword: 'multi password',
      }),
    });
    const { token } = (await reg.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const ev = (await (
      await fetch(`${a}/api/events`, { method: 'POST', headers, body: JSON.stringify({ name: 'Two', date: '2026-12-01' }) })
    ).json()) as { id: number };
    await fetch(`${a}/api/cues`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ eventId: ev.id, action: 'Open', time: '10:00:00', duration: 60 }),
    });

    const viewer = await openSocket(b);
    viewer.send({ type: 'subscribeEvent', eventId: ev.id, token });
    await viewer.next('subscribed');
    await viewer.next('cueStatusUpdate');

    const sent = Date.now();
    const go = await fetch(`${a}/api/events/${ev.id}/cuestatus/go`, { method: 'POST', headers, body: '{}' });
    expect(go.status).toBe(200);
    const update = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go', 5000);
    expect(update.cueStatus.eventId).toBe(ev.id);
    expect(Date.now() - sent).toBeLessThan(5000);

    // And a cue added on B reaches a socket on A as a refetch notice.
    const viewerA = await openSocket(a);
    viewerA.send({ type: 'subscribeEvent', eventId: ev.id, token });
    await viewerA.next('subscribed');
    await fetch(`${b}/api/cues`, { method: 'POST', headers, body: JSON.stringify({ eventId: ev.id, action: 'Second', time: 'TBD' }) });
    expect((await viewerA.next('refetch', (m) => m.key === 'cues', 5000)).eventId).toBe(ev.id);
    await viewer.close();
    await viewerA.close();
  });

  it("relays a tick on one process to the other's screens as the task, each department its own (docs/decisions/0039-task-and-ack-deltas.md)", async () => {
    const [a, b] = bases as [string, string];
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'multi', password: 'multi password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const post = async (base: string, route: string, body: object) =>
      (await (await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
    const ev = await post(a, '/api/events', { name: 'Ticks', date: '2026-12-01' });
    const cue = await post(a, '/api/cues', { eventId: ev.id, action: 'Open', time: '10:00:00', duration: 60 });
    const sound = await post(a, '/api/departments', { eventId: ev.id, name: 'Sound' });
    const light = await post(a, '/api/departments', { eventId: ev.id, name: 'Light' });
    const task = await post(a, '/api/tasks', { cueId: cue.id, departmentId: sound.id, description: 'Mic check' });
    const code = async (accessCode: unknown) => (await post(a, '/api/access', { code: accessCode })).token as string;
    const subscribe = async (t: string) => {
      const s = await openSocket(b);
      s.send({ type: 'subscribeEvent', eventId: ev.id, token: t });
      await s.next('subscribed');
      return s;
    };
    const owner = await subscribe(token);
    const soundScreen = await subscribe(await code(sound.accessCode));
    const lightScreen = await subscribe(await code(light.accessCode));
    const ticked = await fetch(`${a}/api/tasks/${String(task.id)}`, { method: 'PUT', headers, body: JSON.stringify({ completed: true }) });
    expect(ticked.status).toBe(200);
    for (const s of [owner, soundScreen]) {
      const f = await s.next('tasksChanged', undefined, 5000);
      expect(f.tasks.map((x) => [x.id, x.completed])).toEqual([[task.id, true]]);
    }
    await lightScreen.drain();
    expect(lightScreen.frames.some((f) => f.type === 'tasksChanged')).toBe(false);
    await Promise.all([owner, soundScreen, lightScreen].map((s) => s.close()));
  });
});
