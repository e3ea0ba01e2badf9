import { expect, test, type Page } from '../support/test.js';
import { OwnServer, ownPort } from '../support/ownServer.js';
import { openShow, setUpShow, signedInPage, signIn } from '../support/helpers.js';

const server = new OwnServer(ownPort(1));
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

/** Browser contexts on this spec's own server (it is killed and restarted below). */
const own = { baseURL: server.url };

const row = (page: Page, action: string) => page.locator('tr[data-live-state]').filter({ hasText: action });
const remaining = (page: Page) => page.getByTestId('remaining-time');
const seconds = async (page: Page) => {
  const [h, m, s] = ((await remaining(page).textContent()) ?? '0:0:0').trim().split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

test('GO on one screen reaches the other within a second; NEXT, HOLD, BACK; a server restart keeps the running clock', async ({
  browser,
}) => {
  const a = await (await browser.newContext(own)).newPage();
  const { token, eventId } = await setUpShow(a.request, {
    name: 'Live Show',
    cues: [
      { time: '19:00:00', action: 'Walk-in', duration: 600 },
      { time: '19:10:00', action: 'Opener', duration: 120 },
      { time: '19:12:00', action: 'Host', duration: 300 },
    ],
  });
  await signIn(a, token);
  const b = await signedInPage(browser, token, own);
  await openShow(a, eventId);
  await openShow(b, eventId);

  await a.getByRole('button', { name: /^STANDBY/ }).click();
  await expect(b.getByTestId('status-label')).toHaveText(/Standing By/, { timeout: 1000 });
  await expect(row(b, 'Walk-in')).toHaveAttribute('data-live-state', 'standby');

  await a.getByRole('button', { name: /^GO/ }).click();
  await expect(row(b, 'Walk-in')).toHaveAttribute('data-live-state', 'go', { timeout: 1000 });
  await expect(b.getByTestId('status-label')).toHaveText(/In Progress/);
  const start = await seconds(b);
  expect(start).toBeLessThanOrEqual(600);
  await expect.poll(() => seconds(b), { timeout: 4000 }).toBeLessThan(start); // counting down locally

  await a.getByRole('button', { name: /^NEXT/ }).click();
  await expect(b.getByRole('heading', { name: '#2 - Opener' })).toBeVisible({ timeout: 1000 });
  await expect(row(b, 'Opener')).toHaveAttribute('data-live-state', 'hold');
  await expect(row(b, 'Walk-in')).toHaveAttribute('data-live-state', 'past');

  await a.getByRole('button', { name: /^GO/ }).click();
  await a.getByRole('button', { name: /^HOLD/ }).click();
  await expect(b.getByTestId('status-label')).toHaveText(/On Hold/, { timeout: 1000 });

  await a.getByRole('button', { name: /^BACK/ }).click();
  await expect(b.getByTestId('status-label')).toHaveText(/Refreshed/, { timeout: 1000 });
  await expect(b.getByRole('heading', { name: '#2 - Opener' })).toBeVisible();
  await a.getByRole('button', { name: /^BACK/ }).click();
  await expect(b.getByTestId('status-label')).toHaveText(/Previous Cue/, { timeout: 1000 });
  await expect(b.getByRole('heading', { name: '#1 - Walk-in' })).toBeVisible();

  // Keyboard: G starts the cue (never while typing).
  await a.locator('body').press('g');
  await expect(b.getByTestId('status-label')).toHaveText(/In Progress/, { timeout: 1000 });
  // The server is a child process on the real clock: the cue runs past 2 s (Walk-in is 600 s), so
  // the count kept across the crash below is a figure, not zero.
  await expect.poll(() => seconds(b), { timeout: 10_000 }).toBeLessThanOrEqual(598);
  const before = await seconds(b);

  // Crash the server mid-cue: both screens say so, then come back to the same cue, still counting.
  await server.stop('SIGKILL');
  await expect(a.locator('[data-connection="reconnecting"], [data-connection="offline"]')).toBeVisible({ timeout: 5000 });
  await expect(b.locator('[data-connection="reconnecting"], [data-connection="offline"]')).toBeVisible({ timeout: 5000 });
  // Down for 2 s or more of the show's time: the screens count on by themselves meanwhile.
  await expect.poll(() => seconds(a), { timeout: 10_000 }).toBeLessThanOrEqual(before - 2);
  await server.start();
  await expect(a.locator('[data-connection="live"]')).toBeVisible({ timeout: 20_000 });
  await expect(b.locator('[data-connection="live"]')).toBeVisible({ timeout: 20_000 });
  for (const p of [a, b]) {
    await expect(p.getByRole('heading', { name: '#1 - Walk-in' })).toBeVisible();
    await expect(p.getByTestId('status-label')).toHaveText(/In Progress/);
  }
  const after = await seconds(b);
  expect(before - after).toBeGreaterThanOrEqual(3); // the clock kept running while the server was down
  expect(Math.abs((await seconds(a)) - after)).toBeLessThanOrEqual(1);
});
