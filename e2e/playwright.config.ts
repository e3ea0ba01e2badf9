import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-e2e-'));
process.env.E2E_DATA_DIR ??= dataDir;
const retries = process.env.CI ? 1 : 0;
// Debian's Chromium as its headless shell (package chromium-headless-shell; Playwright's own default for headless
// runs) when installed, else the whole browser (package chromium), which a headed or debugging run always needs.
// The shell leaves out the browser's windowing and display compositor: the whole suite took 208 s and 330 CPU-s on
// the 2-core machine instead of 289 s and 507 CPU-s, the same 70 tests passing.
const headed = Boolean(process.env.PWDEBUG) || process.argv.some((a) => a === '--headed' || a === '--ui' || a === '--debug');
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (!headed && existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const home = mkdtempSync(path.join(tmpdir(), 'showcaller-chromium-home-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // One spec file per core at once by default (E2E_WORKERS=1 for one at a time); a spec's tests stay in
  // order in one worker; specs share the one server below, with accounts unique per worker (helpers.ts
  // uniqueName), or start their own on a port of their own (support/ownServer.ts). Measured on the 2-core
  // machine: one worker 570 s wall / 736 CPU-s for 69 tests, two 403 s / 744 CPU-s, none failing. (Before
  // the trace's screencast went, the browsers took both cores and two workers gained nothing: 720 s for
  // 56 tests with 3 flaky against 704 s.)
  fullyParallel: false,
  workers: Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? String(availableParallelism()), 10) || 1),
  retries,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test's trace (actions, DOM snapshots, network, console) and a screenshot of its last state. With
    // retries (CI) the trace is recorded on the retry only: recording costs every passing test too (its DOM
    // snapshots: 148 → 139 CPU-s on specs 08, 12, 15 and 16 on the 2-core machine). Without retries, every test
    // records and a failed one keeps it. The trace's screencast is left out: its frames were 45% of the suite's
    // CPU (290 s and 509 CPU-s with it, 194 s and 308 CPU-s without, on 8 tests of specs 12, 16 and 22).
    trace: {
      mode: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      env: { ...process.env, HOME: home },
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../apps/server/dist/index.js',
    cwd: path.dirname(new URL(import.meta.url).pathname),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_CODE_PER_MINUTE: '1000',
      // 02-events.spec.ts proves this address through its mailed link to reach the admin page.
      ADMIN_EMAIL: 'admin@example.com',
      // 11-integrations.spec.ts sends to fake devices on the loopback (refused unless named).
      OUTBOUND_ALLOW: 'private,public,127.0.0.0/8,::1',
    },
  },
});
