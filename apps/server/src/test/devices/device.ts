/**
 * What the fake devices share: what they heard (with where from and when), waiting for a message,
 * and a TCP server with a chosen framing. Each device (qlab.ts, eos.ts, listener.ts) cites the
 * document it follows; a fake that answers more generously than the real device is a defect.
 */
import { createServer, type Server, type Socket as TcpSocket } from 'node:net';
import { decodePacket, streamFraming, type OscMessage } from '../../features/integrations/osc.js';

export interface Heard extends OscMessage {
  from: { address: string; port: number };
  via: 'udp' | 'tcp';
  /** performance.now() on arrival. */
  at: number;
}

export function hearing() {
  const heard: Heard[] = [];
  const waiters = new Set<{ match: (m: Heard) => boolean; resolve: (m: Heard) => void }>();
  return {
    heard,
    add(h: Heard) {
      heard.push(h);
      for (const w of waiters) {
        if (!w.match(h)) continue;
        waiters.delete(w);
        w.resolve(h);
      }
    },
    /** Resolves with the first message (already heard or to come) that matches. */
    waitFor(match: (m: Heard) => boolean, timeoutMs = 3000): Promise<Heard> {
      const seen = heard.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const w = { match, resolve: (m: Heard) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`no matching OSC message within ${timeoutMs} ms; heard ${heard.map((h) => h.address).join(', ') || 'nothing'}`));
        }, timeoutMs);
        waiters.add(w);
      });
    },
  };
}

/** Decodes a packet, or [] for bytes that are not OSC (devices ignore them). */
export function messagesOf(buf: Buffer): OscMessage[] {
  try {
    return decodePacket(buf);
  } catch {
    return [];
  }
}

/**
 * A TCP server on `host`, port chosen by the OS. Each connection calls `onMessage` with a `reply`
 * that frames a packet back on it. `onBad`: what a malformed frame does (Eos closes the connection).
 */
export async function tcpDevice(
  host: string,
  framing: 'slip' | 'length',
  onMessage: (m: OscMessage, conn: TcpSocket, reply: (packet: Buffer) => void) => void,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const conns = new Set<TcpSocket>();
  const f = streamFraming(framing);
  const server = createServer((conn) => {
    conns.add(conn);
    conn.on('close', () => conns.delete(conn));
    conn.on('error', () => conn.destroy());
    const reply = (packet: Buffer) => {
      if (!conn.destroyed) conn.write(f.encode(packet));
    };
    conn.on(
      'data',
      f.decoder(
        (p) => {
          let msgs: OscMessage[];
          try {
            msgs = decodePacket(p);
          } catch {
            conn.destroy(); // an invalid packet closes the connection
            return;
          }
          for (const m of msgs) onMessage(m, conn, reply);
        },
        () => conn.destroy(),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of conns) c.destroy();
        server.close(() => resolve());
      }),
  };
}
