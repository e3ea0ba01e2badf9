import { QueryClient } from '@tanstack/react-query';

/** The defaults (docs/product.md#constants): data never goes stale on its own, no retries, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
