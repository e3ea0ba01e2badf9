/** A fake generic OSC device on a real UDP socket on the loopback: hears, and answers only when told to. */
import { createSocket } from 'node:dgram';
import { decodePacket, encodeMessage, type OscMessage, type OutMessage } from '../features/integrations/osc.js';
import { hearing, type Heard } from './devices/device.js';

export type { Heard };

export interface FakeOsc {
  port: number;
  heard: Heard[];
  /** Resolves with the first message (already heard or to come) that matches. */
  waitFor(match: (m: Heard) => boolean, timeoutMs?: number): Promise<Heard>;
  send(to: { address: string; port: number }, m: OutMessage): Promise<void>;
  /** Sends bytes as they are (a bundle, garbage). */
  sendRaw(to: { address: string; port: number }, packet: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * `answer` returns what the device sends back to the sender of a message, or nothing (a generic
 * listener: OSC obliges no receiver to answer). QLab and Eos are not faked here: they answer as
 * their documents say in test/devices/qlab.ts and test/devices/eos.ts (docs/decisions/0025-show-control-devices.md; the fakes that
 * lived here answered every GO to the sending port, which neither device does).
 */
export async function fakeOsc(
  answer: (m: OscMessage) => OutMessage | undefined = () => undefined,
  /** The loopback address to listen on (127.0.0.2 plays another machine). */
  host = '127.0.0.1',
): Promise<FakeOsc> {
  const s = createSocket('udp4');
  const ears = hearing();
  s.on('message', (buf, from) => {
    let msgs: OscMessage[];
    try {
      msgs = decodePacket(buf);
    } catch {
      return;
    }
    for (const m of msgs) {
      ears.add({ ...m, from: { address: from.address, port: from.port }, via: 'udp', at: performance.now() });
      const reply = answer(m);
      if (reply) s.send(encodeMessage(reply), from.port, from.address);
    }
  });
  await new Promise<void>((resolve) => s.bind(0, host, resolve));
  const sendRaw = (to: { address: string; port: number }, packet: Buffer) =>
    new Promise<void>((resolve, reject) => s.send(packet, to.port, to.address, (err) => (err ? reject(err) : resolve())));
  return {
    port: s.address().port,
    heard: ears.heard,
    waitFor: ears.waitFor,
    send: (to, m) => sendRaw(to, encodeMessage(m)),
    sendRaw,
    close: () => new Promise((resolve) => s.close(() => resolve())),
  };
}

/** A UDP port free right now (the OS picks it). */
export async function freeUdpPort(): Promise<number> {
  const s = createSocket('udp4');
  await new Promise<void>((resolve) => s.bind(0, '127.0.0.1', resolve));
  const port = s.address().port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
