import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '../support/test.js';
import {
  api,
  expectAccessible,
  insertNoteByAnotherUser,
  registerAccount,
  registerViaApi,
  rundownSnapshot,
  saveArtifact,
  screenshot,
  seedRundown,
  uniqueName,
  type SeedCue,
} from '../support/helpers.js';

const EVENT_NAME = 'Export Gala 2026';
const DEPARTMENTS = ['Sound', 'Light'];
const CUES: SeedCue[] = [
  {
    time: '09:00:00',
    action: 'Doors open',
    duration: 900,
    notes: '=SUM(A1)',
    colorMark: '#000000',
    tasks: {
      Sound: [
        { description: 'Walk-in music', completed: true },
        { description: '-6 dB on the PA', color: '#FF69B4' },
      ],
      Light: [{ description: 'House to 50%' }],
    },
  },
  {
    time: '09:15:00',
    action: 'Welcome',
    duration: 150,
    colorMark: '#90EE90',
    tasks: { Sound: [{ description: 'MC mic live' }], Light: [{ description: '@stage wash', completed: true, color: '#800080' }] },
  },
  {
    time: 'TBD',
    action: '+1 Keynote',
    duration: null,
    notes: 'Line one\nLine two',
    tasks: { Light: [{ description: 'Spot on lectern' }, { description: 'House to 30%', completed: true }] },
  },
  {
    time: '10:00:00',
    action: 'Panel: the year ahead, with questions from the floor',
    duration: 2400,
    notes: 'Four handhelds; the moderator keeps the clock. Runners bring the roving mics to the aisles.',
    colorMark: '#FF69B4',
    tasks: {
      Sound: [{ description: 'Four handhelds on stands' }, { description: 'Roving mics 5 and 6 to the aisles' }],
      Light: [{ description: 'Panel special' }],
    },
  },
  { time: '10:40:00', action: 'Coffee break', duration: 0, colorMark: '#006400', tasks: { Sound: [{ description: 'Break playlist' }] } },
  { time: '11:00:00', action: 'Close', duration: 300, tasks: {} },
];

/** A second account (through the API only: the page keeps the owner's session); answers its user id. */
async function anotherAccount(page: Page): Promise<number> {
  const { token } = await registerAccount(page.request, uniqueName('other'));
  return (await api<{ id: number }>(page.request, 'GET', '/api/user', token)).id;
}

