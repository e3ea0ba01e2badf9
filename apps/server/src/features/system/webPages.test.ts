import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('web pages from the built app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'showcaller-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>main app</title>');
    writeFileSync(path.join(dist, 'crew.html'), '<!doctype html><title>crew page</title>');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('serves crew.html for the crew paths', async () => {
    for (const url of ['/department/ABC234', '/department-login/access', '/department-login/abc234?x=1', '/department-access']) {
      expect(await page(url), url).toContain('crew page');
    }
  });

  it('serves index.html for every other app path', async () => {
    for (const url of ['/dashboard', '/event/12', '/department', '/departments/1', '/department-accessx']) {
      expect(await page(url), url).toContain('main app');
    }
  });

  it('falls back to index.html when a build has no crew page', async () => {
    rmSync(path.join(dist, 'crew.html'));
    const other = await createTestApp({ WEB_DIST: dist });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/department/ABC234' })).body).toContain('main app');
    } finally {
      await other.close();
    }
  });
});
