import { expect, test, type Browser, type Page } from '../support/test.js';
import { OwnServer, ownPort } from '../support/ownServer.js';
import { api, expectAccessible, openShow, screenshot, setUpShow, signedInPage } from '../support/helpers.js';

const server = new OwnServer(ownPort(2));
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

/** Browser contexts on this spec's own server; a phone-sized one for crew phones and the caller. */
const own = { baseURL: server.url };
const phone = { ...own, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** A caller account with Spring Gala: two cues, Sound (one task on the first cue) and Light. */
async function setUp(page: Page) {
  const show = await setUpShow(page.request, {
    name: 'Spring Gala',
    departments: ['Sound', 'Light'],
    cues: [
      {
        time: '19:00:00',
        action: 'Walk-in music',
        duration: 600,
        notes: 'Fade under the MC',
        tasks: { Sound: [{ description: 'Play walk-in playlist' }] },
      },
      { time: '19:10:00', action: 'Opener', duration: 120 },
    ],
  });
  const { Sound: sound, Light: light } = show.departments;
  return {
    token: show.token,
    eventId: show.eventId,
    callerCode: show.callerCode,
    soundCode: sound!.accessCode,
    lightCode: light!.accessCode,
  };
}

/** The caller's show screen on a phone, live. */
async function openCaller(browser: Browser, token: string, eventId: number) {
  const page = await signedInPage(browser, token, phone);
  await openShow(page, eventId);
  return page;
}

test('a crew phone joins with its code, follows STANDBY and GO, says Ready, and is sent back when the code changes', async ({
  browser,
}, testInfo) => {
  const crew = await (await browser.newContext(phone)).newPage();
  const errors: string[] = [];
  crew.on('pageerror', (e) => errors.push(String(e)));
  const { token, eventId, soundCode } = await setUp(crew);

  await crew.goto(`${server.url}/department-login/access`);
  await expect(crew.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeVisible();
  await expectAccessible(crew, testInfo, 'crew code page');
  await crew.getByLabel('Access code').fill(soundCode.toLowerCase());
  await crew.getByRole('button', { name: 'Join' }).click();
  await expect(crew).toHaveURL(`${server.url}/department/${soundCode}`);
  await expect(crew.getByRole('heading', { level: 1, name: 'Sound' })).toBeVisible();
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  await expect(crew.getByText('Walk-in music', { exact: true })).toBeVisible();

  const caller = await openCaller(browser, token, eventId);
  await expect(caller.getByTestId('no-device-warning')).toContainText('Light');
  await caller.getByRole('button', { name: /^STANDBY/ }).click();
  await expect(crew.getByTestId('crew-status')).toHaveText('Standing By', { timeout: 1000 });
  await expectAccessible(crew, testInfo, 'crew view on standby');
  await expect(caller.getByTestId('ready-acks')).toContainText('Sound: Waiting');
  await crew.getByRole('button', { name: 'Ready' }).click();
  await expect(crew.getByRole('button', { name: 'Ready ✓' })).toBeVisible();
  await expect(caller.getByTestId('ready-acks')).toContainText('Sound: Ready');
  await expectAccessible(caller, testInfo, 'caller control panel on standby');
  await screenshot(crew, 'crew-view-ready');

  await crew.getByRole('checkbox', { name: 'Play walk-in playlist' }).check();
  await expect(caller.getByText('1/1 completed')).toBeVisible();

  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress', { timeout: 1000 });
  await expect(crew.getByRole('button', { name: /^Ready/ })).toHaveCount(0);
  await expectAccessible(crew, testInfo, 'crew view running');

  await caller.keyboard.press('a');
  await caller.getByRole('button', { name: 'Regenerate the access code for Sound' }).click();
  await caller.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(crew.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeVisible();
  await expect(crew.getByText('This access code was changed. Enter the new code.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a show caller code opens the show screen without an account', async ({ browser }) => {
  const page = await (await browser.newContext(phone)).newPage();
  const { eventId, callerCode } = await setUp(page);
  await page.goto(`${server.url}/department-access`);
  await page.getByLabel('Access code').fill(callerCode);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(`${server.url}/event/${eventId}`);
  await expect(page.locator('[data-connection="live"]')).toBeVisible();
  await page.keyboard.press('a');
  await expect(page.getByRole('region', { name: 'Access codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Regenerate/ })).toHaveCount(0);
});

test('two crews (Sound, Light) say Ready, the caller sees all ready, GO reaches both; a new Light code sends only Light back', async ({
  browser,
}, testInfo) => {
  const setup = await (await browser.newContext(own)).newPage();
  const { token, eventId, soundCode, lightCode } = await setUp(setup);
  const join = async (code: string, name: string) => {
    const page = await (await browser.newContext(phone)).newPage();
    const started = Date.now();
    await page.goto(`${server.url}/department/${code}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('crew-connection')).toContainText('Live');
    testInfo.annotations.push({ type: 'first load', description: `/department/{code} (${name}): ${Date.now() - started} ms to live` });
    return page;
  };
  const sound = await join(soundCode, 'Sound');
  const light = await join(lightCode, 'Light');
  const caller = await openCaller(browser, token, eventId);

  await caller.getByRole('button', { name: /^STANDBY/ }).click();
  for (const crew of [sound, light]) await expect(crew.getByTestId('crew-status')).toHaveText('Standing By', { timeout: 1000 });
  await sound.getByRole('button', { name: 'Ready' }).click();
  await expect(caller.getByTestId('ready-acks')).toContainText('Light: Waiting');
  await light.getByRole('button', { name: 'Ready' }).click();
  await expect(caller.getByTestId('ready-acks')).toContainText('All departments ready');

  await caller.getByRole('button', { name: /^GO/ }).click();
  for (const crew of [sound, light]) await expect(crew.getByTestId('crew-status')).toHaveText('In Progress', { timeout: 1000 });

  // Light cannot tick Sound's task: its view shows only its own (none here).
  await expect(light.getByRole('checkbox', { name: 'Play walk-in playlist' })).toHaveCount(0);

  await caller.keyboard.press('a');
  await caller.getByRole('button', { name: 'Regenerate the access code for Light' }).click();
  await caller.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(light.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeVisible();
  await expect(sound.getByTestId('crew-connection')).toContainText('Live');
  await expect(sound.getByTestId('crew-status')).toHaveText('In Progress');
  console.log(testInfo.annotations.map((a) => a.description).join('; '));
});

test('a crew phone offline for 30 s says so, then returns by itself to the live cue and its running countdown', async ({ browser }) => {
  test.setTimeout(120_000);
  const setup = await (await browser.newContext(own)).newPage();
  const { token, eventId, soundCode } = await setUp(setup);
  const crewContext = await browser.newContext(phone);
  const crew = await crewContext.newPage();
  // The phone's timers (reconnect back-off, HTTP poll, liveness) run on a clock the test moves, so
  // its 30 s without a network pass in a moment instead of on the wall clock.
  await crew.clock.install();
  await crew.goto(`${server.url}/department/${soundCode}`);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live');
  await expect(crew.getByText('Walk-in music', { exact: true })).toBeVisible();
  const caller = await openCaller(browser, token, eventId);

  await crewContext.setOffline(true);
  // The browser says the network is gone; the socket is checked and found dead within seconds.
  await expect(crew.getByTestId('crew-connection')).toContainText(/Offline|Reconnecting/, { timeout: 10_000 });
  // The show goes on without this phone: NEXT to the Opener and GO.
  await caller.getByRole('button', { name: /^NEXT/ }).click();
  await caller.getByRole('button', { name: /^GO/ }).click();
  await expect(caller.getByTestId('status-label')).toContainText('In Progress');
  // 30 s pass for the phone (every reconnect attempt and poll of them fails) and for the show: the
  // server's Opener has run 30 s (set through the API, as the caller's screen would after 30 s).
  await crew.clock.runFor(30_000);
  // The phone's wall clock back to the machine's: its countdown must come from the server's elapsed
  // time below, not from a clock 30 s ahead.
  await crew.clock.setSystemTime(Date.now());
  await api(setup.request, 'PUT', `/api/events/${eventId}/cuestatus`, token, { elapsedTime: 30 });
  await expect(caller.getByTestId('remaining-time')).toHaveText(/^00:01:[0-3]\d$/);
  await expect(crew.getByTestId('crew-connection')).toContainText(/Offline|Reconnecting/);
  await expect(crew.getByText('Walk-in music', { exact: true })).toBeVisible();

  await crewContext.setOffline(false);
  await expect(crew.getByTestId('crew-connection')).toContainText('Live', { timeout: 10_000 });
  await expect(crew.getByText('Opener', { exact: true }).first()).toBeVisible();
  await expect(crew.getByTestId('crew-status')).toHaveText('In Progress');
  // Opener runs 120 s and has run for 30 s or more: the countdown shows that, not a fresh 2:00.
  await expect
    .poll(async () => {
      const [h, m, sec] = ((await crew.getByTestId('crew-countdown').textContent()) ?? '').split(':').map(Number);
      return h! * 3600 + m! * 60 + sec!;
    })
    .toBeGreaterThan(60);
  const shown = (await crew.getByTestId('crew-countdown').textContent()) ?? '';
  const [h, m, sec] = shown.split(':').map(Number);
  const remaining = h! * 3600 + m! * 60 + sec!;
  expect(remaining).toBeLessThanOrEqual(90);
  expect(remaining).toBeGreaterThan(60);
});
