/**
 * A fake ETC Eos console that answers only as the Eos Family manual says (Show Control > Open
 * Sound Control: "Eos OSC Setup", "OSC Eos Control" (Cue: /eos/cue/{list}/{cue}/fire), "Implicit OSC
 * Output" (/eos/out/event/cue/{list}/{cue}/fire) and "Ping";
 * etcconnect.com/WebDocs/Controls/EosFamilyOnlineHelp/en/Content/23_Show_Control/08_OSC/):
 * - Over UDP, Eos sends its output (the cue-fired event, the ping answer) to the OSC TX IP address
 *   and TX port set on the console, never back to the sender's port. Without a TX address it sends
 *   nothing.
 * - Over TCP (port 3032 on a console), output comes back on the connection; the TCP mode is OSC 1.0
 *   (packet-length headers, the default) or OSC 1.1 (SLIP); an invalid packet closes the connection
 *   (ETC support: "Reverse-engineering OSC commands to be sent as strings").
 * - `/eos/ping` is answered with `/eos/out/ping` and the same arguments.
 * - Cue numbers may be decimal ("1.23" is sent as text).
 */
import { createSocket } from 'node:dgram';
import { encodeMessage, type OscMessage, type OutMessage } from '../../features/integrations/osc.js';
import { hearing, messagesOf, tcpDevice, type Heard } from './device.js';

export interface FakeEos {
  /** The OSC RX port (UDP) and the TCP port. */
  udpPort: number;
  tcpPort: number;
  heard: Heard[];
  waitFor(match: (m: Heard) => boolean, timeoutMs?: number): Promise<Heard>;
  /** Cues fired, as `list/cue`. */
  fired: string[];
  close(): Promise<void>;
}

const asArg = (v: OscMessage['args'][number]): OutMessage['args'][number] =>
  typeof v === 'number' ? (Number.isInteger(v) ? { type: 'i', value: v } : { type: 'f', value: v }) : { type: 's', value: String(v) };

export async function fakeEos(o: {
  host?: string;
  /** The console's OSC TX IP address and port (where UDP output goes); unset: none is sent. */
  tx?: { address: string; port: number };
  /** The OSC TCP mode: OSC 1.0 packet length (Eos's default) or OSC 1.1 SLIP. */
  tcpFraming?: 'length' | 'slip';
}): Promise<FakeEos> {
  const host = o.host ?? '127.0.0.1';
  const h = hearing();
  const fired: string[] = [];

  function output(m: OscMessage): OutMessage | null {
    const fire = /^\/eos\/cue\/(\d+)\/([0-9]+(?:\.[0-9]+)?)\/fire$/.exec(m.address);
    if (fire) {
      fired.push(`${fire[1]}/${fire[2]}`);
      return { address: `/eos/out/event/cue/${fire[1]}/${fire[2]}/fire`, args: [] };
    }
    if (m.address === '/eos/ping') return { address: '/eos/out/ping', args: m.args.map(asArg) };
    return null;
  }

  const udp = createSocket('udp4');
  udp.on('message', (buf, from) => {
    for (const m of messagesOf(buf)) {
      h.add({ ...m, from: { address: from.address, port: from.port }, via: 'udp', at: performance.now() });
      const out = output(m);
      if (out && o.tx) udp.send(encodeMessage(out), o.tx.port, o.tx.address);
    }
  });
  await new Promise<void>((resolve) => udp.bind(0, host, resolve));

  const tcp = await tcpDevice(host, o.tcpFraming ?? 'length', (m, conn, reply) => {
    h.add({ ...m, from: { address: conn.remoteAddress ?? '', port: conn.remotePort ?? 0 }, via: 'tcp', at: performance.now() });
    const out = output(m);
    if (out) reply(encodeMessage(out));
  });

  return {
    udpPort: udp.address().port,
    tcpPort: tcp.port,
    heard: h.heard,
    waitFor: h.waitFor,
    fired,
    close: async () => {
      await tcp.close();
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
