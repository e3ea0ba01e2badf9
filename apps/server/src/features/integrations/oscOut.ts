/**
 * OSC out: the process that saved a change sends it (cueStatus.onChange), so a change goes out
 * once however many server processes run. One UDP socket per address family sends every packet,
 * so QLab's and Eos's answers come back to it and close the loop (confirmations.ts); TCP targets
 * get a kept-open, SLIP-framed connection each.
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { connect, type Socket as TcpSocket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { OscLogEntry } from '@showcaller/shared';
import { decodePacket, encodeMessage, slipDecoder, slipEncode, type OscMessage, type OutMessage } from './osc.js';
import type { OscLog } from './oscLog.js';
import type { OutboundPolicy } from './outbound.js';
import type { TargetRow } from './integrations.repo.js';

/**
 * What one event may send per second, all targets together (issue 20.3: one GO to 16 targets with
 * 20 long triggers made 440 packets, 608 KB). Beyond it packets are not sent, and the event's OSC
 * log says once per second how many were skipped. A show's GO is a few packets per target.
 */
export const SEND_BUDGET = { packets: 200, bytes: 64 * 1024, windowMs: 1000 };

/** Per event: the packets and bytes sent in the current second, and the log entry of what was skipped. */
function sendBudget(now: () => number, log: OscLog) {
  const windows = new Map<number, { start: number; packets: number; bytes: number; skipped: number; entry?: OscLogEntry }>();
  return {
    /** Whether `bytes` more may go to the event's targets now; counts and logs a packet that may not. */
    take(eventId: number, bytes: number, what: { peer: string; address: string }): boolean {
      const t = now();
      let w = windows.get(eventId);
      if (!w || t - w.start >= SEND_BUDGET.windowMs) {
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
   * leaves: the only place a confirmation of these messages may come from (issue 20.6).
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
  close(): Promise<void>;
}

export function oscSender(d: {
  policy: OutboundPolicy;
  log: OscLog;
  logger: FastifyBaseLogger;
  /** Milliseconds, for the send budget (performance.now() by default). */
  now?: () => number;
}): OscSender {
  const budget = sendBudget(d.now ?? (() => performance.now()), d.log);
  const handlers: Array<(msgs: OscMessage[], from: { address: string; port: number }) => void> = [];
  const udp = new Map<4 | 6, Socket>();
  const tcp = new Map<string, TcpSocket>();
  const peers = new Map<string, { eventId: number; name: string }>();
  const peerKey = (address: string, port: number) => `${address.replace(/^::ffff:/i, '')}|${port}`;

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

  function tcpSocket(address: string, port: number): TcpSocket {
    const key = `${address}|${port}`;
    const open = tcp.get(key);
    if (open && !open.destroyed) return open;
    const s = connect({ host: address, port, timeout: 5000 });
    s.setNoDelay(true);
    const feed = slipDecoder((p) => incoming(p, { address, port }));
    s.on('data', feed);
    s.on('timeout', () => s.setTimeout(0));
    s.on('error', (err) => d.logger.debug({ err }, 'OSC TCP target error'));
    s.on('close', () => tcp.delete(key));
    s.unref();
    tcp.set(key, s);
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
        sending?.({ address, port: target.port });
        let sent = 0;
        for (const m of messages) {
          const packet = encodeMessage(m);
          if (!budget.take(eventId, packet.length, { peer: `${target.name} ${peer}`, address: m.address })) continue;
          sent++;
          if (target.transport === 'tcp') await write(tcpSocket(address, target.port), slipEncode(packet));
          else udpSocket(family).send(packet, target.port, address, (err) => err && d.logger.debug({ err }, 'OSC packet not sent'));
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
    async close() {
      for (const s of udp.values()) s.close();
      for (const s of tcp.values()) s.destroy();
      udp.clear();
      tcp.clear();
    },
  };
}
