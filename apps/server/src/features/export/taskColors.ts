/**
 * The hidden "Task colours" column of the exported sheet: one line per department cell that has a
 * coloured task, its colours in the cell's task order, '-' for none, e.g. "Sound: #FF69B4, -".
 * Readable when someone unhides it, and tolerant on the way back: a line whose count no longer
 * matches the department cell (someone added or removed a task) is ignored, never misapplied.
 */

const HEX = /^#[0-9A-F]{6}$/i;
const NONE = '-';
const SEPARATOR = ': ';

/** The column's text for one row; '' when no task of the row has a colour. */
export function taskColorsText(cells: ReadonlyArray<{ name: string; tasks: ReadonlyArray<{ color: string }> }>): string {
  return cells
    .filter((c) => c.tasks.some((t) => t.color !== ''))
    .map((c) => `${c.name}${SEPARATOR}${c.tasks.map((t) => (HEX.test(t.color) ? t.color.toUpperCase() : NONE)).join(', ')}`)
    .join('\n');
}

/** Department name (lower case) → colour per task ('' for none); unreadable lines are skipped. */
export function parseTaskColors(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    // Names may hold ': ' themselves; the colours never do.
    const at = line.lastIndexOf(SEPARATOR);
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
    const colors = line
      .slice(at + SEPARATOR.length)
      .split(',')
      .map((c) => c.trim());
    if (name === '' || !colors.every((c) => c === NONE || HEX.test(c))) continue;
    out.set(
      name,
      colors.map((c) => (c === NONE ? '' : c.toUpperCase())),
    );
  }
  return out;
}

/** Colours onto a department cell's tasks, only when they still line up one to one. */
export function withTaskColors<T extends { description: string; completed: boolean }>(
  tasks: readonly T[],
  colors: readonly string[] | undefined,
): Array<T & { color?: string }> {
  if (!colors || colors.length !== tasks.length) return [...tasks];
  return tasks.map((t, i) => (colors[i] ? { ...t, color: colors[i] } : t));
}
