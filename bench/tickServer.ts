/**
 * The server of `bench ticks` (ticks.ts), in a process of its own so that its CPU time is its own:
 * the app of the checkout at TICKS_ROOT (default this one; another checkout's build is the "before"
 * of a before/after pair), on a fresh SQLite file, with a 1,000 × 15 show seeded straight into its
 * tables as startBigShow (rundown.ts) does. Prints one JSON line: its address, the owner's token and the event.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = process.env.TICKS_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const src = (p: string) => pathToFileURL(path.join(root, 'apps/server/src', p)).href;

interface Modules {
  config: { loadConfig(env: Record<string, string>): unknown };
  db: {
    openDb(o: { sqliteFile: string }): Promise<BenchDb>;
    migrate(db: BenchDb): Promise<void>;
  };
  app: {
    buildApp(o: { config: unknown; db: BenchDb; logger: false }): Promise<{ listen(o: { port: number; host: string }): Promise<string> }>;
  };
  codes: { randomCode(): string };
}
/** The few Kysely calls the seed makes, typed loosely: the checkout may be of another version. */
interface BenchDb {
  kysely: {
    transaction(): { execute<T>(f: (trx: Trx) => Promise<T>): Promise<T> };
  };
}
interface Trx {
  insertInto(table: string): {
    values(v: object | object[]): {
      returning(c: string): { executeTakeFirstOrThrow(): Promise<{ id: number }> };
      execute(): Promise<unknown>;
    };
  };
}

const mods = {
  config: (await import(src('config.ts'))) as Modules['config'],
  db: (await import(src('db/client.ts'))) as Modules['db'],
  app: (await import(src('app.ts'))) as Modules['app'],
  codes: (await import(src('features/codes/codes.service.ts'))) as Modules['codes'],
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-ticks-'));
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const config = mods.config.loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MINUTE: '100000', WEB_DIST: webDist });
const db = await mods.db.openDb({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
await mods.db.migrate(db);
const app = await mods.app.buildApp({ config, db, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const post = async (url: string, body: object, token?: string) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const reg = await post('/api/auth/register', {
  username: 'bench',
  name: 'Bench',
  email: 'bench@example.com',
  password: 'bench password',
  confirmPassword: 'bench password',
});
const token = String(reg.token);
const ev = await post('/api/events', { name: 'Big show', date: '2026-12-01' }, token);
const eventId = Number(ev.id);
const at = new Date().toISOString();
await db.kysely.transaction().execute(async (trx) => {
  const deps: number[] = [];
  for (let d = 0; d < 15; d++) {
    const r = await trx
      .insertInto('departments')
      .values({ event_id: eventId, name: `Dept ${d + 1}`, access_code: mods.codes.randomCode(), position: d, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    deps.push(r.id);
  }
  for (let c = 0; c < 1000; c++) {
    const cue = await trx
      .insertInto('cues')
      .values({
        event_id: eventId,
        number: c + 1,
        time: '09:00:00',
        action: `Cue ${c + 1}: walk-in music and lights`,
        notes: c % 3 ? null : 'Check the stage manager',
        duration: 60,
        color_mark: '',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tasks')
      .values(
        deps.map((d, i) => ({
          cue_id: cue.id,
          department_id: d,
          description: `Task ${i + 1} for cue ${c + 1}`,
          completed: i % 2,
          completed_at: null,
          color: i % 5 ? '' : '#FF69B4',
          position: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
});
console.log(JSON.stringify({ base, token, eventId, pid: process.pid }));
