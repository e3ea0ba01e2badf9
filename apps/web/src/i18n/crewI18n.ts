/**
 * The crew phone's, stage display's and lobby screen's words (docs/decisions/0038-i18n-lingui.md):
 * one Lingui i18n object; each language's compiled catalog is its own chunk, loaded when chosen;
 * the event's overrides laid over it; `dir` and `lang` of the page follow the language.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { directionOf, type CatalogLocale, type CrewMessageKey, type Locale } from '@showcaller/shared';
import { setRequestLanguage } from '@/api/requestLanguage';
import { withOverrides } from './overrides';

const CATALOG_DIR = '../../../../packages/shared/src/i18n/crew/';
// Compiled by @lingui/vite-plugin (`?lingui`), one lazy chunk per language (vite.config.ts names them `locale-*`).
const catalogs = import.meta.glob<{ messages: Messages }>('../../../../packages/shared/src/i18n/crew/*.json', { query: '?lingui' });

export const crewI18n = setupI18n();
const loaded = new Map<CatalogLocale, Messages>();
let overrides: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};
let version = 0;
crewI18n.on('change', () => {
  version += 1;
});

function apply(locale: CatalogLocale, messages: Messages): void {
  crewI18n.loadAndActivate({ locale, messages: withOverrides(messages, locale === 'ar-XB' ? undefined : overrides[locale]) });
  setRequestLanguage(locale, 'device');
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
}

/** Loads `locale`'s catalog (once) and makes it the page's language. */
export async function activateCrewLocale(locale: CatalogLocale): Promise<void> {
  let messages = loaded.get(locale);
  if (!messages) {
    const load = catalogs[`${CATALOG_DIR}${locale}.json`];
    if (!load) throw new Error(`No crew catalog for ${locale}`);
    messages = (await load()).messages;
    loaded.set(locale, messages);
  }
  apply(locale, messages);
}

/** The event's own words (per language); the page shows them at once. */
export function setCrewOverrides(next: Partial<Record<Locale, Readonly<Record<string, string>>>>): void {
  if (JSON.stringify(next) === JSON.stringify(overrides)) return;
  overrides = next;
  const locale = crewI18n.locale as CatalogLocale;
  const messages = loaded.get(locale);
  if (messages) apply(locale, messages);
}

export function crewLocale(): CatalogLocale {
  return crewI18n.locale as CatalogLocale;
}

export type Translate = (key: CrewMessageKey, values?: Record<string, string | number>) => string;

export const translate: Translate = (key, values) => crewI18n._(key, values);

const subscribe = (onChange: () => void) => crewI18n.on('change', onChange);
const snapshot = () => version;

/** `t(key, values)` in the page's language; the component draws again when the language or the words change. */
export function useT(): Translate {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return translate;
}
