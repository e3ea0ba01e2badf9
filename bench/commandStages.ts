/**
 * bench stages (README.md#benchmarks): what one cue command costs, stage by stage, on SQLite in this
 * process (the app of `npm start`, on a file in a temporary DATA_DIR). Each stage is the same
 * call the dispatcher makes (cueStatus.service.ts `apply`), timed STAGE_RUNS times; medians.
 * "Before" beside "after" where this issue changed a stage: the session look-up without and with
 * the cache (auth.service.ts), the write with SQLite's synchronous=FULL and NORMAL
 * (docs/decisions/0018-sqlite-synchronous-normal.md), the cue list read anew and kept per revision
 * (cueStatus.repo.ts), on a 10-cue and a 1,000-cue show.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDb } from '../apps/server/src/db/client.js';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { authService } from '../apps/server/src/features/auth/auth.service.js';
import { rowToState } from '../apps/server/src/features/cueStatus/cueStatus.repo.js';
import { asRunLogRepo } from '../apps/server/src/features/report/asRunLog.repo.js';
import { table } from './stats.js';

const RUNS = Number(process.env.STAGE_RUNS ?? 400);

async function median(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < 20; i++) await run(); // warm: V8 optimises the path first, as in a running show
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)] ?? NaN;
}

const us = (msecs: number) => `${(msecs * 1000).toFixed(0)} µs`;

export async function stagesBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stages-'));
  const db = await openDb({ sqliteFile: path.join(dataDir, 'stages.sqlite') });
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  const app = await buildApp({ config, db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const s = app.services;
    const { token } = await s.accounts.register({
      username: 'stages',
      name: 'Stages',
      email: 'stages@example.com',
      password: 'stages password',
      confirmPassword: 'stages password',
    });
    if (!token) throw new Error('no session token');
    const actor = await s.auth.resolve(token);
    if (!actor || actor.kind !== 'user') throw new Error('no actor');
    const small = await s.events.create(actor.userId, { name: 'Small', description: '', date: '2026-12-01' });
    const big = await s.events.create(actor.userId, { name: 'Big', description: '', date: '2026-12-01' });
    const at = new Date().toISOString();
    const cue = (eventId: number, n: number) => ({
      event_id: eventId,
      number: n,
      time: '09:00:00',
      action: `Cue ${n}`,
      notes: null,
      duration: 60,
      color_mark: '',
      created_at: at,
      updated_at: at,
    });
    await db.kysely
      .insertInto('cues')
      .values(Array.from({ length: 10 }, (_, i) => cue(small.id, i + 1)))
      .execute();
    for (let i = 0; i < 1000; i += 100)
      await db.kysely
        .insertInto('cues')
        .values(Array.from({ length: 100 }, (_, k) => cue(big.id, i + k + 1)))
        .execute();
    await s.cueStatus.command(actor, small.id, 'go');

    const uncached = authService({ sessions: s.repos.sessions, users: s.repos.users, clock: systemClock, adminEmail: undefined });
    const repo = s.repos.cueStatus;
    const row = await repo.get(small.id);
    if (!row) throw new Error('no status');
    const state = rowToState(row);
    let version = row.version;
    const write = async () => {
      const v = await repo.save(small.id, state, version);
      if (v === null) throw new Error('version clash');
      version = v;
    };
    // Every as-run row goes through one repository (docs/architecture.md#the-live-path-a-go-from-the-key-press-to-the-crew-screen).
    const asRun = asRunLogRepo(db.kysely);
    const logRow = () => ({
      event_id: small.id,
      cue_id: null,
      cue_number: 1,
      cue_action: 'Cue 1',
      kind: 'go' as const,
      status: 'go',
      elapsed: 0,
      actor: 'bench',
      department_id: null,
      at_ms: Date.now(),
    });
    const synchronous = (mode: 'FULL' | 'NORMAL') => sql.raw(`pragma synchronous = ${mode}`).execute(db.kysely);

    const lookupBefore = await median(() => uncached.resolve(token));
    const lookupAfter = await median(() => s.auth.resolve(token));
    const perms = await median(() => s.perms.event(actor, small.id, 'edit'));
    const readStatus = await median(() => repo.get(small.id));
    const readCues10 = await median(() => repo.cuesForTiming(small.id));
    // Before: the query every command made; after: the repository, which keeps the list per revision.
    const cuesQuery = (eventId: number) =>
      db.kysely
        .selectFrom('cues')
        .select(['id', 'number', 'duration'])
        .where('event_id', '=', eventId)
        .orderBy('number')
        .orderBy('id')
        .execute();
    const readCues10Before = await median(() => cuesQuery(small.id));
    const readCues1000Before = await median(() => cuesQuery(big.id));
    const readCues1000 = await median(() => repo.cuesForTiming(big.id));
    await synchronous('FULL');
    const writeFull = await median(write);
    const logFull = await median(() => asRun.add(logRow()));
    await synchronous('NORMAL');
    const writeNormal = await median(write);
    const logNormal = await median(() => asRun.add(logRow()));
    let flip = 0;
    const dispatch = await median(() => s.cueStatus.command(actor, small.id, flip++ % 2 ? 'next' : 'go'));
    const http = await median(async () => {
      const res = await fetch(`${base}/api/events/${small.id}/cuestatus/${flip++ % 2 ? 'next' : 'go'}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
    });

    // The floor of the HTTP part: a bare Fastify POST route in this process, same client.
    const bare = Fastify();
    bare.post('/go', () => ({ ok: true }));
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const httpFloor = await median(async () => {
      const res = await fetch(`${bareBase}/go`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
    });
    await bare.close();

    table([
      { stage: 'session look-up (token → actor)', before: us(lookupBefore), after: us(lookupAfter), change: 'session cache' },
      { stage: 'permission (event, edit)', after: us(perms) },
      { stage: 'read status row', after: us(readStatus) },
      { stage: 'read cues, 10-cue show', before: us(readCues10Before), after: us(readCues10), change: 'kept per event revision' },
      { stage: 'read cues, 1,000-cue show', before: us(readCues1000Before), after: us(readCues1000), change: 'kept per event revision' },
      { stage: 'write status (versioned update)', before: us(writeFull), after: us(writeNormal), change: 'synchronous FULL → NORMAL' },
      { stage: 'as-run log insert', before: us(logFull), after: us(logNormal), change: 'synchronous FULL → NORMAL' },
      { stage: 'whole dispatch (service, GO/NEXT)', after: us(dispatch) },
      { stage: 'HTTP POST …/cuestatus/go over loopback', after: us(http) },
      { stage: 'floor: bare Fastify POST over loopback', after: us(httpFloor) },
      { stage: 'HTTP beyond dispatch and the floor (hooks, plugins)', after: us(http - dispatch - httpFloor) },
    ]);
    console.log(
      `medians of ${RUNS} runs each (STAGE_RUNS), SQLite file in a temporary directory; HTTP minus dispatch is Fastify, JSON and the socket`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}
