import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type BetterSqlite3 from 'better-sqlite3';

let counter = 0;
/** Unique across the suite's workers (each a process of its own) and their retries: the pid is part of it. */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
}

/** Registers through the UI and waits for the dashboard. */
export async function registerViaUi(page: Page, username = uniqueName()): Promise<string> {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full Name').fill(`Person ${username}`);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm Password').fill('correct horse');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}

/* ---- Accounts and sessions through the API ----
 * Relative URLs go to the server of the page's context: the config's e2e server, or a spec's own
 * server when its contexts are made with `{ baseURL: server.url }` (04, 05).
 */

type Request = APIRequestContext;

/** Registers an account through the API without signing the page in; answers its token. */
export async function registerAccount(request: Request, username = uniqueName()): Promise<{ token: string; username: string }> {
  const res = await request.post('/api/auth/register', {
    data: {
      username,
      name: `Person ${username}`,
      email: `${username}@example.com`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    },
  });
  expect(res.status(), `register ${username}: ${await res.text()}`).toBe(201);
  return { token: ((await res.json()) as { token: string }).token, username };
}

/**
 * Stores the token in this page's browser context as the app does after a login. From the server's small health
 * answer, which is of the app's origin: loading the app itself here only to set its storage cost a whole start of
 * the app per signed-in page, about 60 in a run.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
}

/** Registers through the API (faster) and stores the token like the app does. */
export async function registerViaApi(page: Page, username = uniqueName()): Promise<{ token: string; username: string }> {
  const account = await registerAccount(page.request, username);
  await signIn(page, account.token);
  return account;
}

/** A page in a browser context of its own (a second screen, a phone), signed in with `token`. */
export async function signedInPage(browser: Browser, token: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, token);
  return page;
}

/** Opens an event's show screen and waits until its live connection is up. */
export async function openShow(page: Page, eventId: number): Promise<void> {
  await page.goto(`/event/${eventId}`);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
}

