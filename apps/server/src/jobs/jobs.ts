/**
 * The app's background timers in one place: the session sweep, the over-time scheduler and the
 * demo clean-up. The app starts them when it is ready and stops them when it closes, so a test
 * app or a stopping process leaves no timer behind (docs/architecture.md#layers).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import type { Bus } from '../bus/bus.js';
import { MINUTE_MS } from '../realtime/attemptLimiter.js';
import type { AttemptBucketsRepo } from '../realtime/attemptBuckets.repo.js';
import type { Services } from '../services.js';
import { demoCleanup } from './demoCleanup.js';
import { overtimeScheduler } from './overtime.js';
import { sessionSweep } from './sessionSweep.js';
import { showEndWatch } from './showEnd.js';

export function startJobs(app: FastifyInstance, d: { services: Services; bus: Bus; clock: Clock; buckets?: AttemptBucketsRepo }) {
  const { services, bus, clock } = d;
  const { buckets } = d;
  const sweep = sessionSweep({
    sessions: services.repos.sessions,
    clock,
    log: app.log,
    // Rate-limit windows count wall-clock minutes (app.ts), so their pruning does too.
    ...(buckets ? { alsoEveryMinute: () => buckets.prune(systemClock.now() - 10 * MINUTE_MS) } : {}),
  });
  const overtime = overtimeScheduler({ repo: services.repos.cueStatus, service: services.cueStatus, bus, clock, log: app.log });
  const demo = demoCleanup({ demo: services.demo, log: app.log });
  const showEnds = showEndWatch({
    reports: services.showReports,
    running: () => services.repos.cueStatus.listRunning(),
    bus,
    clock,
    log: app.log,
  });

  app.addHook('onReady', async () => {
    sweep.start();
    demo.start();
    await overtime.start();
    await showEnds.start();
  });
  app.addHook('onClose', async () => {
    sweep.close();
    demo.close();
    overtime.close();
    showEnds.close();
  });
  return { sessionSweep: sweep, overtime, demoCleanup: demo };
}
export type Jobs = ReturnType<typeof startJobs>;
