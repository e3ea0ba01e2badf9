/**
 * Cue timing as callers use it (docs/decisions/0013-linked-and-hard-start-cue-times.md, docs/product.md#during-a-show, docs/decisions/0012-event-dates-are-calendar-dates.md): linked times that ripple, the default
 * 5:00 shown, an instant cue with no countdown and no over-time (show screen and crew phone), the
 * show's over/under and projected end, 24-hour times in New Action, text over a limit kept with a
 * counter, and an event date that stays the day picked in any time zone.
 */
import { expect, test, type Page } from '../support/test.js';
import { expectAccessible, openShow, registerAccount, screenshot, setUpShow, signedInPage, uniqueName } from '../support/helpers.js';

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** An account with a play: a 10-minute preset at 19:00, then linked cues (one with no duration, one instant). */
async function seedPlay(page: Page) {
  const show = await setUpShow(page.request, {
    name: uniqueName('Play'),
    date: '2026-03-20',
    departments: ['Sound'],
    cues: [
      { time: '19:00:00', action: 'Preset', duration: 600 },
      { action: 'House out' },
      { action: 'Blackout snap', duration: 0 },
      { action: 'Scene 1', duration: 120 },
    ],
  });
  return { token: show.token, eventId: show.eventId, soundCode: show.departments.Sound!.accessCode };
}

const row = (page: Page, action: string) => page.locator('tbody tr').filter({ hasText: action });
/** The row's TIME cell (after the drag handle in edit mode). */
const timeOf = (page: Page, action: string) =>
  row(page, action)
    .locator('td')
    .filter({ hasText: /\d{2}:\d{2}:\d{2}|TBD/ })
    .first();

test('linked times ripple, the default 5:00 shows, and an instant cue never goes over time', async ({ browser }, testInfo) => {
  // Two screens and two axe runs: on a loaded 2-core machine it took 63-66 s (the default is 60 s).
  test.setTimeout(120_000);
  const setup = await (await browser.newContext()).newPage();
  const { token, eventId, soundCode } = await seedPlay(setup);

  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, eventId);
  await expect(timeOf(caller, 'House out')).toContainText('19:10:00');
  await expect(timeOf(caller, 'Blackout snap')).toContainText('19:15:00');
  await expect(timeOf(caller, 'Scene 1')).toContainText('19:15:00');
  await expect(row(caller, 'House out')).toContainText('00:05:00(default)');
  await expect(row(caller, 'Blackout snap')).toContainText('00:00:00(instant)');
  await expect(caller.getByTestId('projected-end')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  // Before the first GO the line shows the planned end only (no over/under yet, docs/product.md#during-a-show).
  await expect(caller.getByTestId('show-projection')).toContainText('Planned end 19:17:00');

  // A longer preset moves every linked cue after it, on every screen.
  await caller.getByRole('button', { name: 'Edit Rundown' }).click();
  await caller.getByRole('button', { name: 'Edit duration of cue 1' }).click();
  await caller.getByRole('textbox', { name: 'duration of cue 1' }).fill('00:20:00');
  await caller.getByRole('textbox', { name: 'duration of cue 1' }).press('Enter');
  await expect(timeOf(caller, 'House out')).toContainText('19:20:00');
  await expect(timeOf(caller, 'Scene 1')).toContainText('19:25:00');
  await caller.getByRole('button', { name: 'Done Editing' }).click();
  await screenshot(caller, '09-rundown-linked-1440');
  await expectAccessible(caller, testInfo, 'show screen with timing');

  // A crew phone follows along.
  const crew = await (await browser.newContext(phone)).newPage();
  await crew.goto('/department-login/access');
  await crew.getByLabel('Access code').fill(soundCode);
  await crew.getByRole('button', { name: 'Join' }).click();
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');

  // GO on the instant cue: no countdown, and no "Time's up!" a few seconds later.
  await row(caller, 'Blackout snap')
    .getByRole('button', { name: /set cue 3 as current cue/ })
    .click();
  await expect(caller.getByRole('heading', { name: '#3 - Blackout snap' })).toBeVisible();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(caller.getByTestId('status-label')).toHaveText(/In Progress/);
  await expect(caller.getByTestId('remaining-time')).toHaveText('Instant');
  await expect(crew.getByTestId('crew-countdown')).toHaveText('Instant');
  // "A few seconds later" on the server's clock, as the caller's screen shows it: 3 s since GO.
  await expect(caller.getByText(/^Elapsed \d\d:\d\d:\d\d/)).toHaveText(/^Elapsed 00:00:(0[3-9]|[1-5]\d)/);
  await expect(caller.getByText("Time's up!")).toHaveCount(0);
  await expect(caller.getByTestId('over-time')).toHaveCount(0);
  await expect(caller.getByTestId('status-label')).not.toContainText('Over time');
  await expect(crew.getByTestId('crew-countdown')).toHaveText('Instant');
  await screenshot(caller, '09-instant-go-1440');
  await screenshot(crew, '09-instant-crew-360');
  await expectAccessible(crew, testInfo, 'crew view on an instant cue');
});

