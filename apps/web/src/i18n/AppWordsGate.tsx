/**
 * The main app draws once its words are loaded (docs/decisions/0040-i18n-app-and-server.md): in the
 * language `appLanguage.ts` chooses, switching when the account's language changes (the old words
 * stay on screen until the new ones have loaded); Radix's components turn with the language.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { directionOf, type CatalogLocale } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { activateAppLocale, appI18n, appLocale } from './appI18n';
import { accountLocale, appStartLocale, rememberAccountLanguage } from './appLanguage';

export function AppWordsGate({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const wanted = user ? accountLocale(user.language) : appStartLocale();
  const [active, setActive] = useState<CatalogLocale | null>(() => (appI18n.locale ? appLocale() : null));
  useEffect(() => {
    if (user) rememberAccountLanguage(user.language);
  }, [user]);
  useEffect(() => {
    let live = true;
    void activateAppLocale(wanted)
      .catch(() => activateAppLocale('en'))
      .then(() => live && setActive(wanted));
    return () => {
      live = false;
    };
  }, [wanted]);
  // Radix menus, dialogs, tabs and sliders read their direction from here (else left to right).
  return active ? <Direction.Provider dir={directionOf(active)}>{children}</Direction.Provider> : null;
}
