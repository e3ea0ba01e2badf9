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

const select = 'h-9 rounded-md border bg-background px-2 text-sm';

export function LanguageSection({ user }: { user: User }) {
  const save = useSetAccountLanguage();
  const langId = useId();
  const clockId = useId();
  const language = user.language ?? null;
  const clockFormat = user.clockFormat ?? '24h';
  const put = (input: Parameters<typeof save.mutate>[0]) =>
    save.mutate(input, {
      onSuccess: () => toast.success('Language settings saved'),
      onError: (err) => toast.error(errorText(err, 'The language settings could not be saved.')),
    });
  return (
    <SettingsSection
      id="language"
      title="Language and clock"
      description="Your language (the browser's when unset) and how clock times are written."
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={langId} className="text-sm font-medium">
            Language
          </label>
          <select
            id={langId}
            className={select}
            value={language ?? ''}
            onChange={(e) => put({ language: isLocale(e.currentTarget.value) ? e.currentTarget.value : null, clockFormat })}
          >
            <option value="">The browser&rsquo;s</option>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={clockId} className="text-sm font-medium">
            Clock
          </label>
          <select
            id={clockId}
            className={select}
            value={clockFormat}
            onChange={(e) => put({ language, clockFormat: e.currentTarget.value === '12h' ? '12h' : '24h' })}
          >
            <option value="24h">24-hour (14:05)</option>
            <option value="12h">12-hour (2:05 PM)</option>
          </select>
        </div>
      </div>
    </SettingsSection>
  );
}
