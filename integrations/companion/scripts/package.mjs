#!/usr/bin/env node
// Packages the module the way Companion imports third-party modules (docs/decisions/0025-show-control-devices.md): TypeScript to
// dist/, then @companion-module/tools' companion-module-build (webpack bundles main.js with
// @showcaller/shared, zod and ws, copies companion/, writes the manifest with the version and the
// @companion-module/base API version, and tars pkg/ into <id>-<version>.tgz; Companion's docs:
// module-lifecycle/module-packaging). Then it opens the .tgz as Companion would and checks it:
// the manifest validates, HELP.md and main.js are there, and main.js needs nothing from outside
// the package. The .tgz goes to dist/ (Companion 4: Modules page → Import module package);
// pkg/ is removed so that lint and format never see the minified bundle.
//
// The manifest's repository and bugs come from SHOWCALLER_REPOSITORY_URL (and SHOWCALLER_BUGS_URL,
// by default <repository>/issues) when set: the project has no public address of its own yet.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(dir, 'package.json'));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: dir, stdio: 'inherit', ...opts });
const fail = (why) => {
  console.error(`companion package: ${why}`);
  process.exit(1);
};

const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const manifestPath = path.join(dir, 'companion/manifest.json');
const source = readFileSync(manifestPath, 'utf8');
const manifest = JSON.parse(source);
if (manifest.version !== pkg.version) fail(`companion/manifest.json says version ${manifest.version}, package.json ${pkg.version}`);
const repository = process.env.SHOWCALLER_REPOSITORY_URL ?? '';
if (repository) {
  manifest.repository = repository;
  manifest.bugs = process.env.SHOWCALLER_BUGS_URL ?? `${repository.replace(/^git\+/, '').replace(/\.git$/, '')}/issues`;
}

run('npx', ['tsc', '-b', 'tsconfig.build.json']);
const tgz = path.join(dir, `${manifest.id}-${pkg.version}.tgz`);
rmSync(tgz, { force: true });
try {
  if (repository) writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  run(process.execPath, [require.resolve('@companion-module/tools/scripts/build-connection.js')]);
} finally {
  if (repository) writeFileSync(manifestPath, source);
  rmSync(path.join(dir, 'pkg'), { recursive: true, force: true });
}
if (!existsSync(tgz)) fail(`companion-module-build wrote no ${path.basename(tgz)}`);

// Open it as Companion does and check what it holds.
const out = mkdtempSync(path.join(tmpdir(), 'showcaller-companion-pkg-'));
try {
  run('tar', ['-xzf', tgz, '-C', out]);
  const root = path.join(out, 'pkg');
  for (const f of ['companion/manifest.json', 'companion/HELP.md', 'main.js', 'package.json'])
    if (!existsSync(path.join(root, f))) fail(`the package has no ${f}`);
  const packed = JSON.parse(readFileSync(path.join(root, 'companion/manifest.json'), 'utf8'));
  const { validateManifest } = require('@companion-module/base');
  validateManifest(packed);
  if (packed.runtime.entrypoint !== '../main.js') fail(`entrypoint ${packed.runtime.entrypoint}`);
  // Run outside Companion, main.js must load whole and stop only at Companion's missing MODULE_MANIFEST.
  const probe = spawnSync(process.execPath, [path.join(root, 'main.js')], { encoding: 'utf8', timeout: 20_000 });
  const said = `${probe.stdout}\n${probe.stderr}`;
  if (!said.includes('MODULE_MANIFEST')) fail(`main.js did not start as far as asking for Companion:\n${said}`);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  const final = path.join(dir, 'dist', path.basename(tgz));
  renameSync(tgz, final);
  console.log(
    `companion package: ${path.relative(process.cwd(), final)} (module ${packed.id} ${packed.version}, ` +
      `@companion-module/base API ${packed.runtime.apiVersion}, runtime ${packed.runtime.type}); manifest valid, main.js self-contained`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
