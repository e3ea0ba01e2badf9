/**
 * docs/product.md#during-a-show: a crew phone that lost its link looks offline (and clears when fresh),
 * its big figures fit the card from 320 px, a long action keeps the status and countdown on screen;
 * the as-run report gives each run of a cue its own row and prints on A4 portrait whole.
 */
import { expect, test, type Browser, type Locator, type Page } from '../support/test.js';
import { expectAccessible, registerViaApi, saveArtifact, screenshot, seedRundown } from '../support/helpers.js';

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1440, height: 900 } };

const LONG_ACTION =
  'Follow spot 2 picks up the soloist at the stage-left wing, iris tight, then widens to full body as she reaches centre; ' +
  'hold until the last chord, then fade to black over five seconds while the haze clears for the next scene change';

/** `inner` lies wholly inside `outer` (nothing cut off at the sides). */
async function expectInside(inner: Locator, outer: Locator, what: string): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a && b, what).toBeTruthy();
  expect(a!.x, `${what}: left edge`).toBeGreaterThanOrEqual(b!.x);
  expect(a!.x + a!.width, `${what}: right edge`).toBeLessThanOrEqual(b!.x + b!.width);
  // The element's own content must not overflow it either (a figure wider than its box).
  expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${what}: no overflow`).toBe(true);
}

/** The element's bottom is within the first screen (above the fold). */
async function expectAboveFold(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, what).toBeTruthy();
  expect(box!.y + box!.height, `${what} above the fold`).toBeLessThanOrEqual(height);
}

async function openCaller(browser: Browser, token: string, eventId: number): Promise<Page> {
  const page = await (await browser.newContext(desktop)).newPage();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto(`/event/${eventId}`);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
  return page;
}

async function showSetUp(page: Page, cues: Parameters<typeof seedRundown>[4]) {
  const { token } = await registerViaApi(page);
  const eventId = await seedRundown(page.request, token, { name: 'Spring Gala' }, ['Sound'], cues);
  const res = await page.request.get(`/api/events/${eventId}/departments`, { headers: { authorization: `Bearer ${token}` } });
  const [sound] = (await res.json()) as Array<{ accessCode: string }>;
  const command = async (name: string) => {
    const r = await page.request.post(`/api/events/${eventId}/cuestatus/${name}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(r.status(), name).toBe(200);
  };
  return { token, eventId, code: sound!.accessCode, command };
}

