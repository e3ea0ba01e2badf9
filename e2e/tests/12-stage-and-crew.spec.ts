/**
 * docs/decisions/0017-stage-display-and-crew-talk.md: the stage display and the crew talking back. The stage page at 1920x1080 and on a
 * 768 px portrait tablet changes colour at the caller's thresholds at the right second (the
 * server's elapsed time is set through the API, so the count is known), shows a caller's message
 * and blackout, survives a reload while offline, and passes axe.
 */
import { expect, test, type Browser, type Page } from '../support/test.js';
import { expectAccessible, registerViaApi, saveArtifact, screenshot, seedRundown } from '../support/helpers.js';
import { recordStageTimer, stageTimerUntil } from '../support/stageTimer.js';

const desktop = { viewport: { width: 1440, height: 900 } };
const bigScreen = { viewport: { width: 1920, height: 1080 } };
const portraitTablet = { viewport: { width: 768, height: 1024 }, hasTouch: true };

function remainingOf(text: string): number | null {
  const m = /^(\d+):(\d\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

async function openStage(browser: Browser, options: typeof bigScreen | typeof portraitTablet, code: string): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`/stage/${code}`);
  await expect(page.getByTestId('stage')).toBeVisible();
  return page;
}

test('stage display: thresholds at the right second, message, blackout, offline reload; both sizes; axe', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const eventId = await seedRundown(
    setup.request,
    token,
    { name: 'Future of Live' },
    ['Sound'],
    [
      { time: '09:00:00', action: 'Keynote: the future of live events', duration: 600 },
      { time: '09:10:00', action: 'Panel with the crew chiefs', duration: 900 },
    ],
  );
  const auth = { authorization: `Bearer ${token}` };
  const api = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, data?: unknown) => {
    const res = await setup.request.fetch(url, { method, headers: auth, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as unknown;
  };
  const { stageCode } = (await api('GET', `/api/events/${eventId}/stage/code`)) as { stageCode: string };

  const big = await openStage(browser, bigScreen, stageCode);
  const tablet = await openStage(browser, portraitTablet, stageCode);
  for (const page of [big, tablet]) {
    await expect(page.getByTestId('stage-timer')).toHaveText('10:00');
    await expect(page.getByTestId('stage-action')).toContainText('Keynote: the future of live events');
    await expect(page.getByTestId('stage-next')).toHaveText('Next: #2 Panel with the crew chiefs');
    await expect(page.getByTestId('stage-timer-box')).toHaveAttribute('data-level', 'normal');
  }

  /** GO with the cue already `elapsed` seconds in: the server sets the base, the pages count on. */
  const runFrom = async (elapsed: number) => {
    await api('PUT', `/api/events/${eventId}/cuestatus`, { status: 'go' });
    await api('PUT', `/api/events/${eventId}/cuestatus`, { elapsedTime: elapsed });
  };

  // Default thresholds: amber from the second the timer reads 2:00, not one second before.
  await recordStageTimer(big);
  await runFrom(600 - 122);
  const toWarning = await stageTimerUntil(big, { text: '1:59' });
  for (const s of toWarning) {
    const left = remainingOf(s.text);
    if (left === null) continue;
    expect(s.level, `at ${s.text}`).toBe(left <= 120 ? 'warning' : 'normal');
  }
  expect(toWarning.some((s) => s.text === '2:00' && s.level === 'warning')).toBe(true);
  await expect(tablet.getByTestId('stage-timer-box')).toHaveAttribute('data-level', 'warning');
  await screenshot(big, '12-stage-1920-warning');
  await screenshot(tablet, '12-stage-768-warning');
  await expectAccessible(big, testInfo, 'stage-1920');
  await expectAccessible(tablet, testInfo, 'stage-768');

  // The caller moves red to 0:45: the display follows without a reload, at 0:45 exactly.
  await api('PUT', `/api/events/${eventId}/stage/thresholds`, { warningSeconds: 120, dangerSeconds: 45 });
  await recordStageTimer(big);
  await runFrom(600 - 47);
  const toDanger = await stageTimerUntil(big, { text: '0:44' });
  for (const s of toDanger) {
    const left = remainingOf(s.text);
    if (left === null) continue;
    // The first samples can still show the restart at 10:00 (GO, then the elapsed time, are two
    // updates): every second is checked against both thresholds.
    expect(s.level, `at ${s.text}`).toBe(left <= 45 ? 'danger' : left <= 120 ? 'warning' : 'normal');
  }
  expect(toDanger.some((s) => s.text === '0:45' && s.level === 'danger')).toBe(true);
  await screenshot(tablet, '12-stage-768-danger');

  // Past the end: "Time's up", flashing, and the over-time count.
  await recordStageTimer(big);
  await runFrom(600 - 1);
  await stageTimerUntil(big, { text: '+0:01', level: 'over' });
  await expect(big.getByTestId('stage-level')).toContainText('Time’s up');
  await expect(tablet.getByTestId('stage-timer-box')).toHaveAttribute('data-level', 'over');
  await screenshot(big, '12-stage-1920-over');

  // A message over the timer, then blackout and back.
  await api('PUT', `/api/events/${eventId}/stage/message`, { text: 'Wrap up', flash: true });
  for (const page of [big, tablet]) await expect(page.getByTestId('stage-message')).toHaveText('Wrap up');
  await screenshot(big, '12-stage-1920-message');
  await screenshot(tablet, '12-stage-768-message');
  await api('PUT', `/api/events/${eventId}/stage/blackout`, { blackout: true });
  for (const page of [big, tablet]) await expect(page.getByTestId('stage-blackout')).toBeVisible();
  await api('PUT', `/api/events/${eventId}/stage/blackout`, { blackout: false });
  await api('DELETE', `/api/events/${eventId}/stage/message`);
  for (const page of [big, tablet]) {
    await expect(page.getByTestId('stage')).toBeVisible();
    await expect(page.getByTestId('stage-message')).toHaveCount(0);
  }

  // Offline: a reload still shows the last known cue (service worker + saved view) and says so.
  await tablet.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await tablet.context().setOffline(true);
  await tablet.reload();
  await expect(tablet.getByTestId('stage-action')).toContainText('Keynote: the future of live events');
  await expect(tablet.getByTestId('stage-lost')).toContainText('Connection lost');
  await screenshot(tablet, '12-stage-768-offline');
  await tablet.context().setOffline(false);
  await expect(tablet.getByTestId('stage-lost')).toHaveCount(0, { timeout: 20_000 });
});

