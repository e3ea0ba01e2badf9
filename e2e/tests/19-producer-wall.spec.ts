/**
 * The producer's live wall and broadcasts (docs/decisions/0027-producer-wall.md): the owner opens
 * the wall of a two-room day at 1920×1080 and 1440×900; a caller on one room presses GO and the
 * tile changes; a broadcast reaches the caller screen and a crew phone, and the caller's Read shows
 * on the wall as the room's receipt. Axe on the wall; screenshots at 1920, 1440 and 360 px
 * (E2E_SCREENSHOT_DIR).
 */
import { expect, test } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, signedInPage } from '../support/helpers.js';

interface Created {
  id: number;
}

test('the wall follows two rooms live, and a broadcast reaches a caller and a crew phone with its receipt on the wall', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const { token } = await registerViaApi(page);
  const production = await api<Created>(page.request, 'POST', '/api/productions', token, {
    name: 'Wall Fest',
    timeZone: 'Europe/Berlin',
    firstDay: '2030-05-01',
    lastDay: '2030-05-02',
    rooms: [{ name: 'Main Hall' }, { name: 'Room A' }, { name: 'Room B' }],
  });
  const rooms: Record<string, number> = {};
  for (const [name, room] of [
    ['Opening keynote', 'Main Hall'],
    ['Workshop', 'Room A'],
  ] as const) {
    const ev = await api<Created>(page.request, 'POST', '/api/events', token, {
      name,
      date: '2030-05-01',
      productionId: production.id,
      room,
      day: '2030-05-01',
    });
    rooms[room] = ev.id;
    for (const [time, action] of [
      ['09:00:00', 'Walk-in music'],
      ['09:05:00', 'Welcome'],
    ])
      await api(page.request, 'POST', '/api/cues', token, { eventId: ev.id, time, action, duration: 300 });
  }
  const main = rooms['Main Hall']!;
  await api(page.request, 'POST', '/api/departments', token, { eventId: main, name: 'Sound' });
  const [sound] = await api<Array<{ accessCode: string }>>(page.request, 'GET', `/api/events/${main}/departments`, token);

  // The wall: three tiles (Room B has no event that day), live.
  await page.goto(`/production/${production.id}/live`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wall Fest — Live wall' })).toBeVisible();
  await expect(page.getByTestId('wall-connection')).toHaveText('Live');
  const tiles = page.getByTestId('wall-tile');
  await expect(tiles).toHaveCount(3);
  const mainTile = page.getByRole('region', { name: 'Main Hall' });
  await expect(mainTile.getByTestId('tile-status')).toHaveText('No cue');
  await expect(mainTile.getByTestId('tile-caller')).toHaveText('○ Caller not connected');
  await expect(page.getByRole('region', { name: 'Room B' })).toContainText('No event this day');

  // A caller opens Main Hall's show in another browser and presses GO: the tile changes.
  const caller = await signedInPage(browser, token);
  await caller.setViewportSize({ width: 1440, height: 900 });
  await openShow(caller, main);
  await expect(mainTile.getByTestId('tile-caller')).toHaveText('● Caller connected');
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(mainTile.getByTestId('tile-status')).toHaveText('GO');
  await expect(mainTile.getByTestId('tile-cue')).toHaveText('Cue 1: Walk-in music');
  await expect(mainTile.getByTestId('tile-clock')).toContainText(/^4:5\d|^5:00/);
  await expect(page.getByRole('region', { name: 'Room A' }).getByTestId('tile-status')).toHaveText('No cue');

  // A crew phone of Main Hall.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await phone.goto(`/department/${sound!.accessCode}`);
  await expect(phone.getByTestId('crew-connection')).toContainText('Live');

  // Broadcast to Main Hall and its crew.
  await page.getByLabel('Message').fill('Doors open in 5 minutes');
  await page.getByRole('checkbox', { name: 'Main Hall' }).check();
  await page.getByRole('checkbox', { name: 'Also to crew phones' }).check();
  await expectAccessible(page, testInfo, 'producer wall 1920');
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  await expect(page.getByTestId('broadcast-receipt')).toHaveText('Main Hall: not read yet');
  await expect(caller.getByTestId('producer-message')).toContainText('Doors open in 5 minutes');
  await expect(phone.getByTestId('crew-messages')).toContainText('Doors open in 5 minutes');
  await screenshot(caller, '19-caller-producer-message-1440');
  await screenshot(page, '19-wall-1920');
  await caller.getByTestId('producer-message').getByRole('button', { name: 'Read' }).click();
  await expect(caller.getByTestId('producer-message')).toHaveCount(0);
  await expect(page.getByTestId('broadcast-receipt')).toHaveText('Main Hall: read');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page, testInfo, 'producer wall 1440');
  await screenshot(page, '19-wall-1440');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(tiles).toHaveCount(3);
  await expectAccessible(page, testInfo, 'producer wall 360');
  await screenshot(page, '19-wall-360');
});
