/**
 * OSC in (docs/decisions/0011-show-control.md): off unless OSC_PORT is set. `/showcaller/{eventId}/{command}` (a word
 * of CUE_COMMANDS: standby, go, hold, resume, next, back, refresh, previous) and
 * `/showcaller/{eventId}/goto <cue number>`, the first argument being the event's control key,
 * go through the same dispatcher as the caller's buttons (as-run source `osc`).
 * `/showcaller/{eventId}/aux/{slot}/{start|pause|toggle|reset|set}` (key, and for set the value in
 * seconds, OSC 1.0 type i or f) runs an auxiliary timer (docs/decisions/0037-aux-timers.md) the
 * same way; its reply is `/showcaller/reply ok <running|stopped> <seconds shown>`. A sender that
 * holds the key gets `/showcaller/reply ok <status> <cue number>` or `/showcaller/reply err <why>`,
 * so TouchOSC and Companion can show feedback. Anything else is dropped and counted, never a
 * crash, and never answered: a UDP source address can be forged, so a packet without a valid key
 * must not make this server send anything to it (docs/security.md "Trust, round 3" 20.5, reflection). The work one packet or
 * one address can cause is bounded too: packets over MAX_PACKET_BYTES are not read, at most
 * MAX_MESSAGES_PER_PACKET messages of a bundle are handled, and each source address has a budget
 * of commands per second. Eos's confirmations that arrive here close the loop.
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { AUX_TIMER_COMMANDS, AUX_TIMER_MAX_MS, auxTimerReadout, cueCommand, type AuxTimerCommandInput } from '@showcaller/shared';
import { HttpError } from '../../lib/errors.js';
import { inFlight } from '../../lib/inFlight.js';
import type { ControlCommand, CueStatusService } from '../cueStatus/cueStatus.service.js';
import type { AuxTimersService } from '../auxTimers/auxTimers.service.js';
import { decodePacket, encodeMessage, type OscMessage, type OutMessage } from './osc.js';
import type { OscLog } from './oscLog.js';
import type { ShowControl } from './showControl.js';

const ADDRESS = /^\/showcaller\/(\d{1,10})\/([a-z]+)$/;
const AUX_ADDRESS = /^\/showcaller\/(\d{1,10})\/aux\/([1-3])\/([a-z]+)$/;
/** Larger packets are dropped unread (a command is under 200 bytes; Eos's reports well under 1 KB). */
export const MAX_PACKET_BYTES = 8192;
/** Messages handled per packet; the rest of a bundle is counted as dropped. */
export const MAX_MESSAGES_PER_PACKET = 16;
/** Show commands per source address: a burst of COMMAND_BURST, refilled at COMMANDS_PER_SECOND. */
export const COMMANDS_PER_SECOND = 10;
export const COMMAND_BURST = 20;
/** Addresses remembered for the command budget before the oldest are forgotten. */
const MAX_SOURCES = 10_000;

/** A token bucket per source address (a forged address only spends its own budget). */
function commandBudget(now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (address: string): boolean => {
    const t = now();
    let b = buckets.get(address);
    if (!b) {
      if (buckets.size >= MAX_SOURCES) buckets.delete(buckets.keys().next().value!);
      b = { tokens: COMMAND_BURST, at: t };
      buckets.set(address, b);
    }
    b.tokens = Math.min(COMMAND_BURST, b.tokens + ((t - b.at) / 1000) * COMMANDS_PER_SECOND);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };
}

