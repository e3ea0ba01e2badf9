/**
 * docs/decisions/0037-aux-timers.md: auxiliary timers in Chromium. The caller makes a named
 * count-down on the caller screen, puts it on stage and starts it; stage screens at 1920x1080 and in
 * portrait (1080x1920) show it counting; a pause through the HTTP control API (X-API-Key) stops it
 * on both pages. The panel at phone width. axe on every screen; screenshots with E2E_SCREENSHOT_DIR.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, seedRundown, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const bigScreen = { viewport: { width: 1920, height: 1080 } };
const portraitScreen = { viewport: { width: 1080, height: 1920 } };

async function openPage(browser: Browser, options: object, url: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  return page;
}

test('aux timers: a named count-down made and started on the caller screen, on stage in both orientations, paused by the control API; axe', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const eventId = await seedRundown(
    setup.request,
    token,
    { name: 'Future of Live' },
    ['Sound'],
    [
      { time: '09:00:00', action: 'Keynote: the future of live events', duration: 1200 },
      { time: '09:20:00', action: 'Panel with the crew chiefs', duration: 900 },
    ],
  );
  const { stageCode } = await api<{ stageCode: string }>(setup.request, 'GET', `/api/events/${eventId}/stage/code`, token);
  const { apiKey } = await api<{ apiKey: string }>(setup.request, 'POST', `/api/events/${eventId}/api-key`, token, {});
  await api(setup.request, 'PUT', `/api/events/${eventId}/cuestatus`, token, { status: 'go' });

  // The caller makes "Speaker", 5 minutes, on stage, with the keyboard and the mouse.
  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, eventId);
  const panel = caller.getByRole('region', { name: 'Timers' });
  await panel.getByRole('button', { name: 'Add timer' }).click();
  await panel.getByLabel('Name').fill('Speaker');
  await panel.getByLabel('Length (m:ss)').fill('5:00');
  await panel.getByLabel('On stage').check();
  await panel.getByLabel('Name').press('Enter');
  await expect(panel.getByTestId('aux-readout-1')).toHaveText('5:00');
  await panel.getByRole('button', { name: 'Start Speaker' }).click();
  await expect(panel.getByRole('button', { name: 'Pause Speaker' })).toBeVisible();
  await expect(panel.getByTestId('aux-readout-1')).toHaveText(/^4:5\d$/);
  await expectAccessible(caller, testInfo, 'caller screen with a running aux timer');
  await screenshot(caller, 'aux-caller-desktop');

  // Stage screens show it, counting, in both orientations.
  const big = await openPage(browser, bigScreen, `/stage/${stageCode}`);
  await expect(big.getByTestId('stage-aux-1')).toContainText('Speaker');
  await expect(big.getByRole('timer', { name: /^Speaker 4:\d\d$/ })).toBeVisible();
  await expectAccessible(big, testInfo, 'stage with an aux timer, 1920x1080');
  await screenshot(big, 'aux-stage-1920');
  const tall = await openPage(browser, portraitScreen, `/stage/${stageCode}`);
  await expect(tall.getByRole('timer', { name: /^Speaker 4:\d\d$/ })).toBeVisible();
  await expect(tall.getByTestId('stage-timer')).toBeVisible();
  await expectAccessible(tall, testInfo, 'stage with an aux timer, portrait');
  await screenshot(tall, 'aux-stage-portrait');

  // A pause through the HTTP control API reaches both pages.
  const paused = await setup.request.post(`/api/events/${eventId}/aux-timers/1/command`, {
    headers: { 'x-api-key': apiKey },
    data: { command: 'pause' },
  });
  expect(paused.status(), await paused.text()).toBe(200);
  await expect(caller.getByRole('region', { name: 'Timers' }).getByRole('button', { name: 'Start Speaker' })).toBeVisible();
  await expect(big.getByRole('timer', { name: /^Speaker 4:\d\d, paused$/ })).toBeVisible();
  await expect(tall.getByRole('timer', { name: /^Speaker 4:\d\d, paused$/ })).toBeVisible();
  const held = await big.getByTestId('stage-aux-1').textContent();
  await big.waitForTimeout(1500); // a paused timer must not move: compare across more than a second
  await expect(big.getByTestId('stage-aux-1')).toHaveText(held ?? '');
  await expect(panel.getByTestId('aux-readout-1')).toHaveText((held ?? '').replace('Speaker', ''));

  // Taken off the stage by the caller: the screens drop it at once.
  await panel.getByLabel('On stage').uncheck();
  await expect(big.getByTestId('stage-aux')).toHaveCount(0);

  // The panel at phone width.
  const small = await signedInPage(browser, token, phone);
  await openShow(small, eventId);
  const smallPanel = small.getByRole('region', { name: 'Timers' });
  await expect(smallPanel.getByTestId('aux-readout-1')).toHaveText(held?.replace('Speaker', '') ?? '');
  await smallPanel.scrollIntoViewIfNeeded();
  await expectAccessible(small, testInfo, 'caller screen with aux timers at 360 px');
  await screenshot(small, 'aux-caller-phone');
  await screenshot(smallPanel, 'aux-panel-phone');
});
