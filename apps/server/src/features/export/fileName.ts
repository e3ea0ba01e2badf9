/** Download names that every file system accepts, plus the Content-Disposition header that carries them. */

const FORBIDDEN = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|']);
const MAX_STEM = 100;

function isControl(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c < 0x20 || (c >= 0x7f && c < 0xa0);
}

/**
 * An event name made safe for a file name: / \ : * ? " < > | removed, control characters
 * turned into spaces, runs of spaces collapsed, at most 100 characters, no leading or
 * trailing dots (hidden files, Windows), and `fallback` when nothing is left.
 */
export function safeFileStem(name: string, fallback = 'Event'): string {
  const chars = [...name].filter((ch) => !FORBIDDEN.has(ch)).map((ch) => (isControl(ch) ? ' ' : ch));
  const collapsed = chars.join('').replace(/\s+/g, ' ').trim();
  const cut = [...collapsed].slice(0, MAX_STEM).join('');
  const stem = cut.replace(/^[.\s]+|[.\s]+$/g, '');
  return stem === '' ? fallback : stem;
}

/** `{event name}{suffix}` with the name made safe, e.g. `Gala 2026-Rundown.xlsx`. */
export function exportFileName(eventName: string, suffix: string): string {
  return `${safeFileStem(eventName)}${suffix}`;
}

/** RFC 5987 value: UTF-8, percent-encoded, also ' ( ) * which encodeURIComponent leaves. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''exact` (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
