#!/usr/bin/env node
// Runs every check (lint, doc-refs, format, typecheck, unit, the Companion module and its package, server on
// SQLite and PostgreSQL, the crew and stage pages' size budget, e2e) and prints one summary line per suite plus a closing
// "N passed, N failed" line. Exit 1 if any failed. The web build that size-crew and e2e need is
// made once. `node scripts/test.mjs unit server-sqlite` runs only the named suites.
//
// The heavy suites run one after another by default (TEST_JOBS=2: two at a time), and one light suite (format,
// doc-refs, the Companion module and its package, the crew page's size) runs beside them: those mostly wait or
// are short, and one after another they added ~30 s to a run that is bound by its CPU. What may not overlap:
// `after` in the list of jobs below. Measured on the 2-core machine from a fresh clone, two heavy suites at a
// time gained little and cost reliability: the two e2e workers' browsers take both cores, so lint went from
// 67 s alone to 575 s beside them, the unit suite from ~80 s to 297 s with a web test running out of its
// wait, and the whole run still took 1,155 s. Each suite's output is kept in a file and printed whole when it
// ends, so two suites never interleave their lines; the summary gives each suite's own time, the suites that
// ran beside it (its CPU-s, read off the whole machine, count theirs too) and the run's wall time.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { serverTestsWithoutDatabase } from './server-tests-without-database.mjs';

const only = process.argv.slice(2);
const out = mkdtempSync(path.join(tmpdir(), 'showcaller-test-'));
const slots = Math.max(1, Math.min(Number.parseInt(process.env.TEST_JOBS ?? '1', 10) || 1, cpus().length));
const wanted = (name) => !only.length || only.includes(name);
const results = [];
const runStarted = Date.now();

/**
 * The machine's busy CPU time so far, in seconds (user, nice, system, irq, softirq, steal of every
 * core, from /proc/stat), or null off Linux. A suite's share is the difference across it: with one
 * suite at a time that is the suite's CPU cost, its browsers and servers included, which the
 * wall-clock time alone does not tell (a suite that waits is not one that computes).
 */
function busyCpuSeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + (steal ?? 0)) / 100;
  } catch {
    return null;
  }
}
const runCpuStart = busyCpuSeconds();

/** Runs a command with its output in `<out>/<name>.log`; resolves when it exits. */
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  const cpuStart = busyCpuSeconds();
  const logFile = path.join(out, `${name}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, shell: false });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const cpuEnd = busyCpuSeconds();
        const cpu = cpuStart === null || cpuEnd === null ? '' : `, ${(cpuEnd - cpuStart).toFixed(0)} CPU-s`;
        console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(1)}s) ===`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        resolve({ ok: code === 0, seconds: `${((Date.now() - started) / 1000).toFixed(1)}s${cpu}` });
      });
    });
  });
}

/** `details`: the failed and flaky tests by name, printed under the summary (CI keeps only a run's end). */
function record(name, passed, failed, seconds, note = '', details = []) {
  results.push({ name, passed, failed, seconds, note, details });
}

const check = (name, cmd, args, env) => async () => {
  const r = await run(name, cmd, args, env);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
};

const vitest =
  (name, projects, env = {}, about = '') =>
  async () => {
    const file = path.join(out, `${name}.json`);
    const outcomesFile = path.join(out, `${name}.outcomes.json`);
    const args = [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-outcomes.mjs',
      `--outputFile.json=${file}`,
    ];
    const r = await run(name, 'npx', args, { ...env, VITEST_OUTCOMES_FILE: outcomesFile });
    if (!existsSync(file)) return record(name, 0, 1, r.seconds, 'no report (runner crashed)');
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const failed = j.numFailedTests + (r.ok || j.numFailedTests > 0 ? 0 : 1);
    const outcomes = existsSync(outcomesFile) ? JSON.parse(readFileSync(outcomesFile, 'utf8')) : { failed: [], flaky: [] };
    const details = [
      ...outcomes.failed.map((t) => `failed: ${t.where} > ${t.name}${t.error ? ` (${t.error})` : ''}`),
      ...outcomes.flaky.map((t) => `flaky (passed on a retry): ${t.where} > ${t.name}`),
    ];
    const notes = [outcomes.flaky.length ? `${outcomes.flaky.length} flaky` : '', about].filter(Boolean).join('; ');
    record(name, j.numPassedTests, failed, r.seconds, notes, details);
  };

/** `npm run build`, once, before the suites that need it (not a suite: its failure fails them). */
let built = { ok: false, seconds: '0.0s' };
async function build() {
  built = await run('build', 'npm', ['run', 'build']);
}

async function sizeCrew() {
  const name = 'size-crew';
  if (!built.ok) return record(name, 0, 1, '0.0s', 'build failed');
  const r = await run(name, 'node', ['scripts/crew-bundle-size.mjs']);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds, r.ok ? '' : 'over the 60 KB gzip budget, or no crew.html / stage.html');
}

