import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventRealtimeClient } from './EventRealtimeClient';
import { FakeWebSocket, makeStatus } from './test/FakeWebSocket';
import { COMMAND_TIMEOUT_MS } from './socketCommands';

function makeClient() {
  const client = new EventRealtimeClient({
    eventId: 7,
    token: 'tok',
    url: 'ws://test/ws',
    fetchStatus: async () => makeStatus({ version: 1 }),
    random: () => 1,
  });
  client.start();
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.useRealTimers());

describe('commands over the live socket', () => {
  it('sends a command frame and resolves with the commandResult of its request id', async () => {
    const client = makeClient();
    expect(client.command('go')).toBeNull(); // not live yet: the screen sends it over HTTP
    const socket = FakeWebSocket.last;
    socket.goLive(makeStatus({ version: 1 }));
    const answer = client.command('go');
    const [frame] = socket.sentOfType('command');
    expect(frame).toMatchObject({ type: 'command', eventId: 7, command: 'go' });
    socket.receive({ type: 'commandResult', requestId: 'other', ok: false, error: 'Not mine' });
    socket.receive({ type: 'commandResult', requestId: frame!.requestId, ok: true, info: 'Cue refreshed' });
    await expect(answer).resolves.toEqual({ ok: true, info: 'Cue refreshed' });
    client.stop();
  });

  it('shows a status that arrives again (its frame, then an answer) once, with no new snapshot', () => {
    const client = makeClient();
    FakeWebSocket.last.goLive(makeStatus({ version: 4 }));
    const renders = vi.fn();
    client.subscribe(renders);
    expect(client.applyStatus(makeStatus({ version: 4 }))).toBe(false);
    expect(renders).not.toHaveBeenCalled();
    client.stop();
  });

  it('reports a command as lost when the socket drops or stays silent before its answer', async () => {
    const client = makeClient();
    FakeWebSocket.last.goLive(makeStatus());
    const dropped = client.command('hold');
    FakeWebSocket.last.drop();
    await expect(dropped).resolves.toBe('lost');
    vi.advanceTimersByTime(60_000);
    FakeWebSocket.last.goLive(makeStatus());
    const silent = client.command('go');
    vi.advanceTimersByTime(COMMAND_TIMEOUT_MS);
    await expect(silent).resolves.toBe('lost');
    client.stop();
  });
});
