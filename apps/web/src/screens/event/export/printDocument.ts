/**
 * The printable rundown (docs/product.md#calls, "PDF"): a self-contained HTML page sorted by cue
 * number, written into a window of its own and printed (or saved as PDF) by the browser.
 * Pure: every piece of event text is escaped here, colours are used only when they are plain hex.
 */
import { directionOf, formatHms, type ClockFormat, type Department, type ExportPayload, type Task } from '@showcaller/shared';
import { appFormatLocale, appT } from '@/i18n/appI18n';
import { clockText } from '@/i18n/formats';
import { eventLocalDate } from '@/lib/eventDate';

export type PrintMode = { kind: 'master' } | { kind: 'department'; departmentId: number };

export const PRINT_BUTTON_ID = 'print-button';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function durationText(seconds: number | null): string {
  return seconds === null ? '--:--:--' : formatHms(seconds);
}

/** The event's calendar day in the reader's locale: new Date("2026-03-20") would be a day early in Los Angeles. */
function dateText(iso: string): string {
  const date = eventLocalDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(appFormatLocale(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

function tasksHtml(tasks: readonly Task[] | undefined): string {
  if (!tasks || tasks.length === 0) return '<span class="none">—</span>';
  const items = tasks.map((t) =>
    t.completed
      ? `<li class="done"><span class="tick">✓</span> <span class="sr">${escapeHtml(appT('rundown.print.completed'))} </span>${escapeHtml(t.description)}</li>`
      : `<li><span class="box" aria-hidden="true">☐</span> ${escapeHtml(t.description)}</li>`,
  );
  return `<ul class="tasks">${items.join('')}</ul>`;
}

function groupTasks(tasks: readonly Task[]): Map<string, Task[]> {
  const byCell = new Map<string, Task[]>();
  for (const task of [...tasks].sort((a, b) => a.id - b.id)) {
    const key = `${task.cueId}:${task.departmentId}`;
    const list = byCell.get(key);
    if (list) list.push(task);
    else byCell.set(key, [task]);
  }
  return byCell;
}

interface Column {
  header: string;
  /** A CSS width for <col>, or undefined to share what is left. */
  width?: string;
}

function tableHtml(caption: string, columns: readonly Column[], rows: readonly string[], dense: boolean): string {
  const cols = columns.map((c) => (c.width ? `<col style="width:${c.width}">` : '<col>')).join('');
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c.header)}</th>`).join('');
  const body =
    rows.length > 0
      ? rows.join('')
      : `<tr><td colspan="${columns.length}" class="empty">${escapeHtml(appT('rundown.print.noCues'))}</td></tr>`;
  return `<div class="band"><div class="table-wrap"><table class="${dense ? 'dense' : ''}"><caption>${escapeHtml(caption)}</caption><colgroup>${cols}</colgroup><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></div>`;
}

/**
 * Department columns per master table: more would leave each only a few millimetres on a
 * landscape page. A bigger show prints one band of departments after the other, each band a
 * complete table (Time, #, Action, Duration, its departments, Notes) starting on a new page.
 */
export const DEPARTMENTS_PER_BAND = 5;

function bands<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length > 0 ? out : [[]];
}

const COLUMN_WIDTHS = { time: '20mm', number: '9mm', duration: '21mm' } as const;

/** The first cell of a row: the cue's time, with its colour mark as a bar on its start edge (the right, right to left). */
function timeCell(time: string, colorMark: string): string {
  const mark = HEX_COLOR.test(colorMark) ? ` class="num marked" style="border-inline-start-color:${colorMark}"` : ' class="num"';
  return `<td${mark}>${escapeHtml(time)}</td>`;
}

function notesCell(notes: string | null): string {
  return notes && notes.trim() ? `<td class="notes">${escapeHtml(notes)}</td>` : '<td><span class="none">—</span></td>';
}

const STYLES = (orientation: 'landscape' | 'portrait') => `
@page { size: ${orientation}; margin: 12mm; }
* { box-sizing: border-box; }
html { color-scheme: light; }
body { margin: 0; padding: 16px; background: #fff; color: #111; font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
h1 { margin: 0 0 2px; font-size: 16pt; line-height: 1.2; }
.meta { margin: 0 0 10px; color: #3d3d3d; font-size: 9pt; }
.description { margin: 0 0 12px; padding: 6px 8px; border-inline-start: 3px solid #264b9b; white-space: pre-wrap; overflow-wrap: anywhere; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0 0 14px; padding: 10px 12px; border: 1px solid #c9d2e3; border-radius: 8px; background: #f3f6fb; }
.toolbar p { margin: 0; font-size: 9.5pt; color: #333; }
.toolbar button { font: inherit; font-weight: 600; padding: 8px 16px; border: 0; border-radius: 6px; background: #264b9b; color: #fff; cursor: pointer; }
.toolbar button:focus-visible { outline: 3px solid #0b1220; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.dense { font-size: 8.5pt; }
caption { caption-side: top; text-align: start; font-size: 9pt; color: #3d3d3d; padding-bottom: 4px; }
thead { display: table-header-group; }
tr, td, th { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 1px solid #9aa3b2; padding: 4px 5px; vertical-align: top; text-align: start; overflow-wrap: anywhere; }
th { overflow-wrap: break-word; hyphens: auto; }
th { background: #e8eefa; color: #0b1220; font-weight: 700; border-bottom: 2px solid #264b9b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
td.num { white-space: nowrap; font-variant-numeric: tabular-nums; }
/* The wide mark pushes the text along; less padding keeps the times in line with unmarked rows. */
td.marked { border-inline-start-width: 6px; border-inline-start-style: solid; padding-inline-start: 2px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.band + .band { break-before: page; page-break-before: always; }
td.action { font-weight: 600; }
td.notes { white-space: pre-wrap; }
td.empty { padding: 16px; text-align: center; color: #3d3d3d; }
ul.tasks { margin: 0; padding: 0; list-style: none; }
ul.tasks li + li { margin-top: 2px; }
.tick { color: #047857; font-weight: 700; }
.box { color: #555; }
.none { color: #6b6b6b; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media print {
  body { padding: 0; }
  .toolbar { display: none; }
}
@media screen and (max-width: 900px) {
  body { padding: 8px; }
  .table-wrap { overflow-x: auto; }
  table { min-width: 860px; font-size: 8.5pt; }
}
`;

/** The event's description (crew call, comms, parking…) under the title: crews read it before the first cue (docs/product.md#during-a-show). */
function descriptionHtml(payload: ExportPayload): string {
  const text = payload.event.description.trim();
  return text === '' ? '' : `<p class="description" data-testid="event-description">${escapeHtml(text)}</p>`;
}

function page(title: string, heading: string, meta: string, table: string, orientation: 'landscape' | 'portrait'): string {
  const locale = appFormatLocale();
  const hint = orientation === 'landscape' ? appT('rundown.print.hintLandscape') : appT('rundown.print.hint');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>${STYLES(orientation)}</style>
</head>
<body>
<main>
<div class="toolbar">
<button type="button" id="${PRINT_BUTTON_ID}">${escapeHtml(appT('rundown.print.print'))}</button>
<p>${escapeHtml(hint)}</p>
</div>
<h1>${escapeHtml(heading)}</h1>
<p class="meta">${meta}</p>
${table}
</main>
</body>
</html>`;
}

function metaText(payload: ExportPayload, cueCount: number, generatedAt: Date, clock: ClockFormat): string {
  const date = dateText(payload.event.date);
  const locale = appFormatLocale();
  const printedOn = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(generatedAt);
  const parts = [
    date,
    appT('rundown.print.cueCount', { count: cueCount }),
    appT('rundown.print.printed', { date: printedOn, time: clockText(generatedAt.getTime(), locale, clock) }),
  ].filter(Boolean);
  return parts.map(escapeHtml).join(' · ');
}

function masterPage(payload: ExportPayload, generatedAt: Date, clock: ClockFormat): string {
  const cues = [...payload.cues].sort((a, b) => a.number - b.number);
  const departments = [...payload.departments].sort((a, b) => a.position - b.position || a.id - b.id);
  const tasks = groupTasks(payload.tasks);
  const groups = bands(departments, DEPARTMENTS_PER_BAND);
  const tables = groups.map((band, i) => {
    const crowded = band.length > 3;
    const columns: Column[] = [
      { header: appT('rundown.cueDialog.time'), width: COLUMN_WIDTHS.time },
      { header: '#', width: COLUMN_WIDTHS.number },
      { header: appT('rundown.cueDialog.action'), width: crowded ? '18%' : '22%' },
      { header: appT('rundown.cueDialog.duration'), width: COLUMN_WIDTHS.duration },
      ...band.map((d): Column => ({ header: d.name })),
      { header: appT('rundown.tab.notes'), width: crowded ? '15%' : '20%' },
    ];
    const rows = cues.map(
      (cue) =>
        `<tr>${timeCell(cue.time, cue.colorMark)}<td class="num">${cue.number}</td><td class="action">${escapeHtml(cue.action)}</td>` +
        `<td class="num">${durationText(cue.duration)}</td>` +
        band.map((d) => `<td>${tasksHtml(tasks.get(`${cue.id}:${d.id}`))}</td>`).join('') +
        `${notesCell(cue.notes)}</tr>`,
    );
    const first = i * DEPARTMENTS_PER_BAND + 1;
    const caption =
      groups.length === 1
        ? appT('rundown.print.masterCaption')
        : appT('rundown.print.masterBandCaption', {
            first,
            last: first + band.length - 1,
            count: departments.length,
            names: band.map((d) => d.name).join(', '),
          });
    return tableHtml(caption, columns, rows, crowded);
  });
  const name = payload.event.name;
  return page(
    appT('rundown.print.masterTitle', { name }),
    appT('rundown.print.masterHeading', { name }),
    metaText(payload, cues.length, generatedAt, clock),
    descriptionHtml(payload) + tables.join('\n'),
    'landscape',
  );
}

function callSheetPage(payload: ExportPayload, department: Department, generatedAt: Date, clock: ClockFormat): string {
  const cues = [...payload.cues].sort((a, b) => a.number - b.number);
  const tasks = groupTasks(payload.tasks.filter((t) => t.departmentId === department.id));
  const columns: Column[] = [
    { header: appT('rundown.cueDialog.time'), width: COLUMN_WIDTHS.time },
    { header: '#', width: COLUMN_WIDTHS.number },
    { header: appT('rundown.cueDialog.action'), width: '24%' },
    { header: appT('rundown.cueDialog.duration'), width: COLUMN_WIDTHS.duration },
    { header: appT('rundown.print.departmentTasks', { name: department.name }), width: '30%' },
    { header: appT('rundown.tab.notes') },
  ];
  const rows = cues.map(
    (cue) =>
      `<tr>${timeCell(cue.time, cue.colorMark)}<td class="num">${cue.number}</td><td class="action">${escapeHtml(cue.action)}</td>` +
      `<td class="num">${durationText(cue.duration)}</td><td>${tasksHtml(tasks.get(`${cue.id}:${department.id}`))}</td>${notesCell(cue.notes)}</tr>`,
  );
  const name = payload.event.name;
  return page(
    appT('rundown.print.callSheetTitle', { name, department: department.name }),
    appT('rundown.print.callSheetHeading', { name, department: department.name }),
    metaText(payload, cues.length, generatedAt, clock),
    descriptionHtml(payload) + tableHtml(appT('rundown.print.callSheetCaption', { department: department.name }), columns, rows, false),
    'portrait',
  );
}

/**
 * The whole printable page, in the app's language and the account's clock (`clock`); throws when the
 * department of a call sheet is not in the payload.
 */
export function buildPrintHtml(
  payload: ExportPayload,
  mode: PrintMode,
  generatedAt: Date = new Date(),
  clock: ClockFormat = '24h',
): string {
  switch (mode.kind) {
    case 'master':
      return masterPage(payload, generatedAt, clock);
    case 'department': {
      const department = payload.departments.find((d) => d.id === mode.departmentId);
      if (!department) throw new Error(`Department ${mode.departmentId} is not in the export`);
      return callSheetPage(payload, department, generatedAt, clock);
    }
    default:
      return mode satisfies never;
  }
}

function loadingHtml(): string {
  const locale = appFormatLocale();
  const text = escapeHtml(appT('rundown.print.preparing'));
  return `<!doctype html><html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${text}</title>
<style>body{margin:0;display:grid;place-items:center;min-height:100vh;font:14px system-ui,sans-serif;color:#111;background:#fff}</style></head>
<body><main><p role="status">${text}</p></main></body></html>`;
}

function writeDocument(win: Window, html: string): void {
  const doc = win.document;
  doc.open();
  doc.write(html);
  doc.close();
}

/** Shown at once in the window opened by the click, while the data loads. */
export function writeLoadingPage(win: Window): void {
  writeDocument(win, loadingHtml());
}

/** Puts the printable page in `win`, wires its Print button and opens the print dialog. */
export function showPrintablePage(win: Window, html: string): void {
  writeDocument(win, html);
  const button = win.document.getElementById(PRINT_BUTTON_ID);
  if (!button) throw new Error('The printable page is incomplete');
  // The page allows no scripts of its own (CSP): the handler lives here.
  button.addEventListener('click', () => win.print());
  win.focus();
  // Let the page lay out before the dialog snapshots it.
  window.setTimeout(() => {
    if (!win.closed) win.print();
  }, 300);
}
