/**
 * The account's language and clock (docs/decisions/0038-i18n-lingui.md), kept with the account.
 * The main app's screens follow it once their catalog comes (README "Languages"); crew phones and
 * stage displays never do: each chooses its own.
 */
import { useId } from 'react';
import { toast } from 'sonner';
import { isLocale, LOCALE_NAMES, LOCALES, type User } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useSetAccountLanguage } from '@/api/language';
import { SettingsSection } from './SettingsSection';
import { activateAppLocale, appT, useAppT } from '@/i18n/appI18n';
import { accountLocale } from '@/i18n/appLanguage';

const selectClassName = 'h-9 rounded-md border bg-background px-2 text-sm';

export function LanguageSection({ user }: { user: User }) {
  const t = useAppT();
  const save = useSetAccountLanguage();
  const langId = useId();
  const clockId = useId();
  const language = user.language ?? null;
  const clockFormat = user.clockFormat ?? '24h';
  const put = (input: Parameters<typeof save.mutate>[0]) =>
    save.mutate(input, {
      // Said in the language just chosen: its words are loaded first (AppWordsGate then finds them loaded).
      onSuccess: (saved) =>
        void activateAppLocale(accountLocale(saved.language))
          .catch(() => undefined)
          .then(() => toast.success(appT('general.settings.language.saved'))),
      onError: (err) => toast.error(errorText(err, t('general.settings.language.saveFailed'))),
    });
  return (
    <SettingsSection id="language" title={t('general.settings.language.title')} description={t('general.settings.language.description')}>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={langId} className="text-sm font-medium">
            {t('general.language.label')}
          </label>
          <select
            id={langId}
            className={selectClassName}
            value={language ?? ''}
            onChange={(e) => put({ language: isLocale(e.currentTarget.value) ? e.currentTarget.value : null, clockFormat })}
          >
            <option value="">{t('general.settings.language.browser')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={clockId} className="text-sm font-medium">
            {t('general.settings.language.clock')}
          </label>
          <select
            id={clockId}
            className={selectClassName}
            value={clockFormat}
            onChange={(e) => put({ language, clockFormat: e.currentTarget.value === '12h' ? '12h' : '24h' })}
          >
            <option value="24h">{t('general.settings.language.clock24')}</option>
            <option value="12h">{t('general.settings.language.clock12')}</option>
          </select>
        </div>
      </div>
    </SettingsSection>
  );
}
