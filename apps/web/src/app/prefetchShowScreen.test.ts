import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { rundownKeys } from '@/api/rundown';
import { clearToken, setToken } from '@/api/token';
import { callerTokenKey } from '@/api/callerSession';
import { mockFetch } from '@/test/render';
import { sampleEvent } from '@/screens/event/test/fixtures';
import { requestUrl } from '@/screens/event/test/openShow';
import { prefetchShowScreen } from './prefetchShowScreen';

afterEach(() => {
  clearToken();
  window.sessionStorage.clear();
});

/** The URL and Authorization header of each request. */
function requests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return `${requestUrl(input)} ${headers.Authorization ?? '-'}`;
  });
}

describe('prefetchShowScreen', () => {
  it('asks for the event, cues, departments and tasks at once, with the account token', async () => {
    setToken('owner-token');
    const fetchMock = mockFetch((_m, url) => ({ body: url.endsWith('/7') ? sampleEvent : [] }));
    const queryClient = createQueryClient();
    prefetchShowScreen(queryClient, '7');
    expect(requests(fetchMock).sort()).toEqual([
      '/api/events/7 Bearer owner-token',
      '/api/events/7/cues Bearer owner-token',
      '/api/events/7/departments Bearer owner-token',
      '/api/events/7/tasks Bearer owner-token',
      '/api/events/7/tasks?firstCues=30 Bearer owner-token',
    ]);
    // The answers land where the show screen's hooks read them.
    await expect.poll(() => queryClient.getQueryData(rundownKeys.tasks(7))).toEqual([]);
    expect(queryClient.getQueryData(rundownKeys.event(7))).toEqual(sampleEvent);
  });

  it("uses this tab's show caller code session for its event", () => {
    setToken('owner-token');
    window.sessionStorage.setItem(callerTokenKey(7), 'caller-token');
    const fetchMock = mockFetch(() => ({ body: [] }));
    prefetchShowScreen(createQueryClient(), '7');
    expect(requests(fetchMock)).toHaveLength(5);
    expect(requests(fetchMock).every((r) => r.endsWith('Bearer caller-token'))).toBe(true);
  });

  it("shows the first screenful's tasks while the whole list is on its way, and never passes them off as the list", async () => {
    setToken('owner-token');
    const task = (id: number) => ({
      id,
      cueId: id,
      departmentId: 1,
      description: `T${id}`,
      completed: false,
      completedAt: null,
      color: '',
    });
    let finishAll: (answer: { status?: number; body?: unknown }) => void = () => undefined;
    mockFetch((_m, url) => {
      if (url.endsWith('/tasks?firstCues=30')) return { body: [task(1)] };
      if (url.endsWith('/tasks')) return new Promise((resolve) => (finishAll = resolve));
      return { body: url.endsWith('/7') ? sampleEvent : [] };
    });
    const queryClient = createQueryClient();
    prefetchShowScreen(queryClient, '7');
    await expect.poll(() => queryClient.getQueryData(rundownKeys.tasks(7))).toEqual([task(1)]);
    finishAll({ body: [task(1), task(2)] });
    await expect.poll(() => queryClient.getQueryData(rundownKeys.tasks(7))).toEqual([task(1), task(2)]);

    // The whole list fails: the first screenful's tasks go with it (the screen shows the error, not a half list).
    const failing = createQueryClient();
    mockFetch((_m, url) => {
      if (url.endsWith('/tasks?firstCues=30')) return { body: [task(1)] };
      if (url.endsWith('/tasks')) return new Promise((resolve) => (finishAll = resolve));
      return { body: url.endsWith('/7') ? sampleEvent : [] };
    });
    prefetchShowScreen(failing, '7');
    await expect.poll(() => failing.getQueryData(rundownKeys.tasks(7))).toEqual([task(1)]);
    finishAll({ status: 500, body: { error: 'Down' } });
    await expect.poll(() => failing.getQueryState(rundownKeys.tasks(7))?.data).toBeUndefined();
  });

  it('asks nothing without a session or for an id that is not one', () => {
    const fetchMock = mockFetch(() => ({ body: [] }));
    prefetchShowScreen(createQueryClient(), '7');
    setToken('owner-token');
    prefetchShowScreen(createQueryClient(), 'abc');
    prefetchShowScreen(createQueryClient(), undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
