/**
 * OSC out: the process that saved a change sends it (cueStatus.onChange), so a change goes out
 * once however many server processes run. One UDP socket per address family sends every packet,
 * so answers sent back to the sender come back to it; TCP targets get a kept-open connection each,
 * framed as the target says (OSC 1.1 SLIP, or OSC 1.0 packet length for Eos).
 *
 * QLab as its OSC dictionary says (docs/decisions/0025-show-control-devices.md, presets.ts has the sources): it answers UDP messages
 * on port 53001 of the sender, so QLab targets over UDP are sent from a socket bound to that port
 * (QLAB_REPLY_PORT) and their replies are read there; a session is opened with `/connect <passcode>`
 * and `/alwaysReply 1` when a TCP connection opens, and over UDP before a command after more than
 * 30 s of silence (QLab drops a UDP client silent for 31 s).
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { connect, type Socket as TcpSocket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { OscLogEntry } from '@showcaller/shared';
import { decodePacket, encodeMessage, streamFraming, type OscMessage, type OutMessage } from './osc.js';
import { openingMessages } from './presets.js';
import type { OscLog } from './oscLog.js';
import type { OutboundPolicy } from './outbound.js';
import type { TargetRow } from './integrations.repo.js';

/**
 * What one event may send per second, all targets together (docs/security.md "Trust, round 3" 20.3: one GO to 16 targets with
 * 20 long triggers made 440 packets, 608 KB). Beyond it packets are not sent, and the event's OSC
 * log says once per second how many were skipped. A show's GO is a few packets per target.
 */
export const SEND_BUDGET = { packets: 200, bytes: 64 * 1024, windowMs: 1000 };
/** QLab disconnects a UDP client silent for 31 s: after this much silence the session is opened again. */
export const QLAB_UDP_SILENCE_MS = 30_000;
/** Where QLab sends its UDP replies, by its dictionary (QLAB_REPLY_PORT changes it). */
export const QLAB_REPLY_PORT = 53001;

/** Per event: the packets and bytes sent in the current second, and the log entry of what was skipped. */
function sendBudget(now: () => number, log: OscLog) {
  const windows = new Map<number, { start: number; packets: number; bytes: number; skipped: number; entry?: OscLogEntry }>();
  return {
    /** Whether `bytes` more may go to the event's targets now; counts and logs a packet that may not. */
    take(eventId: number, bytes: number, what: { peer: string; address: string }): boolean {
      const t = now();
      let w = windows.get(eventId);
      // A clock set back (the app's clock is the wall clock) starts a new window too, rather than
      // holding the event's packets until the clock is past the old window again.
      if (!w || t - w.start >= SEND_BUDGET.windowMs || t < w.start) {
        if (!w && windows.size >= 10_000) windows.clear();
        w = { start: t, packets: 0, bytes: 0, skipped: 0 };
        windows.set(eventId, w);
      }
      if (w.packets + 1 <= SEND_BUDGET.packets && w.bytes + bytes <= SEND_BUDGET.bytes) {
        w.packets += 1;
        w.bytes += bytes;
        return true;
      }
      w.skipped += 1;
      const note = `send budget reached: ${w.skipped} packets skipped`;
      if (w.entry) w.entry.note = note;
      else w.entry = log.add(eventId, { direction: 'out', peer: what.peer, address: what.address, args: [], note });
      return false;
    },
  };
}

export interface SendResult {
  ok: boolean;
  peer: string;
  error?: string;
}

export interface OscSender {
  /**
   * Sends to the target. `sending` hears the resolved address and port before the first packet
   * leaves: the only place a confirmation of these messages may come from (docs/security.md "Trust, round 3" 20.6).
   */
  send(
    eventId: number,
    target: TargetRow,
    messages: readonly OutMessage[],
    sending?: (to: { address: string; port: number }) => void,
  ): Promise<SendResult>;
  /** Messages that arrive on the sending sockets (replies and confirmations). */
  onIncoming(handler: (msgs: OscMessage[], from: { address: string; port: number }) => void): void;
  /** The event and target this process last sent to at that address and port (to show its answers in the log). */
  peerOf(from: { address: string; port: number }): { eventId: number; name: string } | undefined;
  /** The UDP port QLab's replies are read on, or null when it is off or could not be bound. */
  qlabReplyPort(): number | null;
  close(): Promise<void>;
}

