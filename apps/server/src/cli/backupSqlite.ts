/** SQLite's online backup API (through better-sqlite3) from a second connection: the server keeps running. */
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/** Pages per backup step: all of them, so the copy is one read snapshot that concurrent writes cannot restart. */
const ALL_PAGES = 0x7fffffff;

export interface SqliteBackupResult {
  pages: number;
}

/**
 * Copies `source` to `dest` (which must not exist) and checks the copy. In WAL mode the
 * server's writes go on meanwhile: the copy is the database as of one committed moment.
 */
export async function backupSqlite(source: string, dest: string): Promise<SqliteBackupResult> {
  if (!existsSync(source)) {
    throw new Error(`there is no SQLite database at ${source}. Set DATA_DIR to the server's data folder (or DATABASE_URL for PostgreSQL).`);
  }
  const db = new SQLite(source, { fileMustExist: true });
  let pages: number;
  try {
    db.pragma('busy_timeout = 5000');
    // better-sqlite3 copies 100 pages per step by default; a write by the server between two steps
    // makes SQLite start over, so under a steady load a stepwise backup might never finish.
    const progress = await db.backup(dest, { progress: () => ALL_PAGES });
    pages = progress.totalPages;
  } finally {
    db.close();
  }
  const copy = new SQLite(dest, { fileMustExist: true });
  try {
    const problems = copy.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const report = problems.map((p) => p.integrity_check);
    if (report.length !== 1 || report[0] !== 'ok') {
      throw new Error(`the copy failed SQLite's integrity check: ${report.slice(0, 5).join('; ')}`);
    }
    // One self-contained file (no -wal beside it); the server switches it back to WAL when it opens it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return { pages };
}
