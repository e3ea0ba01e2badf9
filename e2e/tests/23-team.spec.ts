/**
 * README "## Team" (docs/decisions/0031-team-members-and-roles.md), in Chromium with two people:
 * - an invitation accepted: the owner invites an address as viewer from the Team tab; the person
 *   opens the mailed link, registers with that address, comes back to the link and joins; the show
 *   screen follows the show live (a GO shows at once) with no cue controls and no way to edit;
 *   the owner removes them and their screen stops at once, saying why;
 * - a department lead edits only their column: adds and ticks tasks of Sound, while Light's tasks
 *   are shown but cannot be ticked and offer no "+".
 * Axe on the Team tab, the invitation page and the member's show screen; screenshots (E2E_SCREENSHOT_DIR)
 * at 1280 and 360 px.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import {
  api,
  expectAccessible,
  lastMailTo,
  openShow,
  registerAccount,
  screenshot,
  setUpShow,
  signedInPage,
  uniqueName,
} from '../support/helpers.js';

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 740 };

const SHOW = {
  name: 'Team Gala',
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

/** The invitation link's path in the newest mail to `email`. */
function invitePath(email: string): string {
  const path = /\/invite\/[A-Za-z0-9_-]+/.exec(lastMailTo(email))?.[0];
  if (!path) throw new Error(`no invitation link in the mail to ${email}`);
  return path;
}

