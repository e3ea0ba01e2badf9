/** pg_dump of DATABASE_URL in the custom format (restore with pg_restore); guidance when it is missing. */
import { spawn } from 'node:child_process';

/** pg_dump is not installed (or not on PATH). */
export class PgDumpMissing extends Error {
  constructor(readonly url: string) {
    super('pg_dump was not found');
  }
}

/** The address without its password: safe to print, and to pass on a command line others can read. */
export function withoutPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const u = new URL(databaseUrl);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

export function pgDumpGuidance(url: string): string {
  return `pg_dump was not found on this machine, so no backup was written.

Install the PostgreSQL client tools, the same major version as the server or newer, and run
\`npm run backup\` again:
  Debian/Ubuntu:  apt-get install postgresql-client
  macOS:          brew install libpq   (then add its bin folder to PATH)
  Docker:         docker exec <postgres container> pg_dump --format=custom -U <user> <database> > showcaller.dump

Or back up from any machine that has them:
  pg_dump --format=custom --file=showcaller.dump "${url}"
Restore into an empty database:
  pg_restore --no-owner --dbname="${url}" showcaller.dump`;
}

/** Runs pg_dump into `dest`; rejects with pg_dump's own words when it fails. */
export function backupPostgres(databaseUrl: string, dest: string): Promise<void> {
  const { url, password } = withoutPassword(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', `--file=${dest}`, `--dbname=${url}`], {
      env: { ...process.env, ...(password !== undefined ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? new PgDumpMissing(url) : err));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const versionHint = /version mismatch/i.test(stderr)
        ? '\nInstall the pg_dump of the server major version (or newer) and put it first on PATH.'
        : '';
      reject(new Error(`pg_dump failed (${signal ?? `exit code ${code}`}):\n${stderr.trim() || 'no message'}${versionHint}`));
    });
  });
}
