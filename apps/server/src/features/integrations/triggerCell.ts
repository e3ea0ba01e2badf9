/**
 * Per-cue OSC triggers in the workbook's hidden data sheet (docs/decisions/0009): one cell per
 * cue holding the triggers as JSON, read back with the same zod schema the API uses, so a cell
 * someone edited by hand either parses whole or is reported as a problem of its row (never
 * half-applied, never dropped without a word).
 */
import { cueTriggersBody, type CueTrigger } from '@showcaller/shared';

const cell = cueTriggersBody.shape.triggers;

export function triggersCell(triggers: readonly CueTrigger[]): string | null {
  return triggers.length === 0 ? null : JSON.stringify(triggers);
}

/** The triggers in a cell: [] for an empty cell, null for one that does not hold valid triggers. */
export function parseTriggersCell(text: string): CueTrigger[] | null {
  if (text.trim() === '') return [];
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const p = cell.safeParse(v);
  return p.success ? p.data : null;
}
