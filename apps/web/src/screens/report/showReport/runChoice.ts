/**
 * Which run the report page shows (docs/decisions/0029-show-report.md): `?run=N` (the address the
 * report mail links to), `?run=all` for the whole as-run log, else the latest ended run, else the
 * whole as-run log when the show has not ended yet.
 */
import type { Report, ShowEnd, ShowReport } from '@showcaller/shared';

export type RunChoice = { kind: 'loading' } | { kind: 'all' } | { kind: 'run'; run: number };

export const ALL_RUNS = 'all';

export function chooseRun(param: string | null, runs: readonly ShowEnd[] | undefined, runsSettled: boolean): RunChoice {
  if (param === ALL_RUNS) return { kind: 'all' };
  if (param !== null && /^\d{1,7}$/.test(param) && Number(param) >= 1) return { kind: 'run', run: Number(param) };
  if (!runsSettled) return { kind: 'loading' };
  if (runs && runs.length > 0) return { kind: 'run', run: Math.max(...runs.map((r) => r.run)) };
  return { kind: 'all' };
}

/** A run's report in the shape of the whole as-run report, so its cue table and show log draw it. */
export function asRunOf(r: ShowReport): Report {
  return {
    eventId: r.eventId,
    eventName: r.eventName,
    generatedAt: r.run.endedAt,
    cues: r.cues,
    showLog: r.showLog,
    totals: {
      plannedSeconds: r.total.plannedSeconds,
      actualSeconds: r.total.actualSeconds,
      overUnderSeconds: r.total.overUnderSeconds,
      cuesRun: new Set(r.cues.filter((c) => c.goAt !== null).map((c) => c.cueId)).size,
      startedAt: r.startedAt,
      endedAt: r.run.endedAt,
    },
  };
}
