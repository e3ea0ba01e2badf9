import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A built web app of the test's own: the main page, and the crew and stage pages unless left out. */
function webDist(pages: { crew?: boolean } = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcaller-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>main app</title>');
  if (pages.crew !== false) writeFileSync(path.join(dist, 'crew.html'), '<!doctype html><title>crew page</title>');
  writeFileSync(path.join(dist, 'stage.html'), '<!doctype html><title>stage page</title>');
  return dist;
}

describe('web pages from the built app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = webDist();
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

  it('serves stage.html for /stage/{code}', async () => {
    for (const url of ['/stage/ABC234', '/stage/abc234?x=1']) expect(await page(url), url).toContain('stage page');
    // The service worker is a plain file at the root, revalidated on every visit.
    writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1;');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for every other app path', async () => {
    for (const url of ['/dashboard', '/event/12', '/department', '/departments/1', '/department-accessx', '/stage']) {
      expect(await page(url), url).toContain('main app');
    }
  });

  it('falls back to index.html when a build has no crew page', async () => {
    // A build of its own: the shared one keeps its crew page for the other tests, in any order.
    const noCrew = webDist({ crew: false });
    const other = await createTestApp({ WEB_DIST: noCrew });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/department/ABC234' })).body).toContain('main app');
    } finally {
      await other.close();
      rmSync(noCrew, { recursive: true, force: true });
    }
  });
});
