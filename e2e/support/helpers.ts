import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
}

/** Registers through the UI and waits for the dashboard. */
export async function registerViaUi(page: Page, username = uniqueName()): Promise<string> {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full Name').fill(`Person ${username}`);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm Password').fill('correct horse');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}

/** Registers through the API (faster) and stores the token like the app does. */
export async function registerViaApi(page: Page, username = uniqueName()): Promise<{ token: string; username: string }> {
  const res = await page.request.post('/api/auth/register', {
    data: {
      username,
      name: `Person ${username}`,
      email: `${username}@example.com`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), body.token);
  return { token: body.token, username };
}

/** The newest mail in the server's outbox addressed to `to` (the embedded mail mode). */
export function lastMailTo(to: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.includes(to.replace(/[^A-Za-z0-9@._-]/g, '_')))
    .sort();
  const file = files.at(-1);
  if (!file) throw new Error(`no mail to ${to} in ${dir}`);
  // Quoted-printable soft line breaks and =3D must be undone to read the link.
  return readFileSync(path.join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** Fails on serious or critical axe-core findings, listing them. */
export async function expectAccessible(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    await testInfo.attach(`axe-${label}`, { body: JSON.stringify(bad, null, 2), contentType: 'application/json' });
  }
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
