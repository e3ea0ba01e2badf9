/**
 * What arrives over NOTIFY comes from outside this process and is parsed, not trusted: a payload
 * that is not one of the bus messages is logged and dropped, the next good one still arrives.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/harness.js';
import { until } from '../test/until.js';
import { pgUrl } from '../test/faults/pgAdmin.js';
import type { Bus, BusMessage } from './bus.js';
import { pgBus } from './pgBus.js';

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
    // Listening once a message of its own comes back.
    const probe: BusMessage = { type: 'refetch', eventId: 1, key: 'cues', revision: 1 };
    for (let i = 0; i < 50 && heard.length === 0; i++) {
      bus.publish(probe);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard.length).toBeGreaterThan(0);
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
