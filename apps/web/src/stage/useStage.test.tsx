import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, makeStatus } from '@/realtime/test/FakeWebSocket';
import { useStage } from './useStage';

const EVENT_ID = 3;
const view = (message: string | null) => ({
  eventId: EVENT_ID,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [{ id: 1, number: 1, action: 'Open', duration: 300, warningSeconds: null, dangerSeconds: 10 }],
  message: message === null ? null : { text: message, flash: false, at: '2026-12-01T19:00:00.000Z' },
  blackout: false,
  layouts: [],
});

describe('stage display data', () => {
  let message: string | null = null;
  beforeEach(() => {
    message = null;
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const status = makeStatus({ eventId: EVENT_ID, currentCueId: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(JSON.stringify(url.endsWith('/stage') ? view(message) : status), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
  });
  afterEach(() => localStorage.clear());

  it('reads the view again once the socket is subscribed, so a message set while it connected is shown', async () => {
    const { result } = renderHook(() => useStage('STG123', { eventId: EVENT_ID, token: 'stage-token' }, () => undefined));
    await waitFor(() => expect(result.current.view?.eventName).toBe('Gala'));
    expect(result.current.view?.message).toBeNull();
    // The caller sends "Wrap up" now: its refetch frame goes to the sockets already subscribed, not this one.
    message = 'Wrap up';
    act(() => FakeWebSocket.last.goLive(makeStatus({ eventId: EVENT_ID, currentCueId: 1 }), 'owner'));
    await waitFor(() => expect(result.current.view?.message?.text).toBe('Wrap up'));
  });
});
