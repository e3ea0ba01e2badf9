/**
 * docs/decisions/0011-show-control.md: the owner configures an OSC target in the Integrations tab, presses GO, and the fake
 * QLab (a real UDP socket on the loopback) answers; the live cue shows the confirmation tick.
 */
import { createSocket, type Socket } from 'node:dgram';
import { expect, test, type Page } from '../support/test.js';
import { expectAccessible, registerViaApi, screenshot, seedRundown } from '../support/helpers.js';

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** An OSC string: the bytes, a NUL, padded to four. */
function oscString(s: string): Buffer {
  const b = Buffer.from(`${s}\0`);
  return Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
}

/**
 * A fake QLab as its OSC dictionary says (apps/server/src/test/devices/qlab.ts is the full one):
 * a cue's /start is answered only after /alwaysReply 1 from that client, and over UDP the reply
 * goes to port 53001 of the sender (the server's QLAB_REPLY_PORT), not to the port it sent from.
 */
async function fakeQlab(): Promise<{ socket: Socket; port: number; heard: string[] }> {
  const socket = createSocket('udp4');
  const heard: string[] = [];
  const alwaysReply = new Set<string>();
  socket.on('message', (buf, from) => {
    const address = buf.subarray(0, buf.indexOf(0)).toString();
    heard.push(address);
    if (address === '/alwaysReply') alwaysReply.add(from.address);
    // /version generates a reply, so QLab answers it without /alwaysReply (Send test).
    if (address === '/version') {
      const v = JSON.stringify({ address, status: 'ok', data: '5.4.1' });
      socket.send(Buffer.concat([oscString('/reply/version'), oscString(',s'), oscString(v)]), 53001, from.address);
    }
    const n = /^\/cue\/(\d+)\/start$/.exec(address)?.[1];
    if (!n || !alwaysReply.has(from.address)) return;
    const json = JSON.stringify({ workspace_id: 'W1', address, status: 'ok' });
    const reply = Buffer.concat([oscString(`/reply/cue/${n}/start`), oscString(',s'), oscString(json)]);
    socket.send(reply, 53001, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { socket, port: socket.address().port, heard };
}

async function openShow(page: Page, token: string, eventId: number) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto(`/event/${eventId}`);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
}

/**
 * The Integrations tab's list of targets: a target's name shows elsewhere too (the live cue's
 * equipment confirmations, a toast), so a look-up by the name alone can match twice.
 */
const targetsOf = (page: Page) => page.getByRole('region', { name: 'OSC targets' });

test('configure a QLab target in the Integrations tab, press GO, see the confirmation tick', async ({ browser }, testInfo) => {
  const qlab = await fakeQlab();
  try {
    const page = await (await browser.newContext(desktop)).newPage();
    const { token } = await registerViaApi(page);
    const eventId = await seedRundown(
      page.request,
      token,
      { name: 'Integrations Night' },
      ['Sound'],
      [
        { time: '19:00:00', action: 'Walk-in music', duration: 60 },
        { time: '19:01:00', action: 'Welcome', duration: 60 },
      ],
    );
    await openShow(page, token, eventId);

    await page.getByRole('tab', { name: /Integrations/ }).click();
    await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a target' });
    await form.getByLabel('Name', { exact: true }).fill('Sound QLab');
    await form.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await form.getByLabel('Port', { exact: true }).fill(String(qlab.port));
    await form.getByRole('button', { name: 'Add target' }).click();
    await expect(targetsOf(page).getByText('Sound QLab', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send test to Sound QLab' }).click();
    await expect.poll(() => qlab.heard.includes('/version')).toBe(true);
    // docs/decisions/0025-show-control-devices.md: success only when QLab answered, with the round trip.
    await expect(page.getByRole('status').filter({ hasText: /Test: Answered in \d+ ms/ })).toBeVisible();
    await expect(page.getByRole('list', { name: /Last OSC messages/ })).toContainText('/version');
    await screenshot(page, '11-integrations-desktop');
    await expectAccessible(page, testInfo, 'integrations tab (desktop)');

    // A cue's own OSC message on GO, from the cue dialog.
    await page.getByRole('tab', { name: /Rundown/ }).click();
    await page.getByRole('button', { name: 'Edit Rundown' }).click();
    await page.getByRole('button', { name: 'Edit cue 1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add trigger' }).click();
    await dialog.getByRole('textbox', { name: 'Trigger 1: OSC address' }).fill('/lights/{cue.number}');
    await dialog.getByRole('textbox', { name: 'Trigger 1: arguments' }).fill('i:{cue.number} s:{cue.action}');
    await dialog.getByRole('button', { name: 'Save triggers' }).click();
    await expect(page.getByText('OSC triggers saved')).toBeVisible();
    await screenshot(page, '11-integrations-cue-triggers');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^GO/ }).click();
    const tick = page.getByRole('list', { name: 'Equipment confirmations of the live cue' }).getByRole('listitem');
    await expect(tick).toHaveAttribute('data-state', 'confirmed');
    await expect(tick).toContainText(/Sound QLab\s*fired \+\d+ ms/);
    expect(qlab.heard).toContain('/cue/1/start');
    await expect.poll(() => qlab.heard.includes('/lights/1')).toBe(true);
    await screenshot(page, '11-integrations-confirmed');

    // The as-run report has the equipment's confirmation.
    const log = await page.request.get(`/api/events/${eventId}/integrations/log`, { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await log.json())).toContain('/reply/cue/1/start');

    const mobile = await (await browser.newContext(phone)).newPage();
    await openShow(mobile, token, eventId);
    await mobile.getByRole('tab', { name: /Integrations/ }).click();
    await expect(targetsOf(mobile).getByText('Sound QLab', { exact: true })).toBeVisible();
    await screenshot(mobile, '11-integrations-phone');
    const narrow = await (await browser.newContext({ ...phone, viewport: { width: 320, height: 700 } })).newPage();
    await openShow(narrow, token, eventId);
    await narrow.getByRole('tab', { name: /Integrations/ }).click();
    await expect(targetsOf(narrow).getByText('Sound QLab', { exact: true })).toBeVisible();
    await expectAccessible(mobile, testInfo, 'integrations tab (phone)');
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scroll on a 360 px phone').toBeLessThanOrEqual(1);
  } finally {
    qlab.socket.close();
  }
});
