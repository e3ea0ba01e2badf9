/**
 * Registers public/sw.js for the crew or stage pages (issue 15 item 4), so a reload during a
 * network drop shows the last known cue instead of the browser's error page. The scope is the
 * page's own paths, never the whole site: the caller's app stays on the network.
 */
export function keepPageOffline(scope: '/department' | '/stage/'): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Dev servers rebuild assets under the same names; only a built app has stable hashed files.
  if (import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope }).catch((err: unknown) => {
      console.warn('The offline copy of this page could not be set up', err);
    });
  });
}
