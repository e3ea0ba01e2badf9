/**
 * The security headers every answer carries (ASVS 14.4): a change to the helmet options that
 * drops one fails here. HSTS is left to the TLS proxy on purpose (README "Deployment").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/user'],
    ['a JSON 404', '/api/nothing-here'],
    ['the health check', '/healthz'],
  ])('%s carries them', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const h = res.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(h['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h['x-powered-by']).toBeUndefined();
  });
});