/** Pages of a PDF (each page object carries `/Type /Page`, the tree root `/Type /Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** Clicks a print button, waits for the printable window and renders it to PDF as Chromium prints. */
async function printToPdf(page: Page, button: string, heading: string, format: 'A4' | 'Letter') {
  // The page opens the print dialog by itself; Chromium cannot also print to PDF while that runs
  // ("Page is already being printed"), so count the calls instead of opening the dialog. Counted
  // from the popup's first moment (an init script of the context): set after the popup opened, the
  // counter came too late on a loaded machine, where the page had already called print (0 calls).
  await page.context().addInitScript(() => {
    const w = window as Window & { printCalls?: number };
    w.printCalls = 0;
    w.print = () => void (w.printCalls = (w.printCalls ?? 0) + 1);
  });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect.poll(() => popup.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
  const pdf = await popup.pdf({ format, preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { popup, pdf };
}

async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page, testInfo, name);
  await screenshot(page, name);
}

test('export to Excel and import into a new event reproduces the rundown; print master and call sheet to PDF; Export, Notes and Report pass axe', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The other account first: on a fresh server the first account (id 1) is an admin (docs/decisions/0015-who-is-an-admin.md), and the owner must not be.
  const otherId = await anotherAccount(page);
  const { token } = await registerViaApi(page);
  expect((await api<{ isAdmin: boolean }>(page.request, 'GET', '/api/user', token)).isAdmin).toBe(false);
  const eventId = await seedRundown(page.request, token, { name: EVENT_NAME }, DEPARTMENTS, CUES);
  // A little of the show has run, so the report has something to show.
  for (const command of ['standby', 'go', 'next', 'go'])
    await api(page.request, 'POST', `/api/events/${eventId}/cuestatus/${command}`, token);

  // The Export tab (E): accessible, and the Excel file downloads under the event's name.
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Doors open')).toBeVisible();
  await page.keyboard.press('e');
  await expect(page.getByRole('heading', { level: 2, name: 'Export' })).toBeVisible();
  await checkScreen(page, testInfo, 'desktop-export');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${EVENT_NAME}-Rundown.xlsx`);
  const xlsxPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(xlsxPath);
  expect(readFileSync(xlsxPath).subarray(0, 2).toString('latin1')).toBe('PK');

  // Print / PDF: the master rundown (landscape, A4) in cue order, with every department.
  const master = await printToPdf(page, 'Print / PDF — master rundown', `${EVENT_NAME} — Master Rundown`, 'A4');
  await expect(master.popup.getByRole('columnheader')).toHaveText(['Time', '#', 'Action', 'Duration', 'Sound', 'Light', 'Notes']);
  await expect(master.popup.locator('tbody tr td:nth-child(2)')).toHaveText(CUES.map((_, i) => String(i + 1)));
  expect(pdfPageCount(master.pdf)).toBeGreaterThanOrEqual(1);
  saveArtifact('print-master-a4.pdf', master.pdf);
  const masterLetter = await master.popup.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: true });
  saveArtifact('print-master-letter.pdf', masterLetter);
  await master.popup.close();

  // One department's call sheet (portrait, Letter): only its column and its tasks.
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Light' });
  const sheet = await printToPdf(page, 'Print / PDF — department call sheet', `${EVENT_NAME} — Light Call Sheet`, 'Letter');
  await expect(sheet.popup.getByRole('columnheader')).toHaveText(['Time', '#', 'Action', 'Duration', 'Light tasks', 'Notes']);
  await expect(sheet.popup.getByText('House to 30%')).toBeVisible();
  await expect(sheet.popup.getByText('Walk-in music')).toHaveCount(0);
  saveArtifact('print-callsheet-light-letter.pdf', sheet.pdf);
  saveArtifact('print-callsheet-light-a4.pdf', await sheet.popup.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
  await sheet.popup.close();

  // The Notes tab (T): the owner's note ("You") and another account's ("User ID n").
  insertNoteByAnotherUser(eventId, otherId, 'Crew call moves to 07:30. The loading dock opens at 07:00.');
  await page.keyboard.press('t');
  await page.getByRole('textbox', { name: 'New note' }).fill('Check the lectern mic before doors.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, newest first' }).getByRole('article');
  await expect(notes).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Note by You' })).toContainText('Check the lectern mic');
  await expect(page.getByRole('article', { name: `Note by User ID ${otherId}` })).toContainText('Crew call moves');
  await expect(page.getByRole('button', { name: `Edit note by User ID ${otherId}` })).toHaveCount(0);
  await checkScreen(page, testInfo, 'desktop-notes');

  // The event detail page's Notes tab and the as-run report.
  await page.goto(`/event-rundown/${eventId}?tab=notes`);
  await expect(page.getByRole('article', { name: `Note by User ID ${otherId}` })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Note by You' })).toBeVisible();
  await checkScreen(page, testInfo, 'desktop-event-detail-notes');
  await page.goto(`/report/${eventId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Cue by cue' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cues, planned and as run' }).getByText('Doors open')).toBeVisible();
  await checkScreen(page, testInfo, 'desktop-report');

  // The same screens on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: 'As-Run Report' })).toBeVisible();
  await checkScreen(page, testInfo, 'phone-report');
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Doors open')).toBeVisible();
  await page.keyboard.press('e');
  await expect(page.getByRole('heading', { level: 2, name: 'Export' })).toBeVisible();
  await checkScreen(page, testInfo, 'phone-export');
  await page.keyboard.press('t');
  await expect(notes).toHaveCount(2);
  await checkScreen(page, testInfo, 'phone-notes');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Import the downloaded file into a new event: preview first, then create.
  const { id: targetId } = await api<{ id: number }>(page.request, 'POST', '/api/events', token, {
    name: 'Imported Gala',
    date: '2026-12-06',
  });
  await page.goto(`/event/${targetId}`);
  await expect(page.getByText('No cues found. Add your first cue to get started.')).toBeVisible();
  await page.keyboard.press('e');
  await page.getByLabel('Excel file (.xlsx, at most 5 MB)').setInputFiles(xlsxPath);
  await expect(page.getByRole('status').filter({ hasText: 'cues to add' })).toHaveText(
    `${CUES.length} cues to add; new departments: Sound, Light.`,
  );
  const preview = page.getByRole('region', { name: 'Import preview, scrollable' });
  await expect(preview.getByRole('row')).toHaveCount(CUES.length + 1);
  await expect(preview.getByText('OK', { exact: true })).toHaveCount(CUES.length);
  await expect(preview.getByRole('row').nth(1)).toContainText('00:15:00');
  await screenshot(page, 'desktop-import-preview');
  // A copy of the show as it stands: keep the ticks (a re-import drops them unless asked).
  const ticks = CUES.flatMap((c) => Object.values(c.tasks ?? {}).flat()).filter((t) => t.completed).length;
  await page.getByRole('checkbox', { name: `Keep the ${ticks} completed ticks (✓) from the file` }).check();
  await page.getByRole('button', { name: `Import ${CUES.length} cues` }).click();
  await expect(page.getByText(`Imported ${CUES.length} cues`)).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Coffee break')).toBeVisible();

  // The two rundowns match, field by field.
  const source = await rundownSnapshot(page.request, token, eventId);
  const copy = await rundownSnapshot(page.request, token, targetId);
  expect(copy.departments).toEqual(source.departments);
  expect(copy.cues).toHaveLength(CUES.length);
  for (const [i, cue] of copy.cues.entries()) expect(cue, `cue ${i + 1}`).toEqual(source.cues[i]);
  // A TBD cue follows the cue before it (linked timing), so only the typed times are compared.
  expect(source.cues.map((c, i) => [CUES[i]?.time === 'TBD' ? 'TBD' : c.time, c.action, c.duration, c.notes, c.colorMark])).toEqual(
    CUES.map((c) => [c.time, c.action, c.duration ?? null, c.notes ?? null, c.colorMark ?? '']),
  );
});
