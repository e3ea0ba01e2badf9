import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { preactAliases } from './apps/web/preact.config';
import { serverTestsWithoutDatabase } from './scripts/server-tests-without-database.mjs';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const serverCatalogs = fileURLToPath(new URL('./packages/shared/src/i18n/serverCatalogs.ts', import.meta.url));
// The subpath first: Vite takes the first alias that matches.
const alias = { '@showcaller/shared/server-catalogs': serverCatalogs, '@showcaller/shared': shared };
// Vitest's default is one worker fewer than the cores: one on the 2-core machine, where a suite then left a
// core idle while its one file waited (on PostgreSQL, a socket, a child process). The suites run one after
// another (scripts/test.mjs), so each may use every core.
const cores = availableParallelism();
// On PostgreSQL, the server files that can reach a database: the others test the same thing on either engine and
// run once, in server-sqlite (scripts/server-tests-without-database.mjs reads which from their imports).
const sameOnEitherEngine =
  process.env.TEST_ENGINE === 'postgres' ? serverTestsWithoutDatabase(fileURLToPath(new URL('./apps/server/src', import.meta.url))) : [];

export default defineConfig({
  test: {
    maxWorkers: cores,
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', env: { TZ: 'UTC' } },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...sameOnEitherEngine],
          environment: 'node',
          // A prefix for this run's PostgreSQL schemas, and the drop of those kept for reuse when it ends.
          globalSetup: ['apps/server/src/test/pgSchemasTeardown.ts'],
          // Every file builds its own app on its own database, so the modules need not be loaded
          // again per file: 439 s → 131 s for the suite on a loaded 2-core machine.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'companion',
          include: ['integrations/companion/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        plugins: [react(), lingui()],
        resolve: { alias: { ...alias, '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom per worker, not per file: 193 s → 65 s. setup.ts cleans the DOM,
          // the stores and the mocks after each test, so a file cannot see another's leftovers.
          isolate: false,
          // A lazy route's first import can take seconds on a loaded 2-core machine (see setup.ts).
          testTimeout: 20_000,
          // In CI a failed screen test is tried once more, as e2e's are: one run of 752 failed one
          // test that passed in every run of the file and of the suite since. scripts/test.mjs names a
          // test that passed only on its retry ("flaky") in the summary, so it is seen, not hidden.
          retry: process.env.CI ? 1 : 0,
          env: { TZ: 'UTC' },
        },
      },
      {
        // The crew and stage pages ship on Preact's React layer (decision 0019): their tests run on it
        // too, with @testing-library/react's ESM build, inlined, so that its `react` imports follow the aliases.
        plugins: [react(), lingui()],
        resolve: {
          alias: [
            { find: '@showcaller/shared', replacement: shared },
            { find: '@', replacement: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
            ...preactAliases,
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'crew-preact',
          include: [
            'apps/web/src/crew/**/*.test.{ts,tsx}',
            'apps/web/src/stage/**/*.test.{ts,tsx}',
            'apps/web/src/lobby/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          server: { deps: { inline: [/@testing-library\/react/] } },
          // One jsdom per worker, as for the web project: most of this project's time (161 s of a loaded run)
          // was jsdom being built again for each of its 8 files (55 s with one jsdom).
          isolate: false,
          testTimeout: 20_000,
          retry: process.env.CI ? 1 : 0, // as the web project's
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
