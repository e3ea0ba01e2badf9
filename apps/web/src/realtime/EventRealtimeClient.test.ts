import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './backoff';
import { ClockSync, clockSample } from './clockSync';
import { EventRealtimeClient, type RealtimeClientOptions } from './EventRealtimeClient';
import { cueTiming, elapsedNow, overtimeAtMs, timerText } from './liveStatus';
import { timerHeading } from './timerWords';
import type { CueStatus } from '@showcaller/shared';
import { FakeWebSocket, makeStatus } from './test/FakeWebSocket';

let now = 1_000_000;

function makeClient(overrides: Partial<RealtimeClientOptions> = {}) {
  const fetchStatus = vi.fn(async () => makeStatus({ version: 1, serverTime: now }));
  const client = new EventRealtimeClient({
    eventId: 7,
    token: 'tok',
    url: 'ws://test/ws',
    fetchStatus,
    random: () => 1,
    now: () => now,
    ...overrides,
  });
  client.start();
  return { client, fetchStatus };
}

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventRealtimeClient', () => {
  it('subscribes with the token when the socket opens, then goes live and syncs the clock', () => {
    const { client } = makeClient();
    expect(client.getSnapshot().connection).toBe('connecting');
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('ws://test/ws');
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'subscribeEvent', eventId: 7, token: 'tok' });
    socket.receive({ type: 'subscribed', eventId: 7, role: 'owner' });
    expect(client.getSnapshot().connection).toBe('live');
    expect(client.getSnapshot().role).toBe('owner');
    expect(socket.sentOfType('ping')).toHaveLength(1);
    vi.advanceTimersByTime(200 * 4);
    expect(socket.sentOfType('ping')).toHaveLength(5);
    client.stop();
  });

  it('reconnects with exponential backoff, reads "offline" after repeated failures, and re-subscribes', () => {
    const { client } = makeClient();
    const resync = vi.fn();
    client.on('resync', resync);
    FakeWebSocket.last.goLive(makeStatus());
    FakeWebSocket.last.drop();
    expect(client.getSnapshot().connection).toBe('reconnecting');
    // random() = 1: the full ceiling, 500 ms → 1 s → 2 s → 4 s ...
    const delays = [500, 1000, 2000, 4000];
    for (const delay of delays) {
      const count = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
      FakeWebSocket.last.drop();
    }
    expect(client.getSnapshot().connection).toBe('offline');
    vi.advanceTimersByTime(8000);
    FakeWebSocket.last.goLive(makeStatus({ version: 2 }));
    expect(client.getSnapshot().connection).toBe('live');
    expect(FakeWebSocket.last.sentOfType('subscribeEvent')).toHaveLength(1);
    expect(resync).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('never shows a status older than the one on screen', () => {
    const { client } = makeClient();
    const socket = FakeWebSocket.last;
    socket.goLive(makeStatus({ version: 5, status: 'go', runningSince: now }));
    const frame = (version: number, status: 'hold' | 'standby') => ({
      type: 'cueStatusUpdate',
      cueStatus: makeStatus({ version, status }),
      metadata: { isRepetitiveUpdate: false, timestamp: now, version },
    });
    socket.receive(frame(4, 'hold'));
    expect(client.getSnapshot().cueStatus?.status).toBe('go');
    socket.receive(frame(6, 'standby'));
    expect(client.getSnapshot().cueStatus?.status).toBe('standby');
    expect(client.applyStatus(makeStatus({ version: 5, status: 'hold' }))).toBe(false);
    expect(client.getSnapshot().cueStatus?.version).toBe(6);
    // Frames that fail the protocol union or belong to another event change nothing.
    socket.receive({ type: 'cueStatusUpdate', cueStatus: { bogus: true } });
    socket.receive({ ...frame(9, 'hold'), cueStatus: makeStatus({ eventId: 8, version: 9 }) });
    expect(client.getSnapshot().cueStatus?.version).toBe(6);
    client.stop();
  });

  it('takes the clock offset from the sample with the smallest round trip', () => {
    const { client } = makeClient();
    const socket = FakeWebSocket.last;
    socket.goLive(makeStatus());
    const pong = (t0: number, rtt: number, offset: number) => {
      now = t0 + rtt;
      socket.receive({ type: 'pong', t0, serverTime: t0 + rtt / 2 + offset });
    };
    pong(1_000_000, 300, 900);
    pong(1_001_000, 40, 1500);
    pong(1_002_000, 120, 2000);
    pong(1_003_000, 80, 700);
    pong(1_004_000, 200, 100);
    expect(client.getSnapshot().offsetMs).toBe(1500);
    expect(client.getSnapshot().rttMs).toBe(40);
    expect(client.serverNow()).toBe(now + 1500);
    expect(socket.sentOfType('clientInfo')).toEqual([{ type: 'clientInfo', rttMs: 40, offsetMs: 1500 }]);
    client.stop();
  });

  it('polls the status every 2 s only while the socket is down', async () => {
    const { client, fetchStatus } = makeClient();
    const socket = FakeWebSocket.last;
    socket.goLive(makeStatus());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).not.toHaveBeenCalled();

    socket.drop();
    fetchStatus.mockResolvedValue(makeStatus({ version: 3, status: 'hold', serverTime: now }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot().cueStatus?.version).toBe(3);
    // The 500 ms reconnect created a socket that has not opened: still down, still polling.
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);

    FakeWebSocket.last.goLive(makeStatus({ version: 4 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('drops a live socket that stops answering pings, reconnects, and keeps one that answers', () => {
    const { client } = makeClient({ now: () => Date.now() });
    const dead = FakeWebSocket.last;
    dead.goLive(makeStatus());
    vi.advanceTimersByTime(800); // the clock burst: 5 pings, no pong comes back
    vi.advanceTimersByTime(9_999);
    expect(client.getSnapshot().connection).toBe('live');
    vi.advanceTimersByTime(1);
    expect(client.getSnapshot().connection).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    const alive = FakeWebSocket.last;
    expect(alive).not.toBe(dead);
    alive.goLive(makeStatus({ version: 2 }));
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(i < 4 ? 200 : 30_000);
      const ping = alive.sentOfType('ping').at(-1) as { t0: number };
      alive.receive({ type: 'pong', t0: ping.t0, serverTime: Date.now() });
    }
    vi.advanceTimersByTime(9_000);
    expect(client.getSnapshot().connection).toBe('live');
    expect(FakeWebSocket.last).toBe(alive);
    client.stop();
  });

  it('with a heartbeat, drops a live socket whose pings go unanswered though frames still arrive', () => {
    let skew = 0;
    const { client } = makeClient({ now: () => Date.now() + skew, heartbeatMs: 1000 });
    const half = FakeWebSocket.last;
    half.goLive(makeStatus());
    const answer = () => {
      const ping = half.sentOfType('ping').at(-1) as { t0: number };
      half.receive({ type: 'pong', t0: ping.t0, serverTime: Date.now() });
    };
    // Answered heartbeats keep it live well past the timeout.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1000);
      answer();
    }
    expect(client.getSnapshot().connection).toBe('live');
    // A hidden page whose timers ran once a minute: its next heartbeat is late, not unanswered.
    skew = 60_000;
    vi.advanceTimersByTime(1000);
    expect(client.getSnapshot().connection).toBe('live');
    answer();
    // The server's frames still come (another screen's refetch every half second), its pongs no longer do.
    for (let i = 0; i < 8; i++) {
      vi.advanceTimersByTime(500);
      half.receive({ type: 'refetch', eventId: 7, key: 'cues' });
    }
    // Unanswered since the heartbeat 1 s after the last pong: 3 s later, at the next heartbeat, it is dropped.
    expect(client.getSnapshot().connection).toBe('live');
    vi.advanceTimersByTime(1000);
    expect(client.getSnapshot().connection).toBe('reconnecting');
    expect(FakeWebSocket.last).toBe(half);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.last).not.toBe(half);
    client.stop();
  });

  it('checks a live socket when the browser goes offline and reconnects at once when it is back', () => {
    const { client } = makeClient({ now: () => Date.now() });
    const first = FakeWebSocket.last;
    first.goLive(makeStatus());
    vi.advanceTimersByTime(1000);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(first.sentOfType('ping').length).toBe(6);
    vi.advanceTimersByTime(3000);
    expect(client.getSnapshot().connection).toBe('offline');
    vi.advanceTimersByTime(20_000); // retries fail while the network is away
    FakeWebSocket.last.drop();
    const before = FakeWebSocket.instances.length;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
    FakeWebSocket.last.goLive(makeStatus({ version: 2 }));
    expect(client.getSnapshot()).toMatchObject({ connection: 'live', cueStatus: { version: 2 } });
    onLine.mockRestore();
    client.stop();
  });

  it('forwards refetch and overtime frames and stops for good when revoked', () => {
    const { client } = makeClient();
    const refetch = vi.fn();
    const overtime = vi.fn();
    client.on('refetch', refetch);
    client.on('overtime', overtime);
    const socket = FakeWebSocket.last;
    socket.goLive(makeStatus());
    socket.receive({ type: 'refetch', key: 'cues', eventId: 7, revision: 3 });
    socket.receive({ type: 'overtime', eventId: 7, cueId: 1, cueNumber: 1 });
    expect(refetch).toHaveBeenCalledWith('cues');
    expect(overtime).toHaveBeenCalledWith({ cueId: 1, cueNumber: 1 });
    socket.receive({ type: 'revoked', eventId: 7, reason: 'This access code was changed.' });
    expect(client.getSnapshot()).toMatchObject({ connection: 'offline', revokedReason: 'This access code was changed.' });
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(count);
  });
});

describe('backoff and clock helpers', () => {
  it('full jitter stays within the capped exponential ceiling', () => {
    expect(backoffDelay(0, undefined, () => 1)).toBe(500);
    expect(backoffDelay(3, undefined, () => 1)).toBe(4000);
    expect(backoffDelay(20, undefined, () => 1)).toBe(15_000);
    expect(backoffDelay(4, undefined, () => 0.5)).toBe(4000);
    expect(backoffDelay(5, undefined, () => 0.5)).toBe(7500);
    expect(backoffDelay(2, undefined, () => 0)).toBe(100);
  });

  it('offset = serverTime − midpoint of the round trip', () => {
    expect(clockSample(1000, 1100, 5050)).toEqual({ rttMs: 100, offsetMs: 4000 });
    const sync = new ClockSync(3);
    sync.add({ rttMs: 10, offsetMs: 1 });
    sync.add({ rttMs: 50, offsetMs: 2 });
    sync.add({ rttMs: 60, offsetMs: 3 });
    sync.add({ rttMs: 70, offsetMs: 4 });
    expect(sync.offsetMs).toBe(2);
  });

  it('counts a running cue down locally from runningSince', () => {
    const status = makeStatus({ status: 'go', elapsedTime: 10, runningSince: 50_000, serverTime: 60_000 });
    expect(elapsedNow(status, 60_000)).toBe(10);
    expect(elapsedNow(status, 75_500)).toBe(25);
    expect(cueTiming(status, 20, 75_500)).toEqual({
      elapsed: 25,
      remaining: 0,
      over: 5,
      duration: 20,
      instant: false,
      type: 'countdown',
      direction: 'down',
      shown: 0,
      stopped: false,
      endsAt: null,
    });
    expect(cueTiming(makeStatus({ status: 'hold', elapsedTime: 12 }), null, 0)).toMatchObject({ remaining: 288 });
    expect(overtimeAtMs(status, 20)).toBe(70_000);
    expect(overtimeAtMs(makeStatus({ status: 'hold' }), 20)).toBeNull();
  });

  it('follows the status timer: a count-up shows the time run, a stop timer holds 0, a time-of-day cue counts to its end, none shows nothing', () => {
    const go = (timer: CueStatus['timer']) => makeStatus({ status: 'go', elapsedTime: 0, runningSince: 50_000, serverTime: 50_000, timer });
    const up = cueTiming(go({ type: 'countup', endAction: 'overrun', endsAt: null }), 60, 80_000);
    expect([up.direction, up.shown, timerHeading(up), timerText(up)]).toEqual(['up', 30, 'Elapsed', '00:00:30']);
    const stopped = cueTiming(go({ type: 'countdown', endAction: 'stop', endsAt: null }), 20, 80_000);
    expect([stopped.over, timerHeading(stopped), timerText(stopped)]).toEqual([0, 'Stopped at zero', '00:00:00']);
    const tod = go({ type: 'timeOfDay', endAction: 'overrun', endsAt: 650_000 });
    expect(timerText(cueTiming(tod, 20, 80_000))).toBe('00:09:30');
    expect(overtimeAtMs(tod, 20)).toBe(650_000);
    const none = go({ type: 'none', endAction: 'overrun', endsAt: null });
    expect([timerHeading(cueTiming(none, 20, 80_000)), timerText(cueTiming(none, 20, 80_000))]).toEqual(['No timer', '--:--:--']);
    expect(overtimeAtMs(none, 20)).toBeNull();
  });

  it('an instant (0-second) cue has no countdown and never goes over time', () => {
    const status = makeStatus({ status: 'go', elapsedTime: 0, runningSince: 50_000, serverTime: 50_000 });
    expect(cueTiming(status, 0, 80_000)).toMatchObject({ instant: true, over: 0, remaining: 0 });
    expect(overtimeAtMs(status, 0)).toBeNull();
  });
});
