/**
 * docs/decisions/0038-i18n-lingui.md: the crew phone, stage display and lobby in their own languages
 * in Chromium. On an English caller's show, a phone whose browser speaks Spanish reads Spanish, a
 * stage display set to German with its picker reads German, the owner's own word for "Ready" shows
 * on the Spanish phone, the caller's screen stays English; long German words do not overflow a
 * 360 px phone; the right-to-left pseudo-locale turns the page. axe on every screen; screenshots
 * with E2E_SCREENSHOT_DIR (crew at 360 px and stage at 1920×1080, two languages each).
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, seedShow, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const bigScreen = { viewport: { width: 1920, height: 1080 } };

async function openPage(browser: Browser, options: object, url: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  return page;
}

/** Nothing wider than the viewport: a long word that will not wrap would scroll the page sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('a Spanish crew phone and a German stage display on an English caller’s show; the owner’s word shows; axe', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const show = await seedShow(setup.request, token, {
    name: 'Sommernachtstraum',
    departments: ['Beleuchtung'],
    cues: [
      {
        time: '19:30:00',
        action: 'Bühnenbeleuchtungseinrichtung auf Vorstellungsstimmung',
        duration: 600,
        tasks: { Beleuchtung: [{ description: 'Verfolgerscheinwerfer bereit' }] },
      },
      { time: '19:40:00', action: 'Zwischenvorhang', duration: 300 },
    ],
  });
  const code = show.departments.Beleuchtung!.accessCode;
  const { stageCode } = await api<{ stageCode: string }>(setup.request, 'GET', `/api/events/${show.eventId}/stage/code`, token);

  // The owner, in English, gives Spanish phones the house's word for Ready.
  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, show.eventId);
  await caller.getByTestId('stage-controls').getByRole('button', { name: 'Language' }).click();
  const dialog = caller.getByRole('dialog', { name: 'Crew and stage language' });
  await dialog.getByLabel('Language', { exact: true }).selectOption('es');
  await dialog.getByTestId('override-key').selectOption('crew.ready');
  await dialog.getByLabel('Your words').fill('¡Preparados!');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('list', { name: 'Your words' })).toContainText('¡Preparados!');
  await expectAccessible(caller, testInfo, 'crew language dialog');
  await screenshot(caller, '30-language-dialog-1280');
  await caller.setViewportSize({ width: 360, height: 740 });
  await screenshot(caller, '30-language-dialog-360');
  await caller.setViewportSize(desktop.viewport);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A phone whose browser speaks Spanish: Spanish, whatever the caller's language.
  const crew = await openPage(browser, { ...phone, locale: 'es-ES' }, `/department/${code}`);
  await expect(crew.locator('html')).toHaveAttribute('lang', 'es');
  await expect(crew.getByRole('heading', { name: 'Pie actual' })).toBeVisible();
  await expect(crew.getByTestId('crew-connection')).toContainText('En directo');
  await expect(crew.getByTestId('crew-ready-slot')).toHaveText('Listo al dar atención');

  // A stage display on an English machine, switched to German with its own picker (kept for the next visit).
  const stage = await openPage(browser, bigScreen, `/stage/${stageCode}`);
  await expect(stage.getByTestId('stage-level')).toHaveText(/^(Not started|On time)/);
  await stage.getByTestId('language-select').selectOption('de');
  await expect(stage.getByTestId('stage-level')).toHaveText(/^(Noch nicht begonnen|Im Plan)/);
  await stage.reload();
  await expect(stage.getByTestId('stage-level')).toHaveText(/^(Noch nicht begonnen|Im Plan)/);
  await expect(stage.locator('html')).toHaveAttribute('lang', 'de');

  // STANDBY and GO from the caller reach both in their languages, with the owner's word on the phone.
  await api(setup.request, 'PUT', `/api/events/${show.eventId}/cuestatus`, token, { status: 'standby' });
  await expect(crew.getByTestId('crew-status')).toHaveText('En atención');
  await expect(crew.getByRole('button', { name: '¡Preparados!' })).toBeVisible();
  await expect(stage.getByTestId('stage-level')).toHaveText('Standby');
  await crew.getByRole('button', { name: '¡Preparados!' }).click();
  await api(setup.request, 'PUT', `/api/events/${show.eventId}/cuestatus`, token, { status: 'go' });
  await expect(crew.getByTestId('crew-status')).toHaveText('En marcha');
  await expect(stage.getByTestId('stage-level')).toContainText('Läuft');
  await expect(stage.getByTestId('stage-next')).toHaveText('Danach: #2 Zwischenvorhang');
  // The caller's own screen stays English.
  await expect(caller.getByRole('heading', { name: 'Stage display' })).toBeVisible();

  await expectAccessible(crew, testInfo, 'crew phone in Spanish');
  await expectAccessible(stage, testInfo, 'stage display in German');
  await screenshot(crew, '30-crew-es-360');
  await screenshot(stage, '30-stage-de-1920');
  await expectNoSidewaysScroll(crew);

  // The same phone in German (the longest words) and the screen in French, each by its own picker.
  await crew.getByTestId('language-select').selectOption('de');
  await expect(crew.getByRole('heading', { name: 'Aktueller Cue' })).toBeVisible();
  await expect(crew.getByTestId('crew-status')).toHaveText('Läuft');
  await expectNoSidewaysScroll(crew);
  await screenshot(crew, '30-crew-de-360');
  await stage.getByTestId('language-select').selectOption('fr');
  await expect(stage.getByTestId('stage-level')).toContainText('En cours');
  await expect(stage.getByTestId('stage-next')).toHaveText('Ensuite\u00a0: #2 Zwischenvorhang');
  await screenshot(stage, '30-stage-fr-1920');
  // 12-hour clock, chosen on the screen.
  await stage.getByTestId('clock-select').selectOption('12h');
  await expect(stage.locator('.stage-wall').first()).toHaveText(/(AM|PM)$/);
});

test('the right-to-left pseudo-locale turns the crew phone and the code page, and nothing scrolls sideways; axe', async ({
  browser,
}, testInfo) => {
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const show = await seedShow(setup.request, token, {
    name: 'RTL check',
    departments: ['Sound'],
    cues: [{ time: '20:00:00', action: 'Opening', duration: 60, tasks: { Sound: [{ description: 'Mics live' }] } }],
  });
  const crew = await openPage(browser, phone, `/department/${show.departments.Sound!.accessCode}?lang=ar-XB`);
  await expect(crew.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(crew.getByRole('heading', { name: '\u202eCurrent cue\u202c' })).toBeVisible();
  const align = await crew.getByTestId('crew-cue-card').evaluate((el) => getComputedStyle(el).direction);
  expect(align).toBe('rtl');
  await expectNoSidewaysScroll(crew);
  await expectAccessible(crew, testInfo, 'crew phone right to left');
  await screenshot(crew, '30-crew-rtl-360');
  // The public lobby screen of the same event, in Italian by its address.
  const { path } = await api<{ path: string }>(setup.request, 'POST', `/api/events/${show.eventId}/lobby`, token, {
    showCues: true,
    timeZone: 'Europe/Rome',
  });
  const lobby = await openPage(browser, bigScreen, `${path}?lang=it`);
  await expect(lobby.locator('html')).toHaveAttribute('lang', 'it');
  await expect(lobby.locator('.lobby-foot')).toContainText('Orari previsti, possono cambiare.');
  await expectAccessible(lobby, testInfo, 'lobby in Italian');
  await screenshot(lobby, '30-lobby-it-1920');
  // Back to English with the picker: the page turns back.
  await crew.getByTestId('language-select').selectOption('en');
  await expect(crew.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(crew.getByRole('heading', { name: 'Current cue' })).toBeVisible();
});

test('an account keeps its language and clock in Settings; the caller’s wall clock follows it; axe', async ({ browser }, testInfo) => {
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const show = await seedShow(setup.request, token, {
    name: 'Clock check',
    departments: ['Sound'],
    cues: [{ time: '20:00:00', action: 'Opening' }],
  });
  const page = await signedInPage(browser, token, desktop);
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Language and clock' }).getByLabel('Language', { exact: true }).selectOption('de');
  // The app speaks German at once: the notice, and the section's own words.
  await expect(page.getByText('Spracheinstellungen gespeichert')).toBeVisible();
  const section = page.getByRole('region', { name: 'Sprache und Uhrzeit' });
  await section.getByLabel('Uhrzeit', { exact: true }).selectOption('12h');
  await expect
    .poll(async () => (await api<{ language: string | null; clockFormat: string }>(setup.request, 'GET', '/api/user', token)).clockFormat)
    .toBe('12h');
  expect((await api<{ language: string | null }>(setup.request, 'GET', '/api/user', token)).language).toBe('de');
  await expectAccessible(page, testInfo, 'settings language');
  await screenshot(page, '30-settings-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, '30-settings-360');
  await page.setViewportSize(desktop.viewport);
  await openShow(page, show.eventId);
  // The account speaks German: so does its show screen (the wall clock's label too), in its 12-hour clock.
  await expect(page.getByLabel(/^Aktuelle Uhrzeit \d{1,2}:\d\d:\d\d\s(AM|PM)$/).first()).toBeVisible();
});
