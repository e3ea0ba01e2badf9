import { expect, test } from '../support/test.js';
import { expectAccessible, lastMailTo, registerViaUi, screenshot, uniqueName } from '../support/helpers.js';

test('register shows validation first, lands on the dashboard, survives a reload, logs out through the confirmation', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Please fix the errors above before submitting')).toBeVisible();

  const username = await registerViaUi(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(username).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await expect(dialog.getByText("You'll need to log in again to access your events.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});

test('a logged-in user visiting /auth goes to the dashboard; a wrong password shows the server text', async ({ page }) => {
  const username = uniqueName();
  await registerViaUi(page, username);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.removeItem('authToken'));
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
});

test('forgot password: the mailed link resets the password and the new one logs in', async ({ page }) => {
  const username = await registerViaUi(page);
  await page.evaluate(() => localStorage.removeItem('authToken'));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();

  const mail = lastMailTo(`${username}@example.com`);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/auth\?reset=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, 'reset link in the mail').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('brand new secret');
  await page.getByLabel('Confirm password', { exact: true }).fill('brand new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('brand new secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('public pages and the 404 screen have no serious accessibility issues', async ({ page }, testInfo) => {
  for (const [path, name] of [
    ['/', 'landing'],
    ['/auth', 'auth'],
    ['/auth?tab=register', 'register'],
    ['/privacy', 'privacy'],
    ['/no-such-page', '404'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (name === '404') await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessible(page, testInfo, name);
    await screenshot(page, `desktop-${name}`);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, name] of [
    ['/', 'landing'],
    ['/auth?tab=register', 'register'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo, `${name}-phone`);
    await screenshot(page, `phone-${name}`);
  }
});

test('the API answers JSON errors, the app serves hashed assets with a long cache, and health reports storage', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(await health.json()).toMatchObject({ status: 'ok', storage: 'sqlite', version: '2.5.5' });
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toHaveProperty('error');
  const html = await (await request.get('/dashboard')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()['cache-control']).toContain('immutable');
  const docs = await request.get('/api/docs/json');
  expect((await docs.json()).paths).toHaveProperty('/api/auth/login');
});
