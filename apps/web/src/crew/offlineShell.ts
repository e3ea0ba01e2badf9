/**
 * Registers public/sw.js for the crew or stage pages (docs/decisions/0017-stage-display-and-crew-talk.md), so a reload during a
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

/**
 * The page's socket said its code was changed (or its session ended): tell the service worker to
 * drop every read it stored for that session's token, so the revoked code's cue data is not shown
 * again, not even offline (docs/security.md "Trust, round 3" 20.9). Its own 401/404 answers do the same in the worker.
 */
export function forgetOfflineCopy(token: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const msg = { type: 'forget-session', token };
  navigator.serviceWorker.controller?.postMessage(msg);
  // A page opened before the worker took control has no controller: reach the worker of its scope.
  navigator.serviceWorker
    .getRegistrations()
    .then((regs) => {
      for (const reg of regs) if (reg.active && reg.active !== navigator.serviceWorker.controller) reg.active.postMessage(msg);
    })
    .catch(() => undefined);
}
