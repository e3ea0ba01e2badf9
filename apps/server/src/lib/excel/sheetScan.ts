/**
 * Bounds what a workbook's XML declares, before ExcelJS builds its model from it. ExcelJS makes
 * objects one by one for what a few bytes declare: a Column for every column up to a <col>'s min
 * and max, a cell for every cell of a <mergeCell ref>, an entry for every cell of a
 * <dataValidation sqref> and of a defined name's range (xl/workbook.xml), a column for a cell in
 * column ZZZ. A 7 KB file asking for 3,000,000,000 columns took the whole server down (docs/security.md "Trust, round 3" 20.1).
 *
 * Every part of the zip is scanned as it inflates (zipLimits.ts), not only the parts named like
 * sheets: JSZip may take an entry's name from an extra field, so the name in the directory is not
 * always the one ExcelJS sees. Only start tags, their attributes (quotes respected, so a '>' in a
 * value does not end the tag) and the text of <definedName> are looked at; comments, CDATA and
 * processing instructions are skipped. The first declaration past a limit is the answer, a
 * sentence for the person who uploaded the file.
 */

export const SHEET_LIMITS = {
  /** Excel's grid: 16,384 columns (XFD) and 1,048,576 rows. */
  columns: 16_384,
  gridRows: 1_048_576,
  /** <row> elements in one sheet: a rundown is at most 5,000 cues under a header. */
  rowsPerSheet: 10_000,
  /** <c> elements in the workbook: 5,000 cues × 50 departments and the data sheet are about 305,000. */
  cells: 400_000,
  mergedCells: 100_000,
  /** ExcelJS checks each merge against every other one. */
  merges: 10_000,
  validatedCells: 100_000,
  namedCells: 400_000,
  /** One start tag; Excel's are well under 1 KB. */
  tagBytes: 64 * 1024,
};
export type SheetLimits = typeof SHEET_LIMITS;

const n = (x: number) => (Number.isFinite(x) ? x.toLocaleString('en-US') : 'countless');

/** 'A' → 1, 'XFD' → 16,384; Infinity past any sheet (so that it is refused, never wrapped). */
export function columnNumber(letters: string): number {
  if (letters.length > 7) return Infinity;
  let col = 0;
  for (const ch of letters.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return col;
}

const REF = /^\$?([A-Za-z]*)\$?(\d*)$/;

/** A cell or an area ('B2', '$A$1:$C$9', 'A:A', '3:3') as columns × rows; whole rows and columns count the whole grid. */
export function areaOf(ref: string, limits: SheetLimits = SHEET_LIMITS): { columns: number; rows: number; cells: number } | null {
  const parts = ref.trim().split(':');
  const a = parts[0] ?? '';
  const b = parts[1] ?? a;
  if (parts.length > 2) return null;
  const from = REF.exec(a);
  const to = REF.exec(b);
  if (!from || !to || (from[1] === '' && from[2] === '') || (to[1] === '' && to[2] === '')) return null;
  const col = (m: RegExpExecArray, whole: number) => (m[1] === '' ? whole : columnNumber(m[1]!));
  const row = (m: RegExpExecArray, whole: number) => (m[2] === '' ? whole : m[2]!.length > 10 ? Infinity : Number(m[2]));
  const columns = Math.abs(col(to, limits.columns) - col(from, 1)) + 1;
  const rows = Math.abs(row(to, limits.gridRows) - row(from, 1)) + 1;
  return { columns, rows, cells: columns * rows };
}

/** Attribute values of a start tag's text (after the name); a repeated name keeps every value. */
function attributes(tag: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of tag.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const list = out.get(m[1]!) ?? [];
    list.push(m[2] ?? m[3] ?? '');
    out.set(m[1]!, list);
  }
  return out;
}

const LT = 0x3c;
const GT = 0x3e;
const DQ = 0x22;
const SQ = 0x27;

type Mode = 'text' | 'open' | 'tag' | 'comment' | 'cdata' | 'pi';

/** One workbook: every part scanned with `part()`; `problem` is the first limit passed, or null. */
export class WorkbookScan {
  problem: string | null = null;
  private cells = 0;
  private mergedCells = 0;
  private merges = 0;
  private validatedCells = 0;
  private namedCells = 0;

