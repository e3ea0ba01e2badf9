/**
 * docs/decisions/0023-crew-phones-lost-fixed-and-found.md and three points of docs/product.md#during-a-show, caller and phones at once:
 * - a crew phone whose network is cut shows as lost on the caller within 5 s (chip and device list), and clears when back;
 * - the crew phone's Ready and Problem keep their places through STANDBY and GO, a double tap on Problem sends nothing,
 *   a caller's message does not push the cue card, and at 320×640 the countdown and Ready are above the fold;
 * - message recipients and the stage message's Flash reset after sending;
 * - "I have a code" on the home and login pages; crew links name the loopback address with a warning; the QR sheet
 *   leaves out the show caller code unless asked; the call sheet carries the event description.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from '../support/test.js';
import { api, expectAccessible, screenshot, openShow, setUpShow, signedInPage } from '../support/helpers.js';

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

const desktop = { viewport: { width: 1440, height: 900 } };
const phoneAt = (width: number, height = 740): BrowserContextOptions => ({ viewport: { width, height }, isMobile: true, hasTouch: true });

async function setUp(page: Page) {
  const show = await setUpShow(page.request, {
    name: 'Harbour Gala',
    departments: ['Sound', 'Light'],
    cues: [
      { time: '19:00:00', action: 'Walk-in music', duration: 600, tasks: { Sound: [{ description: 'Play walk-in playlist' }] } },
      { time: '19:10:00', action: 'Opener', duration: 120 },
    ],
  });
  return show;
}

async function openPhone(browser: Browser, code: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`/department/${code}`);
  await expect(page.getByTestId('crew-connection')).toContainText('Live');
  return { context, page };
}

/** The element's box on the page (not the viewport): a scroll made by a click does not count as a move. */
async function box(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
}

async function expectAboveFold(page: Page, locator: Locator, what: string) {
  const b = (await locator.boundingBox())!;
  expect(b.y + b.height, `${what} above the fold`).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a phone whose network is cut shows as lost on the caller within 5 s, and its return clears it', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUp(setup);
  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);
  const sound = await openPhone(browser, show.departments.Sound!.accessCode, phoneAt(360));
  const light = await openPhone(browser, show.departments.Light!.accessCode, phoneAt(360));
  await expect(caller.getByTestId('no-device-warning')).toHaveCount(0);

  // STANDBY: both phones say Ready.
  await caller.getByRole('button', { name: /^STANDBY/ }).click();
  await sound.page.getByRole('button', { name: 'Ready' }).click();
  await light.page.getByRole('button', { name: 'Ready' }).click();
  const acks = caller.getByTestId('ready-acks');
  await expect(acks).toContainText('All departments ready');

  // Light walks out of Wi-Fi: its socket is not closed, it just goes silent.
  const cutAt = Date.now();
  await light.context.setOffline(true);
  const chip = acks.locator('[data-state="lost"]', { hasText: 'Light: Lost contact' });
  // The 5 s bound is the server's (2.5 s silent, checked every 0.5 s: features/crew/deviceLiveness.test.ts
  // on the test clock); a loaded CI machine adds its own delay, so the flow prints the figure and
  // waits longer rather than timing the machine (speed goals are measured, not asserted).
  await expect(chip).toBeVisible({ timeout: 10_000 });
  console.log(`[16] a dropped phone showed as lost on the caller after ${Date.now() - cutAt} ms (design bound 5000 ms)`);
  await expect(acks).not.toContainText('All departments ready');
  await expect(caller.getByRole('button', { name: /^Crew devices\s*, 1 without a device$/ })).toBeVisible();
  await caller.getByRole('button', { name: /^Crew devices/ }).click();
  const popover = caller.getByRole('dialog', { name: 'Crew devices' });
  await expect(popover.locator('[data-testid="device-department"][data-lost="true"]')).toContainText('Light');
  await expect(popover.getByText(/Lost contact · last heard \d+ s ago/)).toBeVisible();
  await expectAccessible(caller, testInfo, 'caller with a lost phone');
  await shot(caller, 'c-1440-caller-lost-phone');
  await caller.keyboard.press('Escape');

  // Back on the network: the chip and the list clear (the phone reconnects and is ready again once it says so).
  await light.context.setOffline(false);
  await expect(chip).toHaveCount(0, { timeout: 15_000 });
  await expect(caller.getByRole('button', { name: 'Crew devices', exact: true })).toBeVisible();
  await caller.getByRole('button', { name: /^Crew devices/ }).click();
  await expect(popover.locator('[data-testid="device-department"][data-lost="true"]')).toHaveCount(0);
  await caller.keyboard.press('Escape');
});

