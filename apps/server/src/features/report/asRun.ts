/**
 * The as-run report as a pure function of the cues and the as-run log. A cue run more than once
 * (a rehearsal, BACK, a click on a past row) gets one row per run, in the order they happened. For
 * each run: its first STANDBY, GO and HOLD; the actual duration from that GO until the run ended
 * (the show moved to another cue, or the cue was refreshed); over/under against the plan; and the
 * first Ready of each department; what the equipment answered to its GO. Everything else the log
 * holds (messages, blackout, reads, problem flags, over-time) is the show log, in time order.
 */
import type { Report, ReportConfirmation, ReportCue, ShowLogEntry, ShowLogKind } from '@showcaller/shared';
import { CONFIRMATION_KINDS, isAsRunKind, RESTARTS, type ConfirmationKind, type StatusKind } from './logKinds.js';
import type { LogEntry } from './report.repo.js';
import { showLogEntry, type ShowLogNames } from './showLog.js';

export interface PlannedCue {
  id: number;
  number: number;
  action: string;
  time: string;
  duration: number | null;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

interface Run {
  standby?: number;
  go?: number;
  hold?: number;
  end?: number;
  acks: Map<number, number>;
  /** Equipment answers to this run's GO (README.md#show-control). */
  fired?: ReportConfirmation[];
}

type Before = { cueId: number | null; status: string | null };

/**
 * Which status a log entry deliberately puts its cue in. STANDBY/GO/HOLD commands count; so does
 * a GO by auto-advance, and a PUT ('set') that changes the status. Arriving in hold by NEXT,
 * BACK or a click, or standing by after a refresh, is not a press of HOLD or STANDBY.
 */
function pressed(e: LogEntry, kind: StatusKind, before: Before): 'standby' | 'go' | 'hold' | null {
  const s = e.status;
  if (s !== 'standby' && s !== 'go' && s !== 'hold') return null;
  switch (kind) {
    case 'standby':
    case 'go':
    case 'hold':
      return kind === s ? s : null;
    case 'autoAdvance':
    case 'resume':
      return s === 'go' ? 'go' : null;
    case 'set':
      return before.cueId !== e.cue_id || before.status !== s ? s : null;
    case 'next':
    case 'previous':
    case 'refresh':
    case 'setCurrent':
    case 'cueDeleted':
    case 'undo':
      return null;
    default:
      return kind satisfies never;
  }
}

/** Actors from outside the screens whose status changes the show log names (docs/decisions/0011-show-control.md). */
const REMOTE: ReadonlySet<string> = new Set(['osc', 'companion', 'api']);

const happened = (r: Run) => r.standby !== undefined || r.go !== undefined || r.hold !== undefined || r.acks.size > 0;

/** A show log row and the run on screen when it was written. */
interface Note {
  entry: LogEntry;
  kind: ShowLogKind;
  cueId: number | null;
  run: Run | undefined;
}

interface Walk {
  runs: Map<number, Run[]>;
  notes: Note[];
  /** The last status change (the report's "last change"). */
  lastChange: number | null;
}

/**
 * Each cue's runs in the order they happened (a visit where nothing happened is no run), with the
 * equipment's answers on the run of their GO, and the log's other rows with the run on screen.
 */
function walk(cues: readonly PlannedCue[], log: readonly LogEntry[]): Walk {
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
  let lastChange: number | null = null;
  /** Where the runs stood before the last status change, for an undo of it. */
  let undoable: { open: Run | undefined; openCue: number | null; before: Before; ended: Run | undefined } | undefined;
  const notes: Note[] = [];
  const answers: Array<{ entry: LogEntry; kind: ConfirmationKind }> = [];
  for (const e of log) {
    const kind = e.kind;
    if (!isAsRunKind(kind)) continue; // written by a newer version
    switch (kind) {
      case 'ready': {
        if (e.cue_id === null || e.department_id === null) break;
        const run = openCue === e.cue_id ? open : (runs.get(e.cue_id)?.at(-1) ?? start(e.cue_id));
        if (run && !run.acks.has(e.department_id)) run.acks.set(e.department_id, e.at_ms);
        break;
      }
      case 'fired':
      case 'osc-error':
      case 'osc-no-answer':
        answers.push({ entry: e, kind });
        break;
      case 'stage-message':
      case 'stage-message-cleared':
      case 'stage-blackout':
      case 'stage-unblackout':
      case 'crew-message':
      case 'message-read':
      case 'problem':
      case 'problem-cleared':
      case 'overtime':
      case 'show-moved':
      case 'producer-broadcast':
      case 'go-ignored':
      case 'aux-timer':
        notes.push({ entry: e, kind, cueId: openCue, run: open });
        break;
      case 'undo': {
        // The undone change never happened for the runs: the run it ended goes on, the one it opened
        // (empty, so dropped below) closes.
        lastChange = e.at_ms;
        if (undoable) {
          if (undoable.ended) undoable.ended.end = undefined;
          ({ open, openCue, before } = undoable);
          undoable = undefined;
        }
        notes.push({ entry: e, kind: 'show-moved', cueId: openCue, run: open });
        break;
      }
      case 'standby':
      case 'go':
      case 'hold':
      case 'next':
      case 'previous':
      case 'refresh':
      case 'setCurrent':
      case 'set':
      case 'autoAdvance':
      case 'cueDeleted':
      case 'resume': {
        lastChange = e.at_ms;
        undoable = { open, openCue, before, ended: undefined };
        if (e.cue_id !== null && (e.cue_id !== openCue || RESTARTS.has(kind))) {
          // The run on screen ends here: its actual duration runs from its GO to this moment.
          if (open && open.go !== undefined && open.end === undefined) {
            open.end = e.at_ms;
            undoable.ended = open;
          }
          open = start(e.cue_id);
          openCue = e.cue_id;
        }
        const what = pressed(e, kind, before);
        before = { cueId: e.cue_id, status: e.status };
        if (open && what !== null && open[what] === undefined) open[what] = e.at_ms;
        // Who moved the show from outside the screens (OSC, Companion, the control API) is on record.
        if (e.actor !== undefined && REMOTE.has(e.actor)) notes.push({ entry: e, kind: 'show-moved', cueId: openCue, run: open });
        break;
      }
      default:
        kind satisfies never;
    }
  }
  // An answer belongs to the latest run of its cue whose GO came before it. It can be written in
  // the GO's millisecond before the GO's own row, or 10 s later ("no answer") on another cue.
  for (const { entry: e, kind } of answers) {
    if (e.cue_id === null) continue;
    const run = runs
      .get(e.cue_id)
      ?.filter((r) => r.go !== undefined && r.go <= e.at_ms)
      .at(-1);
    if (!run) continue;
    const outcome = CONFIRMATION_KINDS[kind];
    (run.fired ??= []).push({
      target: (e.actor ?? '').replace(/^osc:/, ''),
      outcome,
      fired: outcome === 'fired',
      delayMs: outcome === 'fired' ? (e.delay_ms ?? null) : null,
      at: new Date(e.at_ms).toISOString(),
    });
  }
  for (const list of runs.values()) {
    const kept = list.filter(happened);
    list.splice(0, list.length, ...kept);
  }
  return { runs, notes, lastChange };
}

export function asRunReport(
  event: { id: number; name: string },
  cues: readonly PlannedCue[],
  log: readonly LogEntry[],
  departments: ReadonlyMap<number, string>,
  nowMs: number,
  names: Omit<ShowLogNames, 'departments'> = { ownerId: null, recipients: new Map() },
): Report {
  const { runs, notes, lastChange } = walk(cues, log);
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
        ...(s.fired ? { confirmations: s.fired } : {}),
      };
    });
  });

  const gos = rows.flatMap((r) => (r.goAt ? [Date.parse(r.goAt)] : []));
  const byId = new Map(cues.map((c) => [c.id, c]));
  const showLog: ShowLogEntry[] = notes.map((n) => {
    const cue = n.cueId === null ? undefined : byId.get(n.cueId);
    const index = cue && n.run ? (runs.get(cue.id)?.indexOf(n.run) ?? -1) : -1;
    const during = cue ? { cueId: cue.id, number: cue.number, run: index >= 0 ? index + 1 : null } : null;
    return showLogEntry(n.entry, n.kind, during, { ...names, departments });
  });
  return {
    eventId: event.id,
    eventName: event.name,
    generatedAt: new Date(nowMs).toISOString(),
    cues: rows,
    showLog,
    totals: {
      plannedSeconds: cues.reduce((n, c) => n + (c.duration ?? 0), 0),
      actualSeconds: rows.reduce((n, r) => n + (r.actualDuration ?? 0), 0),
      overUnderSeconds: rows.reduce((n, r) => n + (r.overUnder ?? 0), 0),
      cuesRun: new Set(rows.filter((r) => r.goAt !== null).map((r) => r.cueId)).size,
      startedAt: gos.length > 0 ? new Date(Math.min(...gos)).toISOString() : null,
      endedAt: lastChange !== null && gos.length > 0 ? new Date(lastChange).toISOString() : null,
    },
  };
}