/** Opens a task cell's list (cells with tasks start open in run mode). */
async function openCell(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`^(Expand|Collapse) ${label} tasks`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function newPage(browser: Browser, viewport = desktop): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test('an invitation accepted: the viewer registers from the link, follows the show live, cannot edit, and drops when removed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(desktop);
  const show = await setUpShow(page.request, SHOW);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), show.token);
  await openShow(page, show.eventId);

  // The owner invites from the Team tab.
  const invitee = uniqueName('viewer');
  const email = `${invitee}@example.com`;
  await page.getByRole('tab', { name: 'Team' }).click();
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByLabel('Invite by e-mail').fill(email);
  await form.getByLabel('Role of the invited person').selectOption('viewer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(email);
  await expectAccessible(page, testInfo, 'team tab');
  await screenshot(page, '23-team-tab-1280');

  // The person opens the mailed link, registers with the invited address, and joins.
  const person = await newPage(browser);
  await person.goto(invitePath(email));
  await expect(person.getByTestId('invitation')).toContainText(`invites ${email} to the show Team Gala as Viewer`);
  await expectAccessible(person, testInfo, 'invitation page');
  await screenshot(person, '23-invite-1280');
  await person.getByRole('link', { name: 'Create an account' }).click();
  await person.getByLabel('Username').fill(invitee);
  await person.getByLabel('Full Name').fill('Vera Viewer');
  await person.getByLabel('Email').fill(email);
  await person.getByLabel('Password', { exact: true }).fill('correct horse');
  await person.getByLabel('Confirm Password').fill('correct horse');
  await person.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(person).toHaveURL(/\/invite\//);
  await person.getByRole('button', { name: 'Join the team' }).click();
  await expect(person).toHaveURL(new RegExp(`/event/${show.eventId}$`));
  await expect(person.locator('[data-connection="live"]')).toBeVisible();

  // A viewer follows live, with no cue controls, no edit mode and tasks that cannot be ticked.
  await expect(person.getByTestId('watch-role')).toHaveText('You follow this show as Viewer: the callers run it.');
  await expect(person.getByRole('group', { name: 'Cue controls' })).toHaveCount(0);
  await expect(person.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(person.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await openCell(person, 'Sound, cue 1');
  await expect(person.getByRole('checkbox', { name: 'Walk-in music' })).toBeDisabled();
  await expect(person.getByRole('button', { name: /Add a task to/ })).toHaveCount(0);
  await expect(person.getByRole('button', { name: /set cue 1 as current cue/ })).toHaveCount(0);
  await api(page.request, 'POST', `/api/events/${show.eventId}/cuestatus/go`, show.token, {});
  await expect(person.locator('#current-cue-title')).toHaveText('#1 - Doors');
  await expect(person.getByTestId('status-label')).toHaveText('In Progress');
  await expectAccessible(person, testInfo, 'viewer show screen');
  await screenshot(person, '23-viewer-show-1280');
  // The history is theirs to read, not to undo or restore (docs/decisions/0031-team-members-and-roles.md).
  await person.getByRole('tab', { name: /History/ }).click();
  await expect(person.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
  await expect(person.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await expect(person.getByRole('button', { name: 'Save version' })).toHaveCount(0);
  await person.getByRole('tab', { name: /Rundown/ }).click();
  await person.setViewportSize(phone);
  await screenshot(person, '23-viewer-show-360');

  // The owner sees the member and removes them: the viewer's screen stops at once and says why.
  await page.reload();
  await page.getByRole('tab', { name: 'Team' }).click();
  const member = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(member).toContainText('Vera Viewer');
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem')).toHaveCount(0);
  await page.setViewportSize(phone);
  await screenshot(page, '23-team-tab-360');
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Remove Vera Viewer' }).click();
  await expect(person.getByRole('alert').filter({ hasText: 'Live updates stopped' })).toContainText('removed from its team');
  const after = await person.request.get(`/api/events/${show.eventId}`, {
    headers: { authorization: `Bearer ${await person.evaluate(() => localStorage.getItem('authToken') ?? '')}` },
  });
  expect(after.status()).toBe(404);
});

test('a department lead edits only their column', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  const show = await setUpShow(page.request, SHOW);
  const lead = await registerAccount(page.request, uniqueName('lead'));
  const sound = show.departments['Sound']!.id;
  await api(page.request, 'POST', `/api/events/${show.eventId}/invitations`, show.token, {
    email: `${lead.username}@example.com`,
    role: 'lead',
    departmentIds: [sound],
  });
  const token = invitePath(`${lead.username}@example.com`).split('/').at(-1);
  await api(page.request, 'POST', '/api/invitations/accept', lead.token, { token });

  const screen = await signedInPage(browser, lead.token, { viewport: desktop });
  await openShow(screen, show.eventId);
  await expect(screen.getByTestId('watch-role')).toContainText('Department lead');
  // Sound is theirs: tick its task and add one.
  await openCell(screen, 'Sound, cue 1');
  await screen.getByRole('checkbox', { name: 'Walk-in music' }).click();
  await expect(screen.getByRole('checkbox', { name: 'Walk-in music' })).toBeChecked();
  await screen.getByRole('button', { name: 'Add a task to Sound, cue 2' }).click();
  await screen.getByLabel('New task for Sound, cue 2').fill('Mic check');
  await screen.keyboard.press('Enter');
  await expect(screen.getByRole('button', { name: /Sound, cue 2 tasks: 0\/1 completed/ })).toBeVisible();
  // Light is not: shown, not tickable, no "+".
  await openCell(screen, 'Light, cue 1');
  await expect(screen.getByRole('checkbox', { name: 'House lights' })).toBeDisabled();
  await expect(screen.getByRole('button', { name: /Add a task to Light/ })).toHaveCount(0);
  await expect(screen.getByRole('button', { name: /Edit Light/ })).toHaveCount(0);
  await expectAccessible(screen, testInfo, 'lead show screen');
  await screenshot(screen, '23-lead-show-1280');
  await screen.setViewportSize(phone);
  await screenshot(screen, '23-lead-show-360');
  // The server holds the same line.
  const tasks = await api<Array<{ id: number; departmentId: number }>>(
    page.request,
    'GET',
    `/api/events/${show.eventId}/tasks`,
    show.token,
  );
  const light = tasks.find((t) => t.departmentId !== sound)!;
  const refused = await page.request.put(`/api/tasks/${light.id}`, {
    headers: { authorization: `Bearer ${lead.token}` },
    data: { completed: true },
  });
  expect(refused.status()).toBe(403);
});
