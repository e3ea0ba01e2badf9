/**
 * Every catalog (docs/decisions/0038-i18n-lingui.md, 0040-i18n-app-and-server.md) is complete in every language: the same keys
 * as English, each message valid ICU that Lingui compiles, keeping English's placeholders (and its
 * plural where it has one); the right-to-left pseudo-locale is exactly what scripts/i18n-pseudo.mjs writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_CATALOG_AREAS } from './appMessages.js';
import { CATALOG_LOCALES, LOCALES, PSEUDO_RTL_LOCALE } from './locales.js';
import { SERVER_CATALOG_AREAS } from './serverMessages.js';
import { CREW_MESSAGES_EN, OVERRIDABLE_KEYS, overrideProblem, placeholdersOf, stringOverridesSchema } from './crewMessages.js';

const root = new URL('./', import.meta.url);
/** Every catalog folder: the crew pages', the main app's areas and the server's. */
const FOLDERS: Array<{ folder: string; prefix: string | null }> = [
  { folder: 'crew', prefix: null },
  ...APP_CATALOG_AREAS.map((area) => ({ folder: `app/${area}`, prefix: area })),
  ...SERVER_CATALOG_AREAS.map((area) => ({ folder: `server/${area}`, prefix: area })),
];
const catalogFile = z.record(z.string(), z.string());
const read = (folder: string, locale: string): Record<string, string> =>
  catalogFile.parse(JSON.parse(readFileSync(new URL(`${folder}/${locale}.json`, root), 'utf8')));
const isPlural = (m: string) => /\{\s*\w+\s*,\s*plural\s*,/.test(m);
/** `{name}` placeholders outside a plural's branches, plus the plural's own variable. */
const variables = (m: string) => [...new Set([...m.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]))].sort();

describe.each(FOLDERS)('$folder catalogs', ({ folder, prefix }) => {
  const en = read(folder, 'en');

  it('has a file for every language and no other', () => {
    const files = readdirSync(new URL(`${folder}/`, root))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...CATALOG_LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and no other', (locale) => {
    const own = read(folder, locale);
    expect(
      Object.keys(en).filter((k) => !(k in own)),
      `missing in ${locale}`,
    ).toEqual([]);
    expect(
      Object.keys(own).filter((k) => !(k in en)),
      `unknown in ${locale}`,
    ).toEqual([]);
  });

  it.each([...CATALOG_LOCALES])('%s: every message compiles, is not empty and keeps English’s placeholders and plurals', (locale) => {
    const own = read(folder, locale);
    for (const [key, text] of Object.entries(own)) {
      const source = en[key] ?? '';
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(() => compileMessage(text), `${locale} ${key}`).not.toThrow();
      expect(variables(text), `${locale} ${key}`).toEqual(variables(source));
      expect(isPlural(text), `${locale} ${key}`).toBe(isPlural(source));
    }
  });

  it('keeps the pseudo-locale in step with English', () => {
    const expected = Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `\u202e${v}\u202c`]));
    expect(read(folder, PSEUDO_RTL_LOCALE)).toEqual(expected);
  });

  // Only the app's and the server's folders are areas (the crew catalog is one): no test, rather than a skipped one.
  if (prefix)
    it('names every key after its area, so areas never share a key', () => {
      expect(Object.keys(en).filter((k) => !k.startsWith(`${prefix}.`))).toEqual([]);
    });
});

describe('crew catalogs', () => {
  it('keeps STANDBY, GO and HOLD short enough for the phone’s flash in every language', () => {
    for (const locale of LOCALES)
      for (const k of ['common.standby', 'common.go', 'common.hold']) expect(read('crew', locale)[k]!.length).toBeLessThanOrEqual(10);
  });
});

describe('string overrides', () => {
  it('reads placeholders', () => {
    expect(placeholdersOf('Cue {number}, {action}: {status} {number}')).toEqual(['action', 'number', 'status']);
    expect(CREW_MESSAGES_EN['crew.ready']).toBe('Ready');
  });

  it('allows crew and stage keys without plurals, not lobby ones', () => {
    expect(OVERRIDABLE_KEYS).toContain('crew.ready');
    expect(OVERRIDABLE_KEYS).toContain('stage.level.warning');
    expect(OVERRIDABLE_KEYS).not.toContain('crew.next.heading');
    expect(OVERRIDABLE_KEYS.some((k) => k.startsWith('lobby.'))).toBe(false);
  });

  it('checks an override’s placeholders against English', () => {
    expect(overrideProblem('crew.ready', 'Set')).toBeNull();
    expect(overrideProblem('crew.updated', 'Fresh {since}')).toBeNull();
    expect(overrideProblem('crew.updated', 'Fresh')).toMatch(/must keep \{since\}/);
    expect(overrideProblem('crew.updated', 'Fresh {since} {x}')).toMatch(/only \{since\}/);
    expect(overrideProblem('crew.ready', 'Set {')).toMatch(/cannot hold braces/);
    expect(overrideProblem('nope', 'x')).toMatch(/not a crew phone or stage display text/);
  });

  it('parses per language and refuses what it cannot place', () => {
    expect(stringOverridesSchema.safeParse({ es: { 'crew.ready': ' Listos ' } }).data).toEqual({ es: { 'crew.ready': 'Listos' } });
    expect(stringOverridesSchema.safeParse({ xx: { 'crew.ready': 'x' } }).success).toBe(false);
    expect(stringOverridesSchema.safeParse({ en: { 'crew.ready': '' } }).success).toBe(false);
  });
});
