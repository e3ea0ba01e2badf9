#!/usr/bin/env node
/**
 * Source text points at documents a reader of the repository can open: an ADR
 * (docs/decisions/NNNN-*.md), docs/*.md or a README section. Fails on a reference to an issue by
 * number or to DESIGN.md and the spec, which live outside the repository, and on a cited document
 * or #section that does not exist, printing each as file:line. Run by `npm run lint` and
 * `npm test` (suite doc-refs).
 * Usage: node scripts/check-doc-refs.mjs [folder or file ...] (default: every source folder)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const roots = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'integrations'];
const rootFiles = /^[^.].*\.(ts|js|mjs|cjs)$/;
const sources = /\.(ts|tsx|js|jsx|mjs|cjs|css|html)$/;
const skipped = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'data']);

/** What no reader can follow: "issue 21", "Issue #8", "issues 20 and 21", "DESIGN.md", "spec 2 §4". */
const outside = [
  { pattern: /\bissues?\s+#?\d+/i, says: 'an issue by number' },
  { pattern: /\bDESIGN\.md\b/, says: 'DESIGN.md (outside the repository)' },
  { pattern: /\bshared\/spec\b|\bspec\/[\w-]+\.md\b|§\s?\d/i, says: 'the spec (outside the repository; docs/product.md is its copy)' },
];

/** A cited document in the repository, with an optional #section: docs/decisions/0020 (number only) counts. */
const cited = /\b(docs\/decisions\/\d{4}(?:-[a-z0-9-]+\.md)?|docs\/[a-z-]+\.md(?:#[a-z0-9-]+)?|README\.md#[a-z0-9-]+)/g;
const adrs = readdirSync(path.join(root, 'docs/decisions'));
const sections = new Map();

/** GitHub's anchors of a Markdown file's headings. */
function anchorsOf(file) {
  if (!sections.has(file)) {
    const headings = readFileSync(path.join(root, file), 'utf8').match(/^#+ .*$/gm) ?? [];
    const slug = (h) =>
      h
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-');
    sections.set(file, new Set(headings.map(slug)));
  }
  return sections.get(file);
}

/** Why a citation does not lead anywhere, or undefined when it does. */
function missing(ref) {
  const adr = /^docs\/decisions\/(\d{4})(-.+)?$/.exec(ref);
  if (adr) {
    if (adr[2]) return adrs.includes(ref.slice('docs/decisions/'.length)) ? undefined : 'no such decision record';
    return adrs.some((f) => f.startsWith(`${adr[1]}-`)) ? undefined : 'no decision record with that number';
  }
  const [file, anchor] = ref.split('#');
  if (!existsSync(path.join(root, file))) return 'no such document';
  if (anchor && !anchorsOf(file).has(anchor)) return `no heading #${anchor} in ${file}`;
  return undefined;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (sources.test(entry.name) && full !== self) yield full;
  }
}

function* targets(args) {
  if (args.length) {
    for (const a of args) {
      const full = path.resolve(a);
      if (statSync(full).isDirectory()) yield* walk(full);
      else yield full;
    }
    return;
  }
  for (const r of roots) yield* walk(path.join(root, r));
  for (const name of readdirSync(root)) if (rootFiles.test(name)) yield path.join(root, name);
}

const found = [];
let files = 0;
for (const file of targets(process.argv.slice(2))) {
  files += 1;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const { pattern, says } of outside) {
      const m = pattern.exec(line);
      if (m) found.push(`${path.relative(root, file)}:${i + 1}: "${m[0]}" cites ${says}; cite the ADR or docs section instead`);
    }
    for (const [ref] of line.matchAll(cited)) {
      const why = missing(ref);
      if (why) found.push(`${path.relative(root, file)}:${i + 1}: "${ref}": ${why}`);
    }
  });
}

if (found.length) {
  console.error(found.join('\n'));
  console.error(
    `\n${found.length} reference(s) to documents outside the repository or missing from it. Point at docs/decisions/NNNN-*.md, docs/*.md or a README section; where no document describes the rule yet, add a short paragraph there.`,
  );
  process.exit(1);
}
console.log(`doc-refs: ${files} source files point only at documents in the repository.`);
