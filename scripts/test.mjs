#!/usr/bin/env node
// Runs every check (lint, doc-refs, format, typecheck, unit, the Companion module and its package, server on
// SQLite and PostgreSQL, the crew and stage pages' size budget, e2e) and prints one summary line per suite plus a closing
// "N passed, N failed" line. Exit 1 if any failed. The web build that size-crew and e2e need is
// made once. `node scripts/test.mjs unit server-sqlite` runs only the named suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const only = process.argv.slice(2);
const out = mkdtempSync(path.join(tmpdir(), 'showcaller-test-'));
const results = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note });
}

function check(name, cmd, args, env) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const r = run(cmd, args, env);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
}

function vitest(name, projects, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const file = path.join(out, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const r = run('npx', args, env);
  if (!existsSync(file)) return record(name, 0, 1, r.seconds, 'no report (runner crashed)');
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const failed = j.numFailedTests + (r.ok || j.numFailedTests > 0 ? 0 : 1);
  record(name, j.numPassedTests, failed, r.seconds);
}

/** `npm run build` at most once per run; later callers get the first outcome. */
let built;
function build() {
  if (!built) {
    console.log('\n=== build (for size-crew and e2e) ===');
    built = run('npm', ['run', 'build']);
  }
  return built;
}

function sizeCrew() {
  const name = 'size-crew';
  if (only.length && !only.includes(name)) return;
  const b = build();
  console.log(`\n=== ${name} ===`);
  if (!b.ok) return record(name, 0, 1, b.seconds, 'build failed');
  const r = run('node', ['scripts/crew-bundle-size.mjs']);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds, r.ok ? '' : 'over the 60 KB gzip budget, or no crew.html / stage.html');
}

function e2e() {
  const name = 'e2e';
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(
      `e2e: no Chromium at ${chromium}. Install Debian's build: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    return record(name, 0, 1, '0.0', 'Chromium missing');
  }
  const b = build();
  if (!b.ok) return record(name, 0, 1, b.seconds, 'build failed');
  const file = path.join(out, 'e2e.json');
  const r = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return record(name, 0, 1, r.seconds, 'no report (runner crashed)');
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  const failed = s.unexpected + (r.ok || s.unexpected > 0 ? 0 : 1);
  record(name, s.expected + s.flaky, failed, r.seconds, s.flaky ? `${s.flaky} flaky` : '');
}

check('lint', 'npx', ['eslint', '.']);
// Comments cite documents in the repository (an ADR, docs/*.md, a README section) that exist.
check('doc-refs', 'node', ['scripts/check-doc-refs.mjs']);
check('format', 'npx', ['prettier', '--check', '.']);
check('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit', ['shared', 'web', 'crew-preact']);
// The Companion module's client against a real server (a child process), and its .tgz as Companion imports it.
vitest('companion', ['companion']);
check('companion-package', 'npm', ['run', 'package', '-w', 'integrations/companion']);
vitest('server-sqlite', ['server'], { TEST_ENGINE: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server-postgres', ['server'], { TEST_ENGINE: 'postgres' });
} else if (!only.length || only.includes('server-postgres')) {
  console.log('\nserver-postgres: skipped (set TEST_DATABASE_URL=postgres://... to run the server tests on PostgreSQL too)');
}
sizeCrew();
e2e();

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds}s)${r.note ? ` - ${r.note}` : ''}`);
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