async function e2e() {
  const name = 'e2e';
  // The headless shell or the whole browser (e2e/playwright.config.ts chooses, the shell first).
  const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  if (!browsers.some((b) => existsSync(b))) {
    console.error(
      `e2e: no Chromium at ${browsers.join(' or ')}. Install Debian's build: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
    return record(name, 0, 1, '0.0s', 'Chromium missing');
  }
  if (!process.env.CHROMIUM_PATH && !existsSync(browsers[0])) {
    console.log('e2e: runs on the whole Chromium; `apt-get install chromium-headless-shell` makes the flows ~30% cheaper.');
  }
  if (!built.ok) return record(name, 0, 1, '0.0s', 'build failed');
  const file = path.join(out, 'e2e.json');
  const r = await run(name, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return record(name, 0, 1, r.seconds, 'no report (runner crashed)');
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  const failed = s.unexpected + (r.ok || s.unexpected > 0 ? 0 : 1);
  // Each spec's tests, nested in describe blocks: a test's outcome is 'unexpected' (failed) or 'flaky'.
  const details = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const title = [...trail, spec.title].filter(Boolean).join(' > ');
          details.push(`${t.status === 'flaky' ? 'flaky (passed on a retry)' : 'failed'}: ${spec.file} > ${title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title === child.file ? '' : child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  record(name, s.expected + s.flaky, failed, r.seconds, s.flaky ? `${s.flaky} flaky` : '', details);
}

// In the order they start when a slot is free; `after` names what must have ended first:
// - the build and typecheck both run `tsc -b apps/server` (and companion-package `tsc -b` of its own),
//   which write the same dist/ and .tsbuildinfo files: never at once;
// - lint reads packages/shared's types, which the build writes: lint runs on a finished build;
// - companion-package leaves a pkg/ folder while it works, which lint and format must not see.
// The build and e2e come first: e2e is the longest suite, and the CPU-bound suites fill the other slot.
const needsBuild = ['size-crew', 'e2e'];
const jobs = [
  { name: 'build', after: [], run: build },
  { name: 'format', light: true, after: [], run: check('format', 'npx', ['prettier', '--check', '.']) },
  // Comments cite documents in the repository (an ADR, docs/*.md, a README section) that exist.
  { name: 'doc-refs', light: true, after: [], run: check('doc-refs', 'node', ['scripts/check-doc-refs.mjs']) },
  { name: 'e2e', after: ['build'], run: e2e },
  { name: 'unit', after: [], run: vitest('unit', ['shared', 'web', 'crew-preact']) },
  { name: 'lint', after: ['build'], run: check('lint', 'npx', ['eslint', '.']) },
  { name: 'typecheck', after: ['build'], run: check('typecheck', 'npm', ['run', 'typecheck']) },
  // The Companion module's client against a real server (a child process), and its .tgz as Companion imports it.
  { name: 'companion', light: true, after: [], run: vitest('companion', ['companion']) },
  {
    name: 'companion-package',
    light: true,
    after: ['build', 'lint', 'format', 'typecheck'],
    run: check('companion-package', 'npm', ['run', 'package', '-w', 'integrations/companion']),
  },
  { name: 'server-sqlite', after: [], run: vitest('server-sqlite', ['server'], { TEST_ENGINE: 'sqlite' }) },
  // Only the server files that can reach a database: the others run once, in server-sqlite (vitest.config.ts).
  {
    name: 'server-postgres',
    after: [],
    run: vitest(
      'server-postgres',
      ['server'],
      { TEST_ENGINE: 'postgres' },
      `the ${serverTestsWithoutDatabase(path.resolve('apps/server/src')).length} files that cannot reach a database ran once, in server-sqlite`,
    ),
  },
  { name: 'size-crew', light: true, after: ['build'], run: sizeCrew },
];

if (!process.env.TEST_DATABASE_URL && wanted('server-postgres')) {
  console.log('\nserver-postgres: skipped (set TEST_DATABASE_URL=postgres://... to run the server tests on PostgreSQL too)');
}
const selected = new Set(
  jobs.map((j) => j.name).filter((name) => wanted(name) && (name !== 'server-postgres' || process.env.TEST_DATABASE_URL)),
);
// The build runs when a suite that needs it is chosen; it is not a suite to name on its own.
if (needsBuild.some((n) => selected.has(n))) selected.add('build');
else selected.delete('build');

const pending = jobs.filter((j) => selected.has(j.name));
const done = new Set();
const running = { heavy: 0, light: 0 };
const now = new Set();
/** For each suite, the others that ran while it did: its CPU-s are the machine's, so they count theirs too. */
const beside = new Map();
await new Promise((resolve) => {
  const next = () => {
    if (!pending.length && running.heavy + running.light === 0) return resolve();
    for (;;) {
      const i = pending.findIndex(
        (j) => (j.light ? running.light < 1 : running.heavy < slots) && j.after.every((a) => done.has(a) || !selected.has(a)),
      );
      if (i < 0) break;
      const [job] = pending.splice(i, 1);
      const kind = job.light ? 'light' : 'heavy';
      running[kind] += 1;
      beside.set(job.name, new Set(now));
      for (const other of now) beside.get(other).add(job.name);
      now.add(job.name);
      console.log(`\n--- ${job.name} started (${((Date.now() - runStarted) / 1000).toFixed(0)}s into the run)`);
      job
        .run()
        .catch((err) => record(job.name, 0, 1, '0.0s', String(err)))
        .finally(() => {
          running[kind] -= 1;
          now.delete(job.name);
          done.add(job.name);
          next();
        });
    }
  };
  next();
});

console.log('\n=== summary ===');
const besideNote = (name) => (beside.get(name)?.size ? `, beside ${[...beside.get(name)].join(', ')}` : '');
if (selected.has('build'))
  console.log(`build (for size-crew and e2e): ${built.ok ? 'ok' : 'failed'} (${built.seconds}${besideNote('build')})`);
let passed = 0;
let failed = 0;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds}${besideNote(r.name)})${r.note ? ` - ${r.note}` : ''}`);
  for (const line of r.details) console.log(`  ${line}`);
}
const wall = ((Date.now() - runStarted) / 1000).toFixed(1);
const runCpuEnd = busyCpuSeconds();
const runCpu =
  runCpuStart === null || runCpuEnd === null ? '' : `, ${(runCpuEnd - runCpuStart).toFixed(0)} CPU-s of ${cpus().length} cores`;
console.log(`total: ${passed} passed, ${failed} failed (${wall}s wall${runCpu}, ${slots} at a time and one light suite beside)`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
