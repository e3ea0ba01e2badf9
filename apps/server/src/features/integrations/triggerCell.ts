/**
 * Per-cue OSC triggers in the workbook's hidden data sheet (docs/decisions/0009): one cell per
 * cue holding the triggers as JSON, read back with the same zod schema the API uses, so a cell
 * someone edited by hand either parses or is ignored (never half-applied).
 */
import { z } from 'zod';
import { cueTriggerSchema, type CueTrigger } from '@showcaller/shared';

export const OSC_TRIGGERS_HEADER = 'OSC triggers';
const cell = z.array(cueTriggerSchema).max(20);

export function triggersCell(triggers: readonly CueTrigger[]): string | null {
  return triggers.length === 0 ? null : JSON.stringify(triggers);
}

/** The triggers in a cell; undefined for an empty cell or one that does not hold valid triggers. */
export function parseTriggersCell(text: string): CueTrigger[] | undefined {
  if (text.trim() === '') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  const p = cell.safeParse(v);
  return p.success ? p.data : undefined;
}
