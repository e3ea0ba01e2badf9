/**
 * The flows' `test` and `expect`: Playwright's, with one automatic fixture that closes every browser
 * context a test opened itself (`browser.newContext()`, support/helpers.ts signedInPage). The browser
 * lives as long as the worker, that is the whole run, so a context left open kept its pages running
 * (sockets, clocks, reconnect attempts) through every later spec: half-way through a run two dozen
 * live pages shared the two cores with the test at hand (load average 26, a test taking 1–1.7 min
 * that alone takes 20–45 s). Spec files import from here, not from '@playwright/test' (eslint.config.js).
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, TestInfo } from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      // A failed test keeps its pages open for Playwright's screenshots of them; it is closed with the browser.
      if (testInfo.status !== testInfo.expectedStatus) return;
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});
