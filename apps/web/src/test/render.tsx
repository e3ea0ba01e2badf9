import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/Providers';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/api/queryClient';

/** Renders the real app (all routes, providers, toaster) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

export interface MockRoute {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Stubs global fetch: each call is answered by `handler(method, url, body)`.
 * Returns the vi.fn so tests can inspect the calls.
 */
export function mockFetch(handler: (method: string, url: string, body: unknown) => MockRoute | Promise<MockRoute>) {
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body: resBody, headers = {} } = await handler(method, url, body);
    return new Response(resBody === undefined ? null : JSON.stringify(resBody), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  const spy = vi.fn(fn);
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const sampleUser = {
  id: 2,
  username: 'stagemanager',
  email: 'sm@example.com',
  name: 'Sam Manager',
  hasSubscription: false,
  trialActive: false,
  trialEndDate: null,
  isAdmin: false,
  isDemo: false,
  createdAt: '2025-05-07T10:00:00.000Z',
};
