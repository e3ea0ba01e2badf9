import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockTimeFromSeconds, type StartLinkView } from '@showcaller/shared';
import { EVENT_ID, dismissToasts, idleStatus, makeCue, stubLayout, type RundownData } from '../test/fixtures';
import { statusServer } from '../live/test/liveShow';
import { openShow } from '../test/openShow';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { linkedStartModel } from './linkedStartModel';

beforeEach(stubLayout);
afterEach(dismissToasts);

/** The plenary's day starts at today's UTC midnight; its cue 1 was planned to end 6 min ago, the breakout 10 min after. */
function plenaryView(status: NonNullable<StartLinkView['timing']>['status']): StartLinkView {
  const dayStartMs = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const now = Math.floor((Date.now() - dayStartMs) / 1000);
  return {
    link: { eventId: 90, eventName: 'Plenary', cueId: 11, cueNumber: 1, offsetMinutes: 10 },
    timing: {
      dayStartMs,
      dayOffsetSeconds: 0,
      timeZone: 'UTC',
      cues: [{ id: 11, time: clockTimeFromSeconds(now - 960), duration: 600, timeMode: 'hard' }],
      status,
      linkedCueEndedAt: null,
      serverTime: Date.now(),
    },
  };
}
const breakoutCues = () => {
  const dayStartMs = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  return [makeCue(1, 1, { time: clockTimeFromSeconds((Date.now() - dayStartMs) / 1000 + 240), duration: 600 })];
};

describe('linked start banner', () => {
  it('words each state of the linked show', () => {
    const cues = breakoutCues();
    expect(linkedStartModel(plenaryView(null), cues, Date.now())).toMatchObject({
      tone: 'waiting',
      follows: 'Follows Plenary cue 1 + 10 min',
    });
    const over = { currentCueId: 11, status: 'go' as const, elapsedTime: 0, runningSince: Date.now() - 16 * 60_000, live: true };
    expect(linkedStartModel(plenaryView(over), cues, Date.now())?.sentence).toMatch(
      /^Projected start \d\d:\d\d:\d\d, \+6 min because Plenary is running over\.$/,
    );
    expect(linkedStartModel(plenaryView(over), cues, Date.now())?.tone).toBe('late');
    expect(linkedStartModel({ link: null, timing: null }, cues, Date.now())).toBeNull();
  });

  it('moves on the caller screen when the linked show runs over, without a reload', async () => {
    let view = plenaryView(null);
    const data: RundownData = { cues: breakoutCues() };
    const server = statusServer(data);
    await openShow(data, (method, url, body) =>
      method === 'GET' && url === `/api/events/${EVENT_ID}/start-link` ? { body: view } : server.handler(method, url, body),
    );
    const socket = FakeWebSocket.last;
    act(() => socket.goLive(idleStatus(data)));
    expect(await screen.findByTestId('linked-start-sentence')).toHaveTextContent(
      /^Planned start \d\d:\d\d:\d\d: Plenary has not started yet\.$/,
    );
    // The plenary's cue has run 6 min over: the server tells this screen to read its start link again.
    view = plenaryView({ currentCueId: 11, status: 'go', elapsedTime: 0, runningSince: Date.now() - 16 * 60_000, live: true });
    act(() => socket.receive({ type: 'refetch', key: 'startLink', eventId: EVENT_ID, revision: 2 }));
    await waitFor(() =>
      expect(screen.getByTestId('linked-start-sentence')).toHaveTextContent(/\+6 min because Plenary is running over\.$/),
    );
    expect(screen.getByTestId('linked-start')).toHaveAttribute('data-tone', 'late');
    // A co-caller sees no production: no edit button; the owner of a standalone event neither.
    expect(screen.queryByTestId('linked-start-edit')).toBeNull();
  });
});
