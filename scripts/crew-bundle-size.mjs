#!/usr/bin/env node
/**
 * The crew page's JavaScript, gzip-compressed: crew.html's module script plus every chunk it
 * imports statically or dynamically, each counted once. Fails above the 100 KB budget.
 * Usage: node scripts/crew-bundle-size.mjs [dist dir, default apps/web/dist]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = readFileSync(path.join(dist, 'crew.html'), 'utf8');
const pending = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const seen = new Map();

while (pending.length > 0) {
  const url = pending.pop();
  if (seen.has(url)) continue;
  const code = readFileSync(path.join(dist, url), 'utf8');
  seen.set(url, gzipSync(code, { level: 9 }).length);
  for (const m of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    pending.push(path.posix.join(path.posix.dirname(url), m[1]));
  }
}

const total = [...seen.values()].reduce((a, b) => a + b, 0);
for (const [url, size] of [...seen].sort((a, b) => b[1] - a[1])) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) {
  console.error('The crew bundle is over budget.');
  process.exit(1);
}
