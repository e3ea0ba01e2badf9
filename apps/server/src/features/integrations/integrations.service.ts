/**
 * Show-control settings of an event (docs/decisions/0011-show-control.md): OSC targets, per-cue triggers, the live OSC log
 * and the confirmations of the live cue. The owner changes them; co-callers read them; department
 * codes see nothing (docs/decisions/0014-errors-are-json-sentences.md).
 */
import { english } from '../../lib/i18n.js';
import type { Confirmations, CueTrigger, IntegrationsOverview, OscTarget, oscTargetInput, TargetTestResult } from '@showcaller/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { managesEvent, type Permissions } from '../access/permissions.js';
import { objectAccess, signedIn } from '../rundown/access.js';
import type { CueStatusService } from '../cueStatus/cueStatus.service.js';
import type { IntegrationsRepo, TargetRow } from './integrations.repo.js';
import type { OscLog } from './oscLog.js';
import type { OscSender } from './oscOut.js';
import { OutboundRefused, type OutboundPolicy } from './outbound.js';
import type { OscMessage, OutMessage } from './osc.js';
import { qlabReply } from './presets.js';
import { parseTriggers, type ShowControl } from './showControl.js';

type TargetInput = z.output<typeof oscTargetInput>;

export const TARGET_NOT_FOUND = english('errors.integrations.targetNotFound');
export const CONFIRM_WITHIN_MS = 1000;
/** OSC targets per event (docs/security.md "Trust, round 3" 20.3): every change goes to each of them. */
export const MAX_TARGETS_PER_EVENT = 16;
/** How long Send test waits for the device's answer. */
export const TEST_ANSWER_MS = 2000;

export function presentTarget(r: TargetRow): OscTarget {
  return {
    id: r.id,
    eventId: r.event_id,
    name: r.name,
    host: r.host,
    port: r.port,
    transport: r.transport,
    preset: r.preset,
    hasPasscode: r.passcode !== null && r.passcode !== '',
    cueList: r.cue_list,
    workspaceId: r.workspace_id,
    tcpFraming: r.tcp_framing,
    createdAt: r.created_at,
  };
}

interface Probe {
  messages: OutMessage[];
  /** The device's answer to the probe; null: this kind of target is not asked for one. */
  answer: ((m: OscMessage) => boolean) | null;
  /** What to check when no answer came. */
  noAnswer: string;
}

/**
 * A message that shows the path works both ways without firing anything on the equipment: QLab's
 * `/version` (it always replies: the method generates a reply), Eos's `/eos/ping` (answered by
 * `/eos/out/ping` with the same arguments, to its OSC TX address over UDP). A generic device is not
 * asked for an answer. The QLab session (/connect, /alwaysReply 1) is opened by the sender.
 */
function probe(t: TargetRow, eventId: number, oscIn: { port: number } | null, qlabReplyPort: number | null): Probe {
  switch (t.preset) {
    case 'qlab':
      return {
        messages: [{ address: '/version', args: [] }],
        answer: (m) => m.address === '/reply/version',
        noAnswer:
          t.transport === 'udp'
            ? `QLab did not answer. Check that QLab is open with OSC access allowed for this computer (Workspace Settings > Network), that it listens on port ${t.port}, and that its replies reach this server on UDP port ${qlabReplyPort ?? 53001}${qlabReplyPort === null ? ' (not listening here: set QLAB_REPLY_PORT or use TCP)' : ''}; a firewall may block them. TCP avoids the reply port.`
            : `QLab did not answer on the TCP connection. Check that QLab is open with OSC access allowed for this computer (Workspace Settings > Network) and that it listens on port ${t.port}.`,
      };
    case 'eos': {
      const word = `ShowCaller test ${eventId}-${Date.now() % 100000}`;
      return {
        messages: [{ address: '/eos/ping', args: [{ type: 's', value: word }] }],
        answer: (m) => m.address === '/eos/out/ping' && m.args[0] === word,
        noAnswer:
          t.transport === 'udp'
            ? `Eos did not answer. Check Setup > System > Show Control > OSC: OSC RX and OSC TX on, the RX port ${t.port}, and the OSC TX IP address set to this server with the TX port ${oscIn ? oscIn.port : '(none: set OSC_PORT on the server first)'}; Eos sends its answers there.`
            : `Eos did not answer on the TCP connection (port ${t.port}, 3032 by default). Check that OSC RX and TX are on and that Eos's OSC TCP mode matches this target (${t.tcp_framing === 'length' ? 'OSC 1.0, packet length' : 'OSC 1.1, SLIP'}).`,
      };
    }
    case 'generic':
      return {
        messages: [
          {
            address: '/showcaller/test',
            args: [
              { type: 's', value: 'ShowCaller test' },
              { type: 'i', value: eventId },
            ],
          },
        ],
        answer: null,
        noAnswer: 'Sent; a generic device is not asked for an answer: look for /showcaller/test in its own log.',
      };
    default:
      t.preset satisfies never;
      return { messages: [], answer: null, noAnswer: '' };
  }
}

