/**
 * The crew, stage and lobby pages' language runtime (docs/decisions/0038-i18n-lingui.md): overrides
 * compile as Lingui's own compiler would and lay over the catalog; the device chooses its language
 * (its own choice, the browser's, the event's, English), never the caller's; formats follow the
 * language and the 24/12-hour choice; right-to-left languages turn the page.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCrewLocale, crewLocale, setCrewOverrides, translate } from './crewI18n';
import {
  applyEventLanguage,
  chooseLanguage,
  crewClockFormat,
  pickClockFormat,
  pickLanguage,
  takeLanguageFromAddress,
} from './crewLanguage';
import { clockText, dayText, numberText } from './formats';
import { compileOverride, withOverrides } from './overrides';

afterEach(async () => {
  window.localStorage.clear();
  setCrewOverrides({});
  await activateCrewLocale('en');
});

describe('overrides', () => {
  it.each(['Ready', 'Set {since}', '{number}: {action} ({status})', 'it’s {x} o’clock', ''])('compiles %j as Lingui does', (text) => {
    expect(compileOverride(text)).toEqual(compileMessage(text));
  });

  it('lays the event’s words over the catalog and ignores keys the catalog lacks', () => {
    const merged = withOverrides(
      { 'crew.ready': ['Ready'], 'crew.updated': ['Updated ', ['since']] },
      { 'crew.ready': 'Set', 'crew.gone': 'x' },
    );
    expect(merged).toEqual({ 'crew.ready': ['Set'], 'crew.updated': ['Updated ', ['since']] });
  });

  it('shows an override for its language only, and drops it when the owner removes it', async () => {
    setCrewOverrides({ es: { 'crew.ready': 'Listos ya', 'crew.updated': 'Al día {since}' } });
    expect(translate('crew.ready')).toBe('Ready');
    await activateCrewLocale('es');
    expect(translate('crew.ready')).toBe('Listos ya');
    expect(translate('crew.updated', { since: 'ahora' })).toBe('Al día ahora');
    setCrewOverrides({});
    expect(translate('crew.ready')).toBe('Listo');
  });
});

describe('who chooses', () => {
  it('takes the device’s choice, then the browser’s language, then the event’s default, then English', () => {
    expect(chooseLanguage('it', ['de-DE'], 'es')).toBe('it');
    expect(chooseLanguage(null, ['nl-NL', 'de-AT'], 'es')).toBe('de');
    expect(chooseLanguage(null, ['nl-NL'], 'es')).toBe('es');
    expect(chooseLanguage(null, ['nl-NL'], null)).toBe('en');
  });

  it('keeps a picked language and one from ?lang=, and switches the page', async () => {
    await pickLanguage('fr');
    expect(crewLocale()).toBe('fr');
    expect(translate('common.go')).toBe('TOP');
    takeLanguageFromAddress('?lang=pt');
    expect(window.localStorage.getItem('showcaller:crewLanguage')).toBe('pt');
    takeLanguageFromAddress('?lang=klingon');
    expect(window.localStorage.getItem('showcaller:crewLanguage')).toBe('pt');
  });

  it('follows the event’s default only when the device chose nothing and the browser speaks none of ours', async () => {
    // jsdom's browser speaks en-US: the event's Spanish does not win over it.
    applyEventLanguage({ crewLanguage: 'es', crewClockFormat: '24h', stringOverrides: {} });
    expect(crewLocale()).toBe('en');
    await pickLanguage('de');
    applyEventLanguage({ crewLanguage: 'es', crewClockFormat: '12h', stringOverrides: { de: { 'crew.ready': 'Klar' } } });
    expect(crewLocale()).toBe('de');
    expect(translate('crew.ready')).toBe('Klar');
    expect(crewClockFormat()).toBe('12h');
    pickClockFormat('24h');
    expect(crewClockFormat()).toBe('24h');
  });

  it('turns the page right to left for the pseudo-locale and back', async () => {
    await activateCrewLocale('ar-XB');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-XB');
    expect(translate('crew.ready')).toBe('\u202eReady\u202c');
    await activateCrewLocale('de');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('formats', () => {
  const at = Date.UTC(2027, 2, 10, 14, 5, 9);
  it('writes clock times 24-hour by default, 12-hour when chosen', () => {
    expect(clockText(at, 'en', '24h', { timeZone: 'UTC' })).toBe('14:05');
    expect(clockText(at, 'en', '12h', { timeZone: 'UTC' })).toMatch(/^2:05\sPM$/);
    expect(clockText(at, 'de', '24h', { timeZone: 'UTC', seconds: true })).toBe('14:05:09');
    expect(clockText(at, 'de', '24h', { timeZone: 'Europe/Berlin' })).toBe('15:05');
    expect(clockText(at, 'de', '24h', { timeZone: 'Not/AZone' })).toMatch(/^\d\d:\d\d$/);
  });

  it('writes days and numbers as the language does', () => {
    expect(dayText('2027-03-10', 'de')).toBe('Mittwoch, 10. März');
    expect(dayText('2027-03-10', 'es')).toBe('miércoles, 10 de marzo');
    expect(dayText('not a day', 'fr')).toBe('not a day');
    expect(numberText(1234.5, 'de')).toBe('1.234,5');
    expect(numberText(1234.5, 'en')).toBe('1,234.5');
  });
});
