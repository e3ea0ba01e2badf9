import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { userQueryKey } from '@/api/auth';
import { createQueryClient } from '@/api/queryClient';
import { getToken, subscribeToken } from '@/api/token';
import { ThemeProvider, useTheme } from '@/components/theme/ThemeProvider';
import { AppWordsGate } from '@/i18n/AppWordsGate';

/**
 * Notices sit at the bottom: every screen keeps its controls at the top (the show screen's title,
 * voice toggles, wall clock and GO), and a notice must never cover one of them (docs/product.md#during-a-show).
 */
function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}

/** When the token disappears (logout, a 401 anywhere, another tab), drop the cached user too. */
function useForgetUserWithoutToken(queryClient: QueryClient): void {
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.removeQueries({ queryKey: userQueryKey });
      }),
    [queryClient],
  );
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useForgetUserWithoutToken(client);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AppWordsGate>
          {children}
          <ThemedToaster />
        </AppWordsGate>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
