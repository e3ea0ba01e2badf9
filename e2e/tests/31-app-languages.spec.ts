/**
 * docs/decisions/0040-i18n-app-and-server.md: the main app in the account's language. A new account
 * picks Deutsch in Settings → the settings and the dashboard read German at once and after a
 * reload; a crew phone of one of its events, opened with ?lang=es, reads Spanish while the caller's
 * page stays German (each device its own language); a fresh browser on the sign-in page with the
 * right-to-left pseudo-locale turns the page. axe on the German settings page; screenshots with
 * E2E_SCREENSHOT_DIR (settings and dashboard at 1280 and 360 px in German, sign-in in ar-XB).
 */
import { expect, test, type Page } from '../support/test.js';
import { expectAccessible, registerViaApi, screenshot, seedShow } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** Nothing wider than the viewport: a long German word that will not wrap would scroll the page sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('an account set to German reads German after a reload; its crew phone in Spanish; right-to-left sign-in; axe', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const caller = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(caller);

  // Settings → Language: Deutsch, saved with the account; the page switches at once.
  await caller.goto('/settings');
  await expect(caller.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await caller.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(caller.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(caller.locator('html')).toHaveAttribute('lang', 'de');
  await expect(caller.getByText('Spracheinstellungen gespeichert')).toBeVisible();
  await expect(caller.getByRole('heading', { name: 'Sprache und Uhrzeit' })).toBeVisible();
  await expect(caller.getByLabel('Sprache', { exact: true })).toHaveValue('de');
  await expect(caller).toHaveTitle('Einstellungen · ShowCaller');

  // A reload keeps it (the account's language, remembered for the next page load too).
  await caller.reload();
  await expect(caller.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(caller.getByRole('button', { name: 'Profil speichern' })).toBeVisible();
  await expectAccessible(caller, testInfo, 'settings in German');
  await screenshot(caller, '31-settings-de-1280');
  await caller.setViewportSize(phone.viewport);
  await expectNoSidewaysScroll(caller);
  await screenshot(caller, '31-settings-de-360');
  await caller.setViewportSize(desktop.viewport);

  // The dashboard, with an event of this account, in German.
  const show = await seedShow(caller.request, token, {
    name: 'Sommernachtstraum',
    departments: ['Beleuchtung'],
    cues: [{ time: '19:30:00', action: 'Saallicht aus', duration: 60 }],
  });
  await caller.goto('/dashboard');
  await expect(caller.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(caller.getByRole('heading', { name: 'Ihre Veranstaltungen' })).toBeVisible();
  await expect(caller.getByRole('article', { name: 'Sommernachtstraum' })).toContainText('1 Cue');
  await expect(caller.getByRole('link', { name: 'Veranstaltung öffnen' })).toBeVisible();
  await expect(caller).toHaveTitle('Übersicht · ShowCaller');
  await screenshot(caller, '31-dashboard-de-1280');
  await caller.setViewportSize(phone.viewport);
  await expectNoSidewaysScroll(caller);
  await screenshot(caller, '31-dashboard-de-360');
  await caller.setViewportSize(desktop.viewport);

  // A crew phone of that event in Spanish by its address; the caller's page stays German.
  const code = show.departments.Beleuchtung!.accessCode;
  const crew = await (await browser.newContext(phone)).newPage();
  await crew.goto(`/department/${code}?lang=es`);
  await expect(crew.locator('html')).toHaveAttribute('lang', 'es');
  await expect(crew.getByRole('heading', { name: 'Pie actual' })).toBeVisible();
  await caller.reload();
  await expect(caller.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(caller.locator('html')).toHaveAttribute('lang', 'de');

  // A fresh browser on the sign-in page in the right-to-left pseudo-locale.
  const stranger = await (await browser.newContext(desktop)).newPage();
  await stranger.goto('/auth?lang=ar-XB');
  await expect(stranger.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(stranger.locator('html')).toHaveAttribute('lang', 'ar-XB');
  await screenshot(stranger, '31-auth-ar-XB-1280');
});
