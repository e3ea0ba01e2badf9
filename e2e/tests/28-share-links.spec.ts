/**
 * README "## Team", share links (docs/decisions/0036-share-links.md), in Chromium: the owner makes a
 * viewer link and a department link in the Team tab; a second browser context without an account
 * opens the viewer link and sees a GO live, then the department link, where it ticks and adds its
 * department's tasks but cannot touch another department's or any cue; the owner revokes the
 * department link and its page drops at once, saying why. Axe on the Team tab and the /share page;
 * screenshots (E2E_SCREENSHOT_DIR) at 1280 and 360 px.
 */
import { expect, test, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, screenshot, setUpShow } from '../support/helpers.js';

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 740 };

const SHOW = {
  name: 'Shared Gala',
  departments: ['Sound', 'Light'],
  cues: [
    {
      time: '19:00:00',
      action: 'Doors',
      duration: 300,
      tasks: { Sound: [{ description: 'Walk-in music' }], Light: [{ description: 'House lights' }] },
    },
    { time: '19:05:00', action: 'Welcome', duration: 300 },
  ],
};

/** The path of a link listed in the Team tab (the address may name this machine's LAN address). */
async function linkPath(page: Page, label: string): Promise<string> {
  const url = await page.getByLabel(`Address of the link ${label}`).inputValue();
  const path = /\/share\/[A-Za-z0-9_-]+$/.exec(url)?.[0];
  if (!path) throw new Error(`no share address for ${label}: ${url}`);
  return path;
}

