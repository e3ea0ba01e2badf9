/**
 * docs/security.md "Trust, round 3" 20.9: the ADMIN_EMAIL link is confirmed on its page by the account's owner, signed in
 * (opening the link, as a mail scanner does, changes nothing); a crew phone's offline copy of a
 * code's data goes when the code is changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test.js';
import { OwnServer, ownPort } from '../support/ownServer.js';
import { expectAccessible, registerViaApi, screenshot, seedRundown } from '../support/helpers.js';

const ADMIN_EMAIL = 'chief@example.com';
// A server of its own: 02-events.spec.ts proves the main server's ADMIN_EMAIL for its own account.
const server = new OwnServer(ownPort(3), { ADMIN_EMAIL, PUBLIC_URL: `http://127.0.0.1:${ownPort(3)}` });
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The confirmation token in the newest mail of the own server's outbox to `to`. */
function mailedToken(to: string): string {
  const dir = path.join(server.dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.includes(to))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail to ${to}`);
  const text = readFileSync(path.join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${to}`);
  return token;
}

async function isAdmin(page: Page, token: string): Promise<boolean> {
  const res = await page.request.get(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { isAdmin: boolean }).isAdmin;
}

test('the ADMIN_EMAIL link changes nothing when opened; its owner confirms it signed in, another account cannot', async ({
  browser,
}, testInfo) => {
  const register = async (page: Page, username: string, email: string) => {
    const res = await page.request.post(`${server.url}/api/auth/register`, {
      data: { username, name: `Person ${username}`, email, password: 'correct horse', confirmPassword: 'correct horse' },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const setupPage = await (await browser.newContext()).newPage();
  await register(setupPage, 'founder', 'founder@example.com');
  const chiefToken = await register(setupPage, 'chief', ADMIN_EMAIL);
  const otherToken = await register(setupPage, 'bystander', 'bystander@example.com');
  const token = mailedToken(ADMIN_EMAIL);
  const link = `${server.url}/verify-email?token=${token}`;

  // A mail scanner (no session) opens the link, and the older API link: nothing changes.
  const scanner = await (await browser.newContext()).newPage();
  await scanner.goto(link);
  await expect(scanner.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await scanner.goto(`${server.url}/api/auth/verify-email?token=${token}`);
  await expect(scanner).toHaveURL(link);
  expect(await isAdmin(scanner, chiefToken)).toBe(false);
  await expectAccessible(scanner, testInfo, 'verify-email page');
  await scanner.setViewportSize({ width: 1440, height: 900 });
  await screenshot(scanner, 'verify-email-1440');
  await scanner.setViewportSize({ width: 360, height: 740 });
  await screenshot(scanner, 'verify-email-360');

  // Signed in as another account, the button is refused with a sentence.
  const other = await (await browser.newContext()).newPage();
  await other.goto(server.url);
  await other.evaluate((t) => localStorage.setItem('authToken', t), otherToken);
  await other.goto(link);
  await expect(other.getByText('Signed in as')).toContainText('bystander');
  await other.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(other.getByRole('alert')).toContainText('This link was mailed for another account');
  expect(await isAdmin(other, chiefToken)).toBe(false);
  expect(await isAdmin(other, otherToken)).toBe(false);

  // Not signed in: the page asks to log in, comes back, and the owner's press confirms.
  const owner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await owner.goto(link);
  await owner.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(owner.getByRole('alert')).toContainText('Sign in as "chief"');
  await screenshot(owner, 'verify-email-360-sign-in-needed');
  await owner.getByRole('link', { name: 'Log in, then confirm again' }).click();
  await owner.getByLabel('Username').fill('chief');
  await owner.getByLabel('Password').fill('correct horse');
  await owner.getByRole('button', { name: 'Log in' }).click();
  await expect(owner).toHaveURL(link);
  await expect(owner.getByText('Signed in as')).toContainText('chief');
  await owner.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(owner.getByRole('status')).toContainText('Your e-mail address is confirmed.');
  await screenshot(owner, 'verify-email-360-confirmed');
  expect(await isAdmin(owner, chiefToken)).toBe(true);
});

test("a changed code's cached cue data is dropped from the phone: an offline reload shows none of it", async ({ browser }) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext()).newPage();
  const { token } = await registerViaApi(setup);
  const auth = { authorization: `Bearer ${token}` };
  const eventId = await seedRundown(
    setup.request,
    token,
    { name: 'Revoked Gala' },
    ['Sound'],
    [{ time: '19:00:00', action: 'Walk-in music', duration: 60 }],
  );
  const [sound] = (await (await setup.request.get(`/api/events/${eventId}/departments`, { headers: auth })).json()) as Array<{
    id: number;
    accessCode: string;
  }>;

  const crewContext = await browser.newContext(phone);
  const crew = await crewContext.newPage();
  await crew.goto(`/department/${sound!.accessCode}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  // The worker controls the page from its next load on; that load's reads are stored.
  await crew.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await crew.reload();
  await expect(crew.getByText('Walk-in music').first()).toBeVisible();
  const storedReads = () =>
    crew.evaluate(async () => {
      const cache = await caches.open('showcaller-data-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  await expect.poll(storedReads).toContain(`/api/events/${eventId}/cues`);

  // Offline, a reload still shows the last known cue (what the worker is for)...
  await crewContext.setOffline(true);
  await crew.reload();
  await expect(crew.getByText('Walk-in music').first()).toBeVisible();
  await crewContext.setOffline(false);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live', { timeout: 15_000 });

  // ...until the owner changes the code: the socket says revoked, the phone leaves, its copies go.
  expect((await setup.request.post(`/api/departments/${sound!.id}/regenerate-code`, { headers: auth })).status()).toBe(200);
  await expect(crew.getByText('This access code was changed')).toBeVisible();
  await expect.poll(storedReads).toEqual([]);

  await crewContext.setOffline(true);
  await crew.goto(`/department/${sound!.accessCode}`).catch(() => undefined);
  await crew.reload().catch(() => undefined);
  await expect(crew.locator('body')).not.toContainText('Walk-in music');
  await screenshot(crew, 'crew-360-revoked-offline');
  await crewContext.setOffline(false);
});
