import { describe, expect, it } from 'vitest';
import type { LobbyView } from '@showcaller/shared';
import { lobbyDayText, lobbyTokenFromPath, parseLobbyView, venueClock } from './lobbyData';

const view: LobbyView = {
  title: 'DevSummit',
  day: '2027-03-10',
  timeZone: 'Europe/Berlin',
  serverTime: 1,
  refreshSeconds: 15,
  rooms: [
    {
      name: 'Main Hall',
      events: [
        {
          name: 'Plenary',
          state: 'on',
          start: '10:00',
          plannedStart: '10:00',
          end: '11:30',
          now: { title: 'Welcome', at: '10:00', plannedAt: null },
          next: [{ title: 'Keynote', at: '10:12', plannedAt: '10:10' }],
        },
      ],
    },
  ],
};

describe('lobby page data', () => {
  it('reads the token of /lobby/{token} only', () => {
    const token = 'A'.repeat(43);
    expect(lobbyTokenFromPath(`/lobby/${token}`)).toBe(token);
    expect(lobbyTokenFromPath('/lobby/short')).toBeNull();
    expect(lobbyTokenFromPath(`/stage/${token}`)).toBeNull();
  });

  it('accepts the server’s agenda and refuses anything else', () => {
    expect(parseLobbyView(view)).toEqual(view);
    expect(parseLobbyView({ ...view, rooms: [{ name: 'X', events: [{ name: 'Y', state: 'live' }] }] })).toBeNull();
    expect(parseLobbyView({ ...view, serverTime: 'now' })).toBeNull();
    expect(parseLobbyView(null)).toBeNull();
  });

  it('writes the day and the venue’s clock', () => {
    expect(lobbyDayText('2027-03-10')).toBe('Wednesday 10 March');
    expect(venueClock(Date.parse('2027-03-10T09:05:00Z'), 'Europe/Berlin')).toBe('10:05');
    expect(venueClock(Date.parse('2027-03-10T09:05:00Z'), 'Not/AZone')).toMatch(/^\d\d:\d\d$/);
  });
});
