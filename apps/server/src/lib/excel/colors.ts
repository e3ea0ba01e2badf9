/** Spreadsheet colours: #RRGGBB ↔ ExcelJS ARGB, and which text colour reads on a fill. */

const HEX = /^#?([0-9a-f]{6})$/i;

/** '#B8860B' → 'FFB8860B'; null for anything that is not #RRGGBB. */
export function argbFromHex(hex: string): string | null {
  const m = HEX.exec(hex.trim());
  return m ? `FF${m[1]!.toUpperCase()}` : null;
}

/** 'FFB8860B' (or 'B8860B') → '#B8860B'; null when unreadable or transparent. */
export function hexFromArgb(argb: string | undefined): string | null {
  if (!argb) return null;
  const v = argb.trim().toUpperCase();
  if (/^[0-9A-F]{8}$/.test(v)) return v.startsWith('00') ? null : `#${v.slice(2)}`;
  if (/^[0-9A-F]{6}$/.test(v)) return `#${v}`;
  return null;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** True when white text has more contrast on this fill than black (WCAG relative luminance). */
export function isDarkFill(hex: string): boolean {
  const m = HEX.exec(hex.trim());
  if (!m) return false;
  const n = parseInt(m[1]!, 16);
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Contrast with white (1.05 / (l + 0.05)) beats contrast with black ((l + 0.05) / 0.05).
  return 1.05 / (l + 0.05) > (l + 0.05) / 0.05;
}
