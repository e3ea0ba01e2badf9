/**
 * Lingui's catalogs (docs/decisions/0038-i18n-lingui.md, 0040-i18n-app-and-server.md), keyed by
 * explicit ids in minimal JSON, one file per language: `crew` (the crew phone, the stage display and
 * the lobby screen), `app/<area>` (the main app, an area per part of it) compiled at build time by
 * @lingui/vite-plugin and loaded per language on demand, and `server/<area>` (error sentences,
 * mails, PDFs, Excel headers) which the server reads itself.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// As packages/shared/src/i18n/appMessages.ts and serverMessages.ts name them.
const APP_AREAS = ['general', 'show', 'rundown', 'setup'];
const SERVER_AREAS = ['errors', 'mail', 'documents', 'sheets'];

export default defineConfig({
  sourceLocale: 'en',
  // ar-XB: the right-to-left pseudo-locale the tests use (packages/shared/src/i18n/locales.ts).
  locales: ['en', 'de', 'fr', 'es', 'it', 'pt', 'ar-XB'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/shared/src/i18n/crew/{locale}',
      include: ['<rootDir>/apps/web/src/crew', '<rootDir>/apps/web/src/stage', '<rootDir>/apps/web/src/lobby'],
    },
    ...APP_AREAS.map((area) => ({ path: `<rootDir>/packages/shared/src/i18n/app/${area}/{locale}`, include: ['<rootDir>/apps/web/src'] })),
    ...SERVER_AREAS.map((area) => ({
      path: `<rootDir>/packages/shared/src/i18n/server/${area}/{locale}`,
      include: ['<rootDir>/apps/server/src'],
    })),
  ],
  format: formatter({ style: 'minimal' }),
});
