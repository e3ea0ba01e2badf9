/**
 * Issue 13.4: a target that never answers a GO is written to the as-run log as 'osc-no-answer'
 * once its window closes; one that answers in time is 'fired' and never also "no answer".
 */
import pino from 'pino';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import type { AsRunLogTable } from '../../db/schema.js';
import { inProcessBus } from '../../realtime/bus.js';
import { TestClock } from '../../test/harness.js';
import type { AppliedChange } from '../cueStatus/cueStatus.service.js';
import type { IntegrationsRepo, TargetRow } from './integrations.repo.js';
import type { OscMessage } from './osc.js';
import { oscLog } from './oscLog.js';
import type { OscSender } from './oscOut.js';
import { showControl } from './showControl.js';

const target = (id: number, name: string, port: number): TargetRow => ({
  id,
  event_id: 1,
  name,
  host: '127.0.0.1',
  port,
  transport: 'udp',
  preset: 'qlab',
  passcode: null,
  cue_list: '1',
  created_at: '2026-11-22T10:00:00.000Z',
});

function setup() {
  const rows: Array<Insertable<AsRunLogTable>> = [];
  const targets = [target(1, 'QLab A', 53001), target(2, 'QLab B', 53002)];
  const repo = {
    targets: async () => targets,
    triggers: async () => [],
    logConfirmation: async (row: Insertable<AsRunLogTable>) => void rows.push(row),
  } satisfies Partial<IntegrationsRepo>;
  let hear: (msgs: OscMessage[], from: { address: string; port: number }) => void = () => {};
  const sender: OscSender = {
    send: async () => ({ ok: true, peer: '127.0.0.1' }),
    onIncoming: (h) => void (hear = h),
    peerOf: () => undefined,
    close: async () => {},
  };
  const clock = new TestClock();
  const control = showControl({
    repo: repo as unknown as IntegrationsRepo,
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
  return { rows, control, go, hear: (m: OscMessage[], port: number) => hear(m, { address: '127.0.0.1', port }) };
}

describe('show control: no answer', () => {
  it('logs "osc-no-answer" for the target silent for the window, and only "fired" for the one that answered', async () => {
    const s = setup();
    await s.control.changed(s.go);
    s.hear([{ address: '/reply/cue/3/start', args: ['{"status":"ok"}'] }], 53001);
    await new Promise((r) => setTimeout(r, 120));
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
    await new Promise((r) => setTimeout(r, 120));
    expect(s.rows).toEqual([]);
  });
});
