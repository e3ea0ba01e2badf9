/**
 * README "## Try Demo" and "Double-GO guard" (under Live show control), in Chromium:
 * - Try Demo: the dashboard shows the sample show and the sample production "DevSummit (demo)"
 *   with its two days and three rooms; a room's show opens on its show screen; axe clean.
 * - The double-GO guard: the caller sets 1 s on the show screen; with a crew phone open, G pressed
 *   twice quickly runs the first GO and refuses the second with the toast "GO ignored (double press)";
 *   the status is the first GO's on both screens; once the server clock is 1 s past that GO, G runs again.
 * Screenshots (E2E_SCREENSHOT_DIR) at 1440 and 360 px: the dashboard with the production, the setting, the toast.
 */
import { expect, test, type Page, type TestInfo } from '../support/test.js';
import { api, expectAccessible, screenshot, openShow, setUpShow, signedInPage } from '../support/helpers.js';

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, name, { fullPage });

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

type Status = { currentCueId: number | null; status: string; runningSince: number | null; serverTime: number; version: number };

test('Try Demo: the dashboard shows the sample show and DevSummit (demo) with 2 days and 3 rooms; a room show opens', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the demo writes seven shows, and axe reads the dashboard three times
  await page.setViewportSize(desktop.viewport);
  await page.goto('/');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);

  await page.goto('/dashboard');
  const yours = page.getByRole('region', { name: 'Your Events' });
  await expect(yours.getByRole('article', { name: 'TechForward Conference 2026 (demo)' })).toBeVisible();

  const production = page.getByRole('region', { name: 'DevSummit (demo)' });
  await expect(production).toContainText('Main Hall · Room A · Room B');
  const days = production.getByRole('list', { name: /^DevSummit \(demo\), / });
  await expect(days).toHaveCount(2);
  await expect(days.nth(0).getByRole('article')).toHaveText([/Day 1 – Opening plenary/, /Day 1 – Workshops/, /Day 1 – Talks/]);
  await expect(days.nth(1).getByRole('article')).toHaveText([/Day 2 – Keynotes and closing/, /Day 2 – Panels/, /Day 2 – Demos/]);
  // Each day has its three rooms, in room order.
  for (const day of [days.nth(0), days.nth(1)])
    for (const [i, room] of ['Main Hall', 'Room A', 'Room B'].entries()) await expect(day.getByRole('article').nth(i)).toContainText(room);

  await expectAccessible(page, testInfo, 'dashboard with the demo production');
  await production.scrollIntoViewIfNeeded();
  await shot(page, 'demo-dashboard-1440', true);
  await page.setViewportSize(phone.viewport);
  await expect(production).toBeVisible();
  await expectAccessible(page, testInfo, 'dashboard with the demo production at 360px');
  await shot(page, 'demo-dashboard-360', true);
  await production.getByRole('heading', { name: 'DevSummit (demo)' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -8));
  await shot(page, 'demo-production-360');
  await page.setViewportSize(desktop.viewport);

  // Room A's show on day 1 opens on its show screen with its own cues.
  const workshops = days.nth(0).getByRole('article', { name: 'Day 1 – Workshops' });
  await workshops.getByRole('link', { name: 'Access Event' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
  await expect(page.getByText('Doors open – room walk-in').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'a demo room show');
  await shot(page, 'demo-room-show-1440');
});

/** The newest toast's text (sonner stacks older ones behind it). */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

async function checkToastClearOfGo(page: Page, testInfo: TestInfo, label: string) {
  const toast = frontToast(page);
  await expect(toast).toContainText('GO ignored (double press)');
  const go = page.getByRole('button', { name: /^GO/ });
  const [t, g] = [await toast.boundingBox(), await go.boundingBox()];
  expect(t && g, 'toast and GO both on screen').toBeTruthy();
  if (t && g) {
    const overlaps = t.x < g.x + g.width && g.x < t.x + t.width && t.y < g.y + g.height && g.y < t.y + t.height;
    expect(overlaps, `${label}: the toast covers GO (toast ${JSON.stringify(t)}, GO ${JSON.stringify(g)})`).toBe(false);
  }
}