export function oscIn(d: {
  host: string;
  port: number;
  cueStatus: CueStatusService;
  auxTimers: Pick<AuxTimersService, 'command'>;
  showControl: ShowControl;
  log: OscLog;
  logger: FastifyBaseLogger;
  /** The cue number of a cue id, for the reply. */
  cueNumber: (cueId: number) => Promise<number | undefined>;
  /** Whether `key` is the event's control key (before answering a command that will not run). */
  keyValid: (eventId: number, key: string) => Promise<boolean>;
  /** Milliseconds, for the per-address command budget. */
  now: () => number;
}) {
  let dropped = 0;
  const handling = inFlight();
  const allowed = commandBudget(d.now);
  const socket: Socket = createSocket({ type: isIP(d.host) === 6 ? 'udp6' : 'udp4', reuseAddr: false });

  const reply = (to: RemoteInfo, m: OutMessage) => {
    socket.send(encodeMessage(m), to.port, to.address, (err) => {
      if (err) d.logger.debug({ err }, 'OSC reply not sent');
    });
  };
  const err = (to: RemoteInfo, why: string): OutMessage => {
    const m: OutMessage = {
      address: '/showcaller/reply',
      args: [
        { type: 's', value: 'err' },
        { type: 's', value: why },
      ],
    };
    reply(to, m);
    return m;
  };

  function command(word: string, args: OscMessage['args']): ControlCommand | string {
    if (word === 'goto') {
      const n = args[1];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return 'goto needs the cue number as an integer after the key.';
      return { command: 'goto', number: n };
    }
    const c = cueCommand.safeParse(word);
    return c.success ? { command: c.data } : `Unknown command ${word}.`;
  }

  /** An aux timer command from `args` (the key first), or why not. */
  function auxCommand(word: string, args: OscMessage['args']): AuxTimerCommandInput | string {
    const command = AUX_TIMER_COMMANDS.find((c) => c === word);
    if (!command) return `Unknown timer command ${word}: use start, pause, toggle, reset or set.`;
    if (command !== 'set') return { command };
    const v = args[1];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v * 1000 > AUX_TIMER_MAX_MS)
      return 'set needs the value in seconds (0 to 86400) after the key.';
    return { command, ms: Math.round(v * 1000) };
  }

  async function handleAux(m: OscMessage, from: RemoteInfo, match: RegExpExecArray): Promise<void> {
    const eventId = Number(match[1]);
    const slot = Number(match[2]);
    const key = m.args[0];
    if (!allowed(from.address) || typeof key !== 'string' || key.length === 0) {
      dropped++;
      return;
    }
    const cmd = auxCommand(match[3]!, m.args);
    if (typeof cmd === 'string') {
      dropped++;
      if (await d.keyValid(eventId, key)) err(from, cmd);
      return;
    }
    const peer = `${from.address}:${from.port}`;
    try {
      const t = await d.auxTimers.command({ kind: 'key', key, via: 'osc' }, eventId, slot, cmd);
      const shown = auxTimerReadout(t, d.now());
      const ok: OutMessage = {
        address: '/showcaller/reply',
        args: [
          { type: 's', value: 'ok' },
          { type: 's', value: t.runningSince === null ? 'stopped' : 'running' },
          { type: 'i', value: shown.seconds },
        ],
      };
      reply(from, ok);
      d.log.add(eventId, { direction: 'in', peer, address: m.address, args: ['<control key>', ...m.args.slice(1)] });
      d.log.add(eventId, { direction: 'out', peer, address: ok.address, args: ok.args.map((a) => a.value) });
    } catch (e) {
      dropped++;
      if (e instanceof HttpError && e.statusCode === 401) return;
      if (!(e instanceof HttpError)) d.logger.warn({ err: e }, 'OSC timer command failed');
      // A 404 is "no timer in that slot" only once the key is known good (a wrong key is a 401 first).
      if (!(e instanceof HttpError) && !(await d.keyValid(eventId, key).catch(() => false))) return;
      const sent = err(from, e instanceof HttpError ? e.message : 'The server could not run that command.');
      d.log.add(eventId, { direction: 'out', peer, address: sent.address, args: sent.args.map((a) => a.value) });
    }
  }

  async function handle(m: OscMessage, from: RemoteInfo): Promise<void> {
    const aux = AUX_ADDRESS.exec(m.address);
    if (aux) return handleAux(m, from, aux);
    const match = ADDRESS.exec(m.address);
    if (!match) {
      if (!d.showControl.incoming([m], { address: from.address, port: from.port })) dropped++;
      return;
    }
    const eventId = Number(match[1]);
    const key = m.args[0];
    // No answer from here on unless the key is the event's: the source may be forged.
    if (!allowed(from.address) || typeof key !== 'string' || key.length === 0) {
      dropped++;
      return;
    }
    const cmd = command(match[2]!, m.args);
    if (typeof cmd === 'string') {
      dropped++;
      if (await d.keyValid(eventId, key)) err(from, cmd);
      return;
    }
    const peer = `${from.address}:${from.port}`;
    try {
      const r = await d.cueStatus.dispatch({ kind: 'key', key, via: 'osc' }, eventId, cmd);
      const cueNumber = r.cueStatus.currentCueId === null ? 0 : ((await d.cueNumber(r.cueStatus.currentCueId)) ?? 0);
      const ok: OutMessage = {
        address: '/showcaller/reply',
        args: [
          { type: 's', value: 'ok' },
          { type: 's', value: r.cueStatus.status },
          { type: 'i', value: cueNumber },
        ],
      };
      reply(from, ok);
      // Only a message with the right key is shown in the event's log (no one else writes there).
      d.log.add(eventId, {
        direction: 'in',
        peer,
        address: m.address,
        args: ['<control key>', ...m.args.slice(1)],
        ...(r.info ? { note: r.info } : {}),
      });
      d.log.add(eventId, { direction: 'out', peer, address: ok.address, args: ok.args.map((a) => a.value) });
    } catch (e) {
      dropped++;
      // A wrong key (401) or an event that is not there (404): not answered, only counted.
      if (e instanceof HttpError && (e.statusCode === 401 || e.statusCode === 404)) return;
      if (!(e instanceof HttpError)) {
        d.logger.warn({ err: e }, 'OSC command failed');
        // Failed before the key was looked at, perhaps: answer only its holder.
        if (!(await d.keyValid(eventId, key).catch(() => false))) return;
      }
      const why = e instanceof HttpError ? e.message : 'The server could not run that command.';
      const sent = err(from, why);
      d.log.add(eventId, { direction: 'out', peer, address: sent.address, args: sent.args.map((a) => a.value) });
    }
  }

  socket.on('message', (buf: Buffer, from: RemoteInfo) => {
    if (buf.length > MAX_PACKET_BYTES) {
      dropped++;
      return;
    }
    let msgs: OscMessage[];
    try {
      msgs = decodePacket(buf);
    } catch {
      dropped++;
      return;
    }
    if (msgs.length > MAX_MESSAGES_PER_PACKET) dropped += msgs.length - MAX_MESSAGES_PER_PACKET;
    for (const m of msgs.slice(0, MAX_MESSAGES_PER_PACKET))
      void handling.track(handle(m, from)).catch((e: unknown) => d.logger.warn({ err: e }, 'OSC message failed'));
  });
  socket.on('error', (e) => d.logger.error({ err: e }, 'OSC in socket error'));

  return {
    start: () =>
      new Promise<{ host: string; port: number }>((resolve, reject) => {
        socket.once('error', reject);
        socket.bind(d.port, d.host, () => {
          socket.off('error', reject);
          const a = socket.address();
          resolve({ host: d.host, port: a.port });
        });
      }),
    dropped: () => dropped,
    /** Resolves once every message received so far is handled and its reply, if any, handed to the socket. */
    idle: () => handling.idle(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
export type OscIn = ReturnType<typeof oscIn>;
