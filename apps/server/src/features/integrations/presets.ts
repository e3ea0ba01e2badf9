/**
 * What each kind of equipment is sent for a change of the show (pure): QLab starts the cue of the
 * same number on GO and stops it on HOLD, Eos fires it from its cue list on GO, a generic target
 * hears every change. Per-cue triggers add the caller's own messages on STANDBY, GO or HOLD. A cue
 * may name the device's own cue number (`12.5`, `A1`); without one the rundown number is used.
 *
 * Sources (docs/decisions/0025-show-control-devices.md):
 * - QLab 5 OSC dictionary (qlab.app/docs/v5/scripting/osc-dictionary-v5), as quoted in docs/decisions/0025-show-control-devices.md:
 *   "by default, QLab will only send a reply if the method generates a reply to send";
 *   `/alwaysReply 1` makes it reply to every message; `/connect {passcode}` unlocks a workspace
 *   with a passcode; `/workspace/{id}/...` addresses one workspace; a reply is `/reply{address}`
 *   with one JSON string {"workspace_id","address","status","data"}; over UDP replies go to port
 *   53001 of the sender, and a UDP client silent for 31 s is disconnected (`/thump` keeps it).
 *   The search tool could not return the dictionary page itself (only "Using OSC with QLab",
 *   qlab.app/docs/v5/networking/using-osc); these facts follow the quotations in docs/decisions/0025-show-control-devices.md.
 * - ETC Eos Family manual, Show Control > Open Sound Control > "OSC Eos Control" and "Implicit OSC
 *   Output" (etcconnect.com/WebDocs/Controls/EosFamilyOnlineHelp): `/eos/cue/{list}/{cue}/fire`,
 *   the `/eos/out/event/cue/{list}/{cue}/fire` report sent to the OSC TX address, `/eos/ping` answered
 *   by `/eos/out/ping` with the same arguments, cue numbers that are not whole sent as text ("1.23").
 */
import { fieldNameKey, type CueStatus, type CueTrigger, type OscArg, type OscPreset } from '@showcaller/shared';
import { typedArg, type OutMessage } from './osc.js';

export interface TargetSpec {
  preset: OscPreset;
  passcode: string | null;
  cueList: string;
  /** QLab: the workspace to address, or null for the front one. */
  workspaceId?: string | null;
}

/** A cue as show control sees it: the rundown number and, when set, the device's own number. */
export interface LiveCue {
  id: number;
  number: number;
  action: string;
  device?: string | null;
  /**
   * The cue's custom field values by fieldNameKey (docs/decisions/0034-custom-fields.md): as people
   * read them, and as a number for i and f arguments (a duration in seconds, yes/no as 1/0).
   */
  fields?: ReadonlyMap<string, CueFieldText>;
}

export interface CueFieldText {
  text: string;
  number: number | null;
}

