/**
 * docs/architecture.md#layers: one cache entry per resource, so a live edit (a `refetch` frame, docs/decisions/0008)
 * reaches every page that shows the data: the show screen and the event detail page alike.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, sampleUser } from '@/test/render';
import {
  dismissToasts,
  EVENT_ID,
  logIn,
  makeCue,
  makeDepartment,
  mockRundown,
  stubLayout,
  type RundownData,
} from '@/screens/event/test/fixtures';
import { FakeWebSocket } from './test/FakeWebSocket';

beforeEach(stubLayout);
afterEach(dismissToasts);

/** Every socket the page opened hears the server's `refetch` frame for `key`. */
function pushRefetch(key: 'cues' | 'departments', revision: number) {
  expect(FakeWebSocket.instances.length).toBeGreaterThan(0);
  for (const socket of FakeWebSocket.instances) {
    if (socket.readyState !== FakeWebSocket.OPEN) {
      socket.open();
      socket.receive({ type: 'subscribed', eventId: EVENT_ID, role: 'owner' });
    }
    socket.receive({ type: 'refetch', key, eventId: EVENT_ID, revision });
  }
}

function open(path: string, data: RundownData) {
  logIn();
  mockRundown(data, (method, url) => (method === 'GET' && url === '/api/user' ? { body: sampleUser } : undefined));
  return renderApp(path);
}

const PAGES = [
  { name: 'show screen', path: `/event/${EVENT_ID}` },
  { name: 'event detail page', path: `/event-rundown/${EVENT_ID}` },
];

describe('a live edit reaches every page that shows it', () => {
  for (const page of PAGES) {
    it(`the ${page.name} shows a cue renamed elsewhere`, async () => {
      const data: RundownData = { cues: [makeCue(1, 1, { action: 'Doors open' })] };
      open(page.path, data);
      expect(await screen.findByText('Doors open', undefined, { timeout: 5000 })).toBeInTheDocument();

      data.cues = [makeCue(1, 1, { action: 'Doors open late' })];
      pushRefetch('cues', 2);
      expect(await screen.findByText('Doors open late', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('Doors open')).not.toBeInTheDocument();
    });
  }

  it('the event detail page keeps its Departments tab live too', async () => {
    const data: RundownData = { departments: [makeDepartment(10, 'Sound')] };
    open(`/event-rundown/${EVENT_ID}?tab=departments`, data);
    const list = await screen.findByRole('list', { name: 'Departments' }, { timeout: 5000 });
    expect(within(list).getByText('Sound')).toBeInTheDocument();

    data.departments = [makeDepartment(10, 'Sound'), makeDepartment(11, 'Video')];
    pushRefetch('departments', 3);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Departments' })).getByText('Video')).toBeInTheDocument());
  });
});
