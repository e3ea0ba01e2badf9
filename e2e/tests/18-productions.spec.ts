/**
 * Productions (docs/decisions/0026-productions.md): the dashboard grouped by
 * production and day; a production made in its dialog; an event created inside it picking its room
 * and day; the Excel export and import keeping room and day. Axe on the dialog and the dashboard;
 * screenshots at 1440, 360 and 320 px when E2E_SCREENSHOT_DIR is set.
 */
import { expect, test } from '../support/test.js';
import { api, expectAccessible, registerViaApi, screenshot } from '../support/helpers.js';

interface EventBody {
  id: number;
  productionId: number | null;
  room: string | null;
  day: string | null;
}

test('a production is made in its dialog, the dashboard groups it by day in room order, a new event picks its room and day, and Excel keeps them', async ({
  page,
}, testInfo) => {
  // Five axe runs and an Excel round trip: on a loaded 2-core run it took 78 s (39 s on its retry);
  // like the other long flows it gets 120 s. No step asserts a speed.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await registerViaApi(page);
  await api(page.request, 'POST', '/api/events', token, { name: 'Standalone gala', date: '2027-05-01' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Events' })).toBeVisible();

  // The production dialog: name, time zone, first and last day, rooms one per line.
  await page.getByRole('button', { name: 'New Production' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Production' });
  await dialog.getByLabel('Name').fill('DevSummit 2027');
  await dialog.getByLabel('Time zone').fill('Europe/Berlin');
  await dialog.getByLabel('First day').fill('2027-03-10');
  await dialog.getByLabel('Last day').fill('2027-03-11');
  await dialog.getByLabel('Rooms, one per line').fill('Main Hall\nRoom A\nRoom B');
  await expectAccessible(page, testInfo, 'production dialog');
  await screenshot(page, 'production-dialog-1440');
  await dialog.getByRole('button', { name: 'Create Production' }).click();
  await expect(dialog).toBeHidden();

  const group = page.getByRole('region', { name: 'DevSummit 2027' });
  await expect(group).toContainText('Main Hall · Room A · Room B');
  await expect(group.getByText('No events on this day.')).toHaveCount(2);

  // Two events on day 1 (made in room order B, then Main Hall) through the API, one on day 2 through the dialog.
  const [production] = await api<Array<{ id: number }>>(page.request, 'GET', '/api/productions', token);
  for (const [name, room] of [
    ['Workshops', 'Room B'],
    ['Opening keynote', 'Main Hall'],
  ] as const)
    await api(page.request, 'POST', '/api/events', token, {
      name,
      date: '2027-03-10',
      productionId: production!.id,
      room,
      day: '2027-03-10',
    });
  await page.reload();
  const buttons = group.getByRole('button', { name: /^New event in DevSummit 2027 on/ });
  await expect(buttons).toHaveCount(2);
  await buttons.nth(1).click();
  const create = page.getByRole('dialog', { name: 'Create New Event' });
  await create.getByLabel('Name').fill('Panel: the future of live events');
  await create.getByLabel('Room in DevSummit 2027').selectOption({ label: 'Room A' });
  await expectAccessible(page, testInfo, 'event dialog in a production');
  await screenshot(page, 'event-in-production-dialog-1440');
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create).toBeHidden();

  const day1 = group.getByRole('list', { name: /^DevSummit 2027, / }).first();
  await expect(day1.getByRole('article')).toHaveText([/Opening keynote/, /Workshops/]);
  const day2 = group.getByRole('list', { name: /^DevSummit 2027, / }).nth(1);
  await expect(day2.getByRole('article')).toHaveCount(1);
  await expect(day2.getByRole('article')).toContainText('Panel: the future of live events');
  await expect(day2.getByRole('article')).toContainText('Room A');
  const yours = page.getByRole('region', { name: 'Your Events' });
  await expect(yours.getByRole('article')).toHaveCount(1);
  await expect(yours.getByRole('article')).toContainText('Standalone gala');
  await expectAccessible(page, testInfo, 'dashboard with a production');
  await screenshot(page, 'dashboard-1440');

  // Excel: export the panel, import the file into a new standalone event: it lands in Room A on day 2.
  const events = await api<Array<EventBody & { name: string }>>(page.request, 'GET', '/api/events', token);
  const panel = events.find((e) => e.name.startsWith('Panel'))!;
  expect(panel).toMatchObject({ room: 'Room A', day: '2027-03-11' });
  await api(page.request, 'POST', '/api/cues', token, { eventId: panel.id, action: 'Panel walk-in', duration: 120 });
  const file = await page.request.get(`/api/events/${panel.id}/export/xlsx`, { headers: { authorization: `Bearer ${token}` } });
  expect(file.ok()).toBe(true);
  const copy = await api<EventBody>(page.request, 'POST', '/api/events', token, { name: 'Panel copy', date: '2027-06-01' });
  const imported = await page.request.post(`/api/events/${copy.id}/import`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    data: await file.body(),
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await api<EventBody>(page.request, 'GET', `/api/events/${copy.id}`, token)).toMatchObject({
    productionId: production!.id,
    room: 'Room A',
    day: '2027-03-11',
  });
  await page.reload();
  await expect(day2.getByRole('article')).toHaveCount(2);

  // The same screens on phones.
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 780 });
    await expect(group).toBeVisible();
    await expectAccessible(page, testInfo, `dashboard at ${width}px`);
    await screenshot(page, `dashboard-${width}`);
    await group.getByRole('button', { name: 'Edit production DevSummit 2027' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Production' });
    await expect(edit.getByLabel('Rooms, one per line')).toHaveValue('Main Hall\nRoom A\nRoom B');
    await screenshot(page, `production-dialog-${width}`);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
  }
});
