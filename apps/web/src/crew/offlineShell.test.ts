/**
 * The crew and stage pages' service worker (public/sw.js) run in a bare context with a fake Cache
 * Storage and network: which reads it keeps, gives back offline, and drops (docs/security.md "Trust, round 3" 20.9: a
 * revoked code's data is not served offline any more).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineCopy } from './offlineShell';
import source from '../../public/sw.js?raw';

const ORIGIN = 'https://show.test';

type Key = string | { url: string };
const urlOf = (k: Key) => (typeof k === 'string' ? k : k.url);

class FakeCache {
  readonly entries = new Map<string, Response>();
  put(key: Key, res: Response) {
    this.entries.set(urlOf(key), res);
    return Promise.resolve();
  }
  match(key: Key) {
    return Promise.resolve(this.entries.get(urlOf(key))?.clone());
  }
  delete(key: Key) {
    return Promise.resolve(this.entries.delete(urlOf(key)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
}

interface Worker {
  /** A GET through the worker's fetch handler, as the page's apiFetch makes it. */
  get(path: string, token: string): Promise<Response>;
  message(data: unknown): Promise<void>;
  /** The paths stored for reads (the sw-session part left off). */
  stored(): string[];
  /** What the network answers next: a status, or 'offline' (fetch rejects). */
  network: (url: string) => number | 'offline';
  /** Bodies the network answers by path (pages and assets at install); others answer their URL as JSON. */
  bodies: Record<string, string>;
  /** Runs the worker's install (it keeps the pages and their assets). */
  install(): Promise<void>;
  /** The paths kept in the shell cache. */
  shell(): string[];
}

function startWorker(): Worker {
  const stores = new Map<string, FakeCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const w: Worker = {
    network: () => 200,
    bodies: {},
    async install() {
      const waits: Promise<unknown>[] = [];
      listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
      await Promise.all(waits);
    },
    shell() {
      return [...(stores.get('showcaller-shell-v1')?.entries.keys() ?? [])].map((u) => new URL(u, ORIGIN).pathname).sort();
    },
    async get(path, token) {
      let answer: Promise<Response> | undefined;
      const request = new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      listeners.get('fetch')!({ request, respondWith: (p: Promise<Response>) => (answer = p) });
      if (!answer) throw new Error(`the worker left ${path} to the network`);
      return answer;
    },
    async message(data) {
      const waits: Promise<unknown>[] = [];
      listeners.get('message')?.({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) });
      await Promise.all(waits);
    },
    stored() {
      return [...(stores.get('showcaller-data-v1')?.entries.keys() ?? [])].map((u) => {
        const url = new URL(u);
        return `${url.pathname} ${url.searchParams.get('sw-session')}`;
      });
    },
  };
  const context = {
    self: {
      location: new URL(ORIGIN),
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      skipWaiting: () => Promise.resolve(),
    },
    caches: {
      open: (name: string) => {
        if (!stores.has(name)) stores.set(name, new FakeCache());
        return Promise.resolve(stores.get(name)!);
      },
    },
    fetch: (request: Request | string) => {
      const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
      const body = w.bodies[new URL(url).pathname];
      if (body !== undefined) return Promise.resolve(new Response(body, { status: 200 }));
      const answer = w.network(url);
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify({ url }), { status: answer }));
    },
    crypto: globalThis.crypto,
    TextEncoder,
    URL,
    Request,
    Response,
  };
  // The worker's script with these as its globals (it is a classic script, not a module).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test, read from the repository
  const run = new Function(...Object.keys(context), source) as (...globals: unknown[]) => void;
  run(...Object.values(context));
  return w;
}

const READS = ['/api/events/5', '/api/events/5/cues', '/api/events/5/tasks'];

describe('the offline shell service worker', () => {
  let w: Worker;
  beforeEach(async () => {
    w = startWorker();
    // Two phones' sessions (the revoked code's, and another department's) read the event.
    for (const path of READS) {
      await w.get(path, 'revoked-token');
      await w.get(path, 'other-token');
    }
    expect(w.stored()).toHaveLength(6);
  });

  it("answers a read from its own session's last good copy when the network fails", async () => {
    w.network = () => 'offline';
    const res = await w.get('/api/events/5/cues', 'revoked-token');
    expect(await res.json()).toEqual({ url: `${ORIGIN}/api/events/5/cues` });
    await expect(w.get('/api/events/5/cues', 'a-stranger')).rejects.toThrow('Failed to fetch');
  });

  it.each([401, 404])('drops every stored read of a session at its first %i answer, and only of that session', async (status) => {
    w.network = (url) => (url.endsWith('/cues') ? status : 200);
    expect((await w.get('/api/events/5/cues', 'revoked-token')).status).toBe(status);
    // The other session's three copies are all that is left.
    expect(w.stored()).toHaveLength(3);
    expect(new Set(w.stored().map((s) => s.split(' ')[1])).size).toBe(1);
    w.network = () => 'offline';
    for (const path of READS) await expect(w.get(path, 'revoked-token')).rejects.toThrow('Failed to fetch');
    expect((await w.get('/api/events/5/tasks', 'other-token')).status).toBe(200);
  });

  it("drops a session's reads when the page says its socket heard revoked", async () => {
    await w.message({ type: 'forget-session', token: 'revoked-token' });
    await w.message({ type: 'something else', token: 'other-token' });
    await w.message(null);
    expect(w.stored()).toHaveLength(3);
    w.network = () => 'offline';
    for (const path of READS) {
      await expect(w.get(path, 'revoked-token')).rejects.toThrow('Failed to fetch');
      expect((await w.get(path, 'other-token')).status).toBe(200);
    }
  });
});

describe('forgetOfflineCopy', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('tells the controlling worker, and the active worker of a page it does not control yet, to forget the token', async () => {
    const controller = { postMessage: vi.fn() };
    const other = { postMessage: vi.fn() };
    const regs = [{ active: controller }, { active: other }, { active: null }];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller, getRegistrations: () => Promise.resolve(regs) },
    });
    forgetOfflineCopy('tok-1');
    await vi.waitFor(() => expect(other.postMessage).toHaveBeenCalled());
    expect(controller.postMessage).toHaveBeenCalledTimes(1);
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'forget-session', token: 'tok-1' });
    expect(other.postMessage).toHaveBeenCalledWith({ type: 'forget-session', token: 'tok-1' });
  });

  it('does nothing where there are no service workers', () => {
    expect(() => forgetOfflineCopy('tok-1')).not.toThrow();
  });

  it('keeps at install every chunk the pages import, the language catalogs (imported in backticks) too', async () => {
    const w = startWorker();
    w.bodies = {
      '/crew.html': '<script type="module" src="/assets/crew-a.js"></script>',
      '/stage.html': '<script type="module" src="/assets/stage-b.js"></script>',
      '/assets/crew-a.js': 'import{x}from"./shared-c.js";const l={de:()=>import(`./locale-de-d.js`),es:()=>import(`./locale-es-e.js`)};',
      '/assets/stage-b.js': "import{x}from'./shared-c.js';",
      '/assets/shared-c.js': 'export const x=1;',
      '/assets/locale-de-d.js': 'export const messages={};',
      '/assets/locale-es-e.js': 'export const messages={};',
    };
    await w.install();
    expect(w.shell()).toEqual([
      '/assets/crew-a.js',
      '/assets/locale-de-d.js',
      '/assets/locale-es-e.js',
      '/assets/shared-c.js',
      '/assets/stage-b.js',
      '/crew.html',
      '/stage.html',
    ]);
  });
});
