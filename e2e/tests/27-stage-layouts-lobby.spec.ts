/**
 * docs/decisions/0035-stage-layouts-and-lobby.md: stage layouts and the lobby screen in Chromium.
 * The caller builds a layout in the editor beside its live preview (with a logo); stage screens at
 * 1920x1080 and in portrait (1080x1920) show the layout their address asks for, change at once
 * when it is saved, and say so when the name is unknown. The owner makes a lobby link on the
 * producer's wall; a foyer screen and a phone read the agenda, follow the show, and stop when the
 * link is turned off. axe on every new screen; screenshots with E2E_SCREENSHOT_DIR.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, seedRundown, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const bigScreen = { viewport: { width: 1920, height: 1080 } };
const portraitScreen = { viewport: { width: 1080, height: 1920 } };
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const STANDARD = {
  elements: {
    timer: { show: true, size: 'large' },
    clock: { show: true, size: 'medium' },
    currentCue: { show: true, size: 'medium' },
    nextCue: { show: true, size: 'medium' },
    message: { show: true, size: 'medium' },
    progress: { show: false, size: 'medium' },
  },
  background: '#000000',
  text: '#ffffff',
  flip: 'none',
  logoPlace: 'left',
  logoSize: 'medium',
};

async function openPage(browser: Browser, options: object, url: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  return page;
}

test('stage layouts: edited beside a live preview, chosen by address at 1920x1080 and in portrait, changed live; axe', async ({
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
      { time: '09:00:00', action: 'Keynote: the future of live events', duration: 600 },
      { time: '09:10:00', action: 'Panel with the crew chiefs', duration: 900 },
    ],
  );
  const { stageCode } = await api<{ stageCode: string }>(setup.request, 'GET', `/api/events/${eventId}/stage/code`, token);
  await api(setup.request, 'PUT', `/api/events/${eventId}/cuestatus`, token, { status: 'go' });
  await api(setup.request, 'PUT', `/api/events/${eventId}/cuestatus`, token, { elapsedTime: 200 });

  // The caller builds "Confidence" in the editor.
  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, eventId);
  await caller.getByTestId('stage-controls').getByRole('button', { name: 'Layouts' }).click();
  const dialog = caller.getByRole('dialog', { name: 'Stage layouts' });
  await expect(dialog.getByTestId('layout-preview').getByTestId('stage-timer')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Confidence');
  await dialog.getByLabel('Clock (time of day)', { exact: true }).uncheck();
  await dialog.getByLabel('Progress bar', { exact: true }).check();
  await dialog.getByRole('combobox', { name: /^Flip/ }).selectOption('mirror');
  await dialog.getByLabel(/^Default for stage screens/).check();
  // A grey on black is refused before it is sent.
  await dialog.getByLabel('Text', { exact: true }).fill('#222222');
  await expect(dialog.getByTestId('layout-contrast')).toContainText('too low');
  await dialog.getByLabel('Text', { exact: true }).fill('#fff7d6');
  await dialog.getByLabel('Background', { exact: true }).fill('#0b1f3a');
  await expect(dialog.getByTestId('layout-contrast')).toContainText('readable');
  // The preview follows the draft before it is saved.
  await expect(dialog.getByTestId('layout-preview').getByTestId('stage')).toHaveAttribute('data-flip', 'mirror');
  await expect(dialog.getByTestId('layout-preview').getByTestId('stage-progress')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create layout' }).click();
  await expect(dialog.getByRole('status')).toContainText('Saved “Confidence”');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('status')).toHaveText('Logo saved.');
  await expect(dialog.getByTestId('layout-preview').getByTestId('stage-logo')).toBeVisible();
  await expectAccessible(caller, testInfo, 'stage layouts dialog');
  await screenshot(caller, 'layouts-dialog-desktop');

  // A second layout for a portrait screen: the clock alone, large.
  await api(setup.request, 'POST', `/api/events/${eventId}/stage-layouts`, token, {
    name: 'Clock',
    config: {
      ...STANDARD,
      elements: { ...STANDARD.elements, timer: { show: false, size: 'large' }, clock: { show: true, size: 'large' } },
    },
  });

  const big = await openPage(browser, bigScreen, `/stage/${stageCode}`);
  await expect(big.getByTestId('stage')).toHaveAttribute('data-flip', 'mirror');
  await expect(big.getByTestId('stage-progress')).toBeVisible();
  await expect(big.getByTestId('stage-logo')).toBeVisible();
  await expect(big.locator('.stage-wall')).toHaveCount(0);
  await expect(big.getByTestId('stage-timer')).toHaveText(/^6:\d\d$/);
  await expectAccessible(big, testInfo, 'stage, default layout, 1920x1080');
  await screenshot(big, 'stage-confidence-1920');

  const tall = await openPage(browser, portraitScreen, `/stage/${stageCode}?layout=clock`);
  await expect(tall.getByTestId('stage-clock-main')).toBeVisible();
  await expect(tall.getByTestId('stage-timer')).toHaveCount(0);
  await expect(tall.getByTestId('stage-action')).toContainText('Keynote');
  await expect(tall.getByTestId('stage')).toHaveAttribute('data-flip', 'none');
  await expectAccessible(tall, testInfo, 'stage, clock layout, portrait');
  await screenshot(tall, 'stage-clock-portrait');

  const typo = await openPage(browser, portraitScreen, `/stage/${stageCode}?layout=nope`);
  await expect(typo.getByTestId('stage-layout-note')).toHaveText(
    'No layout “nope” for this event: showing the default layout “Confidence”.',
  );
  await expect(typo.getByTestId('stage')).toHaveAttribute('data-flip', 'mirror');
  await screenshot(typo, 'stage-unknown-layout-portrait');

  // Saved in the editor: the open screen changes without a reload.
  await dialog.getByRole('combobox', { name: /^Flip/ }).selectOption('none');
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(big.getByTestId('stage')).toHaveAttribute('data-flip', 'none');

  // The editor on a phone.
  const small = await signedInPage(browser, token, phone);
  await openShow(small, eventId);
  await small.getByTestId('stage-controls').getByRole('button', { name: 'Layouts' }).click();
  await expect(small.getByRole('dialog', { name: 'Stage layouts' }).getByTestId('layout-preview')).toBeVisible();
  await screenshot(small, 'layouts-dialog-phone');
});

test('lobby screen: the owner makes a link on the wall; a foyer screen and a phone follow the show; turned off; axe', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const today = new Date().toISOString().slice(0, 10);
  const hhmm = (offsetMinutes: number) => {
    const d = new Date(Date.now() + offsetMinutes * 60_000);
    return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:00`;
  };
  const production = await api<{ id: number }>(setup.request, 'POST', '/api/productions', token, {
    name: 'DevSummit',
    timeZone: 'UTC',
    firstDay: today,
    lastDay: today,
    rooms: [{ name: 'Main Hall' }, { name: 'Room A' }],
  });
  const event = async (name: string, room: string) =>
    (
      await api<{ id: number }>(setup.request, 'POST', '/api/events', token, {
        name,
        date: today,
        productionId: production.id,
        room,
        day: today,
      })
    ).id;
  const plenary = await event('Plenary', 'Main Hall');
  await api(setup.request, 'POST', '/api/cues', token, {
    eventId: plenary,
    action: 'Welcome',
    time: hhmm(-2),
    duration: 600,
    notes: 'SECRET mic 3 is broken',
  });
  await api(setup.request, 'POST', '/api/cues', token, { eventId: plenary, action: 'Keynote', timeMode: 'linked', duration: 1800 });
  const workshop = await event('Workshop', 'Room A');
  await api(setup.request, 'POST', '/api/cues', token, { eventId: workshop, action: 'Hands-on lab', time: hhmm(30), duration: 3600 });
  await api(setup.request, 'POST', `/api/events/${plenary}/cuestatus/go`, token, {});

  const owner = await signedInPage(browser, token, desktop);
  await owner.goto(`/production/${production.id}/live`);
  const card = owner.getByTestId('lobby-link-card');
  await card.getByRole('button', { name: 'Make lobby link' }).click();
  const url = (await card.getByTestId('lobby-url').textContent()) ?? '';
  expect(url).toMatch(/\/lobby\/[A-Za-z0-9_-]{43}$/);
  await expect(card.locator('svg title')).toHaveText(/^QR code: /);
  await expectAccessible(owner, testInfo, 'producer wall with the lobby link');
  await screenshot(owner, 'lobby-link-card');

  const foyer = await openPage(browser, bigScreen, url);
  const hand = await openPage(browser, phone, url);
  for (const page of [foyer, hand]) {
    await expect(page.getByRole('heading', { name: 'DevSummit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Main Hall' }).getByTestId('lobby-now')).toContainText('Now Welcome');
    await expect(page.getByRole('region', { name: 'Main Hall' })).toContainText('Keynote');
    await expect(page.getByRole('region', { name: 'Room A' })).toContainText('Coming up');
    await expect(page.getByRole('region', { name: 'Room A' })).toContainText('Hands-on lab');
    await expect(page.locator('body')).not.toContainText('SECRET');
  }
  await expectAccessible(foyer, testInfo, 'lobby 1920x1080');
  await expectAccessible(hand, testInfo, 'lobby phone');
  await screenshot(foyer, 'lobby-1920');
  await screenshot(hand, 'lobby-phone');

  // The show moves on: the screens follow at their next read (every 15 s).
  await api(setup.request, 'POST', `/api/events/${plenary}/cuestatus/next`, token, {});
  await api(setup.request, 'POST', `/api/events/${plenary}/cuestatus/go`, token, {});
  await expect(foyer.getByRole('region', { name: 'Main Hall' }).getByTestId('lobby-now')).toContainText('Now Keynote', { timeout: 25_000 });

  // Turned off: the next read says so.
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByRole('button', { name: 'Make lobby link' })).toBeVisible();
  await hand.reload();
  await expect(hand.getByRole('status')).toContainText('turned off');
});
