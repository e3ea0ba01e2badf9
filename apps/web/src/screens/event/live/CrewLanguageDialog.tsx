/**
 * The event's crew and stage language settings (docs/decisions/0038-i18n-lingui.md), for its owner
 * and producers: the default language of crew phones and stage displays whose browser speaks none
 * of ours, their clock, and the house's own words for any crew or stage string, per language (e.g.
 * "Set" for Ready). Each phone and screen still picks its own language. The dialog's own words are the app's (show catalog).
 */
import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import {
  CREW_MESSAGES_EN,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  OVERRIDABLE_KEYS,
  type ClockFormat,
  type EventLanguage,
  type Locale,
} from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useEventLanguage, useSetEventLanguage } from '@/api/language';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAppT } from '@/i18n/appI18n';

// Full width on a phone: a select is as wide as its longest option otherwise, wider than the dialog.
const controlClassName = 'h-9 w-full min-w-0 max-w-full rounded-md border bg-background px-2 text-sm sm:w-auto';
type Overrides = EventLanguage['stringOverrides'];

function Editor({ eventId, saved, onDone }: { eventId: number; saved: EventLanguage; onDone: () => void }) {
  const t = useAppT();
  const save = useSetEventLanguage(eventId);
  const [crewLanguage, setCrewLanguage] = useState<Locale | null>(saved.crewLanguage);
  const [clock, setClock] = useState<ClockFormat>(saved.crewClockFormat);
  const [overrides, setOverrides] = useState<Overrides>(saved.stringOverrides);
  const [locale, setLocale] = useState<Locale>(saved.crewLanguage ?? 'en');
  const [key, setKey] = useState<string>(OVERRIDABLE_KEYS[0] ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { lang: useId(), clock: useId(), olang: useId(), key: useId(), text: useId(), error: useId() };
  const rows = Object.entries(overrides).flatMap(([l, texts]) => Object.entries(texts).map(([k, v]) => ({ locale: l, key: k, text: v })));

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return;
    setOverrides((o) => ({ ...o, [locale]: { ...(o[locale] ?? {}), [key]: text.trim() } }));
    setText('');
  };
  const remove = (l: string, k: string) =>
    setOverrides((o) => {
      const { [k]: _gone, ...rest } = o[l] ?? {};
      return { ...o, [l]: rest };
    });
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ crewLanguage, crewClockFormat: clock, stringOverrides: overrides });
      onDone();
    } catch (err) {
      setError(errorText(err, t('show.crewLanguage.saveError')));
    }
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-4 sm:flex sm:flex-wrap">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={ids.lang} className="text-sm font-medium">
            {t('show.crewLanguage.default')}
          </label>
          <select
            id={ids.lang}
            className={controlClassName}
            value={crewLanguage ?? ''}
            data-testid="crew-default-language"
            onChange={(e) => setCrewLanguage(isLocale(e.currentTarget.value) ? e.currentTarget.value : null)}
          >
            <option value="">{t('show.crewLanguage.none')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={ids.clock} className="text-sm font-medium">
            {t('show.crewLanguage.clock')}
          </label>
          <select
            id={ids.clock}
            className={controlClassName}
            value={clock}
            onChange={(e) => setClock(e.currentTarget.value === '12h' ? '12h' : '24h')}
          >
            <option value="24h">{t('show.crewLanguage.24h')}</option>
            <option value="12h">{t('show.crewLanguage.12h')}</option>
          </select>
        </div>
      </div>
      <form onSubmit={add} className="grid min-w-0 gap-2 rounded-md border p-3" aria-label={t('show.crewLanguage.addWords')}>
        <p className="text-sm font-medium">{t('show.crewLanguage.ownWordsHint')}</p>
        <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-end">
          <div className="grid min-w-0 gap-1">
            <label htmlFor={ids.olang} className="text-xs">
              {t('show.crewLanguage.language')}
            </label>
            <select
              id={ids.olang}
              className={controlClassName}
              value={locale}
              onChange={(e) => isLocale(e.currentTarget.value) && setLocale(e.currentTarget.value)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={ids.key} className="text-xs">
              {t('show.crewLanguage.text')}
            </label>
            <select
              id={ids.key}
              className={controlClassName}
              value={key}
              data-testid="override-key"
              onChange={(e) => setKey(e.currentTarget.value)}
            >
              {OVERRIDABLE_KEYS.map((k) => (
                <option key={k} value={k}>
                  {CREW_MESSAGES_EN[k]} ({k})
                </option>
              ))}
            </select>
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor={ids.text} className="text-xs">
              {t('show.crewLanguage.yourWords')}
            </label>
            <input
              id={ids.text}
              className={controlClassName}
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm">
            {t('show.crewLanguage.add')}
          </Button>
        </div>
      </form>
      {rows.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t('show.crewLanguage.yourWords')}>
          {rows.map((r) => (
            <li key={`${r.locale}:${r.key}`} className="flex flex-wrap items-center gap-2 break-all">
              <span className="font-mono text-xs">{r.locale}</span>
              <span className="text-muted-foreground">{r.key}</span>
              <span>→ {r.text}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('show.crewLanguage.remove', { locale: r.locale, key: r.key })}
                onClick={() => remove(r.locale, r.key)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {t('show.crewLanguage.save')}
        </Button>
      </div>
    </div>
  );
}

export function CrewLanguageDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useAppT();
  const settings = useEventLanguage(eventId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('show.crewLanguage.title')}</DialogTitle>
          <DialogDescription>{t('show.crewLanguage.description')}</DialogDescription>
        </DialogHeader>
        {settings.data ? (
          <Editor eventId={eventId} saved={settings.data} onDone={() => onOpenChange(false)} />
        ) : settings.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(settings.error, t('show.crewLanguage.readError'))}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {t('show.crewLanguage.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
