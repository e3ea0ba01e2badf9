import { activateAppLocale } from '@/i18n/appI18n';
import { activateCrewLocale } from '@/i18n/crewI18n';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Routes are lazy chunks that Vite transforms on first import: on a busy 2-core CI machine the
// first findBy* of a file can need more than the default 1 s. A wrong screen still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Radix and the theme code use them.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStub;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The crew, stage and lobby words (docs/decisions/0038-i18n-lingui.md): English unless a test picks another.
await activateCrewLocale('en');
await activateAppLocale('en');
