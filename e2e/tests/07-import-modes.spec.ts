/**
 * docs/decisions/0009-excel-round-trip.md and README.md#export-and-import: Export (Excel or PDF) in the rundown toolbar, and an import into an
 * event that already has cues asks to append or replace (the preview says how many exist);
 * completed ticks stay behind unless asked. At 1440 px and on a 360 px phone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '../support/test.js';
import { expectAccessible, registerViaApi, rundownSnapshot, screenshot, seedRundown, type SeedCue } from '../support/helpers.js';

const OLD_CUES: SeedCue[] = [
  { time: '18:00:00', action: 'Old walk-in', duration: 600, tasks: { Sound: [{ description: 'Old playlist', completed: true }] } },
  { time: '18:10:00', action: 'Old opener', duration: 300 },
  { time: '18:15:00', action: 'Old close', duration: 60 },
];
const NEW_CUES: SeedCue[] = [
  {
    time: '19:00:00',
    action: 'New doors',
    duration: 900,
    colorMark: '#90EE90',
    tasks: { Sound: [{ description: 'Walk-in music', completed: true }], Light: [{ description: 'House to 50%' }] },
  },
  { time: '19:15:00', action: 'New welcome', duration: 150, tasks: { Sound: [{ description: 'MC mic live', completed: true }] } },
];

/** The new show exported through the API: the file the importer picks. */
async function exportedFile(page: Page, testInfo: TestInfo, token: string): Promise<string> {
  const sourceId = await seedRundown(page.request, token, { name: 'New running order' }, ['Sound', 'Light'], NEW_CUES);
  const res = await page.request.get(`/api/events/${sourceId}/export/xlsx`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const file = testInfo.outputPath('new-running-order.xlsx');
  writeFileSync(file, await res.body());
  return file;
}

async function openImport(page: Page, eventId: number, file: string) {
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Old walk-in')).toBeVisible();
  await page.keyboard.press('e');
  await page.getByLabel('Excel file (.xlsx, at most 5 MB)').setInputFiles(file);
  const choices = page.getByRole('group', { name: 'This event already has 3 cues. What should the import do?' });
  await expect(choices).toBeVisible();
  return choices;
}

test('the toolbar exports; an import into a show with cues asks append or replace and leaves ticks behind unless asked', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await registerViaApi(page);
  const file = await exportedFile(page, testInfo, token);
  const targetId = await seedRundown(page.request, token, { name: 'Old running order' }, ['Sound'], OLD_CUES);
  const before = await rundownSnapshot(page.request, token, targetId);

  // Export from the rundown toolbar, beside Edit Rundown.
  await page.goto(`/event/${targetId}`);
  const toolbar = page.getByRole('toolbar', { name: 'Rundown' });
  await expect(toolbar.getByRole('button', { name: 'Edit Rundown' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'PDF (print the rundown)' })).toBeVisible();
  await screenshot(page, 'desktop-toolbar-export-menu');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Old running order-Rundown.xlsx');
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');

  // Import into it: the preview says 3 cues exist; append is the default.
  const choices = await openImport(page, targetId, file);
  await expect(choices.getByRole('radio', { name: /Add after the existing cues/ })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'cues to add' })).toHaveText(
    '2 cues to add after the 3 cues here; new departments: Light.',
  );
  const keep = page.getByRole('checkbox', { name: 'Keep the 2 completed ticks (✓) from the file' });
  await expect(keep).not.toBeChecked();
  await choices.getByRole('radio', { name: /Replace the rundown/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'cues to add' })).toHaveText(
    '2 cues to add in place of the 3 cues here; new departments: Light.',
  );
  await expectAccessible(page, testInfo, 'desktop-import-choices');
  await screenshot(page, 'desktop-import-choices');
  await page.getByRole('button', { name: 'Replace with 2 cues' }).click();
  await expect(page.getByText('Replaced the rundown with 2 cues')).toBeVisible();

  const after = await rundownSnapshot(page.request, token, targetId);
  expect(after.cues.map((c) => [c.number, c.action])).toEqual([
    [1, 'New doors'],
    [2, 'New welcome'],
  ]);
  expect(after.cues.flatMap((c) => c.tasks).map((t) => [t.description, t.completed])).toEqual([
    ['Walk-in music', false],
    ['House to 50%', false],
    ['MC mic live', false],
  ]);
  expect(after.departments.slice(0, before.departments.length)).toEqual(before.departments);
  await page.keyboard.press('r');
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('New welcome')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Old walk-in')).toHaveCount(0);

  // On a 360 px phone: another show with cues, appended, ticks kept.
  await page.setViewportSize({ width: 360, height: 740 });
  const phoneId = await seedRundown(page.request, token, { name: 'Phone running order' }, ['Sound'], OLD_CUES);
  await page.goto(`/event/${phoneId}`);
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Old walk-in')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Rundown' }).getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await screenshot(page, 'phone-toolbar-export-menu');
  await page.keyboard.press('Escape');
  const phoneChoices = await openImport(page, phoneId, file);
  await page.getByRole('checkbox', { name: 'Keep the 2 completed ticks (✓) from the file' }).check();
  await phoneChoices.scrollIntoViewIfNeeded();
  await expectAccessible(page, testInfo, 'phone-import-choices');
  await screenshot(page, 'phone-import-choices');
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);
  await page.getByRole('button', { name: 'Import 2 cues' }).click();
  await expect(page.getByText('Imported 2 cues')).toBeVisible();
  const phone = await rundownSnapshot(page.request, token, phoneId);
  expect(phone.cues.map((c) => c.action)).toEqual(['Old walk-in', 'Old opener', 'Old close', 'New doors', 'New welcome']);
  expect(phone.cues[3]!.tasks.map((t) => [t.description, t.completed])).toEqual([
    ['Walk-in music', true],
    ['House to 50%', false],
  ]);
});