/** Opens a task cell's list (cells with tasks start open in run mode). */
async function openCell(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`^(Expand|Collapse) ${label} tasks`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The session this tab opened with the link (kept in sessionStorage by the share page). */
async function linkSession(page: Page, path: string): Promise<string> {
  const token = path.split('/').at(-1) ?? '';
  const raw = await page.evaluate((k) => sessionStorage.getItem(k) ?? '{}', `share:${token}`);
  const kept: unknown = JSON.parse(raw);
  return typeof kept === 'object' && kept !== null && 'token' in kept && typeof kept.token === 'string' ? kept.token : '';
}

test('share links: a viewer link follows live, a department link edits only its tasks, a revoked link drops at once', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  const show = await setUpShow(page.request, SHOW);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), show.token);
  await openShow(page, show.eventId);

  // The owner makes both links in the Team tab.
  await page.getByRole('tab', { name: 'Team' }).click();
  const form = page.getByRole('form', { name: 'Make a share link' });
  await form.getByLabel('Name of the link').fill('Director');
  await form.getByRole('button', { name: 'Make link' }).click();
  const links = page.getByRole('list', { name: 'Share links' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  await form.getByLabel('Name of the link').fill('Sound crew');
  await form.getByLabel('Kind').selectOption('department');
  await form.getByLabel('Department').selectOption({ label: 'Sound' });
  await form.getByRole('button', { name: 'Make link' }).click();
  await expect(links).toHaveCount(2);
  await expect(links.filter({ hasText: 'Sound crew' })).toContainText('Department: Sound · no end date');
  await expect(links.filter({ hasText: 'Director' })).toContainText('Viewer · no end date');
  const viewerPath = await linkPath(page, 'Director');
  const departmentPath = await linkPath(page, 'Sound crew');
  await page.getByRole('heading', { name: 'Share links' }).scrollIntoViewIfNeeded();
  await expectAccessible(page, testInfo, 'team tab with share links');
  await screenshot(page, '28-team-share-links-1280');
  await page.setViewportSize(phone);
  await screenshot(page, '28-team-share-links-360');
  // The section alone, to read it at phone width (the full page is long).
  await screenshot(page.getByRole('region', { name: 'Share links' }), '28-share-links-section-360');
  await page.setViewportSize(desktop);

  // Someone without an account opens the viewer link and follows the show live.
  const guest = await browser.newContext({ viewport: desktop });
  const viewer = await guest.newPage();
  await viewer.goto(viewerPath);
  await expect(viewer.locator('[data-connection="live"]')).toBeVisible();
  await expect(viewer.getByTestId('share-badge')).toHaveText('Shared link: Director · view only');
  await expect(viewer.getByTestId('watch-role')).toHaveText('You follow this show as Viewer: the callers run it.');
  await expect(viewer.getByRole('group', { name: 'Cue controls' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(viewer.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await openCell(viewer, 'Sound, cue 1');
  await expect(viewer.getByRole('checkbox', { name: 'Walk-in music' })).toBeDisabled();
  await api(page.request, 'POST', `/api/events/${show.eventId}/cuestatus/go`, show.token, {});
  await expect(viewer.locator('#current-cue-title')).toHaveText('#1 - Doors');
  await expect(viewer.getByTestId('status-label')).toHaveText('In Progress');
  await expectAccessible(viewer, testInfo, 'share page, viewer');
  await screenshot(viewer, '28-share-viewer-1280');
  await viewer.setViewportSize(phone);
  await screenshot(viewer, '28-share-viewer-360');

  // The department link: Sound's tasks are its own to tick and add; Light's and every cue are not.
  const crew = await guest.newPage();
  await crew.goto(departmentPath);
  await expect(crew.locator('[data-connection="live"]')).toBeVisible();
  await expect(crew.getByTestId('share-badge')).toHaveText('Shared link: Sound crew · Sound');
  await expect(crew.getByTestId('watch-role')).toContainText('Department lead');
  await openCell(crew, 'Sound, cue 1');
  await crew.getByRole('checkbox', { name: 'Walk-in music' }).click();
  await expect(crew.getByRole('checkbox', { name: 'Walk-in music' })).toBeChecked();
  await crew.getByRole('button', { name: 'Add a task to Sound, cue 2' }).click();
  await crew.getByLabel('New task for Sound, cue 2').fill('Mic check');
  await crew.keyboard.press('Enter');
  await expect(crew.getByRole('button', { name: /Sound, cue 2 tasks: 0\/1 completed/ })).toBeVisible();
  await openCell(crew, 'Light, cue 1');
  await expect(crew.getByRole('checkbox', { name: 'House lights' })).toBeDisabled();
  await expect(crew.getByRole('button', { name: /Add a task to Light/ })).toHaveCount(0);
  // Its own cells offer their edit pencil; no cue, no other department and no edit mode do.
  await expect(crew.getByRole('button', { name: 'Edit Sound, cue 1 tasks' })).toBeVisible();
  await expect(crew.getByRole('button', { name: /^Edit (cue|Light|Rundown)/ })).toHaveCount(0);
  await expect(crew.getByRole('group', { name: 'Cue controls' })).toHaveCount(0);
  // The server holds the same line for the link's session.
  const session = await linkSession(crew, departmentPath);
  expect(session.length).toBeGreaterThan(20);
  const cueEdit = await crew.request.patch(`/api/cues/${show.cueIds[0]!}`, {
    headers: { authorization: `Bearer ${session}` },
    data: { action: 'Hijacked' },
  });
  expect(cueEdit.status()).toBe(403);
  const tasks = await api<Array<{ id: number; departmentId: number }>>(
    page.request,
    'GET',
    `/api/events/${show.eventId}/tasks`,
    show.token,
  );
  const light = tasks.find((t) => t.departmentId === show.departments['Light']!.id)!;
  const lightTick = await crew.request.put(`/api/tasks/${light.id}`, {
    headers: { authorization: `Bearer ${session}` },
    data: { completed: true },
  });
  expect(lightTick.status()).toBe(403);
  const sound = tasks.find((t) => t.departmentId === show.departments['Sound']!.id)!;
  const soundEdit = await crew.request.put(`/api/tasks/${sound.id}`, {
    headers: { authorization: `Bearer ${session}` },
    data: { description: 'Walk-in music, low' },
  });
  expect(soundEdit.status()).toBe(200);
  await expect(crew.getByRole('checkbox', { name: 'Walk-in music, low' })).toBeVisible();
  await expectAccessible(crew, testInfo, 'share page, department');
  await screenshot(crew, '28-share-department-1280');
  await crew.setViewportSize(phone);
  await screenshot(crew, '28-share-department-360');

  // The owner sees who did it in the history: the link, by name.
  const history = await api<{ entries: Array<{ who: { label: string } }> }>(
    page.request,
    'GET',
    `/api/events/${show.eventId}/history`,
    show.token,
  );
  expect(history.entries.some((e) => e.who.label === 'link: Sound crew')).toBe(true);

  // The owner revokes the department link: its page drops at once and says why; the viewer link stays.
  await page.getByRole('button', { name: 'Revoke the link Sound crew' }).click();
  await expect(links).toHaveCount(1);
  await expect(crew.getByRole('heading', { name: 'Link no longer works' })).toBeVisible();
  await expect(crew.getByRole('alert')).toHaveText('This share link was revoked. Ask the person who sent it for a new one.');
  await expect(crew.getByRole('table', { name: 'Rundown' })).toHaveCount(0);
  await expectAccessible(crew, testInfo, 'share page, revoked');
  await screenshot(crew, '28-share-revoked-360');
  await crew.setViewportSize(desktop);
  await screenshot(crew, '28-share-revoked-1280');
  // Opening it again says the same; the viewer's screen is still live.
  await crew.getByRole('button', { name: 'Open the link again' }).click();
  await expect(crew.getByRole('heading', { name: 'Link not available' })).toBeVisible();
  await expect(crew.getByRole('alert')).toHaveText('This share link was revoked. Ask the person who sent it for a new one.');
  await expect(viewer.locator('[data-connection="live"]')).toBeVisible();
  await guest.close();
});