test('the crew phone keeps Ready and Problem in place through STANDBY and GO; a double tap on Problem sends nothing; messages do not move the card', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUp(setup);
  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);
  const { page: phone } = await openPhone(browser, show.departments.Sound!.accessCode, phoneAt(320, 640));

  const card = phone.getByTestId('crew-cue-card');
  const readySlot = phone.getByTestId('crew-ready-slot');
  const problem = phone.getByRole('button', { name: 'Problem' });
  const before = { slot: await box(readySlot), problem: await box(problem), card: await box(card) };
  await shot(phone, 'c-320-phone-idle');

  await caller.getByRole('button', { name: /^STANDBY/ }).click();
  const ready = phone.getByRole('button', { name: 'Ready' });
  await expect(ready).toBeVisible();
  expect(await box(ready)).toEqual(before.slot);
  expect(await box(problem)).toEqual(before.problem);
  await expectAboveFold(phone, phone.getByTestId('crew-countdown'), 'countdown at 320×640');
  await expectAboveFold(phone, ready, 'Ready at 320×640');
  await shot(phone, 'c-320-phone-standby');
  await ready.click();
  await expect(phone.getByRole('button', { name: 'Ready ✓' })).toBeVisible();

  // GO: Ready's place is kept (no button slides into it), Problem stays where it was.
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(phone.getByTestId('crew-status')).toHaveText('In Progress');
  await expect(readySlot).toBeVisible();
  expect(await box(readySlot)).toEqual(before.slot);
  expect(await box(problem)).toEqual(before.problem);
  await expectAboveFold(phone, phone.getByTestId('crew-countdown'), 'countdown at 320×640 during GO');

  // The late double tap that sent "Not ready" before: now it opens and closes the panel.
  await phone.getByTestId('crew-problem-toggle').dblclick();
  await expect(phone.getByTestId('crew-problem-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(phone.getByTestId('crew-problem-raised')).toHaveCount(0);
  const problems = await api<unknown[]>(caller.request, 'GET', `/api/events/${show.eventId}/problems`, show.token);
  expect(problems).toEqual([]);
  await expect(caller.getByTestId('problem-flags').getByText(/Sound/)).toHaveCount(0);

  // A caller's message to Sound: the card does not move; recipients are cleared for the next message.
  await caller.getByTestId('crew-messages-panel').getByRole('checkbox', { name: 'Sound' }).check();
  await caller.getByLabel(/Message \(Shift\+M\)/).fill('Mic 3 is dead, use 4');
  await caller.getByRole('button', { name: 'Send to crews' }).click();
  await expect(phone.getByTestId('crew-messages')).toContainText('Mic 3 is dead, use 4');
  expect(await box(card)).toEqual(before.card);
  expect(await box(problem)).toEqual(before.problem);
  await expect(caller.getByTestId('crew-messages-panel').getByRole('checkbox', { name: 'Sound' })).not.toBeChecked();
  await expect(caller.getByTestId('crew-messages-panel')).toContainText('To: all departments');
  await expectAccessible(phone, testInfo, 'crew phone with a message, 320 px');
  await shot(phone, 'c-320-phone-go-message');
  for (const width of [360, 1440]) {
    await phone.setViewportSize({ width, height: width === 1440 ? 900 : 740 });
    await shot(phone, `c-${width}-phone-go-message`);
  }

  // The deliberate way still works: Problem, then a reason.
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.getByRole('button', { name: 'Problem' }).click();
  await shot(phone, 'c-360-phone-problem-open');
  await phone.getByRole('button', { name: 'Need time' }).click();
  await expect(caller.getByTestId('problem-flags')).toContainText('Problem: Sound — Need time');

  // The stage message's Flash is for one message: it is off again after sending.
  const stage = caller.getByTestId('stage-controls');
  const flash = stage.getByRole('checkbox', { name: 'Flash' });
  await flash.check();
  await stage.getByLabel('Message to the stage (M)').fill('Wrap up');
  await stage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(stage.getByTestId('stage-message-shown')).toContainText('Wrap up');
  await expect(flash).not.toBeChecked();
});

