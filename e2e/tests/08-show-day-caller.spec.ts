/**
 * docs/product.md#during-a-show, the show caller's side: controls that never move, quiet notices, the rundown in run mode,
 * a reload that shows the live cue first, and the greeting of a new account. Each check runs at the
 * caller's desktop (1440x900) and on a 360x740 phone.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { expectAccessible, registerViaApi, registerViaUi, screenshot, seedRundown } from '../support/helpers.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
] as const;

const DEPARTMENTS = ['Sound', 'Light', 'Video', 'Stage'] as const;

async function seedShow(page: Page) {
  const { token } = await registerViaApi(page);
  const eventId = await seedRundown(page.request, token, { name: 'Spring Gala' }, DEPARTMENTS, [
    { time: '19:00:00', action: 'Walk-in music', duration: 600, tasks: { Sound: [{ description: 'Play walk-in playlist' }] } },
    {
      time: '19:10:00',
      action: 'Welcome speech by the festival director',
      duration: 300,
      notes: 'Lectern mic',
      tasks: { Sound: [{ description: 'Lectern mic live' }], Light: [{ description: 'Spot on lectern' }] },
    },
    { time: '19:15:00', action: 'Opening video', duration: 180, tasks: { Video: [{ description: 'Roll intro clip' }] } },
  ]);
  return { token, eventId };
}

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, token: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${url}`).toBe(true);
  return (await res.json()) as T;
}

async function openShow(page: Page, eventId: number) {
  await page.goto(`/event/${eventId}`);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rundown' })).toBeVisible();
}

async function joinCrew(browser: Browser, code: string) {
  const crew = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await crew.goto(`/department-login/access`);
  await crew.getByLabel('Access code').fill(code);
  await crew.getByRole('button', { name: 'Join' }).click();
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  return crew;
}

const goButton = (page: Page) => page.getByRole('button', { name: /^GO/ });

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('GO stays where it is through a device warning, STANDBY with a crew Ready, and GO', async ({ page, browser }, testInfo) => {
      const { token, eventId } = await seedShow(page);
      await openShow(page, eventId);
      // No crew device yet: the warning shows before GO.
      await expect(page.getByTestId('no-device-warning')).toContainText('No device connected for Sound, Light, Video, Stage');
      const before = await goButton(page).boundingBox();

      const departments = await api<Array<{ name: string; accessCode: string }>>(page, 'GET', `/api/events/${eventId}/departments`, token);
      const sound = departments.find((d) => d.name === 'Sound');
      if (!sound) throw new Error('no Sound department');
      const crew = await joinCrew(browser, sound.accessCode);
      await expect(page.getByTestId('no-device-warning')).not.toContainText('Sound');
      await page.getByRole('button', { name: /^STANDBY/ }).click();
      await expect(page.getByTestId('ready-acks')).toContainText('Ready: 0 of 4 departments');
      await crew.getByRole('button', { name: 'Ready' }).click();
      await expect(page.getByTestId('ready-acks')).toContainText('Ready: 1 of 4 departments');
      await expect(page.getByTestId('ready-acks')).toContainText('Sound: Ready');
      const duringStandby = await goButton(page).boundingBox();
      expect(duringStandby).toEqual(before);
      await expectAccessible(page, testInfo, `caller standby ${size.name}`);
      await screenshot(page, `08-${size.name}-standby-ready`);

      await goButton(page).click();
      await expect(page.getByTestId('status-label')).toHaveText('In Progress');
      await expect(page.getByTestId('no-device-warning')).toHaveCount(0);
      await expect(page.getByTestId('ready-acks')).toHaveCount(0);
      expect(await goButton(page).boundingBox()).toEqual(before);
      // A long action (two lines at 360 px) does not move the buttons either.
      await page.getByRole('button', { name: /^NEXT/ }).click();
      await expect(page.getByRole('heading', { name: /^#2 - Welcome speech/ })).toBeVisible();
      expect(await goButton(page).boundingBox()).toEqual(before);
      await crew.context().close();
    });

    test('quiet while live: a tick says nothing, the link says "in sync", notices stay off the header', async ({ page }, testInfo) => {
      const { eventId } = await seedShow(page);
      await openShow(page, eventId);
      await expect(page.locator('[data-connection="live"]')).toHaveText('Live · in sync');
      await expect(page.getByTestId('last-heard')).toHaveCount(0);

      await goButton(page).click();
      await page.getByRole('checkbox', { name: 'Play walk-in playlist' }).click();
      await expect(page.getByRole('checkbox', { name: 'Play walk-in playlist' })).toBeChecked();
      await expect(page.getByText('Task updated successfully')).toHaveCount(0);

      // A notice the spec names (BACK once refreshes the cue): shown, but never over the header.
      await page.getByRole('button', { name: /^BACK/ }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Cue refreshed' });
      await expect(toast).toBeVisible();
      const header = await page.locator('header').first().boundingBox();
      const box = await toast.boundingBox();
      if (!header || !box) throw new Error('no header or toast box');
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      await expectAccessible(page, testInfo, `caller notices ${size.name}`);
      await screenshot(page, `08-${size.name}-notice`);
    });

    test('the run-mode rundown: no open inputs, + on demand, text ticks, tag fits, the whole TIME cell sets the cue', async ({
      page,
    }, testInfo) => {
      const { eventId } = await seedShow(page);
      await openShow(page, eventId);
      const table = page.getByRole('table', { name: 'Rundown' });
      await expect(table.getByPlaceholder('Enter task...')).toHaveCount(0);
      await expect(table.getByRole('button', { name: 'Edit task Lectern mic live' })).toHaveCount(0);
      // The widest tag, READY, stays one line inside the # column.
      const firstNumber = table.locator('tr[data-index="0"]').getByRole('rowheader');
      const [readyWord, firstCell] = [await firstNumber.getByText('READY', { exact: true }).boundingBox(), await firstNumber.boundingBox()];
      if (!readyWord || !firstCell) throw new Error('no READY tag');
      expect(readyWord.height).toBeLessThan(20);
      expect(readyWord.x + readyWord.width).toBeLessThanOrEqual(firstCell.x + firstCell.width);

      // The + opens the input in that one cell; Escape closes it and keeps what was typed.
      await table.getByRole('button', { name: 'Add a task to Stage, cue 1' }).click();
      const input = table.getByRole('textbox', { name: 'New task for Stage, cue 1' });
      await expect(input).toBeFocused();
      await input.fill('Preset lectern');
      await input.press('Escape');
      await expect(input).toHaveCount(0);
      await table.getByRole('button', { name: 'Add a task to Stage, cue 1' }).click();
      await expect(input).toHaveValue('Preset lectern');
      await input.press('Enter');
      await expect(table.getByRole('checkbox', { name: 'Preset lectern' })).toBeVisible();

      // A click on the end of a task's text ticks it; nothing floats over it.
      const task = table.getByRole('checkbox', { name: 'Spot on lectern' });
      await task.scrollIntoViewIfNeeded();
      const taskBox = await task.boundingBox();
      if (!taskBox) throw new Error('no task box');
      await page.mouse.click(taskBox.x + taskBox.width - 4, taskBox.y + taskBox.height / 2);
      await expect(task).toBeChecked();
      await expect(table.getByRole('textbox', { name: /Edit task/ })).toHaveCount(0);

      // A click in the TIME cell's empty corner, away from the time itself, makes cue 2 current.
      const row2 = table.locator('tr[data-index="1"]');
      const timeCell = row2.locator('td').first();
      await timeCell.scrollIntoViewIfNeeded();
      const cellBox = await timeCell.boundingBox();
      if (!cellBox) throw new Error('no time cell box');
      await page.mouse.click(cellBox.x + cellBox.width - 6, cellBox.y + cellBox.height - 6);
      await expect(row2).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('status-label')).toHaveText('On Hold');

      // STANDBY: the tag stays inside the # column.
      await page.getByRole('button', { name: /^STANDBY/ }).click();
      const numberCell = row2.getByRole('rowheader');
      await expect(numberCell).toContainText('STBY');
      const tag = numberCell.getByText('STBY');
      const [tagBox, numberBox] = [await tag.boundingBox(), await numberCell.boundingBox()];
      if (!tagBox || !numberBox) throw new Error('no tag box');
      expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(numberBox.x + numberBox.width);

      if (size.name === 'desktop') {
        // Sideways to NOTES: TIME, # and ACTION stay in view.
        const region = page.getByRole('region', { name: 'Rundown table, scrollable' });
        // The show controls above grew (RESUME, the stage-message line): bring the table's top into view first.
        await table.locator('thead').scrollIntoViewIfNeeded();
        const regionBox = await region.boundingBox();
        await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        const header = (text: string) => table.locator('thead th').filter({ hasText: new RegExp(`^${text}$`) });
        await expect(header('NOTES')).toBeInViewport();
        for (const name of ['TIME', '#', 'ACTION']) {
          const box = await header(name).boundingBox();
          if (!box || !regionBox) throw new Error(`no ${name} box`);
          expect(box.x).toBeGreaterThanOrEqual(regionBox.x);
          expect(box.x + box.width).toBeLessThanOrEqual(regionBox.x + regionBox.width);
        }
        await expect(row2.getByText('Welcome speech by the festival director')).toBeInViewport();
      }
      await expectAccessible(page, testInfo, `run-mode rundown ${size.name}`);
      await screenshot(page, `08-${size.name}-run-mode`);
    });

    test('edit mode keeps the full task tools, beside the text rather than over it', async ({ page }, testInfo) => {
      const { eventId } = await seedShow(page);
      await openShow(page, eventId);
      await page.getByRole('button', { name: 'Edit Rundown' }).click();
      const table = page.getByRole('table', { name: 'Rundown' });
      await table.getByRole('button', { name: /^Expand Light, cue 2 tasks/ }).click();
      await table.getByRole('textbox', { name: 'New task for Light, cue 2' }).fill('Haze on');
      await table.getByRole('button', { name: 'Add Task for Light, cue 2' }).click();
      const task = table.getByRole('checkbox', { name: 'Haze on' });
      await expect(task).toBeVisible();
      const colour = table.getByRole('button', { name: /^Colour of task Haze on/ });
      await expect(colour).toBeVisible();
      const [taskBox, colourBox] = [await task.boundingBox(), await colour.boundingBox()];
      if (!taskBox || !colourBox) throw new Error('no boxes');
      // The buttons sit beside or below the text, never on it.
      const overlaps =
        colourBox.x < taskBox.x + taskBox.width &&
        taskBox.x < colourBox.x + colourBox.width &&
        colourBox.y < taskBox.y + taskBox.height &&
        taskBox.y < colourBox.y + colourBox.height;
      expect(overlaps).toBe(false);
      await task.click();
      await expect(task).toBeChecked();
      // The tick shows at once; its toast comes with the server's answer. Check the page once that
      // toast is in, not while it slides in and pushes the last one back (axe read it mid-fade).
      await expect(page.getByText('Task updated successfully')).toBeVisible();
      await expectAccessible(page, testInfo, `edit-mode tasks ${size.name}`);
      await screenshot(page, `08-${size.name}-edit-mode`);
    });

    test('a reload mid-show shows the live cue first, never cue #1 "Ready"', async ({ page }) => {
      const { token, eventId } = await seedShow(page);
      const cues = await api<Array<{ id: number; number: number }>>(page, 'GET', `/api/events/${eventId}/cues`, token);
      const third = cues.find((c) => c.number === 3);
      if (!third) throw new Error('no cue 3');
      await api(page, 'PUT', `/api/events/${eventId}/cuestatus`, token, { currentCueId: third.id });
      await api(page, 'POST', `/api/events/${eventId}/cuestatus/go`, token, {});
      // Every title and status label the panel ever shows, from the first paint.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __seenTitles: seen });
        new MutationObserver(() => {
          const title = document.getElementById('current-cue-title')?.textContent ?? '';
          const label = document.querySelector('[data-testid="status-label"]')?.textContent ?? '';
          const entry = `${title}|${label}`;
          if (seen.at(-1) !== entry) seen.push(entry);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await openShow(page, eventId);
      await expect(page.getByRole('heading', { name: '#3 - Opening video' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: '#3 - Opening video' })).toBeVisible();
      await expect(page.getByTestId('status-label')).toHaveText('In Progress');
      const seen = await page.evaluate(() => (window as unknown as { __seenTitles: string[] }).__seenTitles);
      expect(seen.filter((s) => s.startsWith('#') && !s.startsWith('#3 - Opening video'))).toEqual([]);
      expect(seen.filter((s) => s.includes('No cue selected'))).toEqual([]);
      await screenshot(page, `08-${size.name}-after-reload`);
    });

    test('a new account is greeted "Welcome", not "Welcome back"', async ({ page }, testInfo) => {
      const username = await registerViaUi(page);
      await expect(page.getByText(`Welcome, Person ${username}.`)).toBeVisible();
      await expect(page.getByText(/Welcome back/)).toHaveCount(0);
      await expectAccessible(page, testInfo, `dashboard welcome ${size.name}`);
      await screenshot(page, `08-${size.name}-welcome`);
    });
  });
}
