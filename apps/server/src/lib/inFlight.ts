/**
 * Work started without being awaited (a UDP message handled, a webhook queued or sent), counted so
 * that a test can wait until none is left: a flush hook, so "nothing more happens" is checked
 * after the work ended rather than after a sleep (docs/architecture.md, "Tests").
 */
export function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Counts `p` until it settles; returns it unchanged. */
    track<T>(p: Promise<T>): Promise<T> {
      running.add(p);
      const done = () => void running.delete(p);
      p.then(done, done);
      return p;
    },
    /** Resolves once nothing is running, including work that started while waiting. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
