/**
 * The main app's words (docs/decisions/0040-i18n-app-and-server.md): a Lingui i18n object of its
 * own (the crew pages' is crewI18n.ts); each language's areas (`app/<area>/<locale>.json`) are
 * compiled at build time and loaded together when the language is chosen; `lang`, `dir` and the
 * requests' `Accept-Language` follow it.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { APP_CATALOG_AREAS, directionOf, type AppMessageKey, type CatalogLocale } from '@showcaller/shared';
import { setRequestLanguage } from '@/api/requestLanguage';

const CATALOG_DIR = '../../../../packages/shared/src/i18n/app/';
// Compiled by @lingui/vite-plugin (`?lingui`); vite.config.ts names each chunk `words-*`.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../../packages/shared/src/i18n/app/*/*.json', { query: '?lingui' });

export const appI18n = setupI18n();
const loaded = new Map<CatalogLocale, Messages>();
let version = 0;
appI18n.on('change', () => {
  version += 1;
});

async function load(locale: CatalogLocale): Promise<Messages> {
  const parts = await Promise.all(
    APP_CATALOG_AREAS.map(async (area) => {
      const importer = catalogs[`${CATALOG_DIR}${area}/${locale}.json`];
      if (!importer) throw new Error(`No ${area} catalog for ${locale}`);
      return (await importer()).messages;
    }),
  );
  const merged: Messages = {};
  for (const part of parts) Object.assign(merged, part);
  return merged;
}

const loading = new Map<CatalogLocale, Promise<Messages>>();

/** `locale`'s catalogs, loaded once; a second caller while they load waits for the same requests. */
export function preloadAppLocale(locale: CatalogLocale): Promise<Messages> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = load(locale).then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Loads `locale`'s catalogs (once) and makes it the app's language. */
export async function activateAppLocale(locale: CatalogLocale): Promise<void> {
  const messages = loaded.get(locale) ?? (await preloadAppLocale(locale));
  appI18n.loadAndActivate({ locale, messages });
  setRequestLanguage(locale, 'app');
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
}

export function appLocale(): CatalogLocale {
  return (appI18n.locale || 'en') as CatalogLocale;
}

/**
 * The locale dates and numbers are written in: the browser's own tag for the app's language when
 * it has one (English in London writes "20 March 2026", in Los Angeles "March 20, 2026"; de-AT,
 * pt-BR…), else the language itself.
 */
export function appFormatLocale(): string {
  const language = appLocale();
  if (typeof navigator === 'undefined' || language === 'ar-XB') return language;
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return tags.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === language) ?? language;
}

export type AppTranslate = (key: AppMessageKey, values?: Record<string, string | number>) => string;

/** Outside React (a toast in a mutation's callback, a confirm text): the app's current language. */
export const appT: AppTranslate = (key, values) => appI18n._(key, values);

const subscribe = (onChange: () => void) => appI18n.on('change', onChange);
const snapshot = () => version;

/** `t(key, values)` in the app's language; the component draws again when the language changes. */
export function useAppT(): AppTranslate {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return appT;
}
