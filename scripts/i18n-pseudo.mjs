#!/usr/bin/env node
/**
 * Writes the right-to-left pseudo-locale's catalogs (ar-XB, docs/decisions/0038-i18n-lingui.md) from
 * the English ones, in every catalog folder (crew, app/<area>, server/<area>): each message between
 * U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL FORMATTING, as Android's ar-XB
 * pseudo-locale does, so the words read mirrored and the page runs right to left. The catalog test
 * fails when a file is not what this script writes.
 * Usage: node scripts/i18n-pseudo.mjs
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../packages/shared/src/i18n/', import.meta.url);
const folders = ['crew/'];
for (const group of ['app', 'server']) for (const area of readdirSync(new URL(`${group}/`, root))) folders.push(`${group}/${area}/`);

for (const folder of folders) {
  const dir = new URL(folder, root);
  if (!existsSync(new URL('en.json', dir))) continue;
  const en = JSON.parse(readFileSync(new URL('en.json', dir), 'utf8'));
  const pseudo = Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `\u202e${v}\u202c`]));
  writeFileSync(new URL('ar-XB.json', dir), `${JSON.stringify(pseudo, null, 2)}\n`);
}
