/**
 * The show report as a PDF in A4 or Letter (docs/decisions/0029-show-report.md), written with pdfkit
 * in the PDF standard font Helvetica, in the reader's language and clock (docs/decisions/0040-i18n-app-and-server.md).
 * Helvetica has the Latin-1 characters (WinAnsi) only, which the six languages fit: any other
 * character is printed as "?" rather than as a wrong glyph. That includes text a user typed outside
 * Latin-1 (a Polish or Cyrillic cue name): embedding a font such as DejaVu would print it, but the
 * server would then need that font file wherever it runs (README "Languages" names the limit). Bidi controls (U+202E/U+202C of the
 * right-to-left pseudo-locale, U+200E/U+200F marks) are dropped: they draw nothing, and pdfkit
 * lays out no bidi text, so a font that has them would only print the same letters.
 */
import PDFDocument from 'pdfkit';
import type { DaySummary, PaperSize, ShowReport } from '@showcaller/shared';
import type { ServerMessageKey } from '@showcaller/shared';
import { serverT, type ServerValues } from '../../lib/i18n.js';
import { clockTimeText, dayText, numberText, type Reader } from '../../lib/reader.js';
import { clock, confirmationLines, departmentNoteLines, logLines, overUnder, summaryFacts, timeOfDay } from './reportText.js';

const SIZES: Record<PaperSize, string> = { a4: 'A4', letter: 'LETTER' };

