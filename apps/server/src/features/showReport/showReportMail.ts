/**
 * The show report as a mail (docs/decisions/0029-show-report.md): an HTML part and a text part.
 * Everything typed (event and cue names, messages, the form) is data: escaped in HTML, on one line
 * in the subject (mail/mailText.ts).
 */
import type { ShowReport } from '@showcaller/shared';
import { escapeHtml, oneLine } from '../../mail/mailText.js';
import { clock, confirmationLines, dateOf, departmentNoteLines, endLine, logLines, overUnder, timeOfDay } from './reportText.js';

export function showReportMail(
  r: ShowReport,
  o: { timeZone: string; link: string; withForm: boolean },
): { subject: string; text: string; html: string } {
  const at = timeOfDay(o.timeZone);
  const subject = oneLine(`Show report: ${r.eventName}, run ${r.run.run}, ${dateOf(r.run.endedAt, o.timeZone)}`);
  const facts: Array<[string, string]> = [
    ['Started', at(r.startedAt)],
    ['Ended', `${at(r.run.endedAt)} (${endLine(r)})`],
    ['Planned', clock(r.total.plannedSeconds)],
    ['Actual', clock(r.total.actualSeconds)],
    ['Over/under', overUnder(r.total.overUnderSeconds)],
    ['Holds', `${r.holds.length} (${clock(r.holds.reduce((n, h) => n + h.seconds, 0))})`],
  ];
  if (r.form.houseCount !== null) facts.push(['House count', r.form.houseCount.toLocaleString('en-US')]);
  const log = logLines(r, at);
  const confirmations = confirmationLines(r);
  const notes = departmentNoteLines(r);
  const text = [
    `Show report: ${r.eventName}, run ${r.run.run}`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Cues (planned / actual / over-under):',
    ...r.cues.map(
      (c) =>
        `  ${c.number}${c.runs > 1 ? ` (run ${c.run})` : ''} ${oneLine(c.action)}: ${c.plannedDuration === null ? '-' : clock(c.plannedDuration)} / ${c.actualDuration === null ? '-' : clock(c.actualDuration)} ${overUnder(c.overUnder)}`,
    ),
    ...(r.holds.length ? ['', 'Holds:', ...r.holds.map((h) => `  ${at(h.at)} cue ${h.cueNumber ?? '-'}: ${clock(h.seconds)}`)] : []),
    ...(log.length ? ['', 'Flags and messages:', ...log.map((l) => `  ${oneLine(l)}`)] : []),
    ...(confirmations.length ? ['', 'Equipment:', ...confirmations.map((l) => `  ${oneLine(l)}`)] : []),
    ...(r.form.incidents ? ['', 'Incidents:', r.form.incidents] : []),
    ...(r.form.notes ? ['', 'Notes:', r.form.notes] : []),
    ...notes.flatMap((n) => ['', `${n.department}:`, n.text]),
    '',
    o.withForm ? 'The full report, also as PDF:' : "The full report, also as PDF (the caller's form is added there):",
    o.link,
  ].join('\n');

  const row = (cells: string[], head = false) =>
    `<tr>${cells.map((c) => (head ? `<th align="left" style="padding:4px 8px;border-bottom:1px solid #999">${c}</th>` : `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${c}</td>`)).join('')}</tr>`;
  const section = (title: string, body: string) => `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(title)}</h2>${body}`;
  const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  const para = (t: string) => `<p style="white-space:pre-wrap">${escapeHtml(t)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<h1 style="font-size:20px">Show report: ${escapeHtml(r.eventName)}, run ${r.run.run}</h1>`,
    `<table cellspacing="0">${facts.map(([k, v]) => row([`<strong>${escapeHtml(k)}</strong>`, escapeHtml(v)])).join('')}</table>`,
    section(
      'Cues',
      `<table cellspacing="0">${row(['Cue', 'Action', 'GO', 'Planned', 'Actual', 'Over/under'], true)}${r.cues
        .map((c) =>
          row([
            `${c.number}${c.runs > 1 ? ` (run ${c.run})` : ''}`,
            escapeHtml(c.action),
            at(c.goAt),
            c.plannedDuration === null ? '' : clock(c.plannedDuration),
            c.actualDuration === null ? '' : clock(c.actualDuration),
            overUnder(c.overUnder),
          ]),
        )
        .join('')}</table>`,
    ),
    r.actsNote ? `<p>${escapeHtml(r.actsNote)}</p>` : '',
    r.holds.length ? section('Holds', list(r.holds.map((h) => `${at(h.at)} cue ${h.cueNumber ?? '-'}: ${clock(h.seconds)}`))) : '',
    log.length ? section('Flags and messages', list(log)) : '',
    confirmations.length ? section('Equipment', list(confirmations)) : '',
    r.form.incidents ? section('Incidents', para(r.form.incidents)) : '',
    r.form.notes ? section('Notes', para(r.form.notes)) : '',
    ...notes.map((n) => section(n.department, para(n.text))),
    `<p><a href="${escapeHtml(o.link)}">Open the report</a> (download it as PDF there).</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
