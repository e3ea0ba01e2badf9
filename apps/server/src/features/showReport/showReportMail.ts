/**
 * The show report as a mail (docs/decisions/0029-show-report.md): an HTML part and a text part, in
 * the recipient's language and clock (docs/decisions/0040-i18n-app-and-server.md). Everything typed
 * (event and cue names, messages, the form) is data: escaped in HTML, on one line in the subject
 * (mail/mailText.ts).
 */
import type { ServerMessageKey, ShowReport } from '@showcaller/shared';
import { escapeHtml, oneLine } from '../../mail/mailText.js';
import { serverT, type ServerValues } from '../../lib/i18n.js';
import { dateText, numberText, type Reader } from '../../lib/reader.js';
import { clock, confirmationLines, departmentNoteLines, logLines, overUnder, summaryFacts, timeOfDay } from './reportText.js';

export function showReportMail(
  r: ShowReport,
  o: { timeZone: string; link: string; withForm: boolean; reader: Reader },
): { subject: string; text: string; html: string } {
  const { reader } = o;
  const t = (key: ServerMessageKey, values?: ServerValues) => serverT(reader.locale, key, values);
  const at = timeOfDay(o.timeZone, reader);
  const ou = (s: number | null) => overUnder(s, reader);
  const date = dateText(r.run.endedAt, reader, o.timeZone);
  const subject = oneLine(t('documents.showReport.mailSubject', { event: r.eventName, run: r.run.run, date }));
  const title = t('documents.showReport.mailTitle', { event: r.eventName, run: r.run.run });
  const facts = summaryFacts(r, at, reader);
  if (r.form.houseCount !== null) facts.push([t('documents.showReport.houseCount'), numberText(r.form.houseCount, reader)]);
  const log = logLines(r, at, reader);
  const confirmations = confirmationLines(r, reader);
  const notes = departmentNoteLines(r, reader);
  const cueLabel = (c: ShowReport['cues'][number]) =>
    c.runs > 1 ? t('documents.showReport.mailCueRun', { cue: c.number, run: c.run }) : String(c.number);
  const holdLines = r.holds.map((h) =>
    t('documents.showReport.mailHoldLine', { time: at(h.at), cue: h.cueNumber ?? '-', length: clock(h.seconds) }),
  );
  const text = [
    title,
    '',
    ...facts.map(([label, value]) => t('documents.showReport.mailFact', { label, value })),
    '',
    t('documents.showReport.mailCuesHeading'),
    ...r.cues.map(
      (c) =>
        `  ${cueLabel(c)} ${oneLine(c.action)}: ${c.plannedDuration === null ? '-' : clock(c.plannedDuration)} / ${c.actualDuration === null ? '-' : clock(c.actualDuration)} ${ou(c.overUnder)}`,
    ),
    ...(holdLines.length ? ['', t('documents.showReport.mailHoldsHeading'), ...holdLines.map((l) => `  ${l}`)] : []),
    ...(log.length ? ['', t('documents.showReport.mailFlagsHeading'), ...log.map((l) => `  ${oneLine(l)}`)] : []),
    ...(confirmations.length ? ['', t('documents.showReport.mailEquipmentHeading'), ...confirmations.map((l) => `  ${oneLine(l)}`)] : []),
    ...(r.form.incidents ? ['', t('documents.showReport.mailIncidentsHeading'), r.form.incidents] : []),
    ...(r.form.notes ? ['', t('documents.showReport.mailNotesHeading'), r.form.notes] : []),
    ...notes.flatMap((n) => ['', t('documents.showReport.mailDepartmentHeading', { department: n.department }), n.text]),
    '',
    o.withForm ? t('documents.showReport.mailPdf') : t('documents.showReport.mailPdfWithoutForm'),
    o.link,
  ].join('\n');

  const row = (cells: string[], head = false) =>
    `<tr>${cells.map((c) => (head ? `<th align="left" style="padding:4px 8px;border-bottom:1px solid #999">${c}</th>` : `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${c}</td>`)).join('')}</tr>`;
  const section = (title: string, body: string) => `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(title)}</h2>${body}`;
  const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  const para = (t: string) => `<p style="white-space:pre-wrap">${escapeHtml(t)}</p>`;
  const head = ['cue', 'action', 'go', 'planned', 'actual', 'overUnder'] as const;
  // The catalog's <a>…</a> marks the link's words; the rest of the sentence is escaped like data.
  const open = escapeHtml(t('documents.showReport.mailOpen'))
    .replace('&lt;a&gt;', `<a href="${escapeHtml(o.link)}">`)
    .replace('&lt;/a&gt;', '</a>');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    `<table cellspacing="0">${facts.map(([k, v]) => row([`<strong>${escapeHtml(k)}</strong>`, escapeHtml(v)])).join('')}</table>`,
    section(
      t('documents.showReport.mailCues'),
      `<table cellspacing="0">${row(
        head.map((k) => escapeHtml(t(`documents.showReport.${k}`))),
        true,
      )}${r.cues
        .map((c) =>
          row([
            escapeHtml(cueLabel(c)),
            escapeHtml(c.action),
            at(c.goAt),
            c.plannedDuration === null ? '' : clock(c.plannedDuration),
            c.actualDuration === null ? '' : clock(c.actualDuration),
            escapeHtml(ou(c.overUnder)),
          ]),
        )
        .join('')}</table>`,
    ),
    r.actsNote ? `<p>${escapeHtml(r.actsNote)}</p>` : '',
    holdLines.length ? section(t('documents.showReport.holds'), list(holdLines)) : '',
    log.length ? section(t('documents.showReport.mailFlags'), list(log)) : '',
    confirmations.length ? section(t('documents.showReport.mailEquipment'), list(confirmations)) : '',
    r.form.incidents ? section(t('documents.showReport.mailIncidents'), para(r.form.incidents)) : '',
    r.form.notes ? section(t('documents.showReport.mailNotes'), para(r.form.notes)) : '',
    ...notes.map((n) => section(n.department, para(n.text))),
    `<p>${open}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
