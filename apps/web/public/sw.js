/*
 * The crew and stage pages' service worker (docs/decisions/0017-stage-display-and-crew-talk.md). A phone that reloads during a
 * Wi-Fi drop gets the page it had, not the browser's error page:
 * - the code, crew and stage pages (crew.html, stage.html) and their hashed assets are kept at
 *   install and refreshed whenever the network answers (network first for pages, cache first for
 *   /assets/, which never change under one name);
 * - the few reads those pages make (event, cues, tasks, stage view) are answered
 *   from the last good copy when the network fails, stored per access token, so a copy is only
 *   ever given back to the session that read it. The page still says "Connection lost".
 *   A session's copies are dropped when the server answers 401 or 404 to one of its reads, or
 *   when the page says its socket heard `revoked` (a message {type: 'forget-session', token}).
 * Registered with the scopes /department and /stage/ (apps/web/src/crew/offlineShell.ts).
 * Every other path of the site (the caller's app, the API's writes) is left to the network.
 * Plain JavaScript in public/: Vite copies it as is, and it must live at the root for its scope.
 */
/* global self, caches -- a service worker's globals (this file is not a module of the app) */
const VERSION = 'v1';
const SHELL = `showcaller-shell-${VERSION}`;
const DATA = `showcaller-data-${VERSION}`;
const PAGES = ['/crew.html', '/stage.html'];

/** Which page a crew or stage address is served by (the server does the same, apps/server/src/app.ts). */
function pageFor(pathname) {
  if (pathname.startsWith('/department/') || pathname.startsWith('/department-login/') || pathname === '/department-access')
    return '/crew.html';
  if (pathname.startsWith('/stage/')) return '/stage.html';
  return null;
}

/** GET reads of the crew and stage pages that may be answered from the last good copy. */
// Not the live status: a stored copy answering the pages' polls would make a lost link look live;
// the pages keep their last status themselves and say it is old.
const CACHED_READS = [/^\/api\/events\/\d+$/, /^\/api\/events\/\d+\/(cues|tasks|stage)$/];

async function keepShell() {
  const cache = await caches.open(SHELL);
  for (const page of PAGES) {
    const res = await fetch(page, { cache: 'no-cache' });
    if (!res.ok) continue;
    const html = await res.clone().text();
    await cache.put(page, res);
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    // Chunks the entry imports are found in the entry's own text.
    const seen = new Set();
    while (assets.length > 0) {
      const url = assets.pop();
      if (seen.has(url)) continue;
      seen.add(url);
      const hit = await cache.match(url);
      const asset = hit ?? (await fetch(url));
      if (!asset.ok) continue;
      if (!hit) await cache.put(url, asset.clone());
      if (url.endsWith('.js')) {
        const code = await asset.text();
        // Quoted or in backticks: the language catalogs are imported as import(`./locale-de-….js`) (docs/decisions/0038-i18n-lingui.md).
        for (const m of code.matchAll(/["'`](\.\/[^"'`]+\.(?:js|css))["'`]/g)) assets.push(`/assets/${m[1].slice(2)}`);
      }
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('showcaller-') && k !== SHELL && k !== DATA).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A short hash of an Authorization header: the cache key of a read, so a copy goes back to its own session only. */
async function sessionKey(authorization) {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(bytes).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Drops every stored read of one session (docs/security.md "Trust, round 3" 20.9): its code was changed or its department
 * or event deleted, so nothing it read may be shown again, offline or not.
 */
async function forgetSession(key) {
  const cache = await caches.open(DATA);
  const requests = await cache.keys();
  await Promise.all(requests.filter((r) => new URL(r.url).searchParams.get('sw-session') === key).map((r) => cache.delete(r)));
}

async function page(request, shellPage) {
  const cache = await caches.open(SHELL);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(shellPage, res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(shellPage);
    if (hit) return hit;
    throw err;
  }
}

async function asset(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await cache.put(request.url, res.clone());
  return res;
}

async function read(request) {
  const cache = await caches.open(DATA);
  const session = await sessionKey(request.headers.get('authorization') ?? '');
  const key = `${request.url}${request.url.includes('?') ? '&' : '?'}sw-session=${session}`;
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(key, res.clone());
    // An ended session (401) or a deleted department or event (404) leaves nothing behind to be shown later.
    else if (res.status === 401 || res.status === 404) await forgetSession(session);
    return res;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw err;
  }
}

/** The page heard on its socket that its code was changed (apps/web/src/crew/offlineShell.ts, forgetOfflineCopy). */
self.addEventListener('message', (event) => {
  const msg = event.data;
  if (msg && msg.type === 'forget-session' && typeof msg.token === 'string' && msg.token !== '') {
    event.waitUntil(sessionKey(`Bearer ${msg.token}`).then(forgetSession));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const shellPage = pageFor(url.pathname);
    if (shellPage) event.respondWith(page(request, shellPage));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
    return;
  }
  if (CACHED_READS.some((re) => re.test(url.pathname))) event.respondWith(read(request));
});
