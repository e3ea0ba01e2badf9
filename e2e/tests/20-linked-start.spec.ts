/**
 * Timing across rooms (docs/decisions/0028-linked-event-starts.md), two pages: the owner links the
 * breakout's start to the plenary's cue 1 in the Linked start dialog; the plenary's caller runs cue 1
 * late and holds it, and the breakout caller's screen shows its projected start move without a reload.
 * Nothing starts by itself. Axe on the dialog and the banner; screenshots at 1440 and 360 px
 * (E2E_SCREENSHOT_DIR).
 */
import { expect, test } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, signedInPage } from '../support/helpers.js';

/** Today's UTC date and a clock time `offsetSeconds` from now, in the production's zone (UTC). */
const today = () => new Date().toISOString().slice(0, 10);
const utcClock = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString().slice(11, 19);

test('the breakout caller sees its projected start follow the plenary live, and decides', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000); // two callers and a wall on one machine; 68 s once under load
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await registerViaApi(page);
  const day = today();
  const production = await api<{ id: number }>(page.request, 'POST', '/api/productions', token, {
    name: 'Summit',
    timeZone: 'UTC',
    firstDay: day,
    lastDay: day,
    rooms: [{ name: 'Main Hall' }, { name: 'Room A' }],
  });
  const event = (name: string, room: string) =>
    api<{ id: number }>(page.request, 'POST', '/api/events', token, { name, date: day, productionId: production.id, room, day });
  const plenary = await event('Plenary', 'Main Hall');
  const breakout = await event('Breakout', 'Room A');
  // Cue 1 was planned 5 min ago for 2 min (ended 3 min ago on paper); the breakout starts 5 min after it.
  await api(page.request, 'POST', '/api/cues', token, { eventId: plenary.id, action: 'Keynote', time: utcClock(-300), duration: 120 });
  await api(page.request, 'POST', '/api/cues', token, { eventId: plenary.id, action: 'Panel', duration: 600 });
  await api(page.request, 'POST', '/api/cues', token, { eventId: breakout.id, action: 'Doors', time: utcClock(120), duration: 600 });

  // The breakout's screen: the owner sets the link in the dialog.
  await openShow(page, breakout.id);
  await page.getByTestId('linked-start-edit').click();
  const dialog = page.getByRole('dialog', { name: 'Linked start' });
  await expect(dialog.getByLabel('Starts after event').locator('option', { hasText: 'Plenary (Main Hall' })).toHaveCount(1);
  await dialog.getByLabel('Starts after event').selectOption({ index: 1 });
  await dialog.getByLabel('Cue', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Minutes after the cue ends').fill('5');
  await expectAccessible(page, testInfo, 'linked start dialog');
  await screenshot(page, 'linked-start-dialog-1440');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const sentence = page.getByTestId('linked-start-sentence');
  await expect(sentence).toHaveText(/^Planned start \d\d:\d\d:\d\d: Plenary has not started yet\.$/);
  await expect(page.getByTestId('linked-start')).toContainText('Follows Plenary cue 1 + 5 min');

  // The plenary's caller, on a page of its own, starts cue 1 five minutes late.
  const plenaryPage = await signedInPage(browser, token, { viewport: { width: 1440, height: 900 } });
  await openShow(plenaryPage, plenary.id);
  await plenaryPage.getByRole('button', { name: /^GO/ }).click();
  await expect(sentence).toHaveText(/^Projected start \d\d:\d\d:\d\d, \+5 min because Plenary is running over\.$/);
  await expect(page.getByTestId('linked-start')).toHaveAttribute('data-tone', 'late');
  await expectAccessible(page, testInfo, 'breakout with a late linked start');
  await screenshot(page, 'linked-start-banner-1440');

  // A hold: the projected start now moves with the clock, second by second, on the breakout's screen.
  await plenaryPage.getByRole('button', { name: /^HOLD/ }).click();
  await expect(sentence).toContainText('while Plenary is on hold.');
  const held = await sentence.textContent();
  await expect(sentence).not.toHaveText(held ?? '', { timeout: 5000 });
  // Nothing moved by itself on the breakout: its show is still where it was.
  const status = await api<{ status: string }>(page.request, 'GET', `/api/events/${breakout.id}/cuestatus`, token);
  expect(status.status).not.toBe('go');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(sentence).toBeVisible();
  await expectAccessible(page, testInfo, 'linked start at 360 px');
  await screenshot(page, 'linked-start-banner-360');
  // The owner takes the link away: the room starts at its own time again and the line goes.
  await page.getByTestId('linked-start-edit').click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, testInfo, 'linked start dialog at 360 px');
  await screenshot(page, 'linked-start-dialog-360');
  await dialog.getByRole('button', { name: 'Start at its own time' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('linked-start')).toBeHidden();
  await plenaryPage.context().close();
});
