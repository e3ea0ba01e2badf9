/**
 * The language the server answers this page in (docs/decisions/0040-i18n-app-and-server.md): its
 * error sentences follow `Accept-Language`, which every request of the page sends as the page's own
 * language (the account's in the main app, the device's on a crew phone or stage display), not the
 * browser's list.
 */
let language: string | null = null;
let fromApp = false;

/**
 * `app`: the main app's language (the account's); `device`: a crew, stage or lobby catalog's, which
 * the main app also loads to draw a stage preview: there the account's language still wins.
 */
export function setRequestLanguage(locale: string, source: 'app' | 'device'): void {
  if (source === 'device' && fromApp) return;
  fromApp ||= source === 'app';
  language = locale;
}

/** Adds `Accept-Language` to `headers` once the page has a language. */
export function withRequestLanguage(headers: Record<string, string>): Record<string, string> {
  if (language) headers['Accept-Language'] = language;
  return headers;
}
