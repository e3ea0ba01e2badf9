/**
 * Timer types per cue (docs/decisions/0033-cue-timer-types-and-aux-timers.md), caller, crew phone and
 * stage display at once:
 * - the caller sets a cue to count up in the cue dialog; after GO every screen counts up;
 * - a time-of-day cue counts to its end time on every screen;
 * - a cue with no timer shows none; a 'stop' timer stops at zero; a 'next' cue goes on by itself
 *   (the server moves the show, nobody presses a key).
 * Screenshots (E2E_SCREENSHOT_DIR) of the caller at 1280, the dialog, a phone at 360 and a 1920×1080 stage.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, screenshot, setUpShow, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const bigScreen = { viewport: { width: 1920, height: 1080 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function openPage(browser: Browser, options: object, url: string, ready: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  await expect(page.getByTestId(ready)).toBeVisible();
  return page;
}

/** "HH:MM" of the browser's clock `minutes` from now (the test's browsers and server share the machine's zone). */
function clockIn(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

const seconds = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part.replace(/[^\d]/g, '')), 0);

test('timer types: count up, time of day, no timer, stop at zero and go on to the next cue, on caller, phone and stage', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Timers Summit',
    departments: ['Sound'],
    cues: [
      { action: 'Walk-in', duration: 600 },
      { action: 'Keynote', duration: 300 },
      { action: 'Open floor', duration: 120 },
      { action: 'Sting', duration: 2 },
      { action: 'Thank-you', duration: 2 },
      { action: 'Close', duration: 60 },
    ],
  });
  const { token, eventId, cueIds, departments } = show;
  const patchCue = (i: number, data: unknown) => api(setup.request, 'PATCH', `/api/cues/${cueIds[i]}`, token, data);
  const { stageCode } = await api<{ stageCode: string }>(setup.request, 'GET', `/api/events/${eventId}/stage/code`, token);

  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, eventId);
  const crew = await openPage(browser, phone, `/department/${departments.Sound!.accessCode}`, 'crew-countdown');
  const stage = await openPage(browser, bigScreen, `/stage/${stageCode}`, 'stage');

  // The caller makes the walk-in count up, in the cue dialog.
  await caller.getByRole('button', { name: 'Edit Rundown' }).click();
  await caller.getByRole('button', { name: 'Edit cue 1' }).click();
  const timer = caller.getByTestId('cue-timer-fields');
  await timer.getByLabel('Timer', { exact: true }).selectOption('countup');
  await timer.getByLabel('At the end').selectOption('stop');
  await expectAccessible(caller, testInfo, 'cue dialog with its timer');
  await screenshot(caller, '25-caller-dialog-1280');
  await timer.getByRole('button', { name: 'Save timer' }).click();
  await expect(timer.getByRole('status')).toHaveText('Timer saved.');
  await caller.keyboard.press('Escape');
  await caller.getByRole('button', { name: 'Done Editing' }).click();

  // GO: every screen counts up from zero.
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(caller.getByTestId('remaining-time')).toHaveAttribute('data-timer-type', 'countup');
  await expect(caller.getByText('Elapsed', { exact: true })).toBeVisible();
  await expect(crew.getByTestId('crew-countdown')).toHaveAttribute('data-timer-type', 'countup');
  await expect(stage.getByTestId('stage-timer')).toHaveAttribute('data-timer-type', 'countup');
  await expect.poll(async () => seconds(await caller.getByTestId('remaining-time').innerText())).toBeGreaterThanOrEqual(2);
  const crewUp = seconds(await crew.getByTestId('crew-countdown').innerText());
  expect(crewUp).toBeGreaterThanOrEqual(2);
  expect(crewUp).toBeLessThan(20);
  await screenshot(crew, '25-crew-360-countup');
  await expectAccessible(crew, testInfo, 'crew phone, count-up cue');

  // A time-of-day keynote: it ends at a clock time ~10 minutes from now, on every screen.
  await patchCue(1, { timerType: 'timeOfDay', endTime: clockIn(10), endAction: 'overrun' });
  // The rundown names the special timers under their durations.
  await expect(caller.getByTestId('timer-badge-1')).toHaveText('Counts up · stops at 0');
  await expect(caller.getByTestId('timer-badge-2')).toHaveText(/^Ends \d\d:\d\d$/);
  await expect(caller.getByTestId('timer-badge-6')).toHaveCount(0);
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(caller.getByText(/^Until \d\d:\d\d$/)).toBeVisible();
  for (const [page, id] of [
    [caller, 'remaining-time'],
    [crew, 'crew-countdown'],
    [stage, 'stage-timer'],
  ] as const) {
    await expect(page.getByTestId(id)).toHaveAttribute('data-timer-type', 'timeOfDay');
    const left = seconds(await page.getByTestId(id).innerText());
    expect(left, id).toBeGreaterThan(8 * 60);
    expect(left, id).toBeLessThanOrEqual(10 * 60);
  }
  await screenshot(stage, '25-stage-1920-time-of-day');
  await screenshot(caller, '25-caller-1280-time-of-day');
  await expectAccessible(stage, testInfo, 'stage, time-of-day cue');

  // No timer: dashes, not a countdown.
  await patchCue(2, { timerType: 'none' });
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(caller.getByTestId('remaining-time')).toHaveText('--:--:--');
  await expect(crew.getByTestId('crew-countdown')).toHaveText('--:--:--');
  await expect(stage.getByTestId('stage-timer')).toHaveText('—');
  await expect(caller.getByRole('timer', { name: 'No timer' })).toBeVisible();

  // A 2 s sting goes on to the next cue by itself; the 2 s thank-you stops at zero and stays.
  await patchCue(3, { endAction: 'next' });
  await patchCue(4, { endAction: 'stop' });
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(stage.getByTestId('stage-action')).toContainText('Thank-you', { timeout: 10_000 });
  await expect(caller.getByText('Stopped at zero', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(caller.getByTestId('remaining-time')).toHaveText('00:00:00');
  await expect(caller.getByTestId('over-time')).toHaveCount(0);
  await expect(crew.getByTestId('crew-countdown')).toHaveText('00:00:00');
  await expect(stage.getByTestId('stage-level')).toContainText('Time’s up');
  await screenshot(caller, '25-caller-1280-stopped');
  await screenshot(crew, '25-crew-360-stopped');
  // It stays on the thank-you: a stop timer never moves the show on.
  await expect(stage.getByTestId('stage-action')).toContainText('Thank-you');
});
