/**
 * Notices a running cue reaching its duration with nobody connected (docs/decisions/0001-server-owned-time.md): one timer
 * per running event, re-armed on every status change from the deadline the change carries (no read;
 * bus/bus.ts), and by a read only when the cues changed, after a bus gap or for a notice of an
 * older server. With auto-advance on, an instant cue hands
 * over to the next cue as soon as it goes. Across processes the database decides
 * who announces (claimOvertime), so "Time's up!" goes out once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { Bus } from '../bus/bus.js';
import type { CueStatusRepo } from '../features/cueStatus/cueStatus.repo.js';
import { rowToState } from '../features/cueStatus/cueStatus.repo.js';
import type { CueStatusService } from '../features/cueStatus/cueStatus.service.js';
import { advancesNow, nextDeadline } from '../timing/transitions.js';

const MAX_TIMER_MS = 2 ** 31 - 1;
/** A failed look-up (the database away for a moment) is tried again after this long. */
export const OVERTIME_RETRY_MS = 2000;

export interface OvertimeDeps {
  repo: Pick<CueStatusRepo, 'get' | 'cuesForTiming' | 'claimOvertime' | 'listRunning'>;
  service: Pick<CueStatusService, 'change'>;
  bus: Bus;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

type Due = { at: number; overtime: boolean } | null;

export function overtimeScheduler(d: OvertimeDeps) {
  const timers = new Map<number, NodeJS.Timeout>();
  /** The newest status version armed for per event: a notice that arrives late (older) changes nothing. */
  const versions = new Map<number, number>();
  let closed = false;

  function clear(eventId: number) {
    const t = timers.get(eventId);
    if (t) clearTimeout(t);
    timers.delete(eventId);
  }

  /** Arms for a status version and its deadline as announced, unless a newer version is armed already. */
  function armFor(eventId: number, version: number, due: Due): void {
    if ((versions.get(eventId) ?? -1) > version) return;
    versions.set(eventId, version);
    clear(eventId);
    if (closed || due === null) return;
    const wait = Math.min(Math.max(0, due.at - d.clock.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      timers.delete(eventId);
      fire(eventId, version).catch((err: unknown) => retryLater(eventId, err, 'overtime check failed'));
    }, wait);
    timer.unref();
    timers.set(eventId, timer);
  }

  /** Arms from the status as stored (after a restart, a cue change, a bus gap). */
  async function arm(eventId: number): Promise<void> {
    clear(eventId);
    if (closed) return;
    const row = await d.repo.get(eventId);
    if (!row) return;
    const due = row.status === 'go' ? nextDeadline(rowToState(row), await d.repo.cuesForTiming(eventId)) : null;
    armFor(eventId, row.version, due);
  }

  /** Arms without throwing: a failure is logged and tried again, so "Time's up" is never lost. */
  function safeArm(eventId: number): void {
    arm(eventId).catch((err: unknown) => retryLater(eventId, err, 'overtime arm failed'));
  }

  function retryLater(eventId: number, err: unknown, what: string): void {
    d.log.error({ err, eventId }, `${what}; trying again in ${OVERTIME_RETRY_MS} ms`);
    clear(eventId);
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(eventId);
      safeArm(eventId);
    }, OVERTIME_RETRY_MS);
    timer.unref();
    timers.set(eventId, timer);
  }

  async function fire(eventId: number, version: number): Promise<void> {
    const row = await d.repo.get(eventId);
    if (!row) return;
    // A change this process has not heard of yet (its notice is on the way): arm from what is stored.
    if (row.version > version) return arm(eventId);
    if (row.version !== version || row.status !== 'go' || row.current_cue_id === null) return;
    const cues = await d.repo.cuesForTiming(eventId);
    const due = nextDeadline(rowToState(row), cues);
    if (due === null) return;
    if (due.at > d.clock.now()) return arm(eventId);
    const cue = cues.find((c) => c.id === row.current_cue_id);
    // One process acts on this version of the status, whether it announces or only moves on; the
    // announcement's as-run row commits with the claim.
    const log = due.overtime
      ? {
          event_id: eventId,
          cue_id: row.current_cue_id,
          cue_number: cue?.number ?? null,
          cue_action: null,
          kind: 'overtime' as const,
          status: 'go',
          elapsed: null,
          actor: 'server',
          department_id: null,
          at_ms: d.clock.now(),
        }
      : undefined;
    if (!(await d.repo.claimOvertime(eventId, version, log))) return;
    // An instant cue under auto-advance is never over time: it only hands over to the next cue.
    if (!due.overtime) return void (await d.service.change(eventId, { kind: 'autoAdvance' }, 'server'));
    d.bus.publish({ type: 'overtime', eventId, cueId: row.current_cue_id, cueNumber: cue?.number ?? 0 });
    // The cue's end action decides (docs/decisions/0033-cue-timer-types-and-aux-timers.md): 'next' moves on, 'stop' stays,
    // 'overrun' follows the event's auto-advance as before.
    if (advancesNow(rowToState(row), cues)) await d.service.change(eventId, { kind: 'autoAdvance' }, 'server');
  }

  const unsubscribe = d.bus.subscribe((msg) => {
    if (msg.type === 'cueStatus') {
      // The change carries its deadline; a notice without one (an older server, a resync) is read.
      if (msg.due !== undefined) armFor(msg.eventId, msg.version, msg.due);
      else safeArm(msg.eventId);
    } else if (msg.type === 'refetch' && msg.key === 'cues' && timers.has(msg.eventId)) safeArm(msg.eventId);
    else if (msg.type === 'revoked' && msg.scope === 'event') {
      clear(msg.eventId);
      versions.delete(msg.eventId);
    }
  });

  return {
    /** Arms a timer for every event that is running now (after a restart). */
    async start(): Promise<void> {
      for (const r of await d.repo.listRunning()) safeArm(r.event_id);
    },
    /** For tests: check now instead of waiting for the timer. */
    async checkNow(eventId: number): Promise<void> {
      const row = await d.repo.get(eventId);
      if (row) await fire(eventId, row.version);
    },
    close() {
      closed = true;
      unsubscribe();
      for (const id of [...timers.keys()]) clear(id);
    },
  };
}
export type OvertimeScheduler = ReturnType<typeof overtimeScheduler>;
