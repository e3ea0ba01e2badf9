import { describe, expect, it } from 'vitest';
import { isStatusStale, STALE_AFTER_MS } from './statusFreshness';

const NOW = 1_000_000;

describe('isStatusStale', () => {
  it('trusts a live link, and the first connection of the page', () => {
    expect(isStatusStale({ connection: 'live', lastUpdateAt: NOW - 60_000, lostAt: null }, NOW)).toBe(false);
    expect(isStatusStale({ connection: 'connecting', lastUpdateAt: null, lostAt: null }, NOW)).toBe(false);
  });

  it('is stale as soon as the link is lost, until the server is heard again', () => {
    expect(isStatusStale({ connection: 'offline', lastUpdateAt: NOW - 1000, lostAt: NOW - 500 }, NOW)).toBe(true);
    expect(isStatusStale({ connection: 'reconnecting', lastUpdateAt: NOW - 1000, lostAt: NOW - 500 }, NOW)).toBe(true);
    // A poll over HTTP answered after the loss: fresh again while the socket is still down.
    expect(isStatusStale({ connection: 'reconnecting', lastUpdateAt: NOW - 100, lostAt: NOW - 500 }, NOW)).toBe(false);
  });

  it('goes stale again when the polls stop answering', () => {
    const link = { connection: 'reconnecting' as const, lastUpdateAt: NOW - STALE_AFTER_MS, lostAt: NOW - 20_000 };
    expect(isStatusStale(link, NOW)).toBe(false);
    expect(isStatusStale(link, NOW + 1)).toBe(true);
  });

  it('is stale with nothing heard at all once the first connection failed', () => {
    expect(isStatusStale({ connection: 'reconnecting', lastUpdateAt: null, lostAt: null }, NOW)).toBe(true);
  });
});
