/** This device's language and clock (docs/decisions/0038-i18n-lingui.md): the crew phone's, the stage display's and the lobby screen's own. */
import { useId } from 'react';
import { isCatalogLocale, LOCALE_NAMES, LOCALES, PSEUDO_RTL_LOCALE } from '@showcaller/shared';
import { crewLocale, useT } from './crewI18n';
import { pickClockFormat, pickLanguage, useCrewClockFormat } from './crewLanguage';

export function LanguagePicker({ className, clock = true }: { className?: string; clock?: boolean }) {
  const t = useT();
  const format = useCrewClockFormat();
  const langId = useId();
  const clockId = useId();
  const locale = crewLocale();
  return (
    <div className={className ?? 'language-picker'} data-testid="language-picker">
      <span className="language-picker-field">
        <label htmlFor={langId}>{t('common.language')}</label>
        <select
          id={langId}
          value={locale}
          data-testid="language-select"
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (isCatalogLocale(v)) void pickLanguage(v);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
          {/* The tests' right-to-left pseudo-locale, listed only while it is the one shown. */}
          {locale === PSEUDO_RTL_LOCALE && <option value={PSEUDO_RTL_LOCALE}>{PSEUDO_RTL_LOCALE}</option>}
        </select>
      </span>
      {clock && (
        <span className="language-picker-field">
          <label htmlFor={clockId}>{t('common.clock')}</label>
          <select
            id={clockId}
            value={format}
            data-testid="clock-select"
            onChange={(e) => pickClockFormat(e.currentTarget.value === '12h' ? '12h' : '24h')}
          >
            <option value="24h">{t('common.clock.24h')}</option>
            <option value="12h">{t('common.clock.12h')}</option>
          </select>
        </span>
      )}
    </div>
  );
}
