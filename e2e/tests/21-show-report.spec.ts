/**
 * The show report on screen (docs/decisions/0029-show-report.md): a caller runs a two-cue show of a
 * production and presses End show (asked first); the mail reaches the production's list; the report
 * page shows the run, refuses a bad house count and keeps what was typed, saves the form, sends it
 * once and downloads the PDF; the owner's day report shows the room. Axe and screenshots at 1440
 * and 360 px (E2E_SCREENSHOT_DIR).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.js';
import { api, expectAccessible, lastMailTo, openShow, registerViaApi, screenshot } from '../support/helpers.js';

interface Created {
  id: number;
}

/** The newest mail to `to`, or '' while there is none yet. */
function mailTo(to: string): string {
  try {
    return lastMailTo(to);
  } catch {
    return '';
  }
}

async function downloadPdf(page: Page, paper: 'A4' | 'Letter'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByLabel('Paper').selectOption({ label: paper });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

test('End show writes the report: mailed to the list, the form saved and sent once, the PDF downloaded, the day across rooms', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await registerViaApi(page);
  const production = await api<Created>(page.request, 'POST', '/api/productions', token, {
    name: 'Report Fest',
    timeZone: 'Europe/Berlin',
    firstDay: '2030-06-01',
    lastDay: '2030-06-02',
    rooms: [{ name: 'Main Hall' }, { name: 'Room A' }],
  });
  const event = await api<Created>(page.request, 'POST', '/api/events', token, {
    name: 'Opening night',
    date: '2030-06-01',
    productionId: production.id,
    room: 'Main Hall',
    day: '2030-06-01',
  });
  for (const [time, action] of [
    ['19:00:00', 'Walk-in'],
    ['19:05:00', 'Welcome'],
  ])
    await api(page.request, 'POST', '/api/cues', token, { eventId: event.id, time, action, duration: 300 });
  await api(page.request, 'POST', '/api/departments', token, { eventId: event.id, name: 'Sound' });
  await api(page.request, 'PUT', `/api/productions/${production.id}/report-recipients`, token, { addresses: ['producer@example.com'] });

  // Before any GO, End show is refused with the server's sentence.
  await openShow(page, event.id);
  await page.getByRole('button', { name: 'End show' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End show' }).click();
  await expect(page.getByTestId('end-show-result')).not.toBeEmpty();
  const refusal = await page.getByTestId('end-show-result').textContent();

  // Two cues run, then End show, asked first: Keep running changes nothing.
  await page.getByRole('button', { name: /^GO/ }).click();
  await page.getByRole('button', { name: /^NEXT/ }).click();
  await page.getByRole('button', { name: /^GO/ }).click();
  await page.getByRole('button', { name: 'End show' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('End the show now?');
  await screenshot(page, '21-end-show-confirm-1440');
  await page.getByRole('button', { name: 'Keep running' }).click();
  await expect(page.getByTestId('end-show-result')).toHaveText(refusal ?? '');
  await page.getByRole('button', { name: 'End show' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End show' }).click();
  await expect(page.getByTestId('end-show-result')).toContainText('Run 1 ended.');

  // The mail reached the production's list, linking to the run's report.
  await expect.poll(() => mailTo('producer@example.com'), { timeout: 10_000 }).toContain('Opening night');
  expect(lastMailTo('producer@example.com')).toContain(`/event/${event.id}/report?run=1`);

  // The report page at the mail's address.
  await page.getByRole('link', { name: 'Open its report' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}/report\\?run=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Show Report' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cues, planned and as run' });
  await expect(table).toContainText('Walk-in');
  await expect(table).toContainText('Welcome');
  await expect(page.getByText('Whole show', { exact: true })).toBeVisible();
  await expect(page.getByText(/At the end: sent .* to 1 address/)).toBeVisible();

  // A bad house count is refused in place and nothing typed is lost.
  await page.getByLabel('House count').fill('-3');
  await page.getByLabel('Incidents').fill('A follow spot failed at 19:06');
  await page.getByLabel('Sound').fill('Radio mic 3 swapped');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('House count cannot be negative')).toBeVisible();
  await expect(page.getByLabel('Incidents')).toHaveValue('A follow spot failed at 19:06');
  await page.getByLabel('House count').fill('250');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText(/Last saved/)).toBeVisible();

  await expectAccessible(page, testInfo, 'show report 1440');
  await screenshot(page, '21-show-report-1440');

  // Send report: once.
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(/Sent with the form at .* to 1 address; it goes once per run/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await expect.poll(() => mailTo('producer@example.com')).toContain('A follow spot failed');
  const again = await page.request.post(`/api/events/${event.id}/show-report/send?run=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(again.status()).toBe(409);

  // The PDF, A4 and Letter.
  for (const paper of ['A4', 'Letter'] as const) {
    const pdf = await downloadPdf(page, paper);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page, testInfo, 'show report 360');
  await screenshot(page, '21-show-report-360');

  // The production's day across rooms, linked from the dashboard.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Day report of Report Fest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Day report' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).selectOption('2030-06-01');
  const rooms = page.getByRole('table', { name: /Rooms on/ });
  const row = rooms.getByRole('row', { name: /Main Hall/ });
  await expect(row).toContainText('Opening night');
  await expect(row).toContainText('250');
  await expect(page.getByLabel(/Every room's show report goes to these addresses/)).toHaveValue('producer@example.com');
  const dayPdf = await downloadPdf(page, 'A4');
  expect(dayPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page, testInfo, 'day report 1440');
  await screenshot(page, '21-day-report-1440');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page, testInfo, 'day report 360');
  await screenshot(page, '21-day-report-360');
});
