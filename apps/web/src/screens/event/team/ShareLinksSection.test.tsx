import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAccess, ShareLink, ShareOpened, Team } from '@showcaller/shared';
import { renderApp } from '@/test/render';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { callsTo, openShow, requestUrl } from '../test/openShow';
import { EVENT_ID, dismissToasts, makeCue, makeDepartment, makeTask, mockRundown, stubLayout } from '../test/fixtures';
import { endOfDay } from './ShareLinksSection';

// The show screen's code loads once here, not inside the first test's wait for the table.
beforeAll(() => import('../EventShowPage').then(() => import('./TeamPanel')).then(() => import('@/screens/share/ShareLinkPage')), 30_000);
beforeEach(stubLayout);
afterEach(() => {
  dismissToasts();
  window.sessionStorage.clear();
});

const TOKEN = 'A'.repeat(43);
const owner: MyAccess = { role: 'owner', departmentIds: [], editsRundown: true, runsShow: true, managesEvent: true };
const team: Team = { canManage: true, members: [], invitations: [] };
const link: ShareLink = {
  id: 7,
  label: 'Sound crew',
  kind: 'department',
  departmentId: 1,
  token: TOKEN,
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: null,
  expired: false,
};
const data = {
  cues: [makeCue(1, 1, { action: 'Doors' })],
  departments: [makeDepartment(1, 'Sound'), makeDepartment(2, 'Light')],
  tasks: [makeTask(1, 1, 1, { description: 'Walk-in music' }), makeTask(2, 1, 2, { description: 'House lights' })],
};

describe('Share links in the Team tab (docs/decisions/0036-share-links.md)', () => {
  it('makes a department link with a last day, copies its address and revokes it', { timeout: 30_000 }, async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let links: ShareLink[] = [];
    const { fetchMock } = await openShow(data, (method, url) => {
      if (method === 'GET' && url === `/api/events/${EVENT_ID}/me`) return { body: owner };
      if (method === 'GET' && url === `/api/events/${EVENT_ID}/team`) return { body: team };
      if (method === 'GET' && url === `/api/events/${EVENT_ID}/join-base`)
        return { body: { baseUrl: 'http://show.local:3000', source: 'public-url', loopback: false } };
      if (method === 'GET' && url === `/api/events/${EVENT_ID}/share-links`) return { body: links };
      if (method === 'POST' && url === `/api/events/${EVENT_ID}/share-links`) {
        links = [link];
        return { status: 201, body: link };
      }
      if (method === 'DELETE' && url === '/api/share-links/7') {
        links = [];
        return { body: link };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Team' }));
    const form = await screen.findByRole('form', { name: 'Make a share link' }, { timeout: 8000 });
    expect(await screen.findByText('No share links yet.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name of the link'), 'Sound crew');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'department');
    await userEvent.selectOptions(within(form).getByLabelText('Department'), 'Sound');
    expect(form).toHaveTextContent("Department: edits that department's tasks and notes, follows the rest.");
    await userEvent.click(within(form).getByRole('button', { name: /Last day/ }));
    await userEvent.click(await screen.findByRole('button', { name: /15/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/share-links`)).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/share-links`) as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({ label: 'Sound crew', kind: 'department', departmentId: 1 });
    expect(new Date(String(sent!.expiresAt)).getDate()).toBe(15);

    const list = await screen.findByRole('list', { name: 'Share links' });
    expect(within(list).getByText('Department: Sound · no end date')).toBeInTheDocument();
    expect(within(list).getByLabelText('Address of the link Sound crew')).toHaveValue(`http://show.local:3000/share/${TOKEN}`);
    await userEvent.click(within(list).getByRole('button', { name: 'Copy the link Sound crew' }));
    expect(writeText).toHaveBeenCalledWith(`http://show.local:3000/share/${TOKEN}`);
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke the link Sound crew' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/share-links/7')).toHaveLength(1));
    expect(await screen.findByText('No share links yet.')).toBeInTheDocument();
  });

  it('ends a picked day at its last millisecond on this computer', () => {
    const end = new Date(endOfDay(new Date(2026, 11, 24, 9, 30)));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 11, 24, 23, 59]);
  });
});

describe('/share/{token} (docs/decisions/0036-share-links.md)', () => {
  const opened: ShareOpened = {
    token: 'session-token-of-the-link-000000000000000',
    eventId: EVENT_ID,
    eventName: 'Gala',
    kind: 'department',
    label: 'Sound crew',
    department: { id: 1, name: 'Sound' },
    expiresAt: null,
  };
  const lead: MyAccess = { role: 'lead', departmentIds: [1], editsRundown: false, runsShow: false, managesEvent: false };

  it("opens the show as the link's lead without an account, and drops the screen when the link is revoked", async () => {
    const fetchMock = mockRundown(data, (method, url) => {
      if (method === 'POST' && url === '/api/share/open') return { body: opened };
      if (method === 'GET' && url === `/api/events/${EVENT_ID}/me`) return { body: lead };
      return undefined;
    });
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('table', { name: 'Rundown' }, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/share/open')).toEqual([{ token: TOKEN }]);
    // Every call goes with the link's session.
    const cueCall = fetchMock.mock.calls.find(([input]) => requestUrl(input) === `/api/events/${EVENT_ID}/cues`);
    expect(new Headers(cueCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${opened.token}`);
    expect(screen.getByTestId('share-badge')).toHaveTextContent('Shared link: Sound crew · Sound');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Walk-in music' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'House lights' })).toBeDisabled();

    const ws = FakeWebSocket.last;
    if (ws.readyState !== FakeWebSocket.OPEN) ws.open();
    ws.receive({ type: 'revoked', eventId: EVENT_ID, reason: 'This share link was revoked. Ask the person who sent it for a new one.' });
    const heading = await screen.findByRole('heading', { name: 'Link no longer works' });
    expect(heading.parentElement).toHaveTextContent('This share link was revoked.');
    expect(screen.getByRole('button', { name: 'Open the link again' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rundown' })).toBeNull();
  });

  it("says in the server's words why a link opens nothing", async () => {
    mockRundown(data, (method, url) =>
      method === 'POST' && url === '/api/share/open'
        ? { status: 404, body: { error: 'This share link ended on 2026-11-20 23:59 UTC. Ask the person who sent it for a new one.' } }
        : undefined,
    );
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Link not available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This share link ended on 2026-11-20 23:59 UTC.');
  });
});