test('crew phone: a reload during a network drop shows the last known cue and Connection lost', async ({ browser }) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(desktop)).newPage();
  const { token } = await registerViaApi(setup);
  const eventId = await seedRundown(
    setup.request,
    token,
    { name: 'Offline Gala' },
    ['Sound'],
    [
      { time: '20:00:00', action: 'Doors open, walk-in music', duration: 600 },
      { time: '20:10:00', action: 'Welcome speech', duration: 300, tasks: { Sound: [{ description: 'Lectern mic on' }] } },
      { time: '20:15:00', action: 'Video: sponsors reel', duration: 120 },
      { time: '20:17:00', action: 'Awards, first half', duration: 900 },
      { time: '20:32:00', action: 'Interval', duration: 900 },
    ],
  );
  const auth = { authorization: `Bearer ${token}` };
  const deps = (await (await setup.request.get(`/api/events/${eventId}/departments`, { headers: auth })).json()) as Array<{
    accessCode: string;
  }>;
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const crew = await phone.newPage();
  // Records what the page asks the Vibration API for (headless Chromium has no motor to check).
  await crew.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, 'vibrations', { value: calls });
    navigator.vibrate = (pattern: VibratePattern) => {
      calls.push(pattern);
      return true;
    };
  });
  await crew.goto(`/department/${deps[0]!.accessCode}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  // The next three cues, with this department's tasks on them.
  await expect(crew.getByTestId('crew-next-cues').locator('li')).toHaveCount(3);
  await expect(crew.getByTestId('crew-next-cues')).toContainText('Your tasks: Lectern mic on');

  // Alerts: STANDBY and GO vibrate (on out of the box) and, once Flash is on, flash the whole screen.
  await expect(crew.getByTestId('crew-alert-vibrate')).toBeChecked();
  await crew.getByTestId('crew-alert-flash').check();
  const command = async (name: string) =>
    expect((await setup.request.post(`/api/events/${eventId}/cuestatus/${name}`, { headers: auth, data: {} })).status()).toBe(200);
  await command('standby');
  await expect(crew.getByTestId('crew-flash')).toHaveText('STANDBY');
  await screenshot(crew, '12-crew-standby-flash');
  await expect(crew.getByTestId('crew-flash')).toHaveCount(0, { timeout: 5000 });
  await command('go');
  await expect(crew.getByTestId('crew-flash')).toHaveText('GO');
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  expect(await crew.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)).toEqual([[200, 120, 200], [600]]);
  // Once the worker runs the page, its reads are kept too.
  await crew.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await crew.reload();
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');

  await phone.setOffline(true);
  await crew.reload();
  await expect(crew.getByTestId('crew-cue-card')).toContainText('Doors open, walk-in music');
  await expect(crew.getByTestId('crew-stale')).toContainText('Connection lost', { timeout: 30_000 });
  await screenshot(crew, '12-crew-offline-reload');
  await phone.setOffline(false);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live', { timeout: 30_000 });
  await expect(crew.getByTestId('crew-stale')).toHaveCount(0);
});

test('caller, crew phone and stage at once: stage message and blackout, a department message read, a problem flag asks before GO; the QR sheet prints', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const callerContext = await browser.newContext(desktop);
  const caller = await callerContext.newPage();
  const { token } = await registerViaApi(caller);
  const eventId = await seedRundown(
    caller.request,
    token,
    { name: 'Three Screens' },
    ['Sound', 'Light'],
    [
      { time: '18:00:00', action: 'Opening video', duration: 300 },
      { time: '18:05:00', action: 'Host on stage', duration: 600 },
    ],
  );
  const auth = { authorization: `Bearer ${token}` };
  const deps = (await (await caller.request.get(`/api/events/${eventId}/departments`, { headers: auth })).json()) as Array<{
    name: string;
    accessCode: string;
  }>;
  const { stageCode } = (await (await caller.request.get(`/api/events/${eventId}/stage/code`, { headers: auth })).json()) as {
    stageCode: string;
  };
  await caller.goto('/');
  await caller.evaluate((t) => localStorage.setItem('authToken', t), token);
  await caller.goto(`/event/${eventId}`);
  await expect(caller.locator('[data-connection="live"]')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const crew = await phone.newPage();
  // Records the notes the chime asks Web Audio for (headless Chromium plays them to no speaker).
  await crew.addInitScript(() => {
    const notes: number[] = [];
    Object.defineProperty(window, 'chimeNotes', { value: notes });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = create.call(this);
      const start = osc.start.bind(osc);
      osc.start = (when?: number) => {
        notes.push(osc.frequency.value);
        start(when);
      };
      return osc;
    };
  });
  const chimeNotes = () => crew.evaluate(() => (window as unknown as { chimeNotes: number[] }).chimeNotes.length);
  await crew.goto(`/department/${deps.find((d) => d.name === 'Sound')!.accessCode}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  // Chime is off out of the box (no beep in the wings); turning it on is also the tap that unlocks audio.
  await expect(crew.getByTestId('crew-alert-sound')).not.toBeChecked();
  await crew.getByTestId('crew-alert-sound').check();
  const stage = await openStage(browser, bigScreen, stageCode);

  // Caller → stage: a saved message, then blackout and back.
  const stageControls = caller.getByTestId('stage-controls');
  await stageControls.getByRole('group', { name: 'Saved messages' }).getByRole('button', { name: 'Wrap up' }).click();
  await expect(stage.getByTestId('stage-message')).toHaveText('Wrap up');
  await stageControls.getByRole('button', { name: 'Blackout' }).click();
  await expect(stage.getByTestId('stage-blackout')).toBeVisible();
  await stageControls.getByRole('button', { name: 'Show stage again' }).click();
  await expect(stage.getByTestId('stage')).toBeVisible();
  await stageControls.getByRole('button', { name: 'Clear' }).click();
  await expect(stage.getByTestId('stage-message')).toHaveCount(0);
  // The event's own saved messages replace the defaults, one click away on both panels.
  await caller.getByText('Edit saved messages').click();
  await caller.getByLabel(/One per line/).fill('Look left\nWrap up');
  await caller.getByRole('button', { name: 'Save messages' }).click();
  await expect(stageControls.getByRole('group', { name: 'Saved messages' }).getByRole('button')).toHaveText(['Look left', 'Wrap up']);
  await expect(caller.getByRole('group', { name: 'Saved crew messages' }).getByRole('button', { name: 'Look left' })).toBeVisible();

  // Caller → Sound only (M opens the box from anywhere on the page); the phone taps Got it; the caller sees it read.
  await caller.locator('body').click({ position: { x: 5, y: 5 } });
  await caller.keyboard.press('Shift+M');
  const panel = caller.getByTestId('crew-messages-panel');
  await expect(panel.getByLabel(/^Message/)).toBeFocused();
  await panel.getByRole('checkbox', { name: 'Sound' }).check();
  await panel.getByLabel(/^Message/).fill('Mic 3 to the lectern, please');
  await panel.getByRole('button', { name: 'Send to crews' }).click();
  await expect(crew.getByTestId('crew-messages')).toContainText('Mic 3 to the lectern, please');
  // It arrives with a chime: the rising pair of notes.
  await expect.poll(chimeNotes).toBe(2);
  await screenshot(crew, '12-crew-message');
  await expectAccessible(crew, testInfo, 'crew-message');
  await crew.getByRole('button', { name: 'Got it' }).click();
  await expect(crew.getByTestId('crew-messages')).toHaveCount(0);
  await expect(panel.getByTestId('crew-message-reads').first()).toContainText('Sound ✓ read');

  // Crew → caller during STANDBY: Problem 'Need time'; the caller sees it at once, on the Sound chip
  // next to the other departments' Ready (GO does not move) and in the problem box, and GO asks first.
  await caller.getByRole('button', { name: /^STANDBY/ }).click();
  const acks = caller.getByTestId('ready-acks');
  await expect(acks.getByText('Sound: Waiting')).toBeVisible();
  const goBox = await caller.getByRole('button', { name: /^GO/ }).boundingBox();
  await crew.getByRole('button', { name: 'Problem' }).click();
  await crew.getByRole('button', { name: 'Need time' }).click();
  await expect(crew.getByTestId('crew-problem-raised')).toContainText('Need time');
  await expect(caller.getByTestId('problem-flags')).toContainText('Problem: Sound — Need time');
  const chip = acks.locator('[data-state]', { hasText: 'Sound: problem — Need time' });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('data-state', 'problem');
  await expect(acks.getByText('Sound: Waiting')).toHaveCount(0);
  expect(await caller.getByRole('button', { name: /^GO/ }).boundingBox()).toEqual(goBox);
  await screenshot(caller, '12-caller-problem');
  await expectAccessible(caller, testInfo, 'caller-problem');
  await caller.setViewportSize({ width: 360, height: 800 });
  await expect(chip).toBeVisible();
  await screenshot(caller, '12-caller-problem-360');
  await caller.setViewportSize(desktop.viewport);
  // GO with a problem open asks in the page (docs/decisions/0020-rewind-guard-and-undo.md; never the browser's blocking confirm()).
  caller.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });
  const question = caller.getByRole('alertdialog', { name: 'A department has a problem. GO anyway?' });
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(question).toContainText('Problem open: Sound (Need time).');
  await question.getByRole('button', { name: 'Wait' }).click();
  await expect(question).toHaveCount(0);
  await expect(crew.getByTestId('crew-status')).not.toHaveText('In Progress');
  await caller.getByRole('button', { name: /^GO/ }).click();
  await question.getByRole('button', { name: 'GO anyway' }).click();
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  await caller.getByRole('button', { name: 'Clear the problem of Sound' }).click();
  await expect(caller.getByTestId('problem-flags')).toHaveCount(0);
  await expect(crew.getByTestId('crew-problem-raised')).toHaveCount(0);
  await expectAccessible(caller, testInfo, 'caller-live');

  // The Access Codes tab: QR cards for the stage, the show caller and each department, printed as one sheet.
  await caller.getByRole('tab', { name: /Access Codes/ }).click();
  const sheet = caller.getByTestId('qr-sheet');
  // The show caller card is on the sheet only when asked for (docs/decisions/0023-crew-phones-lost-fixed-and-found.md: it can run the show).
  await caller.getByLabel(/Include the show caller code/).check();
  await expect(sheet.getByRole('listitem')).toHaveCount(4);
  await expect(sheet).toContainText(stageCode);
  await expect(sheet.locator('svg')).toHaveCount(4);
  await caller.evaluate(() => {
    window.print = () => undefined;
  });
  await caller.getByRole('button', { name: 'Print QR sheet' }).click();
  await caller.emulateMedia({ media: 'print' });
  await screenshot(caller, '12-qr-sheet-print');
  saveArtifact('12-qr-sheet.pdf', await caller.pdf({ format: 'A4', printBackground: true }));
  await caller.emulateMedia({ media: 'screen' });
  await expectAccessible(caller, testInfo, 'access-codes');
});