test('an offline crew phone looks offline and clears when fresh; figures fit from 320 px; a long action is clamped with More', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token, eventId, code } = await showSetUp(setup, [
    { time: '19:00:00', action: 'Walk-in music', duration: 2 },
    { time: '19:00:02', action: LONG_ACTION, duration: 600 },
  ]);
  const crewContext = await browser.newContext(phone);
  const crew = await crewContext.newPage();
  const errors: string[] = [];
  crew.on('pageerror', (e) => errors.push(String(e)));
  await crew.goto(`/department/${code}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  const caller = await openCaller(browser, token, eventId);
  const card = crew.getByTestId('crew-cue-card');
  const countdown = crew.getByTestId('crew-countdown');

  // The cue runs past its two seconds: the over-time figure fits the card at 360 px.
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  await expect(countdown).toHaveText(/^\+00:00:0[2-9]$/, { timeout: 10_000 });
  await expectInside(countdown, card, 'over-time figure at 360 px');
  await expect(card).toHaveAttribute('data-stale', 'false');
  await expect(crew.getByTestId('crew-stale')).toHaveCount(0);
  await screenshot(crew, 'crew-360-online');

  // The link goes: the card dims and says so, with the age of what it shows; the countdown is an estimate.
  await crewContext.setOffline(true);
  const notice = crew.getByTestId('crew-stale');
  await expect(notice).toContainText('Connection lost — showing the last known cue', { timeout: 10_000 });
  await expect(notice).toContainText(/Last update (just now|\d+ s ago)/);
  await expect(card).toHaveAttribute('data-stale', 'true');
  await expect(crew.getByRole('timer', { name: 'Over time (estimated)' })).toBeVisible();
  await expect(crew.getByText('Walk-in music', { exact: true })).toBeVisible();
  await expectInside(countdown, card, 'estimated figure at 360 px');
  await expectAccessible(crew, testInfo, 'crew view offline, 360 px');
  await screenshot(crew, 'crew-360-offline');

  await crew.setViewportSize({ width: 320, height: 740 });
  await expectInside(countdown, card, 'estimated figure at 320 px');
  await expectInside(crew.getByTestId('crew-status'), card, 'status at 320 px');
  await screenshot(crew, 'crew-320-offline');

  // Back online: the notice clears once the status is fresh again.
  await crewContext.setOffline(false);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live', { timeout: 15_000 });
  await expect(notice).toHaveCount(0);
  await expect(card).toHaveAttribute('data-stale', 'false');
  await expect(crew.getByRole('timer', { name: 'Over time' })).toBeVisible();
  await screenshot(crew, 'crew-320-online');

  // A long action is cut to a few lines with More: status and countdown stay on the first screen.
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  for (const width of [320, 360]) {
    await crew.setViewportSize({ width, height: 740 });
    const more = card.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expectAboveFold(crew, crew.getByTestId('crew-status'), `status at ${width} px`);
    await expectAboveFold(crew, countdown, `countdown at ${width} px`);
    await expectInside(countdown, card, `countdown at ${width} px`);
  }
  await screenshot(crew, 'crew-360-long-action');
  await card.getByRole('button', { name: 'More' }).click();
  await expect(card.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  const action = crew.getByText(LONG_ACTION, { exact: true });
  await expect(action).toBeVisible();
  expect(await action.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), 'the whole action shows').toBe(true);
  await expectAccessible(crew, testInfo, 'crew view, long action opened');

  // At desktop width the same card: figures inside, the notice when the link goes.
  await crew.setViewportSize(desktop.viewport);
  await expectInside(countdown, card, 'countdown at 1440 px');
  await crewContext.setOffline(true);
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(crew.getByRole('timer', { name: 'Remaining (estimated)' })).toBeVisible();
  await screenshot(crew, 'crew-1440-offline');
  await crewContext.setOffline(false);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('a cue run again (BACK) has a row per run, in order; the as-run prints on A4 portrait whole, without buttons', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext(desktop)).newPage();
  const { token, eventId, code, command } = await showSetUp(page, [
    { time: '19:00:00', action: 'Doors open', duration: 600 },
    { time: '19:10:00', action: 'Opening video', duration: 90 },
    { time: '19:11:30', action: 'Welcome', duration: 300 },
  ]);
  const crew = await (await browser.newContext(phone)).newPage();
  await crew.goto(`/department/${code}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');

  // Cue 1 runs, the show moves on, BACK twice returns to it, and it runs again with a Ready.
  await command('go');
  await command('next');
  await command('back');
  await command('back');
  await command('standby');
  await crew.getByRole('button', { name: 'Ready' }).click();
  await expect(crew.getByRole('button', { name: 'Ready ✓' })).toBeVisible();
  await command('go');
  await command('next');
  // A message to the stage and one to every crew land in the report's show log.
  const auth = { authorization: `Bearer ${token}` };
  const stage = await page.request.put(`/api/events/${eventId}/stage/message`, { headers: auth, data: { text: 'Wrap up', flash: false } });
  expect(stage.status()).toBe(200);
  const crewMessage = await page.request.post(`/api/events/${eventId}/crew-messages`, {
    headers: auth,
    data: { text: 'Mic 3 is dead', departmentIds: [] },
  });
  expect(crewMessage.status()).toBe(200);

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto(`/report/${eventId}`);
  const table = page.getByRole('table', { name: 'Cues, planned and as run' });
  const doors = table.getByRole('row').filter({ hasText: 'Doors open' });
  await expect(doors).toHaveCount(2);
  await expect(doors.nth(0)).toContainText('run 1 of 2');
  await expect(doors.nth(1)).toContainText('run 2 of 2');
  await expect(doors.nth(0)).not.toContainText('Sound');
  await expect(doors.nth(1)).toContainText('Sound');
  await expect(table.getByRole('row').filter({ hasText: 'Opening video' })).toHaveCount(1);
  await expect(table).toContainText('Totals (1 of 3 cues run)');
  const showLog = page.getByRole('list', { name: 'Show log' });
  await expect(showLog.getByRole('listitem')).toHaveCount(2);
  await expect(showLog.getByRole('listitem').nth(0)).toContainText('Message to the stage: “Wrap up”');
  await expect(showLog.getByRole('listitem').nth(1)).toContainText('Message to Sound: “Mic 3 is dead”');
  await expectAccessible(page, testInfo, 'as-run report, desktop');
  await screenshot(page, 'report-desktop');

  // Printed: no page buttons, and on an A4 portrait page (186 mm inside 12 mm margins) every column fits.
  await page.emulateMedia({ media: 'print' });
  for (const name of ['Refresh', 'Download Excel']) await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the show' })).toBeHidden();
  await page.setViewportSize({ width: Math.floor((186 / 25.4) * 96), height: 1000 });
  const paper = page.locator('main');
  for (const header of ['Over / under', 'Ready & equipment']) {
    await expectInside(table.getByRole('columnheader', { name: header }), paper, `${header} on A4 portrait`);
  }
  await expectInside(table, paper, 'the as-run table on A4 portrait');
  await expectInside(showLog, paper, 'the show log on A4 portrait');
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  saveArtifact('as-run-a4.pdf', pdf);
  await page.emulateMedia({ media: 'screen' });

  // On a 360 px phone the runs are rows too (the table scrolls sideways in its region).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(doors).toHaveCount(2);
  await expect(doors.nth(1)).toContainText('run 2 of 2');
  await expectAccessible(page, testInfo, 'as-run report, 360 px');
  await screenshot(page, 'report-360');
});
