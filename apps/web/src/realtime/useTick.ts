/**
 * A shared ticking clock: every component asking for the same interval re-renders on the same
 * tick (one timer, aligned countdowns), and only those components re-render.
 */
import { useSyncExternalStore } from 'react';

interface Ticker {
  now: number;
  timer: number;
  listeners: Set<() => void>;
}

const tickers = new Map<number, Ticker>();

function ticker(intervalMs: number): Ticker {
  let t = tickers.get(intervalMs);
  if (!t) {
    t = { now: Date.now(), timer: 0, listeners: new Set() };
    tickers.set(intervalMs, t);
  }
  return t;
}

function subscribeTo(intervalMs: number) {
  return (listener: () => void) => {
    const t = ticker(intervalMs);
    t.listeners.add(listener);
    if (t.listeners.size === 1) {
      t.now = Date.now();
      t.timer = window.setInterval(() => {
        t.now = Date.now();
        for (const l of t.listeners) l();
      }, intervalMs);
    }
    return () => {
      t.listeners.delete(listener);
      if (t.listeners.size === 0) {
        window.clearInterval(t.timer);
        tickers.delete(intervalMs);
      }
    };
  };
}

const subscribers = new Map<number, (listener: () => void) => () => void>();

/** Local epoch ms, refreshed every `intervalMs` (250–1000 ms for countdowns). */
export function useTick(intervalMs = 1000): number {
  let subscribe = subscribers.get(intervalMs);
  if (!subscribe) {
    subscribe = subscribeTo(intervalMs);
    subscribers.set(intervalMs, subscribe);
  }
  return useSyncExternalStore(
    subscribe,
    () => ticker(intervalMs).now,
    () => Date.now(),
  );
}
