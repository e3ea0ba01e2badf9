import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

describe('free-product redirects', () => {
  it.each([
    ['/subscription', 'Welcome to ShowCaller'],
    ['/payment', 'Redirecting...'],
  ])('%s says the product is free, then goes home after about 2 s', async (path, title) => {
    setToken('tok');
    mockFetch(() => ({ body: sampleUser }));
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/free/i, { selector: 'p' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});
