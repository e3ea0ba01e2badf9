/**
 * README.md#show-control: a target that never answers a GO is written to the as-run log as 'osc-no-answer'
 * once its window closes; one that answers in time is 'fired' and never also "no answer".
 */
import pino from 'pino';
import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import type { AsRunLogTable } from '../../db/schema.js';
import { inProcessBus } from '../../bus/bus.js';
import { TestClock } from '../../test/harness.js';
import type { AppliedChange } from '../cueStatus/cueStatus.service.js';
import type { TargetRow } from './integrations.repo.js';
import type { OscMessage } from './osc.js';
import { oscLog } from './oscLog.js';
import type { OscSender } from './oscOut.js';
import { showControl } from './showControl.js';

const target = (id: number, name: string, port: number, host = '127.0.0.1', eventId = 1): TargetRow => ({
  id,
  event_id: eventId,
  name,
  host,
  port,
  transport: 'udp',
  preset: 'qlab',
  passcode: null,
  cue_list: '1',
  created_at: '2026-11-22T10:00:00.000Z',
  workspace_id: null,
  tcp_framing: 'slip',
});

/** Host names and the addresses they resolve to, as the sender would find them. */
const DNS: Record<string, string> = { '127.0.0.1': '127.0.0.1', 'qlab-x.lan': '10.0.0.1', 'qlab-y.lan': '10.0.0.2' };

function setup(byEvent: Record<number, TargetRow[]> = { 1: [target(1, 'QLab A', 53001), target(2, 'QLab B', 53002)] }) {
  const rows: Array<Insertable<AsRunLogTable>> = [];
  const repo = {
    targets: async (eventId: number) => byEvent[eventId] ?? [],
    triggers: async () => [],
    deviceCue: async () => null,
    cueFieldValues: async () => [],
    logConfirmation: async (row: Insertable<AsRunLogTable>) => void rows.push(row),
  };
  let hear: (msgs: OscMessage[], from: { address: string; port: number }) => void = () => {};
  const sender: OscSender = {
    send: async (_eventId, t, _messages, sending) => {
      sending?.({ address: DNS[t.host]!, port: t.port });
      return { ok: true, peer: DNS[t.host]! };
    },
    onIncoming: (h) => void (hear = h),
    peerOf: () => undefined,
    qlabReplyPort: () => null,
    close: async () => {},
  };
  const clock = new TestClock();
  const control = showControl({
    repo,
    sender,
    clock,
    log: oscLog(() => clock.now()),
    logger: pino({ level: 'silent' }),
    bus: inProcessBus(),
    answerWithinMs: 50,
  });
  const cueStatus: CueStatus = {
    eventId: 1,
    currentCueId: 7,
    status: 'go',
    elapsedTime: 0,
    runningSince: clock.now(),
    serverTime: clock.now(),
    version: 2,
    autoAdvance: false,
    display: null,
  };
  const go: AppliedChange = {
    eventId: 1,
    cueStatus,
    previous: { status: 'standby', currentCueId: 7 },
    logKind: 'go',
    cueId: 7,
    cue: Promise.resolve({ id: 7, number: 3, action: 'Keynote' }),
    source: 'user:1',
  };
  return {
    rows,
    control,
    go,
    goOf: (eventId: number): AppliedChange => ({ ...go, eventId, cueStatus: { ...cueStatus, eventId } }),
    hear: (m: OscMessage[], port: number, address = '127.0.0.1') => hear(m, { address, port }),
  };
}

/*
 * The answer window is a real setTimeout in showControl: fake it, run every timer, and then no timer
 * is left, so "nothing more is logged" is proven rather than hoped for after a sleep.
 */
beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

/** Closes every answer window; after it no timer is left that could log more. */
async function windowsClosed() {
  await vi.runAllTimersAsync();
  expect(vi.getTimerCount()).toBe(0);
}

describe('show control: no answer', () => {
  it('logs "osc-no-answer" for the target silent for the window, and only "fired" for the one that answered', async () => {
    const s = setup();
    await s.control.changed(s.go);
    s.hear([{ address: '/reply/cue/3/start', args: ['{"status":"ok"}'] }], 53001);
    await windowsClosed();
    expect(s.rows.map((r) => [r.kind, r.actor, r.cue_id, r.target_id, r.delay_ms])).toEqual([
      ['fired', 'osc:QLab A', 7, 1, expect.any(Number)],
      ['osc-no-answer', 'osc:QLab B', 7, 2, null],
    ]);
    s.control.close();
  });

  it('logs nothing more once closed', async () => {
    const s = setup();
    await s.control.changed(s.go);
    s.control.close();
    await windowsClosed();
    expect(s.rows).toEqual([]);
  });
});

describe('show control: confirmations come from the device', () => {
  const started = [{ address: '/reply/cue/3/start', args: ['{"status":"ok"}'] }];

  it("counts a confirmation only from the address the GO went to, never another event's device or a forged source", async () => {
    // Two events, two QLabs named by host name, the same cue number live on both; event 2's GO first.
    const s = setup({ 1: [target(1, 'QLab X', 53000, 'qlab-x.lan', 1)], 2: [target(2, 'QLab Y', 53000, 'qlab-y.lan', 2)] });
    await s.control.changed(s.goOf(2));
    await s.control.changed(s.goOf(1));
    s.hear(started, 53000, '10.0.0.9'); // a forged source: matches no GO
    s.hear(started, 53000, '10.0.0.1'); // event 1's QLab
    await windowsClosed();
    expect(s.rows.map((r) => [r.event_id, r.kind, r.actor])).toEqual([
      [1, 'fired', 'osc:QLab X'],
      [2, 'osc-no-answer', 'osc:QLab Y'],
    ]);
    s.control.close();
  });

  it('takes a TCP confirmation only from the connection the GO went on (address and port)', async () => {
    const tcp: TargetRow = { ...target(1, 'QLab TCP', 53000), transport: 'tcp' };
    const s = setup({ 1: [tcp] });
    await s.control.changed(s.go);
    s.hear(started, 53999); // same machine, another port: not the connection
    await windowsClosed();
    expect(s.rows.map((r) => r.kind)).toEqual(['osc-no-answer']);
    s.control.close();
  });
});
