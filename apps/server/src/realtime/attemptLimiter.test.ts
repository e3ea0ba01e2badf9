import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { codeGuesses, databaseCounter, memoryCounter, rateLimitStore } from './attemptLimiter.js';

describe('memoryCounter', () => {
  it('counts attempts per key in a window, then starts again once the window has passed', () => {
    let now = 1_000;
    const counter = memoryCounter(() => now);
    expect([1, 2, 3].map(() => counter.hitNow('10.0.0.1', 60_000).count)).toEqual([1, 2, 3]);
    expect(counter.hitNow('10.0.0.2', 60_000).count).toBe(1);
    now += 59_999;
    expect(counter.hitNow('10.0.0.1', 60_000)).toEqual({ count: 4, resetInMs: 1 });
    now += 1;
    expect(counter.hitNow('10.0.0.1', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets old windows when it holds many keys', () => {
    let now = 0;
    const counter = memoryCounter(() => now);
    for (let i = 0; i < 10_000; i++) counter.hitNow(`k${i}`, 60_000);
    now = 60_000;
    expect(counter.hitNow('k0', 60_000).count).toBe(1);
    expect(counter.hitNow('k0', 60_000).count).toBe(2);
  });
});

describe('databaseCounter', () => {
  it('counts in this process while the database cannot, instead of letting every attempt through', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) } as unknown as FastifyBaseLogger;
    const down = {
      hit: () => Promise.reject(new Error('connection refused')),
      prune: () => Promise.reject(new Error('connection refused')),
    };
    const counter = databaseCounter({ repo: down, now: () => 0, log });
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await counter.hit('code|10.0.0.1', 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    expect(warnings).toHaveLength(1); // once a minute, not once per attempt
  });
});

describe('codeGuesses', () => {
  it('allows perMinute guesses per address and says when to come back', async () => {
    let now = 0;
    const guesses = codeGuesses(
      memoryCounter(() => now),
      2,
    );
    expect((await guesses.take('a')).ok).toBe(true);
    now = 10_000;
    expect((await guesses.take('a')).ok).toBe(true);
    expect(await guesses.take('a')).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect((await guesses.take('b')).ok).toBe(true);
  });
});

describe('rateLimitStore', () => {
  it('keeps one bucket per route, so a login does not use up the registration budget', async () => {
    const Store = rateLimitStore(memoryCounter(() => 0));
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } });
    const register = root.child({ routeInfo: { method: 'POST', url: '/api/auth/register' } });
    const incr = (s: typeof login) =>
      new Promise<number>((resolve, reject) =>
        s.incr('10.0.0.1', (err, r) => (err || !r ? reject(err ?? new Error('no result')) : resolve(r.current))),
      );
    expect([await incr(login), await incr(login), await incr(register)]).toEqual([1, 2, 1]);
  });
});
