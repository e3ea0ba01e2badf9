/**
 * docs/architecture.md#layers: data from the network is parsed with a shared schema, never cast. This test fails on
 * the casts that used to stand in for a check (`parsed.value as T`, `JSON.parse(x) as Frame`,
 * `(await res.json()) as T`) and on type arguments that bypass apiFetch's schema, in the product
 * code of the web app, the server and the shared package (tests and test helpers may cast).
 */
import { describe, expect, it } from 'vitest';

/** The product sources as text (Vite's glob: this test runs in the browser-like web project). */
const SOURCES: Record<string, string> = import.meta.glob(
  [
    '/apps/web/src/**/*.{ts,tsx}',
    '/apps/server/src/**/*.ts',
    '/packages/shared/src/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/test/**',
    '!**/tests/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'JSON.parse(...) cast to a type', pattern: /JSON\.parse\([^;]*?\)\)?\s+as\s+(?!unknown\b|const\b)[\w{[]/ },
  { name: 'response .json() cast to a type', pattern: /\.json\(\)\)?\s+as\s+(?!unknown\b|const\b)[\w{[]/ },
  { name: 'parsed network value cast to T', pattern: /\b(?:parsed|raw|data|body|payload)(?:\.value)?\s+as\s+T\b/ },
  { name: 'explicit type argument instead of a schema', pattern: /(?<!function )\b(?:apiFetch|rundownFetch|useCrewResource)</ },
];

/** Every rule broken, as "file:line rule". */
function findNetworkCasts(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${file}:${i + 1} ${rule.name}`);
      });
  }
  return found;
}

describe('no casts on parsed network data', () => {
  it('finds none in the product code', () => {
    const files = Object.keys(SOURCES);
    expect(files.some((f) => f.endsWith('/apps/server/src/bus/pgBus.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('/apps/web/src/api/client.ts'))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
    expect(findNetworkCasts(files, (f) => SOURCES[f] ?? '')).toEqual([]);
  });

  it('would catch each kind of cast it is there for', () => {
    const samples: Record<string, string> = {
      'a.ts': 'return parsed.value as T;',
      'b.ts': 'frames.push(JSON.parse(data.toString()) as ServerMessage);',
      'c.ts': 'const body = (await res.json()) as { token: string };',
      'd.ts': "const e = await apiFetch<Event>('/api/events/1');",
      'e.ts': 'const v: unknown = JSON.parse(raw) as unknown; const k = [1] as const; export function apiFetch<T>(',
    };
    const found = findNetworkCasts(Object.keys(samples), (f) => samples[f] ?? '');
    expect(found.map((f) => f.split(':')[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
  });
});
