import { expect, test } from '../support/test.js';
import { expectAccessible, lastMailTo, registerViaApi, registerViaUi, screenshot, signIn } from '../support/helpers.js';

test('a new account creates, edits, opens, fills and deletes an event; another account cannot see it', async ({
  page,
  browser,
}, testInfo) => {
  await registerViaUi(page);
  await expect(page.getByText('No events yet')).toBeVisible();
  await expectAccessible(page, testInfo, 'dashboard-empty');

  // Create through the modal, with the date picked in the calendar.
  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Please provide a name for the event.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Product Launch');
  await dialog.getByLabel('Description').fill('Main stage, day one');
  await dialog.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.getByRole('grid');
  await calendar.getByRole('button', { name: /15/ }).first().click();
  await expect(dialog.getByRole('button', { name: /^Date/ })).toContainText('15');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Your new event has been created successfully.')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: 'Product Launch' });
  await expect(card.getByText('0 Cues')).toBeVisible();
  await expect(card.getByText('0 Departments')).toBeVisible();
  await expect(card.getByText('Main stage, day one')).toBeVisible();
  await screenshot(page, 'desktop-dashboard');

  // Edit through the card menu.
  await card.getByRole('button', { name: 'Options for Product Launch' }).click();
  await page.getByRole('menuitem', { name: 'Edit Event' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('Product Launch');
  await page.getByRole('dialog').getByLabel('Name').fill('Product Launch 2027');
  await page.getByRole('dialog').getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Your event has been updated successfully.')).toBeVisible();
  const edited = page.getByRole('article').filter({ hasText: 'Product Launch 2027' });
  await expect(edited).toBeVisible();
  const eventUrl = await edited.getByRole('link', { name: /Access Event/ }).getAttribute('href');
  const eventId = /\/event\/(\d+)/.exec(eventUrl ?? '')?.[1];
  expect(eventId).toBeTruthy();

  // Detail page: add a cue in the Timeline dialog.
  await edited.getByRole('button', { name: 'Options for Product Launch 2027' }).click();
  await page.getByRole('menuitem', { name: /details/i }).click();
  await expect(page).toHaveURL(new RegExp(`/event-rundown/${eventId}$`));
  await expect(page.getByText('No cues have been added to this event yet.')).toBeVisible();
  await expectAccessible(page, testInfo, 'event-rundown');
  await page.getByRole('button', { name: 'Add First Cue' }).click();
  const cueDialog = page.getByRole('dialog');
  await expect(cueDialog.getByRole('heading', { name: 'Add New Cue' })).toBeVisible();
  await cueDialog.getByLabel('Time').fill('09:00:00');
  await cueDialog.getByLabel(/Duration/).fill('300');
  await cueDialog.getByLabel('Action').fill('Doors open');
  await cueDialog.getByLabel('Notes').fill('House lights at 50%');
  await cueDialog.getByRole('button', { name: 'Add Cue' }).click();
  await expect(page.getByText('Doors open')).toBeVisible();
  await screenshot(page, 'desktop-event-rundown');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'phone-event-rundown');
  await expectAccessible(page, testInfo, 'event-rundown-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: /Back/ }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Product Launch 2027' }).getByText('1 Cue', { exact: true })).toBeVisible();

  // A second account cannot see or open it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerViaApi(other);
  await other.goto('/dashboard');
  await expect(other.getByText('No events yet')).toBeVisible();
  await other.goto(`/event-rundown/${eventId}`);
  await expect(other.getByText('Event Not Found')).toBeVisible();
  await otherContext.close();

  // Delete through the dialog.
  await page.getByRole('button', { name: 'Options for Product Launch 2027' }).click();
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('This will permanently delete the event "Product Launch 2027". This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByText('The event has been successfully deleted.')).toBeVisible();
  await expect(page.getByText('No events yet')).toBeVisible();
});

test('the dashboard shows the authentication card for a 401 and the generic card for a 500', async ({ page }) => {
  await registerViaApi(page);
  await page.route('**/api/events', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  // The list is tried again with growing waits (api/events.ts eventListRetryDelay) before the card: the
  // page's clock jumps over them instead of the test sitting through ~25 s of them.
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(page.getByText('Error Loading Events')).toBeVisible({ timeout: 500 });
  }).toPass({ intervals: [100], timeout: 60_000 });
  await expect(page.getByText('Failed to load events. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Login' })).toHaveCount(0);

  await page.unroute('**/api/events');
  await page.route('**/api/events', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Your session has expired"}' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Your session has expired or you are not logged in. Please refresh the page or login again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('admin page: the admin sees users, anyone else a clear refusal; settings are accessible', async ({ page, browser }, testInfo) => {
  // The server's ADMIN_EMAIL (playwright.config.ts) makes an admin once its mailed link is opened;
  // the mail names the account it would make admin (docs/decisions/0015-who-is-an-admin.md). The username admin is not
  // free here: only the first account of an empty server may take it.
  const siteAdmin = 'siteadmin';
  const reg = await page.request.post('/api/auth/register', {
    data: {
      username: siteAdmin,
      name: 'Site Admin',
      email: 'admin@example.com',
      password: 'admin password',
      confirmPassword: 'admin password',
    },
  });
  // A retry on the same server finds the account made (and proved) by the first attempt.
  if (reg.status() === 201) {
    const mail = lastMailTo('admin@example.com');
    expect(mail).toContain(`makes the account "${siteAdmin}" an ADMINISTRATOR`);
    // Confirmed by the account itself, signed in (the page's button: 13-confirm-email-offline.spec.ts).
    const verify = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    const { token: session } = (await reg.json()) as { token: string };
    const confirmed = await page.request.post('/api/auth/verify-email', {
      data: { token: verify },
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(confirmed.status()).toBe(200);
  }
  const login =
    reg.status() === 201 ? reg : await page.request.post('/api/auth/login', { data: { username: siteAdmin, password: 'admin password' } });
  const { token } = (await login.json()) as { token: string };
  await signIn(page, token);

  const plainContext = await browser.newContext();
  const plain = await plainContext.newPage();
  const { username } = await registerViaApi(plain);
  await plain.goto('/admin');
  await expect(plain.getByText('Only administrators can see the list of users.')).toBeVisible();
  await expect(plain.getByRole('table')).toHaveCount(0);
  await expectAccessible(plain, testInfo, 'admin-refused');

  await page.goto('/admin');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, 'admin');
  await screenshot(page, 'desktop-admin');

  await plain.goto('/settings');
  await expect(plain.getByRole('heading', { name: /Settings/ }).first()).toBeVisible();
  await expectAccessible(plain, testInfo, 'settings');
  await screenshot(plain, 'desktop-settings');
  await plain.setViewportSize({ width: 360, height: 780 });
  await screenshot(plain, 'phone-settings');
  await plain.goto('/dashboard');
  await expect(plain.getByText('No events yet')).toBeVisible();
  await screenshot(plain, 'phone-dashboard');
  await expectAccessible(plain, testInfo, 'dashboard-phone');
  await plainContext.close();
});
