import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Team } from '@showcaller/shared';
import { createQueryClient } from '@/api/queryClient';
import { activateAppLocale } from '@/i18n/appI18n';
import { mockFetch, sampleUser } from '@/test/render';
import { TeamPanel } from './TeamPanel';

const team: Team = {
  canManage: true,
  members: [],
  invitations: [
    {
      id: 4,
      email: 'vic@example.com',
      role: 'viewer',
      departmentIds: [],
      sentAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-12-02T10:00:00.000Z',
      expired: false,
    },
  ],
};

afterEach(() => activateAppLocale('en'));

describe('the setup area in German (docs/decisions/0040-i18n-app-and-server.md)', () => {
  it('draws the Team tab in German: headings, roles and the invitation', async () => {
    await activateAppLocale('de');
    mockFetch((method, url) => {
      if (url === '/api/user') return { body: { ...sampleUser, language: 'de', clockFormat: '24h' } };
      if (url === '/api/events/1/team') return { body: team };
      if (url === '/api/events/1/share-links') return { body: [] };
      if (url === '/api/events/1/departments') return { body: [] };
      return { status: 404, body: { error: 'Not found' } };
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeamPanel eventId={1} headingId="team-h" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeInTheDocument();
    const pending = await screen.findByRole('list', { name: 'Offene Einladungen' });
    expect(within(pending).getByText(/Zuschauer/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Freigabelinks' })).toBeInTheDocument();
  });
});
