import { describe, expect, it } from 'vitest';
import type { EventListItem, Production } from '@showcaller/shared';
import { groupEvents } from './groupEvents';
import { roomLines, roomsPatch } from './productionRooms';

const production: Production = {
  id: 7,
  name: 'DevSummit',
  timeZone: 'Europe/Berlin',
  firstDay: '2027-03-10',
  lastDay: '2027-03-11',
  rooms: [
    { id: 1, name: 'Main Hall' },
    { id: 2, name: 'Room A' },
    { id: 3, name: 'Room B' },
  ],
  eventCount: 4,
  ownerId: 1,
  createdAt: '',
  updatedAt: '',
};

let nextId = 100;
function ev(name: string, place?: { roomId: number; day: string; productionId?: number }): EventListItem {
  return {
    id: nextId++,
    name,
    description: '',
    date: place?.day ?? '2027-01-01',
    showCallerCode: 'ABCDEF',
    ownerId: 1,
    productionId: place ? (place.productionId ?? 7) : null,
    roomId: place?.roomId ?? null,
    room: null,
    day: place?.day ?? null,
    createdAt: '',
    updatedAt: '',
    cueCount: 0,
    departmentCount: 0,
  };
}

describe('the dashboard grouped by production and day', () => {
  it('lists every day of a production, each day in room order, and leaves standalone events as they were', () => {
    const events = [
      ev('Gala'),
      ev('Workshop', { roomId: 3, day: '2027-03-10' }),
      ev('Keynote', { roomId: 1, day: '2027-03-10' }),
      ev('Panel', { roomId: 2, day: '2027-03-10' }),
      ev('Closing', { roomId: 1, day: '2027-03-11' }),
    ];
    const { groups, standalone } = groupEvents(events, [production]);
    expect(standalone.map((e) => e.name)).toEqual(['Gala']);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.days.map((d) => [d.day, d.events.map((e) => e.name)])).toEqual([
      ['2027-03-10', ['Keynote', 'Panel', 'Workshop']],
      ['2027-03-11', ['Closing']],
    ]);
  });

  it('shows an event of a production missing from the list with the standalone ones rather than losing it', () => {
    const stray = ev('Stray', { roomId: 9, day: '2027-03-10', productionId: 99 });
    expect(groupEvents([stray], [production]).standalone).toEqual([stray]);
    expect(groupEvents([stray], []).groups).toEqual([]);
  });

  it('turns the rooms typed one per line into the PATCH list: kept, renamed in place, new', () => {
    expect(roomLines(' Main Hall \n\nRoom A\n')).toEqual(['Main Hall', 'Room A']);
    expect(roomsPatch(['main hall', 'Auditorium', 'Room B', 'Foyer'], production.rooms)).toEqual([
      { id: 1, name: 'main hall' },
      { id: 2, name: 'Auditorium' },
      { id: 3, name: 'Room B' },
      { name: 'Foyer' },
    ]);
    expect(roomsPatch(['Room B'], production.rooms)).toEqual([{ id: 3, name: 'Room B' }]);
  });
});