export function integrationsService(d: {
  repo: IntegrationsRepo;
  perms: Permissions;
  clock: Clock;
  policy: OutboundPolicy;
  sender: OscSender;
  log: OscLog;
  cueStatus: CueStatusService;
  oscIn: () => { host: string; port: number } | null;
  oscInDropped: () => number;
  /** OSC out keeps targets and triggers for a moment; a change here clears them. */
  forgetTargets?: (eventId: number) => void;
  forgetTriggers?: (cueId: number) => void;
  forgetCue?: (cueId: number) => void;
  /** Sends and waits for the device's answer (showControl.ask); without it Send test only sends. */
  ask?: ShowControl['ask'];
  /** Throws 403 for a Try Demo account (demoGuard.ts). */
  refuseDemo?: (actor: Actor) => Promise<void>;
}) {
  /** Another account's target answers like a missing one (same 404 sentence); a co-caller gets 403. */
  async function ownTarget(actor: Actor, id: number, need: 'edit' | 'own'): Promise<TargetRow> {
    signedIn(actor);
    const t = await d.repo.target(id);
    if (!t) throw notFound('errors.integrations.targetNotFound');
    await objectAccess(d.perms, actor, t.event_id, need, 'errors.integrations.targetNotFound');
    return t;
  }
  /** The cue's event if `actor` may do `need` with it; another account's cue answers like a missing one. */
  async function cueAccess(actor: Actor, cueId: number, need: 'edit' | 'own') {
    signedIn(actor);
    const cue = await d.repo.cueEvent(cueId);
    if (!cue) throw notFound('errors.rundown.cueNotFound');
    await objectAccess(d.perms, actor, cue.event_id, need, 'errors.rundown.cueNotFound');
    return cue;
  }

  /** The host to store (outbound.ts), or 400 with the reason: loopback, numeric spelling (127.1), outside OUTBOUND_ALLOW. */
  function checkHost(host: string): string {
    try {
      return d.policy.savedHost(host);
    } catch (err) {
      if (err instanceof OutboundRefused) throw HttpError.fromEnglish(400, err.message);
      throw err;
    }
  }

  return {
    async overview(actor: Actor, eventId: number): Promise<IntegrationsOverview> {
      const { event, role } = await d.perms.event(actor, eventId, 'edit');
      return {
        oscIn: d.oscIn(),
        oscInDropped: d.oscInDropped(),
        hasControlKey: event.api_key_hash !== null,
        canEdit: managesEvent(role),
        qlabReplyPort: d.sender.qlabReplyPort(),
      };
    },

    async targets(actor: Actor, eventId: number): Promise<OscTarget[]> {
      await d.perms.event(actor, eventId, 'edit');
      return (await d.repo.targets(eventId)).map(presentTarget);
    },

    async addTarget(actor: Actor, eventId: number, input: TargetInput): Promise<OscTarget> {
      await d.perms.event(actor, eventId, 'own');
      await d.refuseDemo?.(actor);
      const host = checkHost(input.host);
      if ((await d.repo.targets(eventId)).length >= MAX_TARGETS_PER_EVENT)
        throw badRequest('errors.integrations.tooManyTargets', { max: MAX_TARGETS_PER_EVENT });
      const id = await d.repo.insertTarget({
        event_id: eventId,
        name: input.name,
        host,
        port: input.port,
        transport: input.transport,
        preset: input.preset,
        passcode: input.passcode || null,
        cue_list: input.cueList,
        workspace_id: input.workspaceId || null,
        tcp_framing: input.tcpFraming,
        created_at: new Date(d.clock.now()).toISOString(),
      });
      d.forgetTargets?.(eventId);
      return presentTarget((await d.repo.target(id))!);
    },

    async updateTarget(actor: Actor, id: number, input: Partial<TargetInput>): Promise<OscTarget> {
      const t = await ownTarget(actor, id, 'own');
      const host = input.host !== undefined ? checkHost(input.host) : undefined;
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(host !== undefined ? { host } : {}),
        ...(input.port !== undefined ? { port: input.port } : {}),
        ...(input.transport !== undefined ? { transport: input.transport } : {}),
        ...(input.preset !== undefined ? { preset: input.preset } : {}),
        ...(input.passcode !== undefined ? { passcode: input.passcode || null } : {}),
        ...(input.cueList !== undefined ? { cue_list: input.cueList } : {}),
        ...(input.workspaceId !== undefined ? { workspace_id: input.workspaceId || null } : {}),
        ...(input.tcpFraming !== undefined ? { tcp_framing: input.tcpFraming } : {}),
      };
      if (Object.keys(changes).length > 0) await d.repo.updateTarget(id, changes);
      d.forgetTargets?.(t.event_id);
      return presentTarget((await d.repo.target(id))!);
    },

    async removeTarget(actor: Actor, id: number): Promise<void> {
      const t = await ownTarget(actor, id, 'own');
      await d.repo.deleteTarget(id);
      d.forgetTargets?.(t.event_id);
    },

    /**
     * Sends a harmless message to the target now and waits for the device's answer (docs/decisions/0025-show-control-devices.md):
     * answered with the round trip, or "sent, no answer" with what to check, or not sent and why.
     */
    async sendTest(actor: Actor, id: number): Promise<TargetTestResult> {
      const t = await ownTarget(actor, id, 'own');
      checkHost(t.host);
      const p = probe(t, t.event_id, d.oscIn(), d.sender.qlabReplyPort());
      if (!p.answer || !d.ask) {
        const r = await d.sender.send(t.event_id, t, p.messages);
        return r.ok
          ? { ok: true, answered: false, roundTripMs: null, peer: r.peer, error: p.noAnswer }
          : { ok: false, answered: false, roundTripMs: null, peer: r.peer, error: r.error ?? 'The message could not be sent.' };
      }
      const r = await d.ask(t.event_id, t, p.messages, p.answer, TEST_ANSWER_MS);
      if (!r.sent.ok)
        return {
          ok: false,
          answered: false,
          roundTripMs: null,
          peer: r.sent.peer,
          error: r.sent.error ?? 'The message could not be sent.',
        };
      if (!r.answer) return { ok: true, answered: false, roundTripMs: null, peer: r.sent.peer, error: p.noAnswer };
      const status = t.preset === 'qlab' ? qlabReply(r.answer.args).status : 'ok';
      if (status !== 'ok')
        return {
          ok: true,
          answered: true,
          roundTripMs: r.roundTripMs,
          peer: r.sent.peer,
          error: `QLab answered "${status}": check the passcode and the workspace id.`,
        };
      return { ok: true, answered: true, roundTripMs: r.roundTripMs, peer: r.sent.peer };
    },

    /** The cue's number on the show-control devices (null: the rundown number is sent). */
    async deviceCue(actor: Actor, cueId: number): Promise<{ deviceCue: string | null }> {
      await cueAccess(actor, cueId, 'edit');
      return { deviceCue: await d.repo.deviceCue(cueId) };
    },

    async setDeviceCue(actor: Actor, cueId: number, deviceCue: string | null): Promise<{ deviceCue: string | null }> {
      await cueAccess(actor, cueId, 'own');
      await d.repo.setDeviceCue(cueId, deviceCue ? deviceCue : null);
      d.forgetCue?.(cueId);
      return { deviceCue: await d.repo.deviceCue(cueId) };
    },

    async log(actor: Actor, eventId: number) {
      await d.perms.event(actor, eventId, 'edit');
      return { entries: d.log.list(eventId) };
    },

    /** Per target of the live cue: confirmed (with the delay), no answer within 1 s, or error. The callers' (not department codes'). */
    async confirmations(actor: Actor, eventId: number): Promise<Confirmations> {
      await d.perms.event(actor, eventId, 'edit');
      const status = await d.cueStatus.read(eventId);
      const goAt = status.runningSince;
      if (status.currentCueId === null || goAt === null) return { cueId: status.currentCueId, goAt: null, targets: [] };
      const [targets, rows] = await Promise.all([d.repo.targets(eventId), d.repo.confirmations(eventId, status.currentCueId, goAt)]);
      const waited = d.clock.now() - goAt;
      return {
        cueId: status.currentCueId,
        goAt,
        targets: targets
          .filter((t) => t.preset !== 'generic')
          .map((t) => {
            const row = rows.find((r) => r.target_id === t.id);
            const base = { targetId: t.id, name: t.name };
            if (row?.kind === 'fired') return { ...base, state: 'confirmed' as const, delayMs: row.delay_ms ?? null, error: null };
            if (row)
              return { ...base, state: 'error' as const, delayMs: null, error: 'The message could not be sent or the device refused it.' };
            return {
              ...base,
              state: waited > CONFIRM_WITHIN_MS ? ('no-answer' as const) : ('pending' as const),
              delayMs: null,
              error: null,
            };
          }),
      };
    },

    async triggers(actor: Actor, cueId: number): Promise<CueTrigger[]> {
      await cueAccess(actor, cueId, 'edit');
      return parseTriggers(await d.repo.triggers(cueId));
    },

    async setTriggers(actor: Actor, cueId: number, triggers: readonly CueTrigger[]): Promise<CueTrigger[]> {
      await cueAccess(actor, cueId, 'own');
      await d.repo.replaceTriggers(
        cueId,
        triggers.map((t) => ({ on_status: t.on, address: t.address, args: JSON.stringify(t.args) })),
      );
      d.forgetTriggers?.(cueId);
      return parseTriggers(await d.repo.triggers(cueId));
    },
  };
}
export type IntegrationsService = ReturnType<typeof integrationsService>;
