import { toast } from 'sonner';
import { vi } from 'vitest';
import type { Cue, CueStatus, Department, Event, Task } from '@showcaller/shared';
import { setToken } from '@/api/token';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { mockFetch, type MockRoute } from '@/test/render';

// Sonner captures the pointer on its toasts (the Undo button); jsdom lacks it.
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;

export const EVENT_ID = 7;

export const sampleEvent: Event = {
  id: EVENT_ID,
  name: 'Spring Gala',
  description: '',
  date: '2025-06-01T18:00:00.000Z',
  showCallerCode: 'CALLR2',
  ownerId: 2,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

export function makeCue(id: number, number: number, overrides: Partial<Cue> = {}): Cue {
  return {
    id,
    eventId: EVENT_ID,
    number,
    time: '19:00:00',
    timeMode: 'hard',
    action: `Cue action ${number}`,
    notes: null,
    duration: 60,
    colorMark: '',
    timerType: 'countdown',
    endAction: 'overrun',
    endTime: null,
    ...overrides,
  };
}

export function makeDepartment(id: number, name: string, position = id): Department {
  return { id, eventId: EVENT_ID, name, accessCode: `CODE${id}X`.slice(0, 6), position };
}

export function makeTask(id: number, cueId: number, departmentId: number, overrides: Partial<Task> = {}): Task {
  return { id, cueId, departmentId, description: `Task ${id}`, completed: false, completedAt: null, color: '', ...overrides };
}

export interface RundownData {
  event?: Event;
  cues?: Cue[];
  departments?: Department[];
  tasks?: Task[];
  /** GET cuestatus answer; by default idle on the first cue (what the server auto-creates). */
  cueStatus?: CueStatus;
}

export function idleStatus(data: RundownData): CueStatus {
  return {
    eventId: EVENT_ID,
    currentCueId: data.cues?.[0]?.id ?? null,
    status: 'idle',
    elapsedTime: 0,
    runningSince: null,
    serverTime: Date.now(),
    version: 1,
    autoAdvance: false,
    display: null,
  };
}

type Handler = (method: string, url: string, body: unknown) => MockRoute | Promise<MockRoute> | undefined;

/**
 * Answers the rundown's GETs from `data` (which tests may change) and passes everything else to
 * `handler`; unknown calls answer 404. WebSocket becomes FakeWebSocket: sockets stay connecting
 * until a test opens them (FakeWebSocket.last.goLive(...)), so no test reaches a real server.
 */
export function mockRundown(data: RundownData, handler?: Handler) {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return mockFetch(async (method, url, body) => {
    const custom = handler ? await handler(method, url, body) : undefined;
    if (custom) return custom;
    if (method === 'GET') {
      if (url === `/api/events/${EVENT_ID}`) return { body: data.event ?? sampleEvent };
      if (url === `/api/events/${EVENT_ID}/cues`) return { body: data.cues ?? [] };
      if (url === `/api/events/${EVENT_ID}/departments`) return { body: data.departments ?? [] };
      if (url === `/api/events/${EVENT_ID}/tasks`) return { body: data.tasks ?? [] };
      if (url === `/api/events/${EVENT_ID}/cuestatus`) return { body: data.cueStatus ?? idleStatus(data) };
    }
    return { status: 404, body: { error: `No mock for ${method} ${url}` } };
  });
}

export function logIn(): void {
  setToken('owner-token');
}

/** jsdom has no layout: give scroll areas a size so the virtualised table renders its rows. */
export function stubLayout(): void {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

/** Sonner keeps toasts in a module-level store: forget them between tests so none replays. */
export function dismissToasts(): void {
  toast.dismiss();
}
