/** Words and numbers of the show report shared by its PDF and its mail (docs/decisions/0029-show-report.md). */
import { showLogText, type ShowReport } from '@showcaller/shared';

/** Seconds as m:ss or h:mm:ss. */
export function clock(seconds: number): string {
  const s = Math.abs(Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Over (+) or under (−) the plan; "on time" at 0. */
export function overUnder(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds === 0) return 'on time';
  return `${seconds > 0 ? '+' : '-'}${clock(seconds)} ${seconds > 0 ? 'over' : 'under'}`;
}

export function timeOfDay(timeZone: string): (iso: string | null) => string {
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  } catch {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  }
  return (iso) => (iso === null ? '' : f.format(new Date(iso)));
}

export function dateOf(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** Problem flags and messages of the show log, one line each. */
export function logLines(r: ShowReport, at: (iso: string | null) => string): string[] {
  return r.showLog.map((e) => `${at(e.at)}  ${e.during ? `cue ${e.during.number}  ` : ''}${showLogText(e)}`);
}

/** Equipment answers per cue run, one line each. */
export function confirmationLines(r: ShowReport): string[] {
  return r.cues.flatMap((c) =>
    (c.confirmations ?? []).map(
      (x) =>
        `Cue ${c.number}: ${x.target} ${x.outcome === 'fired' ? `confirmed${x.delayMs !== null ? ` in ${x.delayMs} ms` : ''}` : x.outcome === 'error' ? 'send error' : 'no answer'}`,
    ),
  );
}

export function endLine(r: ShowReport): string {
  return r.run.reason === 'caller' ? `Ended by ${r.run.endedBy} (End show)` : 'Ended when the last cue completed';
}

export function departmentNoteLines(r: ShowReport): Array<{ department: string; text: string }> {
  const names = new Map(r.departments.map((x) => [x.id, x.name]));
  return r.form.departmentNotes
    .filter((n) => n.text.trim() !== '')
    .map((n) => ({ department: names.get(n.departmentId) ?? 'A deleted department', text: n.text }));
}
