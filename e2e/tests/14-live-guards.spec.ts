/**
 * docs/decisions/0020-rewind-guard-and-undo.md and docs/decisions/0021-resume.md, caller and crew phone at once:
 * - during a live show a click on an earlier row asks in the page first; Stay changes nothing; a confirmed
 *   jump moves every screen and its toast's Undo brings back the cue, its running clock and (after a BACK)
 *   the crew's ticks on the phone;
 * - HOLD then RESUME keeps the elapsed time on the caller and the phone (GO would restart at 0).
 * Before this change the row click jumped at once (no dialog) and RESUME did not exist, so both flows fail there.
 */
import { expect, test, type Page } from '../support/test.js';
import { api, expectAccessible, screenshot, openShow, setUpShow, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1440, height: 900 } };
const row = (page: Page, action: string) => page.locator('tr').filter({ hasText: action }).first();
/** The Undo of the newest toast (older ones, such as NEXT's, stack behind it). */
const undoButton = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]').getByRole('button', { name: 'Undo' });
type Status = { currentCueId: number; status: string; elapsedTime: number };

test('a row click during a live show asks first, and Undo restores status, clock and the crew ticks', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Harbour Gala',
    departments: ['Sound'],
    cues: [
      { time: '19:00:00', action: 'Walk-in music', duration: 600 },
      { time: '19:10:00', action: 'Opener', duration: 600, tasks: { Sound: [{ description: 'Fade in band' }] } },
      { time: '19:20:00', action: 'Keynote', duration: 600 },
    ],
  });
  const status = () => api<Status>(setup.request, 'GET', `/api/events/${show.eventId}/cuestatus`, show.token);
  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/department/${show.departments.Sound!.accessCode}`);
  await expect(phone.getByTestId('crew-connection')).toContainText('Live');

  // The show goes live: cue 1 GO, NEXT, cue 2 GO; the phone ticks its task.
  await caller.getByRole('button', { name: /^GO/ }).click();
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(phone.getByTestId('crew-status')).toHaveText('In Progress');
  await phone.getByRole('checkbox', { name: 'Fade in band' }).check();
  await expect(phone.getByRole('checkbox', { name: 'Fade in band' })).toBeChecked();

  // The accidental click on cue 1: a question in the page, not a jump.
  await row(caller, 'Walk-in music').getByText('Walk-in music').click();
  const dialog = caller.getByRole('alertdialog', { name: 'The show is live. Jump to cue 1?' });
  await expect(dialog).toBeVisible();
  await screenshot(caller, `ask-first-1440`, { fullPage: false });
  await expectAccessible(caller, testInfo, 'live jump question');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await status()).toMatchObject({ currentCueId: show.cueIds[1], status: 'go' });
  await expect(phone.getByTestId('crew-status')).toHaveText('In Progress');

  // Enter (the GO key) keeps the show where it is: the safe answer has the focus.
  await row(caller, 'Walk-in music').getByText('Walk-in music').click();
  await expect(dialog).toBeVisible();
  await caller.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(await status()).toMatchObject({ currentCueId: show.cueIds[1], status: 'go' });

  // Confirmed: every screen moves; the toast's Undo brings the running cue 2 back.
  await row(caller, 'Walk-in music').getByText('Walk-in music').click();
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-confirm]').click();
  await expect(caller.getByRole('heading', { name: '#1 - Walk-in music' })).toBeVisible();
  const before = await status();
  expect(before.currentCueId).toBe(show.cueIds[0]);
  await screenshot(caller, `undo-toast-1440`, { fullPage: false });
  await undoButton(caller).click();
  await expect(caller.getByRole('heading', { name: '#2 - Opener' })).toBeVisible();
  await expect(caller.getByTestId('status-label')).toHaveText(/In Progress/);
  expect(await status()).toMatchObject({ currentCueId: show.cueIds[1], status: 'go' });
  await expect(phone.getByTestId('crew-status')).toHaveText('In Progress');

  // BACK refreshes cue 2 and un-ticks the phone's task; Undo ticks it again, on the phone too.
  await caller.getByRole('button', { name: /^BACK/ }).click();
  await expect(phone.getByRole('checkbox', { name: 'Fade in band' })).not.toBeChecked();
  await undoButton(caller).click();
  await expect(phone.getByRole('checkbox', { name: 'Fade in band' })).toBeChecked();
  expect(await status()).toMatchObject({ currentCueId: show.cueIds[1], status: 'go' });
  await phoneContext.close();
});

test('HOLD then RESUME keeps the elapsed time on the caller and the phone; GO restarts', async ({ browser }) => {
  test.setTimeout(90_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Resume Gala',
    departments: ['Sound'],
    cues: [{ time: '19:00:00', action: 'Keynote', duration: 600 }],
  });
  const status = () => api<Status>(setup.request, 'GET', `/api/events/${show.eventId}/cuestatus`, show.token);
  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/department/${show.departments.Sound!.accessCode}`);
  await expect(phone.getByTestId('crew-connection')).toContainText('Live');

  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect.poll(async () => (await status()).elapsedTime, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  await caller.keyboard.press('h');
  await expect(phone.getByTestId('crew-status')).toHaveText('On Hold');
  const held = (await status()).elapsedTime;
  const resume = caller.getByRole('button', { name: /^RESUME/ });
  await expect(resume).toBeEnabled();
  await expect(caller.getByRole('button', { name: /^GO 0:00/ })).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [360, 740],
    [320, 640],
  ] as const) {
    await caller.setViewportSize({ width, height });
    await screenshot(caller, `resume-${width}`, { fullPage: false });
  }
  await caller.setViewportSize(desktop.viewport);
  const phoneCountdown = await phone.getByTestId('crew-countdown').textContent();
  await caller.keyboard.press('c');
  await expect(phone.getByTestId('crew-status')).toHaveText('In Progress');
  const resumed = await status();
  expect(resumed.status).toBe('go');
  expect(resumed.elapsedTime).toBeGreaterThanOrEqual(held);
  // The phone's countdown goes on from where it was, not from 10:00.
  await expect(phone.getByTestId('crew-countdown')).not.toContainText('10:00');
  expect(phoneCountdown).not.toContain('10:00');
  await expect(caller.getByTestId('remaining-time')).not.toHaveText('00:10:00');
  await screenshot(phone, `resume-phone-360`, { fullPage: false });

  // GO keeps the spec's meaning: from zero.
  await caller.keyboard.press('h');
  await expect(resume).toBeEnabled();
  await caller.getByRole('button', { name: /^GO 0:00/ }).click();
  await expect.poll(async () => (await status()).elapsedTime).toBeLessThan(held);
  await phoneContext.close();
});
