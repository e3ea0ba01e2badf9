import { fileURLToPath } from 'node:url';

/**
 * `react` as Preact's React layer (decision 0019): the crew and stage pages' build (vite.config.ts,
 * mode `crew`) and the Vitest project that runs their tests on it (vitest.config.ts, `crew-preact`).
 */
export const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact/react.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
