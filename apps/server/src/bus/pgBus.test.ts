/**
 * What arrives over NOTIFY comes from outside this process and is parsed, not trusted: a payload
 * that is not one of the bus messages is logged and dropped, the next good one still arrives.
 * Two buses on one channel stand for two processes: each hears its own events at once and drops
 * their echo; 'everywhere' events reach the other once, 'local' ones never leave.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/harness.js';
import { until } from '../test/until.js';
import { pgUrl } from '../test/faults/pgAdmin.js';
import type { CueStatus } from '@showcaller/shared';
import type { Bus, BusMessage } from './bus.js';
import { pgBus } from './pgBus.js';

/**
 * Publishes from outside any bus until each `heard` has something: the buses' listeners are up. Then a last
 * probe of its own drains the channel (NOTIFYs arrive in commit order): once it is heard, no earlier
 * probe is still on its way, and `heard` starts empty for the test.
 */
async function listening(pool: pg.Pool, channel: string, ...heard: BusMessage[][]): Promise<void> {
  const probe = (revision: number) => JSON.stringify({ type: 'refetch', eventId: 1, key: 'cues', revision, origin: 'probe' });
  await until(
    async () => {
      await pool.query('select pg_notify($1, $2)', [channel, probe(1)]);
      return heard.every((h) => h.length > 0);
    },
    { what: 'the bus hearing a probe NOTIFY', timeoutMs: 5000, intervalMs: 100 },
  );
  await pool.query('select pg_notify($1, $2)', [channel, probe(2)]);
  await until(() => heard.every((h) => h.some((m) => m.type === 'refetch' && m.revision === 2)), { what: 'the last probe' });
  for (const h of heard) h.length = 0;
}

describe.skipIf(testEngine !== 'postgres')('the PostgreSQL bus checks what it hears', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const channel = `showcaller_${schema}`;
  const warnings: string[] = [];
  let pool: pg.Pool;
  let bus: Bus;
  const heard: BusMessage[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    bus = pgBus({ pool, connectionString: pgUrl, schema, log });
    bus.subscribe((m) => void heard.push(m));
    await listening(pool, channel, heard);
  });
  afterAll(async () => {
    await bus?.close();
    await pool?.end();
  });

  it('drops payloads that are not bus messages and delivers the next good one', async () => {
    heard.length = 0;
    const notify = (payload: string) => pool.query('select pg_notify($1, $2)', [channel, payload]);
    await notify('not json');
    await notify(JSON.stringify({ type: 'sessionsEnded', sessionIds: [], reason: 'ended' })); // no ids
    await notify(JSON.stringify({ type: 'sessionsEnded', sessionIds: ['1'], reason: 'ended' })); // not a number
    await notify(JSON.stringify({ type: 'launch', eventId: 1 }));
    await notify(JSON.stringify({ type: 'sessionsEnded', sessionIds: [4, 5], reason: 'expired' }));
    await until(() => heard.length > 0, { what: 'the good message' });
    expect(heard).toEqual([{ type: 'sessionsEnded', sessionIds: [4, 5], reason: 'expired' }]);
    await until(() => warnings.length >= 4, { what: 'four warnings' });
    expect(warnings.filter((w) => w.includes('bad bus payload ignored'))).toHaveLength(4);
  });
});

describe.skipIf(testEngine !== 'postgres')('two processes on one PostgreSQL bus', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const channel = `showcaller_${schema}`;
  const log = pino({ level: 'silent' });
  let pool: pg.Pool;
  let a: Bus;
  let b: Bus;
  const heardA: BusMessage[] = [];
  const heardB: BusMessage[] = [];
  const MARK: BusMessage = { type: 'refetch', eventId: 99, key: 'departments', revision: 99 };
  const isMark = (m: BusMessage) => m.type === 'refetch' && m.eventId === 99;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
    a = pgBus({ pool, connectionString: pgUrl, schema, log });
    b = pgBus({ pool, connectionString: pgUrl, schema, log });
    a.subscribe((m) => void heardA.push(m));
    b.subscribe((m) => void heardB.push(m));
    await listening(pool, channel, heardA, heardB); // B's probes reach A too: drain both at once
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pool?.end();
  });

  /**
   * A notification sent after everything before it has committed reaches both listeners after
   * whatever they were still to hear: once both heard it, an echo would have arrived too.
   */
  async function drain(): Promise<void> {
    await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ ...MARK, origin: 'drain' })]);
    await until(() => heardA.some(isMark) && heardB.some(isMark), { what: 'the drain mark in both processes' });
    for (const list of [heardA, heardB]) list.splice(0, list.length, ...list.filter((m) => !isMark(m)));
  }

  it('delivers an everywhere event at once in its own process, once, and once in the other', async () => {
    heardA.length = 0;
    heardB.length = 0;
    const status: CueStatus = {
      eventId: 7,
      currentCueId: 3,
      status: 'go',
      elapsedTime: 0,
      runningSince: 1_000,
      serverTime: 1_000,
      version: 12,
      autoAdvance: false,
      display: null,
      live: true,
      movedBy: 'screen',
    };
    const msg: BusMessage = { type: 'cueStatus', eventId: 7, version: 12, cueStatus: status, due: { at: 61_000, overtime: true } };
    a.publish(msg);
    // Its own process: on the next microtask, without a round trip to the database.
    await Promise.resolve();
    expect(heardA).toEqual([msg]);
    // The other process: the status and its deadline as saved, so it reads nothing back.
    await until(() => heardB.length > 0, { what: 'the change in the other process' });
    await drain();
    expect(heardA).toEqual([msg]); // no echo
    expect(heardB).toEqual([msg]);
  });

  it("keeps a 'local' event in the process that published it", async () => {
    heardA.length = 0;
    heardB.length = 0;
    const status: CueStatus = {
      eventId: 8,
      currentCueId: null,
      status: 'hold',
      elapsedTime: 5,
      runningSince: null,
      serverTime: 2_000,
      version: 3,
      autoAdvance: false,
      display: null,
    };
    const applied: BusMessage = {
      type: 'statusApplied',
      eventId: 8,
      cueStatus: status,
      previous: null,
      logKind: 'hold',
      cueId: null,
      cue: Promise.resolve(undefined),
      source: 'osc',
    };
    a.publish(applied);
    await Promise.resolve();
    expect(heardA).toEqual([applied]);
    await drain();
    expect(heardA).toEqual([applied]);
    expect(heardB).toEqual([]);
  });
});
