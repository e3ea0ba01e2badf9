/** Crew test helpers: the URL, the stored session, and the server behind the mocked fetch. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Cue, CueStatus, Task } from '@showcaller/shared';
import { FakeWebSocket, makeStatus } from '@/realtime/test/FakeWebSocket';
import { requestUrl } from '@/test/doubles';
import { mockFetch, type MockRoute } from '@/test/render';
import { saveCrewSession } from '../crewSession';

export const EVENT_ID = 7;
export const CODE = 'ABC234';
export const TOKEN = 'crew-token';

export function goTo(path: string): void {
  window.history.replaceState(null, '', path);
}

export function storeSession(code = CODE): void {
  saveCrewSession(code, { token: TOKEN, eventId: EVENT_ID, department: { id: 10, name: 'Sound' } });
}

export const cues: Cue[] = [
  {
    id: 1,
    eventId: EVENT_ID,
    number: 1,
    time: '19:00:00',
    timeMode: 'hard',
    action: 'Walk-in music',
    notes: 'Fade under the MC',
    duration: 120,
    colorMark: '',
    timerType: 'countdown',
    endAction: 'overrun',
    endTime: null,
  },
  {
    id: 2,
    eventId: EVENT_ID,
    number: 2,
    time: '19:02:00',
    timeMode: 'hard',
    action: 'Lights down',
    notes: null,
    duration: 60,
    colorMark: '',
    timerType: 'countdown',
    endAction: 'overrun',
    endTime: null,
  },
];

export const tasks: Task[] = [
  { id: 100, cueId: 1, departmentId: 10, description: 'Play walk-in playlist', completed: false, completedAt: null, color: '' },
  { id: 101, cueId: 2, departmentId: 10, description: 'Mute stage mics', completed: false, completedAt: null, color: '' },
];

export function status(patch: Partial<CueStatus> = {}): CueStatus {
  return makeStatus({ eventId: EVENT_ID, currentCueId: 1, ...patch });
}

type Handler = (method: string, url: string, body: unknown) => MockRoute | undefined;

/** Answers the crew's reads; `handler` first. Unknown calls: 404. */
export function crewServer(handler?: Handler) {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return mockFetch((method, url, body) => {
    const custom = handler?.(method, url, body);
    if (custom) return custom;
    if (method === 'GET') {
      if (url === `/api/events/${EVENT_ID}`)
        return {
          body: {
            id: EVENT_ID,
            name: 'Spring Gala',
            description: '',
            date: '2025-06-01',
            showCallerCode: '',
            ownerId: 2,
            createdAt: '2025-05-01T10:00:00.000Z',
            updatedAt: '2025-05-01T10:00:00.000Z',
          },
        };
      if (url === `/api/events/${EVENT_ID}/cues`) return { body: cues };
      if (url === `/api/events/${EVENT_ID}/tasks`) return { body: tasks };
      if (url === `/api/events/${EVENT_ID}/cuestatus`) return { body: status() };
      if (url === `/api/events/${EVENT_ID}/fields`) return { body: { fields: [], values: [] } };
    }
    return { status: 404, body: { error: `No mock for ${method} ${url}` } };
  });
}

/** Pushes a status frame as the server does. */
export function push(socket: FakeWebSocket, cueStatus: CueStatus): void {
  act(() =>
    socket.receive({
      type: 'cueStatusUpdate',
      cueStatus,
      metadata: { isRepetitiveUpdate: false, timestamp: cueStatus.serverTime, version: cueStatus.version },
    }),
  );
}

/** The JSON bodies of the calls made with this method and URL. */
export function bodiesOf(fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => requestUrl(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
