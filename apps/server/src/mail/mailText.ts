/**
 * What an account may type (its name) goes into mails as data, never as markup or structure:
 * HTML parts escape it, and text parts and subjects get it on one line, so a name cannot add a
 * header, a forged paragraph ("All is safe: click") or a tag (docs/security.md "Trust, round 3" 20.9).
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and attribute values of an HTML mail part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Line breaks (CR, LF, Unicode line and paragraph separators) and other control characters become spaces. */
export function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ');
}