/** WinAnsi keeps Latin-1 and a few typographic signs; the rest becomes "?". */
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export function pdfSafe(text: string): string {
  // French groups thousands with a narrow no-break space (U+202F), which WinAnsi lacks: a no-break space.
  return [...text.replace(BIDI, '').replace(/[\u2009\u202f]/g, '\u00a0')]
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
  /**
   * A header's words are never cut in two: a column too narrow for its longest word (a German
   * "Tatsächlich") gets that header in a smaller size, down to 6 pt.
   */
  const sizeFor = (text: string, columnWidth: number, bold: boolean): number => {
    if (!bold) return 9;
    doc.font('Helvetica-Bold').fontSize(9);
    const widest = Math.max(0, ...text.split(/\s+/).map((w) => doc.widthOfString(w)));
    return widest <= columnWidth ? 9 : Math.max(6, Math.floor(((9 * columnWidth) / widest) * 2) / 2);
  };
  const line = (cells: string[], bold: boolean) => {
    const texts = cells.map(pdfSafe);
    const sizes = texts.map((c, i) => sizeFor(c, widths[i]! * width - 4, bold));
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = texts.map((c, i) => doc.fontSize(sizes[i]!).heightOfString(c, { width: widths[i]! * width - 4 }));
    const h = Math.max(12, ...heights);
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    texts.forEach((c, i) => doc.fontSize(sizes[i]!).text(c, xs[i], y, { width: widths[i]! * width - 4 }));
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

export function showReportPdf(r: ShowReport, o: { paper: PaperSize; timeZone: string; reader: Reader }): Promise<Buffer> {
  const { reader } = o;
  const t = (key: ServerMessageKey, values?: ServerValues) => serverT(reader.locale, key, values);
  const at = timeOfDay(o.timeZone, reader);
  const ou = (s: number | null) => overUnder(s, reader);
  const title = t('documents.showReport.title', { event: r.eventName });
  return render(o.paper, title, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(pdfSafe(title));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(pdfSafe(t('documents.showReport.runLine', { run: r.run.run, timeZone: o.timeZone })));
    heading(doc, t('documents.showReport.summary'));
    const house = r.form.houseCount === null ? t('documents.showReport.notEntered') : numberText(r.form.houseCount, reader);
    table(doc, ['', ''], [0.3, 0.7], [...summaryFacts(r, at, reader), [t('documents.showReport.houseCount'), house]]);
    heading(doc, t('documents.showReport.acts'));
    table(
      doc,
      [
        t('documents.showReport.act'),
        t('documents.showReport.planned'),
        t('documents.showReport.actual'),
        t('documents.showReport.overUnder'),
      ],
      [0.4, 0.2, 0.2, 0.2],
      r.acts.map((a) => [a.name, clock(a.plannedSeconds), clock(a.actualSeconds), ou(a.overUnderSeconds)]),
    );
    if (r.actsNote) paragraph(doc, r.actsNote);
    heading(doc, t('documents.showReport.cuesHeading'));
    table(
      doc,
      [
        t('documents.showReport.cue'),
        t('documents.showReport.action'),
        t('documents.showReport.go'),
        t('documents.showReport.planned'),
        t('documents.showReport.actual'),
        t('documents.showReport.overUnder'),
        t('documents.showReport.ready'),
      ],
      [0.06, 0.26, 0.13, 0.11, 0.11, 0.14, 0.19],
      r.cues.map((c) => [
        `${c.number}${c.runs > 1 ? ` (${c.run})` : ''}`,
        c.action,
        at(c.goAt),
        c.plannedDuration === null ? '' : clock(c.plannedDuration),
        c.actualDuration === null ? '' : clock(c.actualDuration),
        ou(c.overUnder),
        c.acknowledgements.map((a) => a.departmentName ?? '?').join(', '),
      ]),
    );
    heading(doc, t('documents.showReport.holds'));
    if (r.holds.length === 0) paragraph(doc, t('documents.showReport.noHolds'));
    else
      table(
        doc,
        [t('documents.showReport.at'), t('documents.showReport.cue'), t('documents.showReport.length')],
        [0.3, 0.3, 0.4],
        r.holds.map((h) => [at(h.at), h.cueNumber === null ? '' : String(h.cueNumber), clock(h.seconds)]),
      );
    heading(doc, t('documents.showReport.flagsHeading'));
    const log = logLines(r, at, reader);
    paragraph(doc, log.length ? log.join('\n') : t('documents.showReport.none'));
    heading(doc, t('documents.showReport.equipmentHeading'));
    const conf = confirmationLines(r, reader);
    paragraph(doc, conf.length ? conf.join('\n') : t('documents.showReport.noneRecorded'));
    heading(doc, t('documents.showReport.callerNotes'));
    const noneEntered = t('documents.showReport.noneEntered');
    paragraph(doc, t('documents.showReport.incidentsLine', { text: r.form.incidents || noneEntered }));
    paragraph(doc, t('documents.showReport.notesLine', { text: r.form.notes || noneEntered }));
    for (const n of departmentNoteLines(r, reader)) paragraph(doc, t('documents.showReport.departmentNote', n));
  });
}

export function daySummaryPdf(s: DaySummary, paper: PaperSize, reader: Reader): Promise<Buffer> {
  const t = (key: ServerMessageKey, values?: ServerValues) => serverT(reader.locale, key, values);
  const day = dayText(s.day, reader);
  return render(paper, t('documents.daySummary.fileTitle', { production: s.productionName, day }), (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(pdfSafe(t('documents.daySummary.title', { production: s.productionName })));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(pdfSafe(t('documents.daySummary.subtitle', { day })));
    heading(doc, t('documents.daySummary.rooms'));
    table(
      doc,
      [
        t('documents.daySummary.room'),
        t('documents.daySummary.show'),
        t('documents.daySummary.plannedEnd'),
        t('documents.daySummary.actualEnd'),
        t('documents.showReport.overUnder'),
        t('documents.showReport.holds'),
        t('documents.daySummary.flags'),
        t('documents.daySummary.house'),
      ],
      [0.13, 0.2, 0.11, 0.11, 0.14, 0.1, 0.1, 0.11],
      s.rooms.map((x) => [
        x.room,
        x.eventName,
        x.plannedEnd === null ? '' : clockTimeText(x.plannedEnd, reader),
        x.actualEnd ?? t('documents.daySummary.notEnded'),
        overUnder(x.overUnderSeconds, reader),
        x.run === null ? '' : t('documents.showReport.holdsValue', { count: x.holds, length: clock(x.holdSeconds) }),
        x.run === null ? '' : String(x.problems),
        x.houseCount === null ? '' : numberText(x.houseCount, reader),
      ]),
    );
  });
}
