/**
 * What each kind of equipment is sent for a change of the show (pure): QLab starts the cue of the
 * same number on GO and stops it on HOLD, Eos fires it from its cue list on GO, a generic target
 * hears every change. Per-cue triggers add the caller's own messages on STANDBY, GO or HOLD.
 */
import type { CueTrigger, OscPreset } from '@showcaller/shared';
import { typedArg, type OutMessage } from './osc.js';

export interface TargetSpec {
  preset: OscPreset;
  passcode: string | null;
  cueList: string;
}

export interface ChangeSpec {
  eventId: number;
  status: 'idle' | 'standby' | 'go' | 'hold';
  logKind: string;
  /** The status before, or null for the first change. */
  previous: { status: string; currentCueId: number | null } | null;
  cue: { id: number; number: number; action: string } | undefined;
}

/** A press of GO (or auto-advance, or a PUT that starts a cue): the status is now go and it just became so or restarted. */
export function isGo(c: ChangeSpec): boolean {
  if (c.status !== 'go') return false;
  // RESUME and an undo continue a cue that already went: the equipment is not fired again (ADR 0020, 0021).
  if (c.logKind === 'resume' || c.logKind === 'undo') return false;
  return c.logKind === 'go' || c.logKind === 'autoAdvance' || c.previous?.status !== 'go' || c.previous.currentCueId !== c.cue?.id;
}

/** The status a change entered (for triggers and QLab's stop), or null when it stayed. */
export function entered(c: ChangeSpec): 'standby' | 'go' | 'hold' | null {
  if (c.status === 'idle') return null;
  if (c.status === 'go') return isGo(c) ? 'go' : null;
  if (c.logKind === c.status) return c.status; // STANDBY and HOLD presses
  const same = c.previous?.status === c.status && c.previous.currentCueId === c.cue?.id;
  return same ? null : c.status;
}

/** The generic preset's word for a change: the command, or `goto` for a cue set current. */
export function commandWord(logKind: string): string {
  if (logKind === 'setCurrent') return 'goto';
  return /^[a-zA-Z]+$/.test(logKind) ? logKind : 'status';
}

export function presetMessages(t: TargetSpec, c: ChangeSpec): { messages: OutMessage[]; expectsConfirmation: boolean } {
  const cue = c.cue;
  if (!cue) return { messages: [], expectsConfirmation: false };
  const connect: OutMessage[] = t.passcode ? [{ address: '/connect', args: [{ type: 's', value: t.passcode }] }] : [];
  switch (t.preset) {
    case 'qlab': {
      const now = entered(c);
      if (now === 'go') return { messages: [...connect, { address: `/cue/${cue.number}/start`, args: [] }], expectsConfirmation: true };
      if (now === 'hold' && c.logKind === 'hold')
        return { messages: [...connect, { address: `/cue/${cue.number}/stop`, args: [] }], expectsConfirmation: false };
      return { messages: [], expectsConfirmation: false };
    }
    case 'eos':
      return isGo(c)
        ? { messages: [{ address: `/eos/cue/${t.cueList}/${cue.number}/fire`, args: [] }], expectsConfirmation: true }
        : { messages: [], expectsConfirmation: false };
    case 'generic':
      return {
        messages: [
          {
            address: `/showcaller/${commandWord(c.logKind)}`,
            args: [
              { type: 'i', value: cue.number },
              { type: 's', value: cue.action },
            ],
          },
        ],
        expectsConfirmation: false,
      };
    default:
      t.preset satisfies never;
      return { messages: [], expectsConfirmation: false };
  }
}

/** The cue's own messages for the status the change entered, placeholders filled in. */
export function triggerMessages(triggers: readonly CueTrigger[], c: ChangeSpec): OutMessage[] {
  const now = entered(c);
  const cue = c.cue;
  if (!now || !cue) return [];
  const fill = (s: string) =>
    s.replaceAll('{cue.number}', String(cue.number)).replaceAll('{cue.action}', cue.action).replaceAll('{event.id}', String(c.eventId));
  return triggers.filter((tr) => tr.on === now).map((tr) => ({ address: fill(tr.address), args: tr.args.map((a) => typedArg(a, fill)) }));
}

/** What a reply says about a command this process sent; null when it is not a confirmation. */
export function confirmationOf(
  address: string,
  args: readonly unknown[],
): { preset: 'qlab' | 'eos'; cueNumber: number; list?: string; ok: boolean; error?: string } | null {
  const eos = /^\/eos\/out\/event\/cue\/(\d+)\/(\d+)\/fire$/.exec(address);
  if (eos) return { preset: 'eos', list: eos[1]!, cueNumber: Number(eos[2]), ok: true };
  const qlab = /^\/reply(?:\/workspace\/[^/]+)?\/cue\/(\d+)\/start$/.exec(address);
  if (qlab) {
    // QLab answers with one JSON string: {"status": "ok" | "error" | "denied", ...}.
    let status = 'ok';
    const first = args[0];
    if (typeof first === 'string') {
      try {
        const parsed: unknown = JSON.parse(first);
        if (parsed && typeof parsed === 'object' && 'status' in parsed && typeof parsed.status === 'string') status = parsed.status;
      } catch {
        status = 'ok';
      }
    }
    return status === 'ok'
      ? { preset: 'qlab', cueNumber: Number(qlab[1]), ok: true }
      : { preset: 'qlab', cueNumber: Number(qlab[1]), ok: false, error: `QLab answered ${status}` };
  }
  return null;
}
