/**
 * docs/decisions/0014-errors-are-json-sentences.md (507 and 503): a SQLite file whose disk is full, and one locked by another process. Writes fail
 * cleanly (507 or 503 with a text saying why; the transaction rolled back, nothing half
 * written), reads keep working, and writes work again once the cause is gone. A full disk is
 * made with PRAGMA max_page_count on the app's own connection: SQLite then fails page
 * allocations with SQLITE_FULL exactly as on a disk without space.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSchema } from '@showcaller/shared';
import { testEngine } from '../harness.js';
import { makeShow, ok, okParsed, readStatus, readTasks, type Show } from './showFixture.js';
import { dumpTables, sqliteApp, type SqliteApp } from './sqliteApp.js';

const FULL = "The server's storage is full, so nothing was saved. Free some disk space on the server and try again.";
const BUSY = 'The database is busy. Try again in a moment.';

/** Undo of a deleted cue with many tasks: one transaction that needs many new pages. */
const bigRestore = (show: Show, tasks: number) => ({
  eventId: show.eventId,
  number: 2,
  time: '19:05:00',
  action: 'Restored cue',
  duration: 60,
  tasks: Array.from({ length: tasks }, (_, i) => ({
    departmentId: show.departmentId,
    description: `Task ${i} `.padEnd(200, 'x'),
  })),
});

describe.skipIf(testEngine !== 'sqlite')('SQLite storage faults', () => {
  let s: SqliteApp;
  let show: Show;

  beforeAll(async () => {
    s = await sqliteApp();
    show = await makeShow(s.call, 'disk');
    await ok(s.call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
  });
  afterAll(() => s.close());

  const pragma = async (text: string) =>
    Object.values((await sql.raw(`pragma ${text}`).execute(s.db.kysely)).rows[0] as Record<string, number>)[0];

  it('a full disk: the write answers 507 and leaves nothing behind; reads go on; writes work again with space', async () => {
    const statusBefore = await readStatus(s.call, show);
    const before = await dumpTables(s.db);
    const pages = await pragma('page_count');
    // The file may not grow by a single page any more: a full disk for this connection.
    expect(await pragma(`max_page_count = ${pages}`)).toBe(pages);

    const res = await s.call('POST', '/api/cues/restore', bigRestore(show, 2000), show.token);
    expect(res).toEqual({ status: 507, body: { error: FULL } });
    // Row by row (the demo's account, event, 22 cues, tasks): here SQLite rolls the whole
    // transaction back by itself, and the answer must still say why.
    expect(await s.call('POST', '/api/demo')).toEqual({ status: 507, body: { error: FULL } });
    // Rolled back as a whole: not the cue without its tasks, not half the tasks, no bumped revision.
    expect(await dumpTables(s.db)).toEqual(before);

    // Reading the show (as every crew screen does) still works.
    expect(await readStatus(s.call, show)).toMatchObject({
      status: 'go',
      runningSince: statusBefore.runningSince,
      version: statusBefore.version,
    });
    expect((await readTasks(s.call, show)).length).toBe(before.tasks!.length);
    expect((await s.call('GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).status).toBe(200);
    expect((await s.call('GET', '/healthz')).status).toBe(200);

    // Space again (SQLite's default limit): the same write succeeds, whole.
    await pragma('max_page_count = 1073741823');
    const restored = await s.call('POST', '/api/cues/restore', bigRestore(show, 2000), show.token);
    expect(restored.status).toBeLessThan(300);
    const tasks = await readTasks(s.call, show);
    expect(tasks.length).toBe(before.tasks!.length + 2000);
  });

  it('a database locked by another process: writes answer 503 "busy", reads go on, and it passes', async () => {
    const [taskId] = show.taskIds;
    // Wait 200 ms for a lock instead of 5 s (the connection's busy_timeout), to keep the test short.
    await sql`pragma busy_timeout = 200`.execute(s.db.kysely);
    // Sessions last touched long ago: the next read wants to write last_used_at, which must not
    // turn that read into an error while the lock is held.
    await sql`update sessions set last_used_at = '2000-01-01T00:00:00.000Z'`.execute(s.db.kysely);
    const other = new SQLite(s.file);
    try {
      other.exec('begin immediate'); // holds the write lock, as a long write by another process would
      const res = await s.call('PUT', `/api/tasks/${taskId}`, { completed: true }, show.token);
      expect(res).toEqual({ status: 503, body: { error: BUSY } });
      // WAL: readers are not blocked by a writer.
      const tasks = await readTasks(s.call, show);
      expect(tasks.find((t) => t.id === taskId)?.completed).toBe(false);
      const go = await s.call('POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.token);
      expect(go.status).toBe(503);
      other.exec('rollback');
      expect((await okParsed(taskSchema, s.call, 'PUT', `/api/tasks/${taskId}`, { completed: true }, show.token)).completed).toBe(true);
    } finally {
      if (other.inTransaction) other.exec('rollback');
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(s.db.kysely);
    }
  });
});
