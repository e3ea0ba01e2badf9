/**
 * docs/decisions/0032-history-versions-presence.md, the owner and a co-caller on one show at once:
 * - each sees the other on the show screen, and which cell the other is editing;
 * - two saves of one cell: the second is refused in place with the first one's value, nothing overwritten;
 * - the History tab lists the change with who made it, filters by person, and its Undo puts the
 *   earlier value back on both screens; a saved version is restored after a cue was deleted.
 */
import { expect, test, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, screenshot, setUpShow, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const cell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('two callers see each other, a stale save is refused with the other value, and the history undoes and restores', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Harbour Gala',
    departments: ['Sound'],
    cues: [
      { time: '19:00:00', action: 'Walk-in music', duration: 600 },
      { time: '19:10:00', action: 'Welcome', duration: 300, tasks: { Sound: [{ description: 'Lectern mic on' }] } },
      { time: '19:15:00', action: 'Keynote', duration: 1200 },
    ],
  });
  const me = await api<{ username: string }>(setup.request, 'GET', '/api/user', show.token);
  const owner = await signedInPage(browser, show.token, desktop);
  await openShow(owner, show.eventId);
  const co = await (await browser.newContext(desktop)).newPage();
  await co.goto('/department-access');
  await co.getByLabel('Access code').fill(show.callerCode);
  await co.getByRole('button', { name: 'Join' }).click();
  await expect(co).toHaveURL(new RegExp(`/event/${show.eventId}$`));
  await expect(co.locator('[data-connection="live"]')).toBeVisible();

  // Presence: each sees the other.
  await expect(owner.getByRole('region', { name: 'Also on this show' })).toContainText('Caller code');
  await expect(co.getByRole('region', { name: 'Also on this show' })).toContainText(me.username);

  // Both edit the action of cue 2; the owner sees where the co-caller is.
  for (const p of [owner, co]) await p.getByRole('button', { name: 'Edit Rundown' }).click();
  await cell(co, 'Edit action of cue 2').click();
  await expect(cell(owner, 'Edit action of cue 2 (Caller code is editing it)')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Also on this show' })).toContainText('Caller code editing cue 2, action');
  await screenshot(owner, 'presence-1280');
  await cell(owner, 'Edit action of cue 2 (Caller code is editing it)').click();
  await owner.getByRole('textbox', { name: 'action of cue 2' }).fill('Welcome and thanks');
  await co.getByRole('textbox', { name: 'action of cue 2' }).fill('Welcome (short)');
  await co.getByRole('textbox', { name: 'action of cue 2' }).press('Enter');
  await expect(co.getByRole('textbox', { name: 'action of cue 2' })).toHaveCount(0);
  // The owner's save comes second, from the value it opened with: refused, with the co-caller's value.
  await owner.getByRole('textbox', { name: 'action of cue 2' }).press('Enter');
  await expect(owner.getByRole('alert').filter({ hasText: 'Caller code changed the action of cue 2 to “Welcome (short)”' })).toBeVisible();
  await expect(owner.getByRole('textbox', { name: 'action of cue 2' })).toHaveValue('Welcome and thanks');
  await screenshot(owner, 'conflict-1280');
  const cues = () => api<Array<{ action: string }>>(setup.request, 'GET', `/api/events/${show.eventId}/cues`, show.token);
  expect((await cues()).map((c) => c.action)).toEqual(['Walk-in music', 'Welcome (short)', 'Keynote']);
  await owner.getByRole('textbox', { name: 'action of cue 2' }).press('Escape');
  await expect(owner.getByRole('table', { name: 'Rundown' })).toContainText('Welcome (short)');

  // History: the change with who made it; the person filter; Undo puts "Welcome" back on both screens.
  await owner.getByRole('tab', { name: /History/ }).click();
  const changes = owner.getByRole('list', { name: 'Changes, newest first' });
  await expect(changes.getByRole('listitem').first()).toContainText('Caller code');
  await expect(changes.getByRole('listitem').first()).toContainText('Cue 2: action “Welcome” → “Welcome (short)”');
  await owner.getByLabel('Person').selectOption({ label: 'Caller code' });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(owner, testInfo, 'history tab');
  await screenshot(owner, 'history-1280');
  await changes.getByRole('button', { name: /^Undo: Cue 2, action/ }).click();
  await expect(owner.getByText('Change undone')).toBeVisible();
  await expect(co.getByRole('table', { name: 'Rundown' })).toContainText('Welcome');
  await expect(co.getByRole('table', { name: 'Rundown' })).not.toContainText('Welcome (short)');
  expect((await cues()).map((c) => c.action)).toEqual(['Walk-in music', 'Welcome', 'Keynote']);

  // A version saved, a cue deleted (elsewhere), the version restored: the cue and its task are back.
  await owner.getByLabel('Name (optional)').fill('Before cuts');
  await owner.getByRole('button', { name: 'Save version' }).click();
  await expect(owner.getByRole('list', { name: 'Saved versions, newest first' })).toContainText('Before cuts');
  await api(setup.request, 'DELETE', `/api/cues/${show.cueIds[1]}`, show.token);
  await expect(co.getByRole('table', { name: 'Rundown' })).not.toContainText('Welcome');
  await owner.getByRole('button', { name: 'Restore version Before cuts' }).click();
  const ask = owner.getByRole('alertdialog', { name: 'Restore “Before cuts”?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Restore version' }).click();
  await expect(owner.getByText('Restored “Before cuts”')).toBeVisible();
  await expect(co.getByRole('table', { name: 'Rundown' })).toContainText('Welcome');
  expect((await cues()).map((c) => c.action)).toEqual(['Walk-in music', 'Welcome', 'Keynote']);
  const tasks = await api<Array<{ description: string }>>(setup.request, 'GET', `/api/events/${show.eventId}/tasks`, show.token);
  expect(tasks.map((t) => t.description)).toEqual(['Lectern mic on']);
  await expect(owner.getByRole('list', { name: 'Saved versions, newest first' })).toContainText('Before restoring “Before cuts”');

  // The tab on a phone.
  await owner.setViewportSize({ width: 360, height: 740 });
  await owner.getByLabel('Person').selectOption({ label: 'Everyone' });
  await expectAccessible(owner, testInfo, 'history tab on a phone');
  await screenshot(owner, 'history-360');
  await screenshot(owner.getByRole('tabpanel'), 'history-panel-360');
});
