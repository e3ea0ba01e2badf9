/**
 * Custom fields (docs/decisions/0034-custom-fields.md), caller and crew phone at once: the owner adds a
 * choice and a number field in the Custom fields dialog and shows the choice to Sound; values are
 * edited inline in edit mode (a bad number is refused in words), and a deleted cue's Undo brings its
 * values back; the search narrows the rows; the
 * Sound phone shows the value and follows a change live, Light sees nothing; the Excel export
 * carries the fields into a new event through the import preview.
 */
import { expect, test, type BrowserContextOptions, type Page } from '../support/test.js';
import { expectAccessible, openShow, screenshot, setUpShow, signedInPage } from '../support/helpers.js';

const desktop = { viewport: { width: 1280, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function addField(page: Page, name: string, type: string, choices?: string) {
  const form = page.getByRole('form', { name: 'Add a field' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Type').selectOption({ label: type });
  if (choices) await form.getByLabel('Choices, separated by commas').fill(choices);
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('listitem', { name: `Field ${name}` })).toBeVisible();
}

test('add fields, edit them inline, search, see them on the crew phone, and carry them through Excel', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const show = await setUpShow(setup.request, {
    name: 'Harbour Gala',
    departments: ['Sound', 'Light'],
    cues: [
      { time: '19:00:00', action: 'Doors', duration: 600 },
      { time: '19:10:00', action: 'Welcome', duration: 300 },
      { time: '19:15:00', action: 'Keynote', duration: 1200 },
    ],
  });
  const caller = await signedInPage(browser, show.token, desktop);
  await openShow(caller, show.eventId);

  // The dialog: a choice field shown to Sound, a number field.
  await caller.getByRole('button', { name: /^Custom fields/ }).click();
  const dialog = caller.getByRole('dialog', { name: 'Custom fields' });
  await addField(caller, 'Camera shot', 'Choice from a list', 'Wide, Close, Crane');
  await addField(caller, 'Mic', 'Number');
  await dialog.getByRole('listitem', { name: 'Field Camera shot' }).getByRole('checkbox', { name: 'Sound' }).check();
  await expect(dialog.getByRole('listitem', { name: 'Field Camera shot' }).getByRole('checkbox', { name: 'Sound' })).toBeChecked();
  await expectAccessible(caller, testInfo, 'custom-fields-dialog');
  await screenshot(caller, 'h4-dialog-desktop');
  await caller.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Inline edit in edit mode: a list for the choice, a checked input for the number.
  const table = caller.getByRole('table', { name: 'Rundown' });
  await expect(table.getByRole('columnheader', { name: 'Camera shot' })).toBeVisible();
  await caller.getByRole('button', { name: 'Edit Rundown' }).click();
  await table.getByLabel('Camera shot of cue 1').selectOption('Wide');
  await table.getByLabel('Camera shot of cue 3').selectOption('Close');
  await table.getByRole('button', { name: 'Edit Mic of cue 1' }).click();
  await table.getByLabel('Mic of cue 1', { exact: true }).fill('four');
  await table.getByLabel('Mic of cue 1', { exact: true }).press('Enter');
  await expect(table.getByRole('alert')).toContainText('"four" is not a number');
  await table.getByLabel('Mic of cue 1', { exact: true }).fill('4');
  await table.getByLabel('Mic of cue 1', { exact: true }).press('Enter');
  await expect(table.getByRole('button', { name: 'Edit Mic of cue 1' })).toContainText('4');
  await screenshot(caller, 'h4-table-edit-desktop');
  // A deleted cue's Undo brings its field values back too.
  await table.getByRole('button', { name: 'Delete cue 3' }).click();
  await caller.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(table.getByText('Keynote')).toHaveCount(0);
  await caller.getByRole('button', { name: 'Undo' }).click();
  await expect(caller.getByText('Cue restored')).toBeVisible();
  await expect(table.getByLabel('Camera shot of cue 3')).toHaveValue('Close');
  await caller.getByRole('button', { name: 'Done Editing' }).click();

  // Search and filter.
  await caller.getByLabel('Search cues').fill('close');
  await expect(caller.getByRole('search').getByRole('status')).toHaveText('1 of 3 cues');
  await expect(table.getByText('Keynote')).toBeVisible();
  await expect(table.getByText('Doors')).toHaveCount(0);
  await caller.getByRole('button', { name: 'Clear' }).click();
  await caller.getByLabel('Filter by field').selectOption({ label: 'Camera shot' });
  await expect(caller.getByRole('search').getByRole('status')).toHaveText('2 of 3 cues');
  await expectAccessible(caller, testInfo, 'rundown-filtered');
  await caller.getByRole('button', { name: 'Clear' }).click();

  // The Sound phone shows the shot of the current cue and follows a change; Light sees no fields.
  const sound = await (await browser.newContext(phone)).newPage();
  await sound.goto(`/department/${show.departments.Sound!.accessCode}`);
  await expect(sound.getByTestId('crew-connection')).toContainText('Live');
  const details = sound.getByRole('region', { name: 'Cue details' });
  await expect(details).toContainText('Camera shot');
  await expect(details).toContainText('Wide');
  await expect(details).not.toContainText('Mic');
  await caller.getByRole('button', { name: 'Edit Rundown' }).click();
  await table.getByLabel('Camera shot of cue 1').selectOption('Crane');
  await expect(details).toContainText('Crane');
  await caller.getByRole('button', { name: 'Done Editing' }).click();
  await expectAccessible(sound, testInfo, 'crew-fields');
  await screenshot(sound, 'h4-crew-phone');
  const light = await (await browser.newContext(phone)).newPage();
  await light.goto(`/department/${show.departments.Light!.accessCode}`);
  await expect(light.getByTestId('crew-connection')).toContainText('Live');
  await expect(light.getByRole('region', { name: 'Cue details' })).toHaveCount(0);

  // Excel: export, then import into a new event through the preview.
  await caller.keyboard.press('e');
  const downloaded = caller.waitForEvent('download');
  await caller.getByRole('button', { name: 'Export to Excel' }).click();
  const xlsxPath = testInfo.outputPath('fields.xlsx');
  await (await downloaded).saveAs(xlsxPath);
  const target = await caller.request.fetch('/api/events', {
    method: 'POST',
    headers: { authorization: `Bearer ${show.token}` },
    data: { name: 'Harbour Gala copy', date: '2026-12-06' },
  });
  const { id: targetId } = (await target.json()) as { id: number };
  await caller.goto(`/event/${targetId}`);
  await expect(caller.getByText('No cues found. Add your first cue to get started.')).toBeVisible();
  await caller.keyboard.press('e');
  await caller.getByLabel('Excel file (.xlsx, at most 5 MB)').setInputFiles(xlsxPath);
  await expect(caller.getByRole('status').filter({ hasText: 'cues to add' })).toContainText(
    'new custom fields: Camera shot (Choice from a list), Mic (Number)',
  );
  await caller.getByRole('button', { name: 'Import 3 cues' }).click();
  await expect(caller.getByText('Imported 3 cues')).toBeVisible();
  await caller.keyboard.press('r');
  const copy = caller.getByRole('table', { name: 'Rundown' });
  await expect(copy.getByRole('columnheader', { name: 'Camera shot' })).toBeVisible();
  await expect(copy.getByText('Crane')).toBeVisible();
  await expect(copy.getByText('Close')).toBeVisible();

  // The dialog and the table on a 360 px phone.
  await caller.setViewportSize({ width: 360, height: 740 });
  await screenshot(caller, 'h4-table-phone');
  await caller.getByRole('button', { name: /^Custom fields/ }).click();
  await expect(caller.getByRole('dialog', { name: 'Custom fields' })).toBeVisible();
  await screenshot(caller, 'h4-dialog-phone');
});
