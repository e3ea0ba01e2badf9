#!/usr/bin/env node
/**
 * The crew page's JavaScript, gzip-compressed: crew.html's module script plus every chunk it
 * imports statically or dynamically, each counted once; and the same for the stage display
 * (stage.html, docs/decisions/0017-stage-display-and-crew-talk.md) and the public lobby screen (lobby.html,
 * docs/decisions/0035-stage-layouts-and-lobby.md), which must fit the same budget. Fails when either is above 60 KB (the
 * goal of README.md#benchmarks for a phone on venue Wi-Fi; both pages run on Preact's React layer, decision 0019).
 * Each language's catalog is a chunk named `locale-*` (docs/decisions/0038-i18n-lingui.md): a page loads only
 * one, so the largest of them is counted, not all. Fails too when zod is in one of these pages: the pages
 * check their answers without it (apps/web/src/api/lightSchemas.ts), and importing even a constant from a
 * shared schema module brings zod along (it did: 22 → 59 KB for the crew page, until the constant moved);
 * and when a page's HTML does not preload the English catalog.
 * Usage: node scripts/crew-bundle-size.mjs [dist dir, default apps/web/dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const PAGES = ['crew.html', 'stage.html', 'lobby.html'];
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
let over = false;

for (const page of PAGES) {
  if (!existsSync(path.join(dist, page))) {
    console.error(`No ${path.join(dist, page)}: build the web app first (npm run build).`);
    process.exit(1);
  }
  const html = readFileSync(path.join(dist, page), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Map();
  const withZod = [];

  while (pending.length > 0) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    const code = readFileSync(path.join(dist, url), 'utf8');
    seen.set(url, gzipSync(code, { level: 9 }).length);
    if (code.includes('ZodError')) withZod.push(url);
    for (const m of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      pending.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }

  const isLocale = (url) => path.posix.basename(url).startsWith('locale-');
  const locales = [...seen].filter(([url]) => isLocale(url)).sort((a, b) => b[1] - a[1]);
  const counted = [...seen].filter(([url]) => !isLocale(url)).concat(locales.slice(0, 1));
  const total = counted.reduce((a, [, b]) => a + b, 0);
  console.log(page);
  for (const [url, size] of counted.sort((a, b) => b[1] - a[1])) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  if (locales.length > 1) console.log(`         (the largest of ${locales.length} language catalogs; one is loaded)`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_BYTES / 1024} KB)\n`);
  // The English catalog loads with the scripts, not after them (apps/web/vite.config.ts preloadEnglishWords).
  if (!/<link rel="modulepreload"[^>]*href="\/assets\/locale-en-[^"]+\.js"/.test(html)) {
    console.error(`${page} does not preload the English catalog (locale-en): its words would wait for the scripts to run.`);
    over = true;
  }
  if (withZod.length > 0) {
    console.error(`zod is in the ${page} bundle (${withZod.join(', ')}): a shared schema module is imported by this page.`);
    over = true;
  }
  if (total > BUDGET_BYTES) {
    console.error(`The ${page} bundle is over budget.`);
    over = true;
  }
}
if (over) process.exit(1);
