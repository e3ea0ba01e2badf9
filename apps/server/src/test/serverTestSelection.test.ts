/** Which server test files run once only (scripts/server-tests-without-database.mjs): none that can reach a database. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverTestsWithoutDatabase } from '../../../../scripts/server-tests-without-database.mjs';

const src = fileURLToPath(new URL('..', import.meta.url));
const rel = (files: string[]) => files.map((f) => path.relative(src, f));

describe('server tests that run on one engine only', () => {
  it('leaves every test that builds an app or opens a database to both engines', () => {
    const once = serverTestsWithoutDatabase(src);
    expect(rel(once)).toContain('features/integrations/osc.test.ts');
    expect(rel(once)).not.toContain('test/security/isolation.test.ts');
    for (const file of once) {
      const text = readFileSync(file, 'utf8');
      expect(text, path.relative(src, file)).not.toMatch(/createTestApp|harness\.js|db\/client\.js|from 'pg'|better-sqlite3/);
    }
  });

  it('follows value imports through other modules, not type-only ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'selection-'));
    mkdirSync(path.join(dir, 'db'));
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    write('db/client.ts', "import pg from 'pg';\nexport const open = () => pg;\n");
    write('repo.ts', "import { open } from './db/client.js';\nexport const rows = () => open();\n");
    write('words.ts', "import type { open } from './db/client.js';\nexport type Open = typeof open;\nexport const hello = 'hi';\n");
    write('deep.test.ts', "import { rows } from './repo.js';\nrows();\n");
    write('typed.test.ts', "import { hello } from './words.js';\nimport type { rows } from './repo.js';\nexport { hello };\n");
    write('engine.test.ts', 'const engine = process.env.TEST_ENGINE;\nexport { engine };\n');
    write('lazy.test.ts', "export const load = () => import('./repo.js');\n");
    write('driver.test.ts', "import Database from 'better-sqlite3';\nexport { Database };\n");
    const once = serverTestsWithoutDatabase(dir).map((f) => path.basename(f));
    expect(once).toEqual(['typed.test.ts']);
  });
});
