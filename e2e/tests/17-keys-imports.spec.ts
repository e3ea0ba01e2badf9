/**
 * docs/decisions/0024-keys-and-lossless-imports.md, and four points of docs/product.md#during-a-show:
 * - keys always reach the show: after a stage or crew message is sent G is GO (seen on the phone
 *   and the stage), Escape releases a text field and keeps its text, and the shortcuts work with
 *   the Crew devices popup open (Escape closes it);
 * - an import that loses nothing silently: a cue renamed on the visible sheet keeps its duration,
 *   and the preview lists what a replace changes ("duration … → none (no data row)");
 * - New Action's unit starts at minutes, one version everywhere, no 2025 examples, and a toast
 *   covers no button. At 1440, 360 and 320 px.
 */
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '../support/test.js';
import { api, expectAccessible, openShow, registerViaApi, screenshot, seedRundown, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1440, height: 900 } };
const WIDTHS = [1440, 360, 320] as const;

async function status(page: Page, token: string, eventId: number): Promise<string> {
  return (await api<{ status: string }>(page.request, 'GET', `/api/events/${eventId}/cuestatus`, token)).status;
}

async function openStage(browser: Browser, code: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto(`/stage/${code}`);
  await expect(page.getByTestId('stage')).toBeVisible();
  return page;
}

/** The visible part of the page only (the whole page is too tall to read at 320 px). */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/** The names of visible buttons (outside the toasts) that a visible toast overlaps. */
function buttonsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) => t.getBoundingClientRect());
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return Array.from(document.querySelectorAll('button, a[href], [role="button"]'))
      .filter((b) => !b.closest('[data-sonner-toaster]'))
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && toasts.some((t) => hit(t, r));
      })
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
  });
}

test('keys reach the show: G after a stage or crew message is GO on phone and stage, Escape releases a field, shortcuts with Crew devices open', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const eventId = await seedRundown(
    setup.request,
    token,
    { name: 'Keys show' },
    ['Sound'],
    [
      { time: '19:00:00', action: 'Walk-in', duration: 600 },
      { time: '19:10:00', action: 'Opening number', duration: 300 },
    ],
  );
  const deps = await api<Array<{ name: string; accessCode: string }>>(setup.request, 'GET', `/api/events/${eventId}/departments`, token);
  const { stageCode } = await api<{ stageCode: string }>(setup.request, 'GET', `/api/events/${eventId}/stage/code`, token);
  await api(setup.request, 'PUT', `/api/events/${eventId}/cuestatus`, token, { status: 'standby' });

  const caller = await signedInPage(browser, token, desktop);
  await openShow(caller, eventId);
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(`/department/${deps[0]!.accessCode}`);
  await expect(phone.getByTestId('crew-connection')).toContainText('Live');
  const phoneCue = phone.getByRole('region', { name: 'Current cue' });
  const stage = await openStage(browser, stageCode);
  const expectStatus = async (want: string) => {
    await expect.poll(() => status(setup, token, eventId)).toBe(want);
    await expect(phoneCue).toHaveAttribute('data-status', want);
  };

  // 1. A stage message sent with Enter: the next G is GO (before: a "g" in the message box).
  await caller.keyboard.press('m');
  const stageBox = caller.getByLabel('Message to the stage (M)');
  await expect(stageBox).toBeFocused();
  await stageBox.fill('Five minutes');
  await stageBox.press('Enter');
  await expect(stage.getByTestId('stage-message')).toHaveText('Five minutes');
  await expect(stageBox).not.toBeFocused();
  await caller.keyboard.press('g');
  await expectStatus('go');
  await expect(stageBox).toHaveValue('');
  await expect(stage.getByTestId('stage-timer')).toBeVisible();

  // 2. Escape releases the box and keeps the draft: H is HOLD, not an "h" after the text.
  await stageBox.click();
  await stageBox.fill('Wrap up after this song');
  await caller.keyboard.press('Escape');
  await expect(stageBox).not.toBeFocused();
  await caller.keyboard.press('h');
  await expectStatus('hold');
  await expect(stageBox).toHaveValue('Wrap up after this song');
  await screenshot(caller, '17-keys-caller-1440');

  // 3. A crew message sent with the button: G is GO again, and the phone has the message.
  await caller.keyboard.press('Shift+M');
  const panel = caller.getByTestId('crew-messages-panel');
  await panel.getByLabel(/^Message/).fill('Band to positions');
  await panel.getByRole('button', { name: 'Send to crews' }).click();
  await expect(phone.getByTestId('crew-messages')).toContainText('Band to positions');
  await caller.keyboard.press('g');
  await expectStatus('go');
  await expect(panel.getByLabel(/^Message/)).toHaveValue('');

  // 4. The Crew devices popup open and focused: H and G still reach the show; Escape closes it.
  await caller.getByRole('button', { name: /^Crew devices/ }).click();
  const devices = caller.getByRole('dialog', { name: 'Crew devices' });
  await expect(devices).toBeVisible();
  await caller.keyboard.press('h');
  await expectStatus('hold');
  await expect(devices).toBeVisible();
  await screenshot(caller, '17-keys-devices-open-1440');
  await expectAccessible(caller, testInfo, 'show screen with Crew devices open');
  await caller.keyboard.press('g');
  await expectStatus('go');
  await caller.keyboard.press('Escape');
  await expect(devices).toBeHidden();
  for (const width of [360, 320]) {
    await caller.setViewportSize({ width, height: 740 });
    await caller.getByLabel('Message to the stage (M)').scrollIntoViewIfNeeded();
    await viewShot(caller, `17-keys-caller-${width}`);
  }
});

