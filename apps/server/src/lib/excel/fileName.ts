/** Download names that every file system accepts, plus the Content-Disposition header that carries them. */

const FORBIDDEN = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|']);
const MAX_STEM = 100;

function isControl(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c < 0x20 || (c >= 0x7f && c < 0xa0);
}

/**
 * Bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the
 * marks U+200E, U+200F, U+061C): invisible, and able to make 'Gala\u202Excod.exe' show as
 * 'Galaexe.docx'. A file name never needs them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * An event name made safe for a file name: / \ : * ? " < > | and bidi controls removed, control characters
 * turned into spaces, runs of spaces collapsed, at most 100 characters, no leading or
 * trailing dots (hidden files, Windows), and `fallback` when nothing is left.
 */
export function safeFileStem(name: string, fallback = 'Event'): string {
  const chars = [...name.replace(BIDI_CONTROL, '')].filter((ch) => !FORBIDDEN.has(ch)).map((ch) => (isControl(ch) ? ' ' : ch));
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
