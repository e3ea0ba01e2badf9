/**
 * `npm run backup [file-or-folder]`: a consistent copy of the database while the server runs.
 * SQLite: SQLite's online backup of DATA_DIR/showcaller.sqlite, checked with integrity_check.
 * PostgreSQL (DATABASE_URL): pg_dump in its custom format, or guidance when pg_dump is missing.
 * Without an argument the copy goes to DATA_DIR/backups/showcaller-<UTC time>.sqlite (or .dump).
 * Exit code 0 when a backup was written, 1 when not, 2 for a wrong argument.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { backupPostgres, pgDumpGuidance, PgDumpMissing } from './backupPostgres.js';
import { backupSqlite } from './backupSqlite.js';

const USAGE = `Usage: npm run backup [-- <file or folder>]

Writes a consistent copy of the ShowCaller database while the server may be running.
  SQLite (default):  an online backup of DATA_DIR/showcaller.sqlite
  PostgreSQL:        pg_dump --format=custom of DATABASE_URL
Default destination: DATA_DIR/backups/showcaller-<UTC time>.sqlite (or .dump).
Restore: see "Backups" in the README.`;

class UsageError extends Error {}

/** 2026-11-22T10:00:00.123Z → 20261122T100000Z: sorts by time and is a valid file name everywhere. */
function backupStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 2 : 1)} ${units[i]}`;
}

/** Where the copy goes: the argument (a file, or a folder for the default name) or DATA_DIR/backups. */
function destination(arg: string | undefined, config: AppConfig, ext: string, now: Date): string {
  const name = `showcaller-${backupStamp(now)}${ext}`;
  if (!arg) return path.resolve(config.dataDir, 'backups', name);
  // `npm run` works in the repository root; a relative path means where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (arg.endsWith('/') || arg.endsWith(path.sep) || (existsSync(target) && statSync(target).isDirectory())) return path.join(target, name);
  return target;
}

async function run(argv: string[]): Promise<void> {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.find((a) => a.startsWith('-'));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.\n\n${USAGE}`);
  if (args.length > 1) throw new UsageError(`Give at most one destination, not ${args.length}.\n\n${USAGE}`);

  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const dest = destination(args[0], config, engine === 'postgres' ? '.dump' : '.sqlite', new Date());
  if (existsSync(dest)) throw new Error(`${dest} exists already; a backup never overwrites a file. Choose another name.`);
  mkdirSync(path.dirname(dest), { recursive: true });
  // Written under a temporary name and renamed when complete: a file with the final name is whole.
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const started = Date.now();
  try {
    if (config.databaseUrl) {
      await backupPostgres(config.databaseUrl, partial);
      renameSync(partial, dest);
      console.log(
        `PostgreSQL backup written: ${dest} (${formatBytes(statSync(dest).size)}, pg_dump custom format, ${Date.now() - started} ms)`,
      );
    } else {
      const source = path.resolve(config.dataDir, 'showcaller.sqlite');
      const r = await backupSqlite(source, partial);
      renameSync(partial, dest);
      console.log(
        `SQLite backup written: ${dest} (${formatBytes(statSync(dest).size)}, ${r.pages} pages, integrity ok, ${Date.now() - started} ms)`,
      );
    }
  } catch (err) {
    rmSync(partial, { force: true });
    for (const extra of ['-wal', '-shm', '-journal']) rmSync(partial + extra, { force: true });
    throw err;
  }
}

try {
  await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof PgDumpMissing) {
    console.error(pgDumpGuidance(err.url));
    process.exitCode = 1;
  } else if (err instanceof UsageError) {
    console.error(err.message);
    process.exitCode = 2;
  } else {
    console.error(`No backup was written: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
