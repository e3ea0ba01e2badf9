/**
 * The server's words (docs/decisions/0040-i18n-app-and-server.md): error sentences, mails, PDFs and
 * Excel headers in the asker's language. The catalogs (`packages/shared/src/i18n/server/<area>/`)
 * are read once; Lingui compiles each message the first time it is used (the server has no bundle
 * to keep small, so it compiles at run time, `setMessagesCompiler`).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_LOCALES, isCatalogLocale, matchLocale, type CatalogLocale, type Locale, type ServerMessageKey } from '@showcaller/shared';
import { SERVER_CATALOGS } from '@showcaller/shared/server-catalogs';

const instances = new Map<CatalogLocale, I18n>();
for (const locale of CATALOG_LOCALES) {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  // A key missing in a language (the catalog test forbids it) falls back to English, never to the key.
  i18n.loadAndActivate({ locale, messages: { ...SERVER_CATALOGS.en, ...SERVER_CATALOGS[locale] } });
  instances.set(locale, i18n);
}

export type ServerValues = Record<string, string | number>;

/** `key` in `locale`, with its `{placeholders}` filled. */
export function serverT(locale: CatalogLocale, key: ServerMessageKey, values?: ServerValues): string {
  const i18n = instances.get(locale) ?? instances.get('en');
  return i18n ? i18n._(key, values) : key;
}

/**
 * The languages of an `Accept-Language` header, best first ("de-CH, de;q=0.9, en;q=0.8" →
 * de-CH, de, en); `*` and malformed parts are skipped, q=0 means "not this one".
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The asker's language: the account's when it chose one (a download by a plain link carries the
 * browser's languages, not the account's); else what the request asks for (`Accept-Language`: every
 * page sends its own language, a crew phone its device's, the right-to-left pseudo-locale included);
 * else English.
 */
export function askerLocale(acceptLanguage: string | undefined, accountLanguage?: Locale | null): CatalogLocale {
  if (accountLanguage) return accountLanguage;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const locale = isCatalogLocale(tag) ? tag : matchLocale([tag]);
    if (locale) return locale;
  }
  return 'en';
}

/** An English sentence of the `errors` catalog matched back to its key (and the values of its placeholders). */
export interface MatchedText {
  key: ServerMessageKey;
  values?: ServerValues;
}

const isServerKey = (key: string): key is ServerMessageKey => key in SERVER_CATALOGS.en;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `errors` catalog read backwards: sentences without placeholders by their text, those with
 * plain `{name}` placeholders by a pattern (plurals and selects are not read back). The most fixed
 * text first, so the most specific sentence wins.
 */
const exactTexts = new Map<string, ServerMessageKey>();
const patterns: Array<{ key: ServerMessageKey; names: string[]; re: RegExp; length: number }> = [];
for (const [key, message] of Object.entries(SERVER_CATALOGS.en)) {
  if (!key.startsWith('errors.') || !isServerKey(key) || key === 'errors.text' || key.startsWith('errors.issue.')) continue;
  if (!message.includes('{')) {
    if (!exactTexts.has(message)) exactTexts.set(message, key);
    continue;
  }
  if (/\{\w+\s*,/.test(message)) continue;
  const names: string[] = [];
  const source = message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  patterns.push({ key, names, re: new RegExp(`^${source}$`), length: message.replace(/\{\w+\}/g, '').length });
}
patterns.sort((a, b) => b.length - a.length);

/** The key of an English error sentence, or `errors.text` carrying the sentence when the catalog does not have it. */
export function englishText(message: string): MatchedText {
  const exact = exactTexts.get(message);
  if (exact) return { key: exact };
  for (const p of patterns) {
    const m = p.re.exec(message);
    if (m) return { key: p.key, values: Object.fromEntries(p.names.map((name, i) => [name, m[i + 1] ?? ''])) };
  }
  return { key: 'errors.text', values: { text: message } };
}

/** An English error sentence (a validation issue's, a shared validator's) in `locale`; unknown sentences stay English. */
export function translateEnglish(locale: CatalogLocale, message: string): string {
  if (locale === 'en') return message;
  const t = englishText(message);
  return serverT(locale, t.key, t.values);
}

/** `key` in English: for logs, and the sentences other code and tests compare with. */
export const english = (key: ServerMessageKey, values?: ServerValues): string => serverT('en', key, values);