/** Calls the API as the account holding `token`; any answer but 2xx fails the test with the server's text. */
export async function api<T = unknown>(
  request: Request,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The newest mail in the server's outbox addressed to `to` (the embedded mail mode). */
export function lastMailTo(to: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.includes(to.replace(/[^A-Za-z0-9@._-]/g, '_')))
    .sort();
  const file = files.at(-1);
  if (!file) throw new Error(`no mail to ${to} in ${dir}`);
  // Quoted-printable soft line breaks and =3D must be undone to read the link.
  return readFileSync(path.join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/**
 * Fails on serious or critical axe-core findings, listing them. Checks the settled page: a toast
 * still fading in (sonner re-animates its toasts when the viewport changes) has not its real colours.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // A step of its own, so the report gives each check's time (`axe: <label>`).
  await test.step(`axe: ${label}`, () => checkAccessible(page, testInfo, label), { box: true });
}

async function checkAccessible(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // A toast is drawn transparent, then sonner marks it mounted a render later and it fades in: before that
        // mark no animation runs yet, and axe once measured a toast's text at the start of its fade (spec 15).
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every((t) => t.getAttribute('data-mounted') === 'true') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      // Returns as soon as the page settles; 10 s because a loaded machine once left a toast fading in past 3 s.
      { timeout: 10_000 },
    )
    .catch(() => undefined); // a page that never settles is still checked
  // Legacy mode runs axe.run() in the page itself; the default runs axe in each frame and then once more in a
  // new blank page to merge the frames' results, a page of its own per check. Our pages have no frames (no
  // <iframe> in apps/web), so both find the same: the same violations on specs 12 and 22, in 82 s and 117 CPU-s
  // instead of 105 s and 151 CPU-s.
  expect(page.frames(), `axe in legacy mode checks no frames: ${label} has one, so use the default mode`).toHaveLength(1);
  // Only violations are read: resultTypes leaves out the selectors axe would build for every node that passed or
  // did not apply (axe-core's API.md, "Section 4: Performance").
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    await testInfo.attach(`axe-${label}`, { body: JSON.stringify(bad, null, 2), contentType: 'application/json' });
  }
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
}

/**
 * Saves `<name>.png` when E2E_SCREENSHOT_DIR names a folder (made if missing), else nothing: each one costs
 * the run CPU. A page whole (the default) or as its viewport shows it (`fullPage: false`), or one element.
 */
export async function screenshot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/* ---- Rundowns seeded and read through the API ---- */

export interface SeedTask {
  description: string;
  completed?: boolean;
  color?: string;
}

export interface SeedCue {
  /** HH:MM:SS or TBD; left out, the cue follows on from the one before (a linked time). */
  time?: string;
  action: string;
  duration?: number | null;
  notes?: string | null;
  colorMark?: string;
  /** Department name → its tasks on this cue. */
  tasks?: Record<string, SeedTask[]>;
}

export interface SeedShow {
  name: string;
  date?: string;
  departments?: readonly string[];
  cues: readonly SeedCue[];
}

export interface SeededShow {
  eventId: number;
  /** The show caller code: opens the show screen without an account. */
  callerCode: string;
  /** In rundown order. */
  cueIds: number[];
  /** Department name → its id and access code (what a crew phone enters). */
  departments: Record<string, { id: number; accessCode: string }>;
}

/** Creates an event with its departments, cues and tasks through the API. */
export async function seedShow(request: Request, token: string, show: SeedShow): Promise<SeededShow> {
  const event = await api<{ id: number; showCallerCode: string }>(request, 'POST', '/api/events', token, {
    name: show.name,
    date: show.date ?? '2026-12-05',
  });
  const eventId = event.id;
  const departments: SeededShow['departments'] = {};
  for (const name of show.departments ?? []) {
    const { id, accessCode } = await api<{ id: number; accessCode: string }>(request, 'POST', '/api/departments', token, { eventId, name });
    departments[name] = { id, accessCode };
  }
  const cueIds: number[] = [];
  for (const cue of show.cues) {
    const { tasks = {}, ...fields } = cue;
    const { id: cueId } = await api<{ id: number }>(request, 'POST', '/api/cues', token, { eventId, ...fields });
    cueIds.push(cueId);
    for (const [department, list] of Object.entries(tasks)) {
      const departmentId = departments[department]?.id;
      if (departmentId === undefined) throw new Error(`seedShow: no department ${department}`);
      for (const task of list) await api(request, 'POST', '/api/tasks', token, { cueId, departmentId, ...task });
    }
  }
  return { eventId, callerCode: event.showCallerCode, cueIds, departments };
}

/** A new account with a show of its own: the usual start of a live-show spec. */
export async function setUpShow(request: Request, show: SeedShow): Promise<SeededShow & { token: string }> {
  const { token } = await registerAccount(request, uniqueName('caller'));
  return { token, ...(await seedShow(request, token, show)) };
}

/** Creates an event with its departments, cues and tasks through the API; answers the event id. */
export async function seedRundown(
  request: Request,
  token: string,
  event: { name: string; date?: string },
  departments: readonly string[],
  cues: readonly SeedCue[],
): Promise<number> {
  return (await seedShow(request, token, { ...event, departments, cues })).eventId;
}

export interface RundownSnapshot {
  departments: string[];
  cues: Array<{
    number: number;
    time: string;
    action: string;
    duration: number | null;
    notes: string | null;
    colorMark: string;
    tasks: Array<{ department: string; description: string; completed: boolean; color: string }>;
  }>;
}

/** An event's rundown without ids, for comparing two events field by field. */
export async function rundownSnapshot(request: Request, token: string, eventId: number): Promise<RundownSnapshot> {
  type Cue = RundownSnapshot['cues'][number] & { id: number };
  type Task = { cueId: number; departmentId: number; description: string; completed: boolean; color: string };
  const [cues, departments, tasks] = await Promise.all([
    api<Cue[]>(request, 'GET', `/api/events/${eventId}/cues`, token),
    api<Array<{ id: number; name: string }>>(request, 'GET', `/api/events/${eventId}/departments`, token),
    api<Task[]>(request, 'GET', `/api/events/${eventId}/tasks`, token),
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  return {
    departments: departments.map((d) => d.name),
    cues: cues.map(({ id, number, time, action, duration, notes, colorMark }) => ({
      number,
      time,
      action,
      duration,
      notes,
      colorMark,
      tasks: tasks
        .filter((t) => t.cueId === id)
        .map((t) => ({ department: names.get(t.departmentId) ?? '?', description: t.description, completed: t.completed, color: t.color })),
    })),
  };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A note by another account on this event. No call makes one (only the owner's account writes
 * notes on an event), yet the Notes tab must show such notes apart ("User ID {id}"): the fixture
 * writes the row into the e2e server's SQLite file, as a past owner's note would be stored.
 */
export function insertNoteByAnotherUser(eventId: number, userId: number, content: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('insertNoteByAnotherUser needs E2E_DATA_DIR (set by playwright.config.ts)');
  // The server's own SQLite driver, resolved from the server package that depends on it.
  const require = createRequire(path.resolve(repoRoot, 'apps/server/package.json'));
  const Database = require('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(path.join(dataDir, 'showcaller.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const at = new Date().toISOString();
    db.prepare(
      'INSERT INTO annotations (event_id, user_id, content, target_type, target_id, created_at, updated_at) VALUES (?, ?, ?, NULL, NULL, ?, ?)',
    ).run(eventId, userId, content, at, at);
  } finally {
    db.close();
  }
}

/** Saves a PDF (or any file) next to the screenshots when E2E_SCREENSHOT_DIR is set. */
export function saveArtifact(name: string, body: Buffer): void {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) writeFileSync(path.join(dir, name), body);
}
