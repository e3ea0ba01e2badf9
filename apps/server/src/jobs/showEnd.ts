/**
 * Ends a show's run when its last cue completes (docs/decisions/0029-show-report.md): every status
 * change re-arms one timer per event for the moment the last cue's duration runs out. Every
 * process arms it; the run's unique key in the database (show_ends) makes one end and one mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../bus/bus.js';
import type { Clock } from '../lib/clock.js';
import type { ShowReportService } from '../features/showReport/showReport.service.js';

const MAX_TIMER_MS = 2 ** 31 - 1;

export function showEndWatch(d: {
  reports: Pick<ShowReportService, 'checkLastCue'>;
  running: () => Promise<Array<{ event_id: number }>>;
  bus: Bus;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const timers = new Map<number, NodeJS.Timeout>();
  let closed = false;

  function clear(eventId: number) {
    const t = timers.get(eventId);
    if (t) clearTimeout(t);
    timers.delete(eventId);
  }

  async function check(eventId: number): Promise<void> {
    clear(eventId);
    if (closed) return;
    const due = await d.reports.checkLastCue(eventId);
    if (due === null || closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(eventId);
        safeCheck(eventId);
      },
      Math.min(Math.max(0, due - d.clock.now()), MAX_TIMER_MS),
    );
    timer.unref();
    timers.set(eventId, timer);
  }

  function safeCheck(eventId: number): void {
    check(eventId).catch((err: unknown) => d.log.error({ err, eventId }, 'show end check failed'));
  }

  const unsubscribe = d.bus.subscribe((msg) => {
    if (msg.type === 'cueStatus') {
      // Only a running last cue can complete: anything else clears the timer without a read (a notice
      // without the status, from an older server or a resync, is read).
      if (msg.cueStatus === undefined || msg.cueStatus.status === 'go') safeCheck(msg.eventId);
      else clear(msg.eventId);
    } else if (msg.type === 'refetch' && msg.key === 'cues' && timers.has(msg.eventId)) safeCheck(msg.eventId);
    else if (msg.type === 'revoked' && msg.scope === 'event') clear(msg.eventId);
  });

  return {
    async start(): Promise<void> {
      for (const r of await d.running()) safeCheck(r.event_id);
    },
    close() {
      closed = true;
      unsubscribe();
      for (const id of [...timers.keys()]) clear(id);
    },
  };
}
