import { describe, expect, it } from 'vitest';
import { confirmationOf, entered, openingMessages, presetMessages, triggerMessages, type ChangeSpec } from './presets.js';

const cue = { id: 5, number: 12, action: 'Walk-in' };
const change = (o: Partial<ChangeSpec>): ChangeSpec => ({
  eventId: 3,
  status: 'go',
  logKind: 'go',
  previous: { status: 'standby', currentCueId: 5 },
  cue,
  ...o,
});
const qlab = { preset: 'qlab' as const, passcode: null, cueList: '1' };

describe('presets', () => {
  it('QLab starts on GO and stops on HOLD; a session opens with the passcode and /alwaysReply 1', () => {
    expect(presetMessages(qlab, change({})).messages.map((m) => m.address)).toEqual(['/cue/12/start']);
    // The passcode goes in the session's opening (the sender sends it when a connection opens), not with each GO.
    expect(presetMessages({ ...qlab, passcode: '1234' }, change({})).messages).toEqual([{ address: '/cue/12/start', args: [] }]);
    expect(openingMessages({ ...qlab, passcode: '1234' })).toEqual([
      { address: '/connect', args: [{ type: 's', value: '1234' }] },
      { address: '/alwaysReply', args: [{ type: 'i', value: 1 }] },
    ]);
    expect(openingMessages({ ...qlab, workspaceId: 'W1' }).map((m) => m.address)).toEqual(['/alwaysReply']);
    expect(presetMessages({ ...qlab, workspaceId: 'W1' }, change({ cue: { ...cue, device: '12.5' } })).messages[0]!.address).toBe(
      '/workspace/W1/cue/12.5/start',
    );
    expect(presetMessages(qlab, change({ status: 'hold', logKind: 'hold' })).messages.map((m) => m.address)).toEqual(['/cue/12/stop']);
    expect(presetMessages(qlab, change({ status: 'standby', logKind: 'standby' })).messages).toEqual([]);
  });

  it('RESUME and an undo back to a running cue fire nothing again', () => {
    const eos = { preset: 'eos' as const, passcode: null, cueList: '2' };
    for (const logKind of ['resume', 'undo']) {
      const c = change({ logKind, previous: { status: 'hold', currentCueId: 5 } });
      expect(presetMessages(qlab, c).messages).toEqual([]);
      expect(presetMessages(eos, c).messages).toEqual([]);
      expect(entered(c)).toBeNull();
    }
  });

  it('Eos fires from its list on GO only', () => {
    const eos = { preset: 'eos' as const, passcode: null, cueList: '2' };
    expect(presetMessages(eos, change({})).messages.map((m) => m.address)).toEqual(['/eos/cue/2/12/fire']);
    expect(presetMessages(eos, change({ status: 'hold', logKind: 'hold' })).messages).toEqual([]);
  });

  it('generic sends every change with cue number (int) and action (string)', () => {
    const g = { preset: 'generic' as const, passcode: null, cueList: '1' };
    expect(presetMessages(g, change({ status: 'hold', logKind: 'next' })).messages).toEqual([
      {
        address: '/showcaller/next',
        args: [
          { type: 'i', value: 12 },
          { type: 's', value: 'Walk-in' },
        ],
      },
    ]);
    expect(presetMessages(g, change({ status: 'hold', logKind: 'setCurrent' })).messages[0]!.address).toBe('/showcaller/goto');
  });

  it('triggers fire for the status a change entered, with placeholders', () => {
    const triggers = [
      { on: 'go' as const, address: '/light/{cue.number}', args: [{ type: 's' as const, value: '{cue.action} of {event.id}' }] },
      { on: 'standby' as const, address: '/sb', args: [] },
    ];
    expect(triggerMessages(triggers, change({}))).toEqual([{ address: '/light/12', args: [{ type: 's', value: 'Walk-in of 3' }] }]);
    expect(triggerMessages(triggers, change({ status: 'standby', logKind: 'standby' })).map((m) => m.address)).toEqual(['/sb']);
    // The cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): its type, and a time-of-day end in epoch ms.
    const timed = [{ on: 'go' as const, address: '/timer/{cue.timer}', args: [{ type: 's' as const, value: '{cue.endsAt}' }] }];
    expect(triggerMessages(timed, change({ timer: { type: 'timeOfDay', endAction: 'stop', endsAt: 1_800_000 } }))).toEqual([
      { address: '/timer/timeOfDay', args: [{ type: 's', value: '1800000' }] },
    ]);
    expect(triggerMessages(timed, change({}))).toEqual([{ address: '/timer/countdown', args: [{ type: 's', value: '' }] }]);
    // An auto-advance PUT that leaves the status as it was enters nothing.
    expect(entered(change({ status: 'go', logKind: 'set', previous: { status: 'go', currentCueId: 5 } }))).toBeNull();
  });

  it('fills {cue.field.<name>} from the cue custom fields: text in strings and addresses, numbers in i and f arguments', () => {
    const fields = new Map([
      ['camera shot', { text: 'Wide left', number: null }],
      ['walk-in', { text: '00:01:30', number: 90 }],
      ['live', { text: 'Yes', number: 1 }],
    ]);
    const triggers = [
      {
        on: 'go' as const,
        address: '/cam/{cue.field.Camera  Shot}',
        args: [
          { type: 's' as const, value: '{cue.field.camera shot} for {cue.field.Walk-in}' },
          { type: 'i' as const, value: '{cue.field.walk-in}' },
          { type: 'f' as const, value: '{cue.field.Live}' },
          { type: 's' as const, value: '[{cue.field.Unknown}]' },
        ],
      },
    ];
    expect(triggerMessages(triggers, change({ cue: { ...cue, fields } }))).toEqual([
      {
        address: '/cam/Wide_left',
        args: [
          { type: 's', value: 'Wide left for 00:01:30' },
          { type: 'i', value: 90 },
          { type: 'f', value: 1 },
          { type: 's', value: '[]' },
        ],
      },
    ]);
    // A cue without fields fills nothing.
    expect(triggerMessages(triggers, change({}))[0]!.address).toBe('/cam/');
  });

  it('reads Eos and QLab confirmations', () => {
    // Cue numbers are the device's text (12, 12.5, A1), compared as text.
    expect(confirmationOf('/eos/out/event/cue/1/12/fire', [])).toEqual({ preset: 'eos', list: '1', cueNumber: '12', ok: true });
    expect(confirmationOf('/eos/out/event/cue/1/12.5/fire', [])).toMatchObject({ cueNumber: '12.5' });
    expect(confirmationOf('/reply/cue/12/start', ['{"status":"ok"}'])).toMatchObject({ preset: 'qlab', cueNumber: '12', ok: true });
    expect(confirmationOf('/reply/cue/12/start', ['{"status":"denied"}'])).toMatchObject({ ok: false, error: 'QLab answered denied' });
    expect(confirmationOf('/eos/out/active/cue', [])).toBeNull();
  });
});
