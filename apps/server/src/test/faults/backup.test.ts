/**
 * README.md#backups: `npm run backup` while the server writes. SQLite: the online copy passes
 * integrity_check, and a server started on it (restore = start with that file) finds the show,
 * consistent as of one moment. PostgreSQL: pg_dump's file restored with pg_restore likewise.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueSchema, type Task } from '@showcaller/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrate, openDb } from '../../db/client.js';
import { testEngine } from '../harness.js';
import { injectCall, makeShow, ok, okParsed, readTasks, type Call, type Show } from './showFixture.js';
import { sqliteApp, type SqliteApp } from './sqliteApp.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking this process (the write load must keep going). */
function run(cmd: string, args: string[], env: Record<string, string>, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
const backup = (args: string[], env: Record<string, string>, cwd: string) =>
  run(process.execPath, [path.join(repoRoot, 'scripts/backup.mjs'), ...args], env, cwd);

/** Writes as fast as the app answers until stopped: new cues, and ticking tasks. Counts what it did. */
function writeLoad(call: Call, show: Show) {
  let stop = false;
  let cuesAdded = 0;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      await ok(call, 'POST', '/api/cues', { eventId: show.eventId, action: `Load cue ${i}`, duration: 30 }, show.token);
      cuesAdded++;
      await ok(call, 'PUT', `/api/tasks/${show.taskIds[i % show.taskIds.length]}`, { completed: i % 2 === 0 }, show.token);
    }
  })();
  return {
    get cuesAdded() {
      return cuesAdded;
    },
    async stop() {
      stop = true;
      await done;
    },
  };
}

/** What a restored server must show: the show's cues numbered 1..n without gaps, every task on an existing cue. */
async function expectConsistentShow(call: Call, show: Show, cueRange: { min: number; max: number }) {
  const cues = await okParsed(z.array(cueSchema), call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token);
  expect(cues.length).toBeGreaterThanOrEqual(cueRange.min);
  expect(cues.length).toBeLessThanOrEqual(cueRange.max);
  expect(cues.map((c) => c.number)).toEqual(cues.map((_, i) => i + 1));
  const tasks: Task[] = await readTasks(call, show);
  expect(tasks.map((t) => t.id).sort()).toEqual([...show.taskIds].sort());
  const cueIds = new Set(cues.map((c) => c.id));
  expect(tasks.every((t) => cueIds.has(t.cueId))).toBe(true);
  return cues.length;
}

