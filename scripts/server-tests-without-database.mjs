// The server's test files that cannot reach a database: nothing they import, directly or through other
// modules of apps/server/src, opens one (db/client.ts, `pg`, `better-sqlite3`), and they start no process and
// read no TEST_ENGINE. What they test is the same on either engine, so they run once, in server-sqlite;
// server-postgres runs every other file (vitest.config.ts). Read from the source, so a test that starts to use
// the database is run on PostgreSQL again without anyone listing it.
//
// Conservative: an import with any value in it counts (only `import type` / `export type` lines are skipped),
// and a module that cannot be read counts as reaching the database.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DATABASE_MODULES = new Set(['pg', 'better-sqlite3']);
/** In a test file itself: it starts a process (the server), or it chooses by engine. */
const ENGINE_WORDS = /TEST_ENGINE|testEngine|node:child_process/;

const importRe = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

/** The modules a source file imports with a value: relative paths resolved to .ts files, and package names. */
function importsOf(file, source) {
  const out = [];
  for (const m of source.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) {
      out.push({ pkg: spec });
      continue;
    }
    const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
    out.push({ file: target });
  }
  return out;
}

export function serverTestsWithoutDatabase(serverSrc) {
  const reaches = new Map(); // file → boolean, true while being visited (a cycle reaches nothing new)
  const visit = (file) => {
    if (reaches.has(file)) return reaches.get(file);
    if (!existsSync(file)) return true;
    reaches.set(file, false);
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('/db/client.ts')) {
      reaches.set(file, true);
      return true;
    }
    for (const dep of importsOf(file, source)) {
      const hit = dep.pkg ? DATABASE_MODULES.has(dep.pkg) : visit(dep.file);
      if (hit) {
        reaches.set(file, true);
        return true;
      }
    }
    return false;
  };
  const tests = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) tests.push(full);
    }
  };
  walk(serverSrc);
  return tests.filter((file) => !ENGINE_WORDS.test(readFileSync(file, 'utf8')) && !visit(file)).sort();
}
