/**
 * The as-run report as a pure function of the cues and the as-run log. For each cue: its first
 * STANDBY, GO and HOLD; the actual duration from that GO until the show moved to another cue;
 * over/under against the plan; and the first Ready of each department.
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

/** Log kinds that record something other than a change of the status. */
const NOT_A_CHANGE = new Set(['ready', 'overtime']);

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

interface Seen {
  standby?: number;
  go?: number;
  hold?: number;
  end?: number;
  acks: Map<number, number>;
}

/**
 * Which status a log entry deliberately puts its cue in. STANDBY/GO/HOLD commands count; so does
 * a GO by auto-advance, and a PUT ('set') that changes the status. Arriving in hold by NEXT,
 * BACK or a click, or standing by after a refresh, is not a press of HOLD or STANDBY.
 */
function pressed(e: LogEntry, before: { cueId: number | null; status: string | null }): 'standby' | 'go' | 'hold' | null {
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

export function asRunReport(
  event: { id: number; name: string },
  cues: readonly PlannedCue[],
  log: readonly LogEntry[],
  departments: ReadonlyMap<number, string>,
  nowMs: number,
): Report {
  const seen = new Map<number, Seen>(cues.map((c) => [c.id, { acks: new Map() }]));
  const changes = log.filter((e) => !NOT_A_CHANGE.has(e.kind));
  let before: { cueId: number | null; status: string | null } = { cueId: null, status: null };
  // The cue whose GO is still open (its actual duration ends when the show moves to another cue).
  let running: Seen | undefined;
  let runningCue: number | null = null;
  for (const e of changes) {
    if (running && runningCue !== null && e.cue_id !== null && e.cue_id !== runningCue) {
      running.end = e.at_ms;
      running = undefined;
      runningCue = null;
    }
    const s = e.cue_id === null ? undefined : seen.get(e.cue_id);
    const what = pressed(e, before);
    before = { cueId: e.cue_id, status: e.status };
    if (!s || what === null) continue;
    if (s[what] === undefined) {
      s[what] = e.at_ms;
      if (what === 'go') {
        running = s;
        runningCue = e.cue_id;
      }
    }
  }
  for (const e of log) {
    if (e.kind !== 'ready' || e.cue_id === null || e.department_id === null) continue;
    const s = seen.get(e.cue_id);
    if (s && !s.acks.has(e.department_id)) s.acks.set(e.department_id, e.at_ms);
  }

  const rows: ReportCue[] = cues.map((c) => {
    const s = seen.get(c.id)!;
    const actual = s.go !== undefined && s.end !== undefined ? Math.round((s.end - s.go) / 1000) : null;
    return {
      cueId: c.id,
      number: c.number,
      action: c.action,
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
    };
  });

  const gos = rows.flatMap((r) => (r.goAt ? [Date.parse(r.goAt)] : []));
  const last = changes.at(-1);
  return {
    eventId: event.id,
    eventName: event.name,
    generatedAt: new Date(nowMs).toISOString(),
    cues: rows,
    totals: {
      plannedSeconds: rows.reduce((n, r) => n + (r.plannedDuration ?? 0), 0),
      actualSeconds: rows.reduce((n, r) => n + (r.actualDuration ?? 0), 0),
      overUnderSeconds: rows.reduce((n, r) => n + (r.overUnder ?? 0), 0),
      cuesRun: gos.length,
      startedAt: gos.length > 0 ? new Date(Math.min(...gos)).toISOString() : null,
      endedAt: last && gos.length > 0 ? new Date(last.at_ms).toISOString() : null,
    },
  };
}
