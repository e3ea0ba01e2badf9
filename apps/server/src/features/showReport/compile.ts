/**
 * A run's show report as a pure function (docs/decisions/0029-show-report.md): the as-run report
 * (report/asRun.ts) of the rows of this run only (after the previous run's end, up to this end),
 * the run on screen at the end closed at the end, the holds and their lengths, and over/under per
 * act and in total. The rundown has no grouping of cues into acts, so the whole show is one act and
 * the report says so.
 */
import type { CatalogLocale, ShowEnd, ShowReport, ShowReportForm } from '@showcaller/shared';
import { asRunReport, type PlannedCue } from '../report/asRun.js';
import { isAsRunKind, STATUS_KINDS } from '../report/logKinds.js';
import type { LogEntry } from '../report/report.repo.js';
import type { ShowLogNames } from '../report/showLog.js';
import { serverT } from '../../lib/i18n.js';

export const NO_ACTS = serverT('en', 'documents.showReport.noActs');

const STATUS: ReadonlySet<string> = new Set(STATUS_KINDS);

export interface RunWindow {
  /** The previous run's last as-run row (0 for the first run). */
  afterLogId: number;
  lastLogId: number;
  endedAtMs: number;
}

/** Holds pressed in the run: from the HOLD to the next change of the status (or the end). */
export function holdsOf(log: readonly LogEntry[], endedAtMs: number): ShowReport['holds'] {
  const holds: ShowReport['holds'] = [];
  let open: { cueNumber: number | null; at: number } | null = null;
  for (const e of log) {
    if (!isAsRunKind(e.kind) || !STATUS.has(e.kind)) continue;
    if (open) {
      holds.push({ cueNumber: open.cueNumber, at: new Date(open.at).toISOString(), seconds: Math.round((e.at_ms - open.at) / 1000) });
      open = null;
    }
    if (e.kind === 'hold' && e.status === 'hold') open = { cueNumber: e.cue_number ?? null, at: e.at_ms };
  }
  if (open)
    holds.push({ cueNumber: open.cueNumber, at: new Date(open.at).toISOString(), seconds: Math.round((endedAtMs - open.at) / 1000) });
  return holds;
}

export function compileShowReport(input: {
  event: { id: number; name: string };
  cues: readonly PlannedCue[];
  log: readonly LogEntry[];
  departments: ReadonlyArray<{ id: number; name: string }>;
  names: Omit<ShowLogNames, 'departments'>;
  window: RunWindow;
  end: ShowEnd;
  form: ShowReportForm;
  formUpdatedAt: string | null;
  /** The reader's language: the whole show's name and the note about acts are words. */
  locale: CatalogLocale;
}): ShowReport {
  const { window: w } = input;
  const log = input.log.filter((e) => e.id > w.afterLogId && e.id <= w.lastLogId);
  const departments = new Map(input.departments.map((d) => [d.id, d.name]));
  const report = asRunReport(input.event, input.cues, log, departments, w.endedAtMs, input.names);
  // The run on screen at the end has no later change to end it: the end ends it.
  const lastGo = report.cues.reduce<number>((n, r, i) => (r.goAt && (n < 0 || r.goAt >= report.cues[n]!.goAt!) ? i : n), -1);
  const cues = report.cues.map((r, i) => {
    if (i !== lastGo || r.actualDuration !== null || r.goAt === null) return r;
    const actual = Math.max(0, Math.round((w.endedAtMs - Date.parse(r.goAt)) / 1000));
    return { ...r, actualDuration: actual, overUnder: r.plannedDuration === null ? null : actual - r.plannedDuration };
  });
  const ran = cues.filter((r) => r.goAt !== null);
  const total = {
    name: serverT(input.locale, 'documents.showReport.wholeShow'),
    plannedSeconds: input.cues.reduce((n, c) => n + (c.duration ?? 0), 0),
    actualSeconds: ran.reduce((n, r) => n + (r.actualDuration ?? 0), 0),
    overUnderSeconds: ran.reduce((n, r) => n + (r.overUnder ?? 0), 0),
  };
  return {
    eventId: input.event.id,
    eventName: input.event.name,
    run: input.end,
    startedAt: report.totals.startedAt,
    cues,
    holds: holdsOf(log, w.endedAtMs),
    acts: [total],
    actsNote: serverT(input.locale, 'documents.showReport.noActs'),
    total,
    showLog: report.showLog,
    departments: [...input.departments],
    form: input.form,
    formUpdatedAt: input.formUpdatedAt,
  };
}