export function oscSender(d: {
  policy: OutboundPolicy;
  log: OscLog;
  logger: FastifyBaseLogger;
  /** Milliseconds, for the send budget (the app's clock, so tests move it; performance.now() by default). */
  now?: () => number;
  /** Milliseconds, for QLab's UDP silence (the app's clock; Date.now() by default). */
  sessionNow?: () => number;
  /** The UDP port to send to QLab from and read its replies on (53001); null: not bound. */
  qlabReplyPort?: number | null;
}): OscSender {
  const sessionNow = d.sessionNow ?? (() => Date.now());
  const budget = sendBudget(d.now ?? (() => performance.now()), d.log);
  const handlers: Array<(msgs: OscMessage[], from: { address: string; port: number }) => void> = [];
  const udp = new Map<4 | 6, Socket>();
  const tcp = new Map<string, TcpSocket>();
  const peers = new Map<string, { eventId: number; name: string }>();
  const peerKey = (address: string, port: number) => `${address.replace(/^::ffff:/i, '')}|${port}`;
  /** When each UDP QLab (address|port) was last sent to, by sessionNow(). */
  const lastSent = new Map<string, number>();
  /** QLab's reply socket: bound once, on the first UDP send to a QLab (tests and other presets never bind it). */
  let qlabUdp: Promise<Socket | null> | undefined;
  let qlabBound: number | null = null;

  function incoming(buf: Buffer, from: { address: string; port: number }) {
    let msgs: OscMessage[];
    try {
      msgs = decodePacket(buf);
    } catch {
      return; // equipment chatter we cannot read is ignored, never a crash
    }
    for (const h of handlers) h(msgs, from);
  }

  function udpSocket(family: 4 | 6): Socket {
    let s = udp.get(family);
    if (s) return s;
    // Addresses arrive resolved and checked (outbound.ts). Node's own look-up would answer on a
    // later tick, after the rest of the request's work; this one answers at once, so the packet
    // leaves inside the change (bench/osc.ts: OSC p50 3.2 ms, 1.5x the socket, became 2.0 ms, 0.9x).
    s = createSocket({
      type: family === 6 ? 'udp6' : 'udp4',
      lookup: (address, _options, callback) => callback(null, address, family),
    });
    s.on('message', (buf: Buffer, r: RemoteInfo) => incoming(buf, { address: r.address, port: r.port }));
    s.on('error', (err) => d.logger.warn({ err }, 'OSC out socket error'));
    s.unref();
    udp.set(family, s);
    return s;
  }

  /** The socket QLab's UDP replies come to (port 53001 of the sender), or null: the ordinary one is used. */
  function qlabSocket(eventId: number, peer: string): Promise<Socket | null> {
    if (d.qlabReplyPort === undefined || d.qlabReplyPort === null) return Promise.resolve(null);
    const port = d.qlabReplyPort;
    qlabUdp ??= new Promise<Socket | null>((resolve) => {
      const s = createSocket({ type: 'udp4', lookup: (address, _o, callback) => callback(null, address, 4) });
      s.on('message', (buf: Buffer, r: RemoteInfo) => incoming(buf, { address: r.address, port: r.port }));
      s.once('error', (err) => {
        d.logger.warn({ err }, `QLab reply port ${port} could not be bound: QLab's UDP replies will not be heard`);
        d.log.add(eventId, {
          direction: 'out',
          peer,
          address: '',
          args: [],
          note: `UDP port ${port} (QLab's replies) is in use on the server: GOs are sent, but QLab's answers are not heard. Use TCP or set QLAB_REPLY_PORT.`,
        });
        s.close();
        resolve(null);
      });
      s.bind(port, '0.0.0.0', () => {
        s.removeAllListeners('error');
        s.on('error', (err) => d.logger.warn({ err }, 'QLab reply socket error'));
        s.unref();
        qlabBound = s.address().port;
        resolve(s);
      });
    });
    return qlabUdp;
  }

  function tcpSocket(address: string, port: number, target: TargetRow, eventId: number, peer: string): TcpSocket {
    const framing = streamFraming(target.tcp_framing);
    const key = `${address}|${port}|${target.tcp_framing}`;
    const open = tcp.get(key);
    if (open && !open.destroyed) return open;
    const s = connect({ host: address, port, timeout: 5000 });
    s.setNoDelay(true);
    const feed = framing.decoder(
      (p) => incoming(p, { address, port }),
      () => s.destroy(),
    );
    s.on('data', feed);
    s.on('timeout', () => s.setTimeout(0));
    s.on('error', (err) => d.logger.debug({ err }, 'OSC TCP target error'));
    s.on('close', () => tcp.delete(key));
    s.unref();
    tcp.set(key, s);
    // A new connection is a new session: QLab hears /connect and /alwaysReply 1 before anything else.
    for (const m of openingMessages({
      preset: target.preset,
      passcode: target.passcode,
      cueList: target.cue_list,
      workspaceId: target.workspace_id,
    })) {
      s.write(framing.encode(encodeMessage(m)));
      d.log.add(eventId, { direction: 'out', peer, address: m.address, args: m.args.map((a) => a.value) });
    }
    return s;
  }

  const write = (s: TcpSocket, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (s.destroyed) return reject(new Error('connection closed'));
      const fail = (err: Error) => reject(err);
      s.once('error', fail);
      s.write(data, (err) => {
        s.off('error', fail);
        if (err) reject(err);
        else resolve();
      });
    });

  return {
    async send(eventId, target, messages, sending) {
      let peer = `${target.host}:${target.port}`;
      try {
        // An address literal is checked without waiting, so the first packet leaves in this call.
        const { address, family } = d.policy.literal(target.host) ?? (await d.policy.resolve(target.host));
        peer = `${family === 6 ? `[${address}]` : address}:${target.port}`;
        const viaQlab = target.preset === 'qlab' && target.transport === 'udp' && family === 4;
        // An address literal with no QLab reply socket to bind: the first packet leaves in this call.
        const qlabUdpSocket = viaQlab ? await qlabSocket(eventId, `${target.name} ${peer}`) : null;
        sending?.({ address, port: target.port });
        let all = messages;
        if (target.preset === 'qlab' && target.transport === 'udp') {
          const key = peerKey(address, target.port);
          const last = lastSent.get(key);
          const t = sessionNow();
          if (last === undefined || t - last > QLAB_UDP_SILENCE_MS)
            all = [
              ...openingMessages({ preset: 'qlab', passcode: target.passcode, cueList: target.cue_list, workspaceId: target.workspace_id }),
              ...messages,
            ];
          if (lastSent.size > 10_000) lastSent.clear();
          lastSent.set(key, t);
        }
        const framing = streamFraming(target.tcp_framing);
        let sent = 0;
        for (const m of all) {
          const packet = encodeMessage(m);
          if (!budget.take(eventId, packet.length, { peer: `${target.name} ${peer}`, address: m.address })) continue;
          sent++;
          if (target.transport === 'tcp')
            await write(tcpSocket(address, target.port, target, eventId, `${target.name} ${peer}`), framing.encode(packet));
          else
            (qlabUdpSocket ?? udpSocket(family)).send(
              packet,
              target.port,
              address,
              (err) => err && d.logger.debug({ err }, 'OSC packet not sent'),
            );
          d.log.add(eventId, { direction: 'out', peer: `${target.name} ${peer}`, address: m.address, args: m.args.map((a) => a.value) });
        }
        if (peers.size > 10_000) peers.clear();
        peers.set(peerKey(address, target.port), { eventId, name: target.name });
        if (sent === 0 && messages.length > 0)
          return { ok: false, peer, error: 'The send budget of this event is used up for this second.' };
        return { ok: true, peer };
      } catch (err) {
        const error = err instanceof Error ? err.message : 'send failed';
        d.log.add(eventId, {
          direction: 'out',
          peer: `${target.name} ${peer}`,
          address: messages[0]?.address ?? '',
          args: [],
          note: error,
        });
        return { ok: false, peer, error };
      }
    },
    onIncoming(handler) {
      handlers.push(handler);
    },
    peerOf: (from) => peers.get(peerKey(from.address, from.port)),
    qlabReplyPort: () => qlabBound ?? (qlabUdp ? null : (d.qlabReplyPort ?? null)),
    async close() {
      const q = await qlabUdp;
      q?.close();
      qlabUdp = undefined;
      for (const s of udp.values()) s.close();
      for (const s of tcp.values()) s.destroy();
      udp.clear();
      tcp.clear();
    },
  };
}
