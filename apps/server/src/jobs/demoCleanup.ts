/**
 * Removes demo accounts whose 24 hours are over ("Try Demo", README.md#try-demo): once when the app is
 * ready, then every hour. Their sessions already end at the demo's end through the session sweep;
 * this removes the accounts and their shows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DemoService } from '../features/demo/demo.service.js';

const HOUR_MS = 60 * 60 * 1000;

export function demoCleanup(d: { demo: Pick<DemoService, 'purgeExpired'>; log: Pick<FastifyBaseLogger, 'info' | 'warn'> }) {
  let timer: NodeJS.Timeout | undefined;

  const purge = () =>
    d.demo
      .purgeExpired()
      .then((n) => n > 0 && d.log.info({ removed: n }, 'expired demo accounts removed'))
      .catch((err: unknown) => d.log.warn({ err }, 'demo purge failed'));

  return {
    start(): void {
      if (timer) return;
      timer = setInterval(() => void purge(), HOUR_MS);
      timer.unref();
      void purge();
    },
    close(): void {
      clearInterval(timer);
    },
  };
}
export type DemoCleanup = ReturnType<typeof demoCleanup>;