describe.skipIf(testEngine !== 'sqlite')('npm run backup on SQLite', () => {
  let s: SqliteApp;
  let show: Show;
  const dataDir = () => path.dirname(s.file);
  const work = mkdtempSync(path.join(tmpdir(), 'showcaller-backup-'));

  beforeAll(async () => {
    s = await sqliteApp();
    show = await makeShow(s.call, 'backup');
  });
  afterAll(async () => {
    await s.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('copies the database while it is written to, and the copy starts a server with the show in it', { timeout: 60_000 }, async () => {
    const dest = path.join(work, 'nightly', 'copy.sqlite');
    const load = writeLoad(s.call, show);
    const cuesBefore = (await okParsed(z.array(cueSchema), s.call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token))
      .length;
    const startedAt = load.cuesAdded;
    const r = await backup([dest], { DATA_DIR: dataDir(), DATABASE_URL: '' }, work);
    const duringBackup = load.cuesAdded - startedAt;
    await load.stop();
    const cuesAfter = (await okParsed(z.array(cueSchema), s.call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).length;

    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `SQLite backup written: ${dest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+(\\.\\d+)? (B|KB|MB), \\d+ pages, integrity ok`,
      ),
    );
    expect(duringBackup, 'writes went on while the backup ran').toBeGreaterThan(0);
    expect(existsSync(`${dest}.partial`)).toBe(false);

    const check = new SQLite(dest, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(check.pragma('foreign_key_check')).toEqual([]);
    check.close();

    // Restore = start the server with that file as DATA_DIR/showcaller.sqlite.
    const restoredDir = path.join(work, 'restored');
    mkdirSync(restoredDir);
    copyFileSync(dest, path.join(restoredDir, 'showcaller.sqlite'));
    const restored = await sqliteApp(path.join(restoredDir, 'showcaller.sqlite'));
    try {
      // The caller's session was copied too: the same token works on the restored server.
      const n = await expectConsistentShow(restored.call, show, { min: cuesBefore, max: cuesAfter });
      console.log(
        `[faults] SQLite backup under load: ${n} of ${cuesAfter} cues in the copy, ${duringBackup} cues written during the backup`,
      );
      await ok(restored.call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
    } finally {
      await restored.close();
    }
  });

  it(
    '`npm run backup` without an argument writes DATA_DIR/backups/showcaller-<time>.sqlite; never overwrites',
    { timeout: 60_000 },
    async () => {
      const viaNpm = await run('npm', ['run', 'backup', '--silent'], { DATA_DIR: dataDir(), DATABASE_URL: '' }, repoRoot);
      expect(viaNpm.code, viaNpm.stderr).toBe(0);
      const files = readdirSync(path.join(dataDir(), 'backups'));
      expect(files).toEqual([expect.stringMatching(/^showcaller-\d{8}T\d{6}Z\.sqlite$/)]);
      expect(viaNpm.stdout).toContain(path.join(dataDir(), 'backups', files[0]!));

      const again = await backup([path.join(dataDir(), 'backups', files[0]!)], { DATA_DIR: dataDir(), DATABASE_URL: '' }, work);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('exists already');

      const missing = await backup([path.join(work, 'x.sqlite')], { DATA_DIR: path.join(work, 'no-data'), DATABASE_URL: '' }, work);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/No backup was written: there is no SQLite database at .*Set DATA_DIR/);
    },
  );
});

describe('npm run backup with DATABASE_URL but no pg_dump', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'showcaller-nodump-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('prints guidance and writes nothing when pg_dump is missing', async () => {
    const r = await backup(
      [path.join(work, 'x.dump')],
      { DATABASE_URL: 'postgres://show:secret@127.0.0.1:1/show', PATH: '/nonexistent' },
      work,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('pg_dump was not found on this machine, so no backup was written.');
    expect(r.stderr).toContain('pg_restore --no-owner --dbname="postgres://show@127.0.0.1:1/show" showcaller.dump');
    expect(r.stderr).not.toContain('secret');
    expect(existsSync(path.join(work, 'x.dump'))).toBe(false);
  });
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.skipIf(testEngine !== 'postgres')('npm run backup on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `bk_${randomBytes(5).toString('hex')}`;
  const dbUrl = (db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
  const work = mkdtempSync(path.join(tmpdir(), 'showcaller-pgbackup-'));
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };

  afterAll(async () => {
    for (const db of [name, `${name}_restored`]) await admin(`drop database if exists ${db} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(!hasPgDump)('dumps while the server writes, and pg_restore of the dump serves the show', { timeout: 90_000 }, async () => {
    await admin(`create database ${name}`);
    await admin(`create database ${name}_restored`);
    const serve = async (databaseUrl: string) => {
      const db = await openDb({ databaseUrl });
      await migrate(db);
      const config = loadConfig({
        DATA_DIR: work,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        WEB_DIST: path.join(work, 'no-web'),
      });
      const app = await buildApp({ config, db, logger: false });
      await app.ready();
      const call: Call = injectCall(app);
      return { call, close: async () => (await app.close(), await db.close()) };
    };

    const live = await serve(dbUrl(name));
    const dump = path.join(work, 'show.dump');
    let cuesBefore: number;
    let cuesAfter: number;
    let show: Show;
    try {
      show = await makeShow(live.call, 'pgbackup');
      const load = writeLoad(live.call, show);
      cuesBefore = (await okParsed(z.array(cueSchema), live.call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).length;
      const r = await backup([dump], { DATABASE_URL: dbUrl(name) }, work);
      await load.stop();
      cuesAfter = (await okParsed(z.array(cueSchema), live.call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).length;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/PostgreSQL backup written: .*show\.dump \(\d+(\.\d+)? (B|KB|MB), pg_dump custom format/);
    } finally {
      await live.close();
    }

    const restore = await run('pg_restore', ['--no-owner', `--dbname=${dbUrl(`${name}_restored`)}`, dump], {}, work);
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await serve(dbUrl(`${name}_restored`));
    try {
      await expectConsistentShow(restored.call, show, { min: cuesBefore, max: cuesAfter });
      await ok(restored.call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
    } finally {
      await restored.close();
    }
  });
});
