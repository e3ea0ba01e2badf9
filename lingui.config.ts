/**
 * Lingui's catalogs (docs/decisions/0038-i18n-lingui.md). One catalog so far, `crew`: every word of
 * the crew phone, the stage display and the lobby screen, keyed by explicit ids (`crew.ready`,
 * `stage.level.warning`, …) in minimal JSON, one file per language, compiled at build time by
 * @lingui/vite-plugin and loaded per language on demand. The main app, PDFs, mails and the server's
 * sentences get their own catalogs beside it later.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

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
  ],
  format: formatter({ style: 'minimal' }),
});
