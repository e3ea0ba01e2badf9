import { describe, expect, it } from 'vitest';
import { acceptedLanguages, askerLocale } from './i18n.js';

describe('the asker’s language', () => {
  it('reads Accept-Language best first, skipping q=0, * and malformed parts', () => {
    expect(acceptedLanguages('de-CH, de;q=0.9, en;q=0.8')).toEqual(['de-CH', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('es;q=0, *, x y, it;q=0.1')).toEqual(['it']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the account’s language, else the first the request asks for that it has, else English', () => {
    expect(askerLocale('en-US,de', 'it')).toBe('it');
    expect(askerLocale('en-US,de')).toBe('en');
    expect(askerLocale('ja,de-AT')).toBe('de');
    expect(askerLocale('pt-BR,en;q=0.5', null)).toBe('pt');
    expect(askerLocale('ar-XB')).toBe('ar-XB');
    expect(askerLocale('ja, zh')).toBe('en');
    expect(askerLocale(undefined)).toBe('en');
  });
});
