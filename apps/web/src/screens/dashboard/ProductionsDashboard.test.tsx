/** The dashboard with a production (docs/decisions/0026-productions.md): grouped by day in room order; a new event picks its room. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventListItem, Production } from '@showcaller/shared';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

const production: Production = {
  id: 7,
  name: 'DevSummit',
  timeZone: 'Europe/Berlin',
  firstDay: '2027-03-10',
  lastDay: '2027-03-11',
  rooms: [
    { id: 1, name: 'Main Hall' },
    { id: 2, name: 'Room A' },
  ],
  eventCount: 2,
  ownerId: 2,
  createdAt: '',
  updatedAt: '',
};

function event(id: number, name: string, place: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    name,
    description: '',
    date: place.day ?? '2027-05-01',
    showCallerCode: 'K7QX2M',
    ownerId: 2,
    productionId: null,
    roomId: null,
    room: null,
    day: null,
    createdAt: '',
    updatedAt: '',
    cueCount: 0,
    departmentCount: 0,
    ...place,
  };
}

const events = [
  event(1, 'Panel', { productionId: 7, roomId: 2, room: 'Room A', day: '2027-03-10' }),
  event(2, 'Keynote', { productionId: 7, roomId: 1, room: 'Main Hall', day: '2027-03-10' }),
  event(3, 'Gala'),
];

describe('/dashboard with a production', () => {
  it('groups the production by day in room order, keeps standalone events apart, and a new event picks its room and day', async () => {
    setToken('tok');
    const posts: unknown[] = [];
    mockFetch((method, url, body) => {
      if (url === '/api/user') return { body: sampleUser };
      if (url === '/api/events' && method === 'GET') return { body: events };
      if (url === '/api/productions') return { body: [production] };
      if (url === '/api/events' && method === 'POST') {
        posts.push(body);
        return { status: 201, body: event(9, 'Workshop', { productionId: 7, roomId: 2, room: 'Room A', day: '2027-03-11' }) };
      }
      return { status: 404, body: { error: 'No such route' } };
    });
    renderApp('/dashboard');
    const group = await screen.findByRole('region', { name: 'DevSummit' }, { timeout: 5000 });
    const lists = await within(group).findAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0]!)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['event-2-title', 'event-1-title']);
    expect(within(group).getByText('No events on this day.')).toBeInTheDocument();
    const yours = screen.getByRole('region', { name: 'Your Events' });
    expect(within(yours).getAllByRole('article')).toHaveLength(1);
    expect(within(yours).getByText('Gala')).toBeInTheDocument();

    const buttons = within(group).getAllByRole('button', { name: /^New event in DevSummit on/ });
    await userEvent.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Workshop');
    await userEvent.selectOptions(within(dialog).getByLabelText('Room in DevSummit'), 'Room A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Event created');
    expect(posts).toEqual([{ name: 'Workshop', description: '', date: '2027-03-11', productionId: 7, room: 'Room A', day: '2027-03-11' }]);
  });

  it("shows the server's sentence when a production that holds events is not deleted", async () => {
    setToken('tok');
    const sentence = 'This production still holds 2 events: delete them or take them out of the production first.';
    mockFetch((method, url) => {
      if (url === '/api/user') return { body: sampleUser };
      if (url === '/api/events') return { body: events };
      if (url === '/api/productions') return { body: [production] };
      if (url === '/api/productions/7' && method === 'DELETE') return { status: 409, body: { error: sentence } };
      return { status: 404, body: { error: 'No such route' } };
    });
    renderApp('/dashboard');
    const group = await screen.findByRole('region', { name: 'DevSummit' }, { timeout: 5000 });
    await userEvent.click(within(group).getByRole('button', { name: 'Edit production DevSummit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Production' });
    expect(within(dialog).getByLabelText('Rooms, one per line')).toHaveValue('Main Hall\nRoom A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Production' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Production' })).toBeInTheDocument();
  });
});
