import { expect, test, type Page } from '../support/test.js';
import { api, expectAccessible, registerViaApi, screenshot } from '../support/helpers.js';

async function addAction(page: Page, time: string, action: string, duration: string) {
  await page.getByRole('toolbar', { name: 'Rundown' }).getByRole('button', { name: 'New Action' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time').fill(time);
  await dialog.getByLabel('Action').fill(action);
  await dialog.getByLabel('Duration', { exact: true }).fill(duration);
  await dialog.getByLabel('Duration unit').selectOption('seconds'); // minutes by default (docs/product.md#during-a-show)
  await dialog.getByRole('button', { name: 'Add Action' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText(action, { exact: true })).toBeVisible();
}

const actionOrder = async (page: Page) =>
  page
    .getByRole('table', { name: 'Rundown' })
    .getByRole('button', { name: /^Edit action of cue/ })
    .evaluateAll((els) => els.map((e) => e.closest('td')?.textContent?.trim() ?? ''));

test('build a 5-cue, 3-department show through the UI, reorder, edit inline, colour tasks; reload keeps it all', async ({
  page,
}, testInfo) => {
  // Many UI steps and three axe runs: on a loaded 2-core machine it took 72 s (the default is 60 s).
  test.setTimeout(120_000);
  const { token } = await registerViaApi(page);
  const { id: eventId } = await api<{ id: number }>(page.request, 'POST', '/api/events', token, {
    name: 'Rundown Build',
    date: '2026-12-05T09:00:00.000Z',
  });
  await page.goto(`/event/${eventId}`);
  await expect(page.getByText('No cues found. Add your first cue to get started.')).toBeVisible();

  await addAction(page, '09:00:00', 'Doors open', '300');
  await addAction(page, '09:05:00', 'Welcome', '120');
  await addAction(page, '09:07:00', 'Keynote', '1800');
  await addAction(page, '09:37:00', 'Panel', '1200');
  await addAction(page, '09:57:00', 'Break', '900');

  await page.getByRole('toolbar', { name: 'Rundown' }).getByRole('button', { name: 'Add Department' }).click();
  const deps = page.getByRole('dialog');
  await deps.getByRole('button', { name: 'Add Departments' }).click();
  await expect(deps.getByText('Please select at least one department')).toBeVisible();
  await deps.getByRole('checkbox', { name: 'Sound' }).check();
  await deps.getByRole('checkbox', { name: 'Light' }).check();
  await deps.getByLabel('Custom department').fill('Pyro');
  await deps.getByRole('button', { name: 'Add', exact: true }).click();
  await deps.getByRole('button', { name: 'Add Departments' }).click();
  await expect(page.getByRole('columnheader', { name: 'Pyro' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const name of ['Sound', 'Light']) await expect(page.getByRole('columnheader', { name })).toBeVisible();

  // Edit mode: reorder by drag (Keynote to the top) and edit a cell inline.
  await page.getByRole('button', { name: 'Edit Rundown' }).click();
  const handle = page.getByRole('button', { name: 'Drag to reorder cue 3' });
  const target = page.getByRole('button', { name: 'Drag to reorder cue 1' });
  // The show screen's panels push the table below the fold: the mouse can only drag what is on screen.
  await handle.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText('Cues reordered')).toBeVisible();
  await expect.poll(() => actionOrder(page)).toEqual(['Keynote', 'Doors open', 'Welcome', 'Panel', 'Break']);

  await page.getByRole('button', { name: 'Edit duration of cue 2' }).click();
  const duration = page.getByRole('textbox', { name: 'duration of cue 2' });
  await duration.fill('nonsense');
  await duration.press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await duration.fill('00:10:00');
  await duration.press('Enter');
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('00:10:00')).toBeVisible();
  await page.getByRole('button', { name: 'Edit action of cue 5' }).click();
  const action = page.getByRole('textbox', { name: 'action of cue 5' });
  await action.fill('Coffee break');
  await action.press('Escape');
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Break', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit action of cue 5' }).click();
  await page.getByRole('textbox', { name: 'action of cue 5' }).fill('Coffee break');
  await page.getByRole('textbox', { name: 'action of cue 5' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('Coffee break', { exact: true })).toBeVisible();

  // Tasks with colours: the cell takes the highest-priority colour (pink #FF69B4 counts as red).
  const cell = 'Sound, cue 1';
  const expand = page.getByRole('button', { name: new RegExp(`^Expand ${cell} tasks`) });
  if (await expand.count()) await expand.click();
  for (const text of ['Walk-in music', 'Mic check']) {
    await page.getByRole('textbox', { name: `New task for ${cell}` }).fill(text);
    await page.getByRole('button', { name: `Add Task for ${cell}` }).click();
    await expect(page.getByText(text)).toBeVisible();
  }
  const colour = async (task: string, name: string) => {
    await page.getByRole('button', { name: new RegExp(`^Colour of task ${task}`) }).click();
    await page.getByRole('radio', { name }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
  };
  await colour('Walk-in music', 'Purple');
  await colour('Mic check', 'Pink');
  const soundCell = page.locator('[data-cell-color]').first();
  await expect(soundCell).toHaveAttribute('data-cell-color', '#FF69B4');
  await page.getByRole('checkbox', { name: 'Walk-in music' }).click(); // toggles completion
  await expect(page.getByRole('checkbox', { name: 'Walk-in music' })).toBeChecked();

  // Widen the Action column with the keyboard on its resize handle.
  const resize = page.getByRole('separator', { name: 'Resize Action column' });
  const before = Number(await resize.getAttribute('aria-valuenow'));
  await resize.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  const widened = Number(await resize.getAttribute('aria-valuenow'));
  expect(widened).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Done Editing' }).click();
  await screenshot(page, 'desktop-show-edit');

  await page.reload();
  await page.getByRole('button', { name: 'Edit Rundown' }).click();
  await expect.poll(() => actionOrder(page)).toEqual(['Keynote', 'Doors open', 'Welcome', 'Panel', 'Coffee break']);
  await page.getByRole('button', { name: 'Done Editing' }).click();
  await expect(page.getByRole('table', { name: 'Rundown' }).getByText('00:10:00')).toBeVisible();
  await expect(page.locator('[data-cell-color]').first()).toHaveAttribute('data-cell-color', '#FF69B4');
  await expect(page.getByText('Mic check')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Walk-in music' })).toBeChecked();
  expect(Number(await page.getByRole('separator', { name: 'Resize Action column' }).getAttribute('aria-valuenow'))).toBe(widened);
  await expectAccessible(page, testInfo, 'show-screen');
  await screenshot(page, 'desktop-show');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'phone-show');
  await expectAccessible(page, testInfo, 'show-screen-phone');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/simple-event/${eventId}`);
  await expect(page.getByRole('cell', { name: 'Coffee break' })).toBeVisible();
  await expectAccessible(page, testInfo, 'simple-event');
  await screenshot(page, 'desktop-simple');
});

test('the demo opens a realistic show on its show screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  // Rows are virtualised: the first cues are drawn, the table still announces all 22 (+ header).
  await expect(page.getByText('Doors open – walk-in music').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '23');
  for (const d of ['Sound', 'Light', 'Stage', 'Camera', 'LED']) await expect(page.getByRole('columnheader', { name: d })).toBeVisible();
  await screenshot(page, 'desktop-demo');
});
