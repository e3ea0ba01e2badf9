import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { preactAliases } from './preact.config';

const backend = 'http://localhost:3000';

/**
 * The shared package has no side effects, but it does not say so (no `sideEffects` in its package.json).
 * Declaring it here lets a screen that only needs a constant skip every zod schema (and zod itself),
 * which keeps the entry and the crew view small.
 */
const sharedIsSideEffectFree: Plugin = {
  name: 'showcaller:shared-side-effect-free',
  transform(code, id) {
    if (!id.includes('/packages/shared/src/')) return null;
    return { code, moduleSideEffects: false };
  },
};

/** The crew entry's paths: apps/server/src/app.ts serves crew.html for the same ones. */
function isCrewPath(pathname: string): boolean {
  return pathname.startsWith('/department/') || pathname.startsWith('/department-login/') || pathname === '/department-access';
}

const serveCrewHtml: Connect.NextHandleFunction = (req, _res, next) => {
  const [pathname = '', query] = (req.url ?? '').split('?');
  if (req.method === 'GET' && isCrewPath(pathname)) req.url = `/crew.html${query ? `?${query}` : ''}`;
  // The stage display (docs/decisions/0017-stage-display-and-crew-talk.md) is a third page; the server answers /stage/{code} with it too.
  else if (req.method === 'GET' && pathname.startsWith('/stage/')) req.url = `/stage.html${query ? `?${query}` : ''}`;
  // The public lobby screen (docs/decisions/0035-stage-layouts-and-lobby.md) is a fourth.
  else if (req.method === 'GET' && pathname.startsWith('/lobby/')) req.url = `/lobby.html${query ? `?${query}` : ''}`;
  next();
};

/** `vite dev` and `vite preview` answer crew paths with crew.html, as the server does. */
const crewPages: Plugin = {
  name: 'showcaller:crew-pages',
  configureServer: (server) => void server.middlewares.use(serveCrewHtml),
  configurePreviewServer: (server) => void server.middlewares.use(serveCrewHtml),
};

/**
 * The English words (the language a page opens in unless the device or account chose another) start
 * loading with the page's own scripts: a `modulepreload` per catalog chunk in the built HTML. Without
 * it the words were a request of their own after the scripts had run, one more round trip before the
 * first paint (on the phone bench's 400 ms link the crew page's `locale-en` ended 0.5 s after its script).
 * A page in another language loads its own chunk as before; the English one is then ~3 KB (crew) or
 * ~35 KB (app) spent for nothing.
 */
const preloadEnglishWords: Plugin = {
  name: 'showcaller:preload-english-words',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      if (!ctx.bundle) return undefined;
      // The app's words are `words-en-*` (four areas), the crew, stage and lobby pages' `locale-en-*` (chunkFileNames below).
      const prefix = ctx.filename.endsWith('index.html') ? 'assets/words-en-' : 'assets/locale-en-';
      return Object.values(ctx.bundle)
        .filter((file) => file.type === 'chunk' && file.fileName.startsWith(prefix))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` },
          injectTo: 'head' as const,
        }));
    },
  },
};

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The crew and stage pages run on Preact's React layer (preact.config.ts, decision 0019): the same
// components, a sixth of the JavaScript. Only the build of mode `crew` uses it; `vite dev` runs those
// pages on React, and the Vitest project `crew-preact` runs their tests on Preact.

export default defineConfig(({ mode }) => ({
  // Lingui compiles the catalogs imported with `?lingui` (apps/web/src/i18n/crewI18n.ts, lingui.config.ts).
  plugins: [
    react(),
    tailwindcss(),
    sharedIsSideEffectFree,
    crewPages,
    preloadEnglishWords,
    lingui({ configPath: page('../../lingui.config.ts') }),
  ],
  resolve: {
    alias: [
      { find: '@showcaller/shared', replacement: page('../../packages/shared/src/index.ts') },
      { find: '@', replacement: page('./src') },
      ...(mode === 'crew' ? preactAliases : []),
    ],
  },
  build: {
    outDir: 'dist',
    // Two builds into one folder (`npm run build`): the app first, which empties it, then mode `crew`.
    emptyOutDir: mode !== 'crew',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Three pages: the app; the crew screens (code entry, department live view) kept small for
      // phones, and the stage display, as small (both counted by scripts/crew-bundle-size.mjs).
      input:
        mode === 'crew'
          ? { crew: page('./crew.html'), stage: page('./stage.html'), lobby: page('./lobby.html') }
          : { main: page('./index.html') },
      output: {
        // Each language's catalog is its own chunk, `locale-<lang>`: a page loads one, and
        // scripts/crew-bundle-size.mjs counts the largest of them, not all.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/packages/shared/src/i18n/crew/')
            ? 'assets/locale-[name]-[hash].js'
            : chunk.facadeModuleId?.includes('/packages/shared/src/i18n/app/')
              ? 'assets/words-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
    },
  },
}));
