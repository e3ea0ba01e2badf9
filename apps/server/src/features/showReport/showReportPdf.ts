/**
 * The show report as a PDF in A4 or Letter (docs/decisions/0029-show-report.md), written with pdfkit
 * in the PDF standard font Helvetica. Helvetica has the Latin-1 characters (WinAnsi) only: any other
 * character is printed as "?" rather than as a wrong glyph.
 */
import PDFDocument from 'pdfkit';
import type { DaySummary, PaperSize, ShowReport } from '@showcaller/shared';
import { clock, confirmationLines, departmentNoteLines, endLine, logLines, overUnder, timeOfDay } from './reportText.js';

const SIZES: Record<PaperSize, string> = { a4: 'A4', letter: 'LETTER' };

/** WinAnsi keeps Latin-1 and a few typographic signs; the rest becomes "?". */
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfSafe(text: string): string {
  return [...text]
    .map((c) => (c === '\n' || (c >= ' ' && c <= '~') || (c >= '\u00a0' && c <= '\u00ff') || EXTRA.has(c) ? c : '?'))
    .join('');
}

type Doc = InstanceType<typeof PDFDocument>;

function render(paper: PaperSize, title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: SIZES[paper], margin: 50, info: { Title: pdfSafe(title), Creator: 'ShowCaller' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  draw(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(pdfSafe(text)).font('Helvetica').fontSize(10).moveDown(0.3);
}

/** A table with fixed column widths (fractions of the page's text width); rows break onto new pages. */
function table(doc: Doc, head: string[], widths: number[], rows: string[][]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const xs = widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? left) + w * width], [left]);
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(pdfSafe(c), { width: widths[i]! * width - 4 }));
    const h = Math.max(12, ...heights);
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((c, i) => doc.text(pdfSafe(c), xs[i], y, { width: widths[i]! * width - 4 }));
    doc.x = left;
    doc.y = y + h + 3;
  };
  line(head, true);
  for (const r of rows) line(r, false);
  doc.font('Helvetica').fontSize(10);
}

function paragraph(doc: Doc, text: string) {
  doc.fontSize(10).text(pdfSafe(text), { width: doc.page.width - doc.page.margins.left - doc.page.margins.right });
}

export function showReportPdf(r: ShowReport, o: { paper: PaperSize; timeZone: string }): Promise<Buffer> {
  const at = timeOfDay(o.timeZone);
  return render(o.paper, `Show report: ${r.eventName}`, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(pdfSafe(`Show report: ${r.eventName}`));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(pdfSafe(`Run ${r.run.run}. Times in ${o.timeZone}.`));
    heading(doc, 'Summary');
    table(
      doc,
      ['', ''],
      [0.3, 0.7],
      [
        ['Started', at(r.startedAt)],
        ['Ended', `${at(r.run.endedAt)} (${endLine(r)})`],
        ['Planned', clock(r.total.plannedSeconds)],
        ['Actual', clock(r.total.actualSeconds)],
        ['Over/under', overUnder(r.total.overUnderSeconds)],
        ['Holds', `${r.holds.length} (${clock(r.holds.reduce((n, h) => n + h.seconds, 0))})`],
        ['House count', r.form.houseCount === null ? 'not entered' : r.form.houseCount.toLocaleString('en-US')],
      ],
    );
    heading(doc, 'Acts');
    table(
      doc,
      ['Act', 'Planned', 'Actual', 'Over/under'],
      [0.4, 0.2, 0.2, 0.2],
      r.acts.map((a) => [a.name, clock(a.plannedSeconds), clock(a.actualSeconds), overUnder(a.overUnderSeconds)]),
    );
    if (r.actsNote) paragraph(doc, r.actsNote);
    heading(doc, 'Cues: planned against actual');
    table(
      doc,
      ['Cue', 'Action', 'GO', 'Planned', 'Actual', 'Over/under', 'Ready'],
      [0.07, 0.3, 0.11, 0.1, 0.1, 0.14, 0.18],
      r.cues.map((c) => [
        `${c.number}${c.runs > 1 ? ` (${c.run})` : ''}`,
        c.action,
        at(c.goAt),
        c.plannedDuration === null ? '' : clock(c.plannedDuration),
        c.actualDuration === null ? '' : clock(c.actualDuration),
        overUnder(c.overUnder),
        c.acknowledgements.map((a) => a.departmentName ?? '?').join(', '),
      ]),
    );
    heading(doc, 'Holds');
    if (r.holds.length === 0) paragraph(doc, 'No holds.');
    else
      table(
        doc,
        ['At', 'Cue', 'Length'],
        [0.3, 0.3, 0.4],
        r.holds.map((h) => [at(h.at), h.cueNumber === null ? '' : String(h.cueNumber), clock(h.seconds)]),
      );
    heading(doc, 'Problem flags and messages');
    const log = logLines(r, at);
    paragraph(doc, log.length ? log.join('\n') : 'None.');
    heading(doc, 'Equipment confirmations');
    const conf = confirmationLines(r);
    paragraph(doc, conf.length ? conf.join('\n') : 'None recorded.');
    heading(doc, "Caller's notes");
    paragraph(doc, `Incidents: ${r.form.incidents || 'none entered'}`);
    paragraph(doc, `Notes: ${r.form.notes || 'none entered'}`);
    for (const n of departmentNoteLines(r)) paragraph(doc, `${n.department}: ${n.text}`);
  });
}

export function daySummaryPdf(s: DaySummary, paper: PaperSize): Promise<Buffer> {
  return render(paper, `Day summary: ${s.productionName}, ${s.day}`, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(pdfSafe(`Day summary: ${s.productionName}`));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(pdfSafe(`${s.day}, every room's last ended run.`));
    heading(doc, 'Rooms');
    table(
      doc,
      ['Room', 'Show', 'Planned end', 'Actual end', 'Over/under', 'Holds', 'Flags', 'House'],
      [0.14, 0.22, 0.11, 0.11, 0.14, 0.1, 0.07, 0.11],
      s.rooms.map((x) => [
        x.room,
        x.eventName,
        x.plannedEnd ?? '',
        x.actualEnd ?? 'not ended',
        overUnder(x.overUnderSeconds),
        x.run === null ? '' : `${x.holds} (${clock(x.holdSeconds)})`,
        x.run === null ? '' : String(x.problems),
        x.houseCount === null ? '' : x.houseCount.toLocaleString('en-US'),
      ]),
    );
  });
}
