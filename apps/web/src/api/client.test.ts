import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/render';
import { z } from 'zod';
import { ApiError, apiFetch, buildUrl, SCHEMA_ERROR_TEXT, unknownBody } from './client';
import { AUTH_TOKEN_KEY, getToken, setToken } from './token';

describe('buildUrl', () => {
  it('turns params into a query string and skips null and undefined', () => {
    expect(buildUrl('/api/events', { a: 1, b: null, c: undefined, d: 'x y', e: false })).toBe('/api/events?a=1&d=x+y&e=false');
  });

  it('leaves the path alone without params or with only empty ones', () => {
    expect(buildUrl('/api/events')).toBe('/api/events');
    expect(buildUrl('/api/events', { a: null })).toBe('/api/events');
  });
});

describe('apiFetch', () => {
  it('sends the bearer token, cookies and a JSON body', async () => {
    setToken('tok-123');
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(
      apiFetch('/api/events', unknownBody, { method: 'POST', body: { name: 'Gala' }, params: { page: 2, q: null } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events?page=2');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Gala' }));
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('throws ApiError "status: message" from body.error and keeps status, body and issues', async () => {
    setToken('tok');
    mockFetch(() => ({ status: 400, body: { error: 'Name is required', issues: [{ path: 'name', message: 'Name is required' }] } }));
    const err = await apiFetch('/api/events', unknownBody, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.message).toBe('400: Name is required');
    expect(apiErr.status).toBe(400);
    expect(apiErr.serverText).toBe('Name is required');
    expect(apiErr.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('falls back to body.message', async () => {
    setToken('tok');
    mockFetch(() => ({ status: 404, body: { message: 'Event not found' } }));
    await expect(apiFetch('/api/events/9', unknownBody)).rejects.toThrow('404: Event not found');
  });

  it('clears the stored token on a 401', async () => {
    setToken('stale');
    mockFetch(() => ({ status: 401, body: { error: 'Your session has expired. Please log in again.' } }));
    await expect(apiFetch('/api/user', unknownBody)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the 401 comes from logout', async () => {
    setToken('tok');
    mockFetch(() => ({ status: 401, body: { error: 'Not logged in' } }));
    await expect(apiFetch('/api/auth/logout', unknownBody, { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tok');
  });

  it('reports a network failure as status 0 with a clear text', async () => {
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = (await apiFetch('/api/events', unknownBody).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(err.kind).toBe('network');
    expect(err.message).toMatch(/could not reach the server/i);
  });

  it('warns when a protected resource is requested without a token, not for public auth calls', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch(() => ({ body: {} }));
    await apiFetch('/api/events', unknownBody);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/api/events');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    await apiFetch('/api/auth/login', unknownBody, { method: 'POST', body: {} });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns undefined for an empty successful body', async () => {
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    await expect(apiFetch('/api/events/1', unknownBody, { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('returns what the schema parsed', async () => {
    setToken('tok');
    mockFetch(() => ({ body: { id: 3, extra: 'dropped' } }));
    await expect(apiFetch('/api/things/3', z.object({ id: z.number() }))).resolves.toEqual({ id: 3 });
  });

  it('turns an answer that does not match the schema into a parse ApiError, logged once per endpoint', async () => {
    setToken('tok');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ body: { id: 'three' } }));
    const schema = z.object({ id: z.number() });
    const first = await apiFetch('/api/mismatch/3', schema).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ kind: 'parse', status: 200, text: SCHEMA_ERROR_TEXT });
    await expect(apiFetch('/api/mismatch/4', schema)).rejects.toMatchObject({ kind: 'parse' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('GET /api/mismatch/:id');
    await expect(apiFetch('/api/other-mismatch', schema)).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
