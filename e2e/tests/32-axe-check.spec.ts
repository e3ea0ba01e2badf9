import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/helpers.js';

// The check every other spec relies on must be able to fail: a page with a serious finding (light grey text
// on white, an unnamed button) fails it by rule id, and the same page fixed passes. No server needed.
test('the axe check fails on a serious finding and passes once it is fixed', async ({ page }, testInfo) => {
  const html = (colour: string, label: string) =>
    `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main><h1>Cue 12</h1>` +
    `<p style="color:${colour};background:#fff">Standby lights</p><button>${label}</button></main></body></html>`;
  await page.setContent(html('#d0d0d0', ''));
  const failed = await expectAccessible(page, testInfo, 'a page with two findings').then(
    () => null,
    (e: unknown) => String(e),
  );
  expect(failed).toContain('color-contrast');
  expect(failed).toContain('button-name');
  await page.setContent(html('#222', 'GO'));
  await expectAccessible(page, testInfo, 'the same page fixed');
});