test('an import loses nothing silently: a renamed cue keeps its duration, the preview lists what Replace changes; a toast covers no button', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop.viewport);
  const { token } = await registerViaApi(page);
  const eventId = await seedRundown(
    page.request,
    token,
    { name: 'Import show' },
    ['Sound'],
    [
      { time: '19:00:00', action: 'Doors', duration: 900 },
      { time: '19:15:00', action: 'Welcome', duration: 150 },
      { time: '19:17:30', action: 'Keynote', duration: 300 },
    ],
  );
  // The show's own export, edited as a person would: cue 2 renamed on the visible sheet only, and
  // the hidden data row of cue 3 lost (a spreadsheet tool that drops what it does not show).
  const res = await page.request.get(`/api/events/${eventId}/export/xlsx`, { headers: { authorization: `Bearer ${token}` } });
  const wb = new ExcelJS.Workbook();
  const body = await res.body();
  await wb.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  wb.getWorksheet('Event Rundown')!.getCell('C3').value = 'Welcome, rewritten';
  wb.getWorksheet('ShowCaller Data')!.spliceRows(4, 1);
  const file = testInfo.outputPath('edited.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

  await openShow(page, eventId);
  await page.keyboard.press('e');
  await page.getByLabel('Excel file (.xlsx, at most 5 MB)').setInputFiles(file);
  const table = page.getByRole('table', { name: /Import preview/ });
  await expect(table.getByText('Hidden data of the same # (row 3); the Action was changed.')).toBeVisible();
  await page.getByRole('radio', { name: /Replace the rundown/ }).check();
  const changes = page.getByRole('list', { name: 'What replacing changes' });
  await expect(changes.getByRole('listitem')).toHaveText([
    'Cue 2 (Welcome, rewritten): action "Welcome" → "Welcome, rewritten"',
    'Cue 3 (Keynote): duration 00:05:00 → none (no data row)',
  ]);
  await expectAccessible(page, testInfo, 'import preview with changes');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await changes.scrollIntoViewIfNeeded();
    await viewShot(page, `17-import-changes-${width}`);
  }
  await page.setViewportSize(desktop.viewport);
  await page.getByRole('button', { name: 'Replace with 3 cues' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Replaced the rundown with 3 cues' });
  await expect(toast).toBeVisible();
  const snapshot = await api<Array<{ action: string; duration: number | null }>>(page.request, 'GET', `/api/events/${eventId}/cues`, token);
  expect(snapshot.map((c) => [c.action, c.duration])).toEqual([
    ['Doors', 900],
    ['Welcome, rewritten', 150],
    ['Keynote', null],
  ]);

  // The toast sits where no button is, at every width, with the page at its top and at its bottom.
  // Any toast will do: a stage message the server refuses (routed here) says so in one.
  await page.route('**/stage/message', (route) => route.fulfill({ status: 400, json: { error: 'Refused for this test.' } }));
  await page.keyboard.press('r');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 740 });
    for (const at of ['top', 'bottom'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), at);
      await page.keyboard.press('m');
      await page.getByLabel('Message to the stage (M)').fill('Stand by');
      await page.getByLabel('Message to the stage (M)').press('Enter');
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Refused for this test.' }).first()).toBeVisible();
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), at);
      await expect.poll(() => buttonsUnderToasts(page), { message: `${width} px, page at its ${at}` }).toEqual([]);
      await viewShot(page, `17-toast-${width}-${at}`);
      await page.evaluate(() =>
        document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]').forEach((b) => b.click()),
      );
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    }
  }
});

test('New Action counts minutes; one version on every screen and /healthz; no 2025 example', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const health = await (await page.request.get('/healthz')).json();
  const version = (health as { version: string }).version;
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);

  await page.setViewportSize(desktop.viewport);
  await page.goto('/auth');
  await expect(page.getByRole('banner').getByText(version, { exact: false })).toHaveText(`Version ${version}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await viewShot(page, `17-login-version-${width}`);
  }
  const { token } = await registerViaApi(page);
  await page.setViewportSize(desktop.viewport);
  await page.goto('/dashboard');
  await expect(page.getByText(`Version ${version}`, { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /Create Event|New Event/ })
    .first()
    .click();
  const create = page.getByRole('dialog');
  await expect(create.getByLabel(/Name/).first()).toHaveAttribute('placeholder', 'Annual Conference');
  expect(await page.evaluate(() => document.body.innerHTML.includes('2025'))).toBe(false);
  await page.keyboard.press('Escape');

  const eventId = await seedRundown(
    page.request,
    token,
    { name: 'Minutes show' },
    ['Sound'],
    [{ time: '19:00:00', action: 'Doors', duration: 600 }],
  );
  await openShow(page, eventId);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.getByRole('toolbar', { name: 'Rundown' }).getByRole('button', { name: 'New Action' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Action' });
    await expect(dialog.getByLabel('Duration unit')).toHaveValue('minutes');
    await viewShot(page, `17-new-action-${width}`);
    if (width === 1440) {
      await expectAccessible(page, testInfo, 'New Action dialog');
      await dialog.getByLabel('Action').fill('Five-minute video');
      await dialog.getByLabel('Duration', { exact: true }).fill('5');
      await dialog.getByRole('button', { name: 'Add Action' }).click();
      await expect(dialog).toBeHidden();
    } else {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  const cues = await api<Array<{ action: string; duration: number | null }>>(page.request, 'GET', `/api/events/${eventId}/cues`, token);
  expect(cues.find((c) => c.action === 'Five-minute video')?.duration).toBe(300);
});
