/** The caller's wall clock follows the account's clock format (docs/decisions/0038-i18n-lingui.md); 24-hour without one. */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/api/auth';
import { createQueryClient } from '@/api/queryClient';
import { setToken } from '@/api/token';
import { sampleUser } from '@/test/render';
import { WallClock } from './WallClock';

function renderClock(clockFormat: '24h' | '12h' | null) {
  const queryClient = createQueryClient();
  if (clockFormat) {
    setToken('account-token');
    queryClient.setQueryData(userQueryKey, { ...sampleUser, language: null, clockFormat });
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <WallClock />
    </QueryClientProvider>,
  );
}

describe('WallClock', () => {
  it('reads 24-hour without an account (a caller code) and for one that did not choose, 12-hour when the account did', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 10, 14, 5, 9), toFake: ['Date'] });
    try {
      renderClock(null).unmount();
      expect(renderClock(null).getByLabelText('Current time 14:05:09')).toBeInTheDocument();
      renderClock('24h');
      expect(screen.getAllByLabelText('Current time 14:05:09')).toHaveLength(2);
      renderClock('12h');
      expect(screen.getByLabelText(/^Current time 2:05:09\sPM$/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
