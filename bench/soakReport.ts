/** bench:soak's bookkeeping types and its printed results (see soak.ts). */
import type WebSocket from 'ws';
import { ms, summary, table } from './stats.js';

export interface EventRun {
  id: number;
  cueIds: number[];
  codes: string[];
  status: string;
  cueIndex: number;
  /** Versions this run's commands produced, with the time each command was sent. */
  sentAt: Map<number, number>;
  versions: number[];
  lastVersion: number;
  /** Send time of the command awaiting its answer (its frame may arrive before the answer). */
  inflightT0: number | null;
  unchanged: number;
  skippedTicks: number;
}

export interface Crew {
  event: EventRun;
  token: string;
  ws: WebSocket | null;
  /** The version of the status received on the first subscribe: every later change is expected. */
  baseline: number | null;
  /** The next cueStatusUpdate answers a subscribe (a snapshot, not a pushed change). */
  awaitingSnapshot: boolean;
  seen: Set<number>;
  maxSeen: number;
  duplicates: number;
  outOfOrder: number;
  unexpected: number;
}

export interface Minute {
  commands: number;
  httpErrors: number;
  frames: number;
  latencies: number[];
  reconnects: number;
  rss: number;
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
}

export interface SoakResults {
  minutes: number;
  minuteRows: Minute[];
  crews: Crew[];
  events: EventRun[];
  /** [minutes since the start, server RSS MiB] */
  rssSamples: Array<[number, number]>;
  startRss: number;
  endRss: number;
  subscribeErrors: number;
  /** HTTP status (0: network error) → count, for commands that failed */
  httpStatuses: Map<number, number>;
  loopDelayP99Ms: number;
}

export function report(r: SoakResults): void {
  const { minutes, minuteRows, crews, events, rssSamples, startRss, endRss, subscribeErrors, httpStatuses } = r;
  table(
    minuteRows.map((m, i) => {
      const s = summary(m.latencies);
      return {
        minute: i + 1,
        commands: m.commands,
        'http errors': m.httpErrors,
        'frames pushed': m.frames,
        p50: ms(s.p50),
        p99: ms(s.p99),
        max: ms(s.max),
        'RSS MiB': m.rss.toFixed(0),
        reconnects: m.reconnects,
      };
    }),
  );
  let expected = 0;
  let missed = 0;
  const missedSockets = new Set<Crew>();
  for (const c of crews) {
    for (const v of c.event.versions) {
      if (c.baseline === null || v <= c.baseline) continue;
      expected++;
      if (!c.seen.has(v)) {
        missed++;
        missedSockets.add(c);
      }
    }
  }
  const sum = (f: (c: Crew) => number) => crews.reduce((n, c) => n + f(c), 0);
  const all = summary(minuteRows.flatMap((m) => m.latencies));
  const rssMax = Math.max(...rssSamples.map(([, r]) => r));
  const changes = events.reduce((n, e) => n + e.versions.length, 0);
  console.log(`changes made: ${changes} (${events.reduce((n, e) => n + e.unchanged, 0)} commands changed nothing)`);
  console.log(`missed updates: ${missed} of ${expected} expected socket deliveries, on ${missedSockets.size} sockets (goal 0)`);
  console.log(
    `duplicates: ${sum((c) => c.duplicates)}, out of order: ${sum((c) => c.outOfOrder)}, frames of unknown versions: ${sum((c) => c.unexpected)}`,
  );
  console.log(`latency over the run: p50 ${ms(all.p50)}, p99 ${ms(all.p99)}, max ${ms(all.max)} (HTTP command sent → frame at a socket)`);
  console.log(
    `server RSS: first ${startRss.toFixed(1)} MiB, last ${endRss.toFixed(1)} MiB, max ${rssMax.toFixed(1)} MiB, ` +
      `slope ${slope(rssSamples).toFixed(2)} MiB/min` +
      // The first minutes hold warm-up and garbage collection swings; the second half shows the trend.
      (minutes >= 2 ? ` (second half: ${slope(rssSamples.filter(([t]) => t >= minutes / 2)).toFixed(2)} MiB/min)` : '') +
      ` over ${rssSamples.length} samples (goal flat)`,
  );
  console.log(
    `reconnects: ${minuteRows.reduce((n, m) => n + m.reconnects, 0)}; subscribe/frame errors: ${subscribeErrors}; ` +
      `HTTP errors: ${[...httpStatuses].map(([s, n]) => `${s === 0 ? 'network' : s}×${n}`).join(', ') || 'none'}; ` +
      `skipped ticks (a command slower than 1 s): ${events.reduce((n, e) => n + e.skippedTicks, 0)}`,
  );
  console.log(
    `bench client event-loop delay p99 ${ms(r.loopDelayP99Ms)} (included in the latencies); ` + 'goals: 0 missed, RSS flat, 0 reconnects',
  );
}
