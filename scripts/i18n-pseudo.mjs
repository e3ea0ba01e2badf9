#!/usr/bin/env node
/**
 * Writes the right-to-left pseudo-locale's catalog (ar-XB, docs/decisions/0038-i18n-lingui.md) from
 * the English one: each message between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL
 * FORMATTING, as Android's ar-XB pseudo-locale does, so the words read mirrored and the page runs
 * right to left. The catalog test fails when the file is not what this script writes.
 * Usage: node scripts/i18n-pseudo.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../packages/shared/src/i18n/crew/', import.meta.url);
const en = JSON.parse(readFileSync(new URL('en.json', dir), 'utf8'));
export const pseudo = Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `\u202e${v}\u202c`]));
writeFileSync(new URL('ar-XB.json', dir), `${JSON.stringify(pseudo, null, 2)}\n`);
