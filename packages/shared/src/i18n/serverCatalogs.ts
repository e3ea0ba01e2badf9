/**
 * Every server catalog, every language, for the server only (`@showcaller/shared/server-catalogs`):
 * pages never import this file. Merged per language: keys are unique across areas (each area's prefix).
 */
import type { CatalogLocale } from './locales.js';

import errorsEn from './server/errors/en.json' with { type: 'json' };
import errorsDe from './server/errors/de.json' with { type: 'json' };
import errorsFr from './server/errors/fr.json' with { type: 'json' };
import errorsEs from './server/errors/es.json' with { type: 'json' };
import errorsIt from './server/errors/it.json' with { type: 'json' };
import errorsPt from './server/errors/pt.json' with { type: 'json' };
import errorsArXB from './server/errors/ar-XB.json' with { type: 'json' };
import mailEn from './server/mail/en.json' with { type: 'json' };
import mailDe from './server/mail/de.json' with { type: 'json' };
import mailFr from './server/mail/fr.json' with { type: 'json' };
import mailEs from './server/mail/es.json' with { type: 'json' };
import mailIt from './server/mail/it.json' with { type: 'json' };
import mailPt from './server/mail/pt.json' with { type: 'json' };
import mailArXB from './server/mail/ar-XB.json' with { type: 'json' };
import documentsEn from './server/documents/en.json' with { type: 'json' };
import documentsDe from './server/documents/de.json' with { type: 'json' };
import documentsFr from './server/documents/fr.json' with { type: 'json' };
import documentsEs from './server/documents/es.json' with { type: 'json' };
import documentsIt from './server/documents/it.json' with { type: 'json' };
import documentsPt from './server/documents/pt.json' with { type: 'json' };
import documentsArXB from './server/documents/ar-XB.json' with { type: 'json' };
import sheetsEn from './server/sheets/en.json' with { type: 'json' };
import sheetsDe from './server/sheets/de.json' with { type: 'json' };
import sheetsFr from './server/sheets/fr.json' with { type: 'json' };
import sheetsEs from './server/sheets/es.json' with { type: 'json' };
import sheetsIt from './server/sheets/it.json' with { type: 'json' };
import sheetsPt from './server/sheets/pt.json' with { type: 'json' };
import sheetsArXB from './server/sheets/ar-XB.json' with { type: 'json' };

export const SERVER_CATALOGS: Readonly<Record<CatalogLocale, Readonly<Record<string, string>>>> = {
  en: { ...errorsEn, ...mailEn, ...documentsEn, ...sheetsEn },
  de: { ...errorsDe, ...mailDe, ...documentsDe, ...sheetsDe },
  fr: { ...errorsFr, ...mailFr, ...documentsFr, ...sheetsFr },
  es: { ...errorsEs, ...mailEs, ...documentsEs, ...sheetsEs },
  it: { ...errorsIt, ...mailIt, ...documentsIt, ...sheetsIt },
  pt: { ...errorsPt, ...mailPt, ...documentsPt, ...sheetsPt },
  'ar-XB': { ...errorsArXB, ...mailArXB, ...documentsArXB, ...sheetsArXB },
};