test('New Action: 24-hour time, Linked or Hard start, the unit select whole, long text kept with a counter', async ({
  browser,
}, testInfo) => {
  for (const [label, options] of [
    ['1440', desktop],
    ['360', phone],
  ] as const) {
    const setup = await (await browser.newContext()).newPage();
    const { token, eventId } = await seedPlay(setup);
    const page = await signedInPage(browser, token, { ...options, locale: 'en-US', timezoneId: 'America/Los_Angeles' });
    await openShow(page, eventId);
    await page.getByRole('button', { name: 'New Action' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Action' });
    const time = dialog.getByLabel('Time', { exact: true });
    // After Scene 1 (19:15:00 + 2:00), linked by default, in 24-hour form.
    await expect(time).toHaveValue('19:17:00');
    await expect(dialog.getByRole('radio', { name: /linked/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /hard start/ }).check();
    await time.fill('18:04:47');
    await expect(time).toHaveValue('18:04:47');
    const unit = dialog.getByLabel('Duration unit');
    await unit.selectOption('seconds');
    // The select is as wide as its longest option: nothing is cut ("Secor").
    expect(await unit.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect((await unit.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);

    const long = 'Fly out the show curtain slowly '.repeat(16).slice(0, 512);
    await dialog.getByLabel('Action').fill(long);
    await expect(dialog.getByLabel('Action')).toHaveValue(long);
    await expect(dialog.getByText('512 / 500')).toContainText('Action must be at most 500 characters; 12 too many.');
    await screenshot(page, `09-new-action-${label}`);
    await expectAccessible(page, testInfo, `New Action dialog ${label}`);
    await dialog.getByRole('button', { name: 'Add Action' }).click();
    await expect(dialog).toBeVisible(); // refused: nothing sent, nothing lost
    await dialog.getByLabel('Action').fill(long.slice(0, 500));
    await dialog.getByRole('button', { name: 'Add Action' }).click();
    await expect(dialog).toBeHidden();
    await expect(timeOf(page, 'Fly out')).toContainText('18:04:47');
  }
});

test('an event made for 20 March shows 20 March in Los Angeles, in the reader’s locale', async ({ browser }, testInfo) => {
  const setup = await (await browser.newContext()).newPage();
  const { token } = await registerAccount(setup.request);

  // Made in Berlin through the dashboard's date picker.
  const berlin = await signedInPage(browser, token, { ...desktop, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  await berlin.goto('/dashboard');
  await berlin
    .getByRole('button', { name: /Create Event/ })
    .first()
    .click();
  const dialog = berlin.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Name').fill('Premiere');
  await dialog.getByRole('button', { name: /^Date/ }).click();
  await berlin.locator('[role="grid"] button').filter({ hasText: /^20$/ }).first().click();
  const made = berlin.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  const event = (await (await made).json()) as { id: number; date: string };
  expect(event.date).toMatch(/^\d{4}-\d{2}-20$/);
  const [year, month] = event.date.split('-').map(Number) as [number, number];
  const monthName = new Date(year, month - 1, 20).toLocaleString('en-US', { month: 'long' });

  const la = await signedInPage(browser, token, { ...phone, locale: 'en-US', timezoneId: 'America/Los_Angeles' });
  await la.goto('/dashboard');
  await expect(la.getByRole('article', { name: 'Premiere' })).toContainText(`${monthName} 20, ${year}`);
  await screenshot(la, '09-dashboard-la-360');
  await expectAccessible(la, testInfo, 'dashboard in Los Angeles');
  await berlin.goto('/dashboard');
  await expect(berlin.getByRole('article', { name: 'Premiere' })).toContainText(`20 ${monthName} ${year}`);

  // Impossible dates are refused by the server with a clear message.
  const bad = await la.request.post('/api/events', {
    data: { name: 'Nope', date: '2026-02-30' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toBeTruthy();
});