  constructor(private readonly limits: SheetLimits = SHEET_LIMITS) {}

  /** A scanner for one zip entry: feed it the inflated bytes in order. */
  part(): (chunk: Buffer) => void {
    let mode: Mode = 'text';
    let tag = '';
    let quote = 0;
    /** The last bytes of a comment, CDATA section or processing instruction, for its end marker. */
    let tail = '';
    let rows = 0;
    let column = 0;
    let nameText: string | null = null;
    let nameKind = '';

    const refuse = (message: string) => {
      this.problem ??= message;
    };

    const startTag = (text: string) => {
      const name = /^\/?[^\s/>]+/.exec(text)?.[0] ?? '';
      switch (name) {
        case 'row':
          column = 0;
          if (++rows > this.limits.rowsPerSheet)
            return refuse(
              `The spreadsheet has more than ${n(this.limits.rowsPerSheet)} rows in one sheet; a rundown sheet can have at most ${n(this.limits.rowsPerSheet)}.`,
            );
          for (const r of attributes(text).get('r') ?? []) this.rowNumber(parseInt(r, 10));
          return;
        case 'c': {
          if (++this.cells > this.limits.cells)
            return refuse(
              `The spreadsheet has more than ${n(this.limits.cells)} cells; a rundown can have at most ${n(this.limits.cells)}.`,
            );
          const refs = attributes(text).get('r') ?? [];
          // A cell without r is the one after the previous cell of its row (as ExcelJS reads it).
          if (refs.length === 0) column++;
          for (const r of refs) {
            const m = /^\$?([A-Za-z]*)\$?(\d*)/.exec(r.trim());
            column = m && m[1] !== '' ? columnNumber(m[1]!) : column + 1;
            if (m && m[2] !== '') this.rowNumber(m[2]!.length > 10 ? Infinity : Number(m[2]));
          }
          if (column > this.limits.columns)
            refuse(
              `The spreadsheet has a cell in column ${n(column)}; a rundown sheet can have at most ${n(this.limits.columns)} columns.`,
            );
          return;
        }
        case 'col': {
          const a = attributes(text);
          for (const v of [...(a.get('min') ?? []), ...(a.get('max') ?? [])]) {
            const col = parseInt(v, 10);
            if (col > this.limits.columns)
              return refuse(`The spreadsheet declares ${n(col)} columns; a rundown sheet can have at most ${n(this.limits.columns)}.`);
          }
          return;
        }
        case 'dimension':
          for (const ref of attributes(text).get('ref') ?? []) {
            const area = areaOf(ref, this.limits);
            if (area && (area.columns > this.limits.columns || area.rows > this.limits.gridRows))
              return refuse(
                `The spreadsheet declares a used area of ${n(area.columns)} columns and ${n(area.rows)} rows; a sheet can have at most ${n(this.limits.columns)} columns and ${n(this.limits.gridRows)} rows.`,
              );
          }
          return;
        case 'mergeCell':
          if (++this.merges > this.limits.merges)
            return refuse(`The spreadsheet has more than ${n(this.limits.merges)} merged areas; unmerge them and try again.`);
          for (const ref of attributes(text).get('ref') ?? []) this.mergedCells += areaOf(ref, this.limits)?.cells ?? 0;
          if (this.mergedCells > this.limits.mergedCells)
            refuse(
              `The spreadsheet merges ${n(this.mergedCells)} cells; a rundown can merge at most ${n(this.limits.mergedCells)}. Unmerge them and try again.`,
            );
          return;
        case 'dataValidation':
          for (const sqref of attributes(text).get('sqref') ?? [])
            for (const ref of sqref.split(/\s+/)) this.validatedCells += areaOf(ref, this.limits)?.cells ?? 0;
          if (this.validatedCells > this.limits.validatedCells)
            refuse(
              `The spreadsheet applies data validation to ${n(this.validatedCells)} cells; a rundown can have at most ${n(this.limits.validatedCells)}. Remove validation from whole rows and columns and try again.`,
            );
          return;
        case 'definedName':
          if (!text.trimEnd().endsWith('/')) {
            nameText = '';
            nameKind = attributes(text).get('name')?.[0] ?? '';
          }
          return;
        case '/definedName':
          if (nameText !== null) this.definedName(nameKind, nameText);
          nameText = null;
          return;
        default:
          return;
      }
    };

    return (chunk: Buffer) => {
      if (this.problem !== null) return;
      let i = 0;
      while (i < chunk.length && this.problem === null) {
        switch (mode) {
          case 'text': {
            const lt = chunk.indexOf(LT, i);
            const end = lt < 0 ? chunk.length : lt;
            if (nameText !== null && nameText.length < this.limits.tagBytes) nameText += chunk.toString('latin1', i, end);
            if (lt < 0) return;
            i = lt + 1;
            mode = 'open';
            tag = '';
            break;
          }
          case 'open': {
            // The first bytes after '<' tell an element from a comment, CDATA or a processing instruction.
            const ch = String.fromCharCode(chunk[i++]!);
            tag += ch;
            if (tag === '?') mode = 'pi';
            else if (tag === '!--') mode = 'comment';
            else if (tag === '![CDATA[') mode = 'cdata';
            else if (!'!--'.startsWith(tag) && !'![CDATA['.startsWith(tag)) {
              mode = 'tag';
              quote = 0;
              for (const c of tag)
                quote = quote === 0 ? (c === '"' || c === "'" ? c.charCodeAt(0) : 0) : c.charCodeAt(0) === quote ? 0 : quote;
              if (quote === 0 && ch === '>') {
                mode = 'text';
                startTag(tag.slice(0, -1));
              }
            }
            tail = '';
            break;
          }
          case 'tag': {
            const start = i;
            while (i < chunk.length) {
              const b = chunk[i]!;
              if (quote !== 0) {
                if (b === quote) quote = 0;
              } else if (b === DQ || b === SQ) quote = b;
              else if (b === GT) break;
              i++;
            }
            tag += chunk.toString('latin1', start, i);
            if (tag.length > this.limits.tagBytes)
              return refuse(`The spreadsheet has an XML tag longer than ${n(this.limits.tagBytes / 1024)} KB, which no rundown needs.`);
            if (i >= chunk.length) return; // the tag goes on in the next chunk
            i++; // past '>'
            mode = 'text';
            startTag(tag);
            break;
          }
          case 'comment':
          case 'cdata':
          case 'pi': {
            const marker = mode === 'comment' ? '-->' : mode === 'cdata' ? ']]>' : '?>';
            const gt = chunk.indexOf(GT, i);
            const upTo = gt < 0 ? chunk.length : gt + 1;
            tail = (tail + chunk.toString('latin1', i, upTo)).slice(-marker.length);
            i = upTo;
            if (gt >= 0 && tail === marker) mode = 'text';
            break;
          }
          default:
            mode satisfies never;
            return;
        }
      }
    };
  }

  private rowNumber(r: number) {
    if (r > this.limits.gridRows)
      this.problem ??= `The spreadsheet has a row numbered ${n(r)}; a sheet can have at most ${n(this.limits.gridRows)} rows.`;
  }

  /** ExcelJS keeps a cell for every cell of a defined name's ranges, except the print area and titles. */
  private definedName(name: string, text: string) {
    if (name === '_xlnm.Print_Area' || name === '_xlnm.Print_Titles') return;
    // 'Sheet 1'!$A$1:$B$2,Sheet2!$C$3: the sheet names are no cells.
    for (const range of text.split(',').map((r) => r.slice(r.lastIndexOf('!') + 1)))
      for (const m of range.matchAll(/\$?[A-Za-z]+\$?\d+(?::\$?[A-Za-z]+\$?\d+)?/g))
        this.namedCells += areaOf(m[0], this.limits)?.cells ?? 0;
    if (this.namedCells > this.limits.namedCells)
      this.problem ??= `The spreadsheet's named ranges cover ${n(this.namedCells)} cells; a rundown can have at most ${n(this.limits.namedCells)}. Delete the large named ranges and try again.`;
  }
}
