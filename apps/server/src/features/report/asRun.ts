/**
 * The as-run report as a pure function of the cues and the as-run log. A cue run more than once
 * (a rehearsal, BACK, a click on a past row) gets one row per run, in the order they happened. For
 * each run: its first STANDBY, GO and HOLD; the actual duration from that GO until the run ended
 * (the show moved to another cue, or the cue was refreshed); over/under against the plan; and the
 * first Ready of each department.
 */
import type { Report, ReportCue } from '@showcaller/shared';
import type { LogEntry } from './report.repo.js';

export interface PlannedCue {
  id: number;
  number: number;
  action: string;
  time: string;
  duration: number | null;
}

/**
 * Log kinds that change the status. Anything else in the log (Ready, over-time notices, fired
 * triggers) records something that happened during a run without changing it.
 */
const STATUS_CHANGES = new Set(['standby', 'go', 'hold', 'next', 'previous', 'refresh', 'setCurrent', 'set', 'autoAdvance', 'cueDeleted']);

/** Changes that start the same cue over (standby or hold at 0), so what follows is another run. */
const RESTARTS = new Set(['refresh', 'setCurrent']);

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

interface Run {
  standby?: number;
  go?: number;
  hold?: number;
  end?: number;
  acks: Map<number, number>;
  /** Equipment confirmations of this run's GO (issue 13). */
  fired?: Array<{ target: string; fired: boolean; delayMs: number | null; at: number }>;
}

type Before = { cueId: number | null; status: string | null };

/**
 * Which status a log entry deliberately puts its cue in. STANDBY/GO/HOLD commands count; so does
 * a GO by auto-advance, and a PUT ('set') that changes the status. Arriving in hold by NEXT,
 * BACK or a click, or standing by after a refresh, is not a press of HOLD or STANDBY.
 */
function pressed(e: LogEntry, before: Before): 'standby' | 'go' | 'hold' | null {
  const s = e.status;
  if (s !== 'standby' && s !== 'go' && s !== 'hold') return null;
  switch (e.kind) {
    case 'standby':
    case 'go':
    case 'hold':
      return e.kind === s ? s : null;
    case 'autoAdvance':
      return s === 'go' ? 'go' : null;
    case 'set':
      return before.cueId !== e.cue_id || before.status !== s ? s : null;
    default:
      return null;
  }
}

const happened = (r: Run) => r.standby !== undefined || r.go !== undefined || r.hold !== undefined || r.acks.size > 0;

/** Each cue's runs in the order they happened; a visit where nothing happened is no run. */
function runsOf(cues: readonly PlannedCue[], log: readonly LogEntry[]): Map<number, Run[]> {
  const runs = new Map<number, Run[]>(cues.map((c) => [c.id, []]));
  const start = (cueId: number): Run | undefined => {
    const list = runs.get(cueId);
    if (!list) return undefined; // a cue deleted since
    const run: Run = { acks: new Map() };
    list.push(run);
    return run;
  };
  let before: Before = { cueId: null, status: null };
  let open: Run | undefined;
  let openCue: number | null = null;
  const early = new Map<number, NonNullable<Run['fired']>>();
  for (const e of log) {
    if (e.kind === 'ready') {
      if (e.cue_id === null || e.department_id === null) continue;
      const run = openCue === e.cue_id ? open : (runs.get(e.cue_id)?.at(-1) ?? start(e.cue_id));
      if (run && !run.acks.has(e.department_id)) run.acks.set(e.department_id, e.at_ms);
      continue;
    }
    if (e.kind === 'fired' || e.kind === 'osc-error') {
      if (e.cue_id === null) continue;
      const f = { target: (e.actor ?? '').replace(/^osc:/, ''), fired: e.kind === 'fired', delayMs: e.delay_ms ?? null, at: e.at_ms };
      // A fast answer can be logged in the same millisecond as its GO, before the GO's own row.
      if (openCue === e.cue_id && open) (open.fired ??= []).push(f);
      else early.set(e.cue_id, [...(early.get(e.cue_id) ?? []), f]);
      continue;
    }
    if (!STATUS_CHANGES.has(e.kind)) continue;
    if (e.cue_id !== null && (e.cue_id !== openCue || RESTARTS.has(e.kind))) {
      // The run on screen ends here: its actual duration runs from its GO to this moment.
      if (open && open.go !== undefined && open.end === undefined) open.end = e.at_ms;
      open = start(e.cue_id);
      openCue = e.cue_id;
      const waiting = early.get(e.cue_id);
      if (open && waiting) {
        open.fired = waiting;
        early.delete(e.cue_id);
      }
    }
    const what = pressed(e, before);
    before = { cueId: e.cue_id, status: e.status };
    if (open && what !== null && open[what] === undefined) open[what] = e.at_ms;
  }
  for (const list of runs.values()) {
    const kept = list.filter(happened);
    list.splice(0, list.length, ...kept);
  }
  return runs;
}

export function asRunReport(
  event: { id: number; name: string },
  cues: readonly PlannedCue[],
  log: readonly LogEntry[],
  departments: ReadonlyMap<number, string>,
  nowMs: number,
): Report {
  const runs = runsOf(cues, log);
  const rows: ReportCue[] = cues.flatMap((c) => {
    const list = runs.get(c.id) ?? [];
    // A cue never run still has its row: the plan with nothing against it.
    const shown = list.length > 0 ? list : [{ acks: new Map<number, number>() }];
    return shown.map((s: Run, i): ReportCue => {
      const actual = s.go !== undefined && s.end !== undefined ? Math.round((s.end - s.go) / 1000) : null;
      return {
        cueId: c.id,
        number: c.number,
        action: c.action,
        run: i + 1,
        runs: shown.length,
        plannedStart: c.time,
        plannedDuration: c.duration,
        standbyAt: iso(s.standby),
        goAt: iso(s.go),
        holdAt: iso(s.hold),
        actualDuration: actual,
        overUnder: actual !== null && c.duration !== null ? actual - c.duration : null,
        acknowledgements: [...s.acks.entries()]
          .sort((a, b) => a[1] - b[1])
          .map(([departmentId, at]) => ({
            departmentId,
            departmentName: departments.get(departmentId) ?? null,
            at: new Date(at).toISOString(),
          })),
        ...(s.fired
          ? {
              confirmations: s.fired.map((f) => ({
                target: f.target,
                fired: f.fired,
                delayMs: f.delayMs,
                at: new Date(f.at).toISOString(),
              })),
            }
          : {}),
      };
    });
  });

  const gos = rows.flatMap((r) => (r.goAt ? [Date.parse(r.goAt)] : []));
  const last = log.filter((e) => STATUS_CHANGES.has(e.kind)).at(-1);
  return {
    eventId: event.id,
    eventName: event.name,
    generatedAt: new Date(nowMs).toISOString(),
    cues: rows,
    totals: {
      plannedSeconds: cues.reduce((n, c) => n + (c.duration ?? 0), 0),
      actualSeconds: rows.reduce((n, r) => n + (r.actualDuration ?? 0), 0),
      overUnderSeconds: rows.reduce((n, r) => n + (r.overUnder ?? 0), 0),
      cuesRun: new Set(rows.filter((r) => r.goAt !== null).map((r) => r.cueId)).size,
      startedAt: gos.length > 0 ? new Date(Math.min(...gos)).toISOString() : null,
      endedAt: last && gos.length > 0 ? new Date(last.at_ms).toISOString() : null,
    },
  };
}
