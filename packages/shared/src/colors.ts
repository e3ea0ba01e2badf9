/**
 * Cell colour from task colours (docs/product.md#running-the-show): no coloured task → none; otherwise the colour
 * of highest priority. red (hex starting f/e, or named red) 5; orange/amber 4; yellow 3;
 * purple/violet 2; anything else 1. Ties keep the first.
 */
export function colorPriority(color: string): number {
  const c = color.trim().toLowerCase();
  if (c === '') return 0;
  if (c.includes('red') || /^#[ef]/.test(c)) return 5;
  if (c.includes('orange') || c.includes('amber')) return 4;
  if (c.includes('yellow')) return 3;
  if (c.includes('purple') || c.includes('violet')) return 2;
  return 1;
}

export function cellColorFromTasks(tasks: ReadonlyArray<{ color: string | null }>): string {
  let best = '';
  let bestPriority = 0;
  for (const t of tasks) {
    const p = colorPriority(t.color ?? '');
    if (p > bestPriority) {
      best = (t.color ?? '').trim();
      bestPriority = p;
    }
  }
  return best;
}

/**
 * The colours of the show's calls (docs/decisions/0022-wrap-up-colours-and-cue-lights.md):
 * 'spec' amber standby, red GO, green hold; 'cue-light' red standby, green GO (blue hold), as a
 * theatre cue light. Used by the caller's rows and buttons and the crew phones' flash. Here, not
 * beside its zod schema (schemas/event.ts): the crew page reads it, and importing a schema module
 * brings zod into that page's bundle.
 */
export const CUE_COLOR_SCHEMES = ['spec', 'cue-light'] as const;