const FIELD_PLACEHOLDER = /\{cue\.field\.([^{}]+)\}/g;
/** Characters an OSC address cannot hold (spaces, patterns): a value written into an address turns them into _. */
const NOT_IN_ADDRESS = /[\s#*,?[\]{}]/g;

/** Fills `{cue.field.<name>}` (any case, spaces squeezed); a field the event does not have, or an empty value, is ''. */
export function fillFields(s: string, cue: LiveCue, as: 'address' | 'text' | 'number'): string {
  if (!s.includes('{cue.field.')) return s;
  return s.replace(FIELD_PLACEHOLDER, (_m, name: string) => {
    const f = cue.fields?.get(fieldNameKey(name));
    if (!f) return '';
    if (as === 'number') return f.number === null ? f.text : String(f.number);
    return as === 'address' ? f.text.replace(NOT_IN_ADDRESS, '_') : f.text;
  });
}

/** The number the device knows the cue by: its own when set, else the rundown number. */
export const deviceNumber = (cue: LiveCue): string => (cue.device ? cue.device : String(cue.number));

/** QLab's prefix for a chosen workspace (`/workspace/{id}`), or '' for the front workspace. */
export const qlabPrefix = (t: { workspaceId?: string | null }) => (t.workspaceId ? `/workspace/${t.workspaceId}` : '');

/**
 * What opens a QLab session, before any command: `/connect <passcode>` (when set), then
 * `/alwaysReply 1` so QLab answers every message (a GO's `/cue/{n}/start` generates no reply
 * otherwise, and the loop never closes). Other presets need no opening.
 */
export function openingMessages(t: TargetSpec): OutMessage[] {
  if (t.preset !== 'qlab') return [];
  return [
    ...(t.passcode ? [{ address: `${qlabPrefix(t)}/connect`, args: [{ type: 's' as const, value: t.passcode }] }] : []),
    { address: '/alwaysReply', args: [{ type: 'i', value: 1 }] },
  ];
}

export interface ChangeSpec {
  eventId: number;
  status: 'idle' | 'standby' | 'go' | 'hold';
  logKind: string;
  /** The status before, or null for the first change. */
  previous: { status: string; currentCueId: number | null } | null;
  cue: LiveCue | undefined;
  /** The current cue's timer as the status carries it (docs/decisions/0033-cue-timer-types-and-aux-timers.md); absent: a count-down. */
  timer?: CueStatus['timer'];
}

/** `{cue.timer}`: the timer type; `{cue.endsAt}`: a time-of-day cue's end as server epoch ms ('' otherwise). */
function timerPlaceholders(s: string, timer: CueStatus['timer']): string {
  return s
    .replaceAll('{cue.timer}', timer?.type ?? 'countdown')
    .replaceAll('{cue.endsAt}', timer?.endsAt == null ? '' : String(timer.endsAt));
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
  const n = deviceNumber(cue);
  switch (t.preset) {
    case 'qlab': {
      // The session (/connect, /alwaysReply 1) is opened by the sender when a connection opens.
      const now = entered(c);
      if (now === 'go') return { messages: [{ address: `${qlabPrefix(t)}/cue/${n}/start`, args: [] }], expectsConfirmation: true };
      if (now === 'hold' && c.logKind === 'hold')
        return { messages: [{ address: `${qlabPrefix(t)}/cue/${n}/stop`, args: [] }], expectsConfirmation: false };
      return { messages: [], expectsConfirmation: false };
    }
    case 'eos':
      return isGo(c)
        ? { messages: [{ address: `/eos/cue/${t.cueList}/${n}/fire`, args: [] }], expectsConfirmation: true }
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
  const fill = (s: string, as: 'address' | 'text' | 'number') =>
    fillFields(
      timerPlaceholders(
        s.replaceAll('{cue.number}', String(cue.number)).replaceAll('{cue.action}', cue.action).replaceAll('{event.id}', String(c.eventId)),
        c.timer,
      ),
      cue,
      as,
    );
  const arg = (a: OscArg) => typedArg(a, (s) => fill(s, a.type === 's' ? 'text' : 'number'));
  return triggers.filter((tr) => tr.on === now).map((tr) => ({ address: fill(tr.address, 'address'), args: tr.args.map(arg) }));
}

/** A confirmation: which device kind, the device's cue number, and whether it went well. */
export interface Confirmation {
  preset: 'qlab' | 'eos';
  cueNumber: string;
  /** Eos's cue list. */
  list?: string;
  /** QLab's workspace, when the command named one. */
  workspace?: string;
  ok: boolean;
  error?: string;
}

/** QLab's reply JSON: {"workspace_id","address","status","data"}; its status, 'ok' when unreadable. */
export function qlabReply(args: readonly unknown[]): { status: string; data: unknown } {
  const first = args[0];
  if (typeof first !== 'string') return { status: 'ok', data: undefined };
  try {
    const parsed: unknown = JSON.parse(first);
    if (parsed && typeof parsed === 'object') {
      const status = 'status' in parsed && typeof parsed.status === 'string' ? parsed.status : 'ok';
      return { status, data: 'data' in parsed ? parsed.data : undefined };
    }
  } catch {
    /* not JSON: treated as ok */
  }
  return { status: 'ok', data: undefined };
}

/** What a reply says about a command this process sent; null when it is not a confirmation. */
export function confirmationOf(address: string, args: readonly unknown[]): Confirmation | null {
  const eos = /^\/eos\/out\/event\/cue\/(\d+)\/([0-9.]+)\/fire$/.exec(address);
  if (eos) return { preset: 'eos', list: eos[1]!, cueNumber: eos[2]!, ok: true };
  const qlab = /^\/reply(?:\/workspace\/([^/]+))?\/cue\/([^/]+)\/start$/.exec(address);
  if (qlab) {
    const { status } = qlabReply(args);
    const base = { preset: 'qlab' as const, cueNumber: qlab[2]!, ...(qlab[1] ? { workspace: qlab[1] } : {}) };
    return status === 'ok' ? { ...base, ok: true } : { ...base, ok: false, error: `QLab answered ${status}` };
  }
  return null;
}
