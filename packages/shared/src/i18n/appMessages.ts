/**
 * The main app's catalogs (docs/decisions/0040-i18n-app-and-server.md): one folder per area under
 * `app/`, one Lingui minimal-JSON file per language, keys prefixed by the area's name
 * (`show.go.disabled`, `rundown.cue.add`, …). English is the source: its keys are every language's,
 * and `AppMessageKey` types `t()` so a wrong key fails the typecheck. Types only: the catalogs load
 * per language in the page (apps/web/src/i18n/appI18n.ts).
 */
import type general from './app/general/en.json';
import type rundown from './app/rundown/en.json';
import type setup from './app/setup/en.json';
import type show from './app/show/en.json';

/** The areas, each a folder of catalogs that one part of the app owns. */
export const APP_CATALOG_AREAS = ['general', 'show', 'rundown', 'setup'] as const;
export type AppCatalogArea = (typeof APP_CATALOG_AREAS)[number];

export type AppMessageKey = keyof typeof general | keyof typeof show | keyof typeof rundown | keyof typeof setup;