test('double-GO guard: G twice inside 1 s runs one GO and shows the refusal; after 1 s G runs again', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Harbour Gala',
    departments: ['Sound'],
    cues: [
      { time: '19:00:00', action: 'Walk-in music', duration: 600, tasks: { Sound: [{ description: 'Play walk-in playlist' }] } },
      { time: '19:10:00', action: 'Opener', duration: 600 },
    ],
  });
  const status = () => api<Status>(setup.request, 'GET', `/api/events/${show.eventId}/cuestatus`, show.token);
  const guardMs = async () => (await api<{ goGuardMs: number }>(setup.request, 'GET', `/api/events/${show.eventId}`, show.token)).goGuardMs;
  /** Polls the server's clock (no sleep) until `ms` have passed since the GO that started `since`. */
  const serverPast = (since: Status, ms: number) =>
    expect.poll(async () => (await status()).serverTime - (since.runningSince ?? 0), { intervals: [100] }).toBeGreaterThanOrEqual(ms);

  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);
  const crewContext = await browser.newContext(phone);
  const crew = await crewContext.newPage();
  await crew.goto(`/department/${show.departments.Sound!.accessCode}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');

  // The caller turns the guard on (1 s by default) and types 1 for good measure.
  const setting = caller.getByTestId('go-guard-setting');
  await setting.scrollIntoViewIfNeeded();
  await setting.getByRole('checkbox', { name: 'Double-GO guard' }).check();
  const seconds = setting.getByRole('spinbutton', { name: 'ignore a GO within' });
  await expect(seconds).toBeEnabled();
  await seconds.fill('1');
  await seconds.press('Enter');
  await expect.poll(guardMs).toBe(1000);
  await expect(seconds).toHaveValue('1');
  await expectAccessible(caller, testInfo, 'show screen with the guard setting');
  await shot(caller, 'guard-setting-1440');

  // G twice, quickly: the first GO runs, the second is refused with the toast.
  await caller.keyboard.press('g');
  await caller.keyboard.press('g');
  await expect(frontToast(caller)).toContainText('GO ignored (double press)');
  // "0 s" when the two presses came within 50 ms of each other.
  await expect(frontToast(caller)).toContainText(/came 0(\.\d)? s after the last GO/);
  const first = await status();
  expect(first).toMatchObject({ currentCueId: show.cueIds[0], status: 'go' });
  await expect(crew.getByTestId('crew-cue-card')).toContainText('Walk-in music');
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  await expect(caller.getByRole('heading', { name: '#1 - Walk-in music' })).toBeVisible();
  // The refused press changed nothing: the status is still the first GO's, not restarted by a second.
  expect(await status()).toMatchObject({ version: first.version, runningSince: first.runningSince });
  await checkToastClearOfGo(caller, testInfo, '1440');
  await shot(caller, 'guard-refused-1440'); // before axe: the toast leaves after a few seconds
  await expectAccessible(caller, testInfo, 'show screen with the refusal toast');

  // Once the server clock is 1 s past that GO, G runs again (a new GO: a new version and start).
  await serverPast(first, 1000);
  await caller.keyboard.press('g');
  await expect.poll(async () => (await status()).version).toBeGreaterThan(first.version);
  const second = await status();
  expect(second).toMatchObject({ currentCueId: show.cueIds[0], status: 'go' });
  expect(second.runningSince).toBeGreaterThanOrEqual((first.runningSince ?? 0) + 1000);

  // The same at 360 px: the setting, then a double press and its toast.
  await caller.setViewportSize(phone.viewport);
  await setting.scrollIntoViewIfNeeded();
  await expect(setting).toBeVisible();
  await expectAccessible(caller, testInfo, 'show screen with the guard setting at 360px');
  await shot(caller, 'guard-setting-360');
  await serverPast(second, 1000);
  await caller.getByRole('button', { name: /^GO/ }).scrollIntoViewIfNeeded();
  await caller.keyboard.press('g');
  await caller.keyboard.press('g');
  await expect.poll(async () => (await status()).version).toBeGreaterThan(second.version);
  const third = await status();
  await expect(frontToast(caller)).toContainText('GO ignored (double press)');
  expect(await status()).toMatchObject({ version: third.version, runningSince: third.runningSince });
  await checkToastClearOfGo(caller, testInfo, '360');
  await shot(caller, 'guard-refused-360');
  await expectAccessible(caller, testInfo, 'show screen with the refusal toast at 360px');
  await crewContext.close();
});
