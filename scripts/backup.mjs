#!/usr/bin/env node
// `npm run backup [-- <file or folder>]`: runs apps/server/src/cli/backup.ts through tsx on a
// development install, or the built apps/server/dist/cli/backup.js where dev dependencies are
// left out (production). Arguments and the exit code pass through.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/server/src/cli/backup.ts');
const built = path.join(root, 'apps/server/dist/cli/backup.js');

let entry;
try {
  entry = ['--import', import.meta.resolve('tsx'), source];
} catch {
  if (!existsSync(built)) {
    console.error('No backup was written: neither tsx (npm ci) nor a build (npm run build) of the server is here.');
    process.exit(1);
  }
  entry = [built];
}
const r = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