test('crews find their way: "I have a code" on home and login, a warned loopback address in crew links, the QR sheet without the caller code unless asked, the call sheet with the description', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUp(setup);
  await api(setup.request, 'PATCH', `/api/events/${show.eventId}`, show.token, {
    description: 'Crew call 17:00 at the stage door. Comms: channel 2.',
  });

  for (const width of [1440, 360, 320]) {
    const visitor = await (await browser.newContext(width === 1440 ? desktop : phoneAt(width))).newPage();
    await visitor.goto('/');
    const link = visitor.getByRole('link', { name: 'I have a code' });
    await link.scrollIntoViewIfNeeded();
    await shot(visitor, `c-${width}-home-have-a-code`);
    await visitor.goto('/auth');
    await expect(visitor.getByRole('link', { name: 'I have a code' })).toBeVisible();
    await shot(visitor, `c-${width}-login-have-a-code`);
    if (width === 320) {
      await expectAccessible(visitor, testInfo, 'login with I have a code, 320 px');
      await visitor.getByRole('link', { name: 'I have a code' }).click();
      await expect(visitor).toHaveURL(/\/department-access$/);
      await visitor.getByLabel('Access code').fill(show.departments.Light!.accessCode);
      await visitor.getByRole('button', { name: 'Join' }).click();
      await expect(visitor.getByTestId('crew-connection')).toContainText('Live');
    }
  }

  // The e2e server's PUBLIC_URL is http://127.0.0.1:…: the links carry it, and the tab warns that phones cannot open it.
  for (const width of [1440, 360, 320]) {
    const caller = await signedInPage(browser, show.token, width === 1440 ? desktop : phoneAt(width));
    await openShow(caller, show.eventId);
    await caller.getByRole('tab', { name: /Access Codes/ }).click();
    const panel = caller.getByRole('region', { name: 'Access codes' });
    await expect(panel.getByTestId('loopback-warning')).toContainText('Phones cannot open these links. They point to 127.0.0.1');
    await expect(
      panel.getByText(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/department/${show.departments.Sound!.accessCode}$`)),
    ).toBeVisible();
    const sheet = caller.getByTestId('qr-sheet');
    await expect(sheet.getByText('Show caller')).toHaveCount(0);
    await expect(sheet.getByRole('listitem')).toHaveCount(3); // stage, Sound, Light
    await screenshot(panel, `c-${width}-access-codes`);
    if (width === 1440) {
      await expectAccessible(caller, testInfo, 'access codes with the loopback warning');
      await caller.getByLabel(/Include the show caller code on the sheet/).check();
      await expect(sheet.getByText('Show caller')).toBeVisible();
      await expect(sheet.getByRole('listitem')).toHaveCount(4);

      // The Sound call sheet carries the description.
      await caller.getByRole('tab', { name: /Export/ }).click();
      const popupOpened = caller.waitForEvent('popup');
      await caller.getByRole('button', { name: 'Print / PDF — department call sheet' }).click();
      const popup = await popupOpened;
      await expect(popup.getByTestId('event-description')).toHaveText('Crew call 17:00 at the stage door. Comms: channel 2.');
      await shot(popup, 'c-1440-call-sheet');
      await popup.close();
    }
  }
});
