/**
 * A fake QLab 5 that answers only as its OSC dictionary says (QLab 5 documentation, "OSC
 * Dictionary" — qlab.app/docs/v5/scripting/osc-dictionary-v5 — sections "Replies from QLab",
 * "UDP and TCP", "Application methods" (/alwaysReply, /connect, /thump, /version) and
 * "Workspace methods" (/workspace/{id}/...); the search tool could not return that page, so this
 * follows it as docs/decisions/0025-show-control-devices.md quotes it):
 * - "By default, QLab will only send a reply if the method generates a reply to send": /version,
 *   /connect and /thump generate one; a cue's /start or /stop does not, unless `/alwaysReply 1`
 *   was sent first (per client).
 * - A reply is the address `/reply` + the original address, with one JSON string argument
 *   {"workspace_id","address","status","data"}; status is "ok", "error" or "denied".
 * - Over UDP, replies go to port 53001 of the sender (not to the port it sent from); a UDP client
 *   silent for 31 s is disconnected and forgotten (its /alwaysReply and /connect with it), so a
 *   workspace with a passcode then answers "denied" until /connect is sent again. /thump keeps a
 *   client alive. Over TCP (OSC 1.1, SLIP), replies come back on the connection, which stays
 *   connected while open.
 */
import { createSocket } from 'node:dgram';
import { encodeMessage, type OscMessage } from '../../features/integrations/osc.js';
import { hearing, messagesOf, tcpDevice, type Heard } from './device.js';

export const QLAB_UDP_TIMEOUT_MS = 31_000;

export interface FakeQlab {
  /** The UDP and TCP port QLab listens on (the same number, like QLab's 53000). */
  udpPort: number;
  tcpPort: number;
  heard: Heard[];
  waitFor(match: (m: Heard) => boolean, timeoutMs?: number): Promise<Heard>;
  /** The cues that were started, by number, in order. */
  started: string[];
  /** Replies sent, by address, in order (what the dictionary let it say). */
  replies: string[];
  close(): Promise<void>;
}

interface Client {
  alwaysReply: boolean;
  connected: boolean;
  lastHeard: number;
}

export async function fakeQlab(o: {
  host?: string;
  /** Where UDP replies go on the sender's machine (QLab: 53001). */
  replyPort: number;
  passcode?: string;
  /** The workspace's id; /workspace/{other}/... is an error. */
  workspaceId?: string;
  /** Milliseconds, for the 31 s UDP timeout (share the app's TestClock). */
  now?: () => number;
  version?: string;
}): Promise<FakeQlab> {
  const host = o.host ?? '127.0.0.1';
  const now = o.now ?? (() => Date.now());
  const workspaceId = o.workspaceId ?? 'W1';
  const h = hearing();
  const started: string[] = [];
  const replies: string[] = [];
  const udpClients = new Map<string, Client>();

  /** What QLab does with one message; returns the reply to send, or null. */
  function handle(m: OscMessage, c: Client): { address: string; json: Record<string, unknown> } | null {
    const ws = /^\/workspace\/([^/]+)(\/.*)$/.exec(m.address);
    const path = ws ? ws[2]! : m.address;
    const json = (status: string, data?: unknown) => ({
      workspace_id: workspaceId,
      address: m.address,
      status,
      ...(data !== undefined ? { data } : {}),
    });
    const reply = (status: string, data?: unknown) => ({ address: `/reply${m.address}`, json: json(status, data) });
    if (ws && ws[1] !== workspaceId) return c.alwaysReply ? reply('error') : null;
    if (path === '/version') return reply('ok', o.version ?? '5.4.1');
    if (path === '/thump') return reply('ok', 'thump');
    if (path === '/alwaysReply') {
      c.alwaysReply = m.args[0] === 1 || m.args[0] === true;
      return c.alwaysReply ? reply('ok') : null;
    }
    if (path === '/connect') {
      if (!o.passcode || m.args[0] === o.passcode) {
        c.connected = true;
        return reply('ok', 'ok');
      }
      return reply('ok', 'badpass');
    }
    const cue = /^\/cue\/([^/]+)\/(start|stop)$/.exec(path);
    if (cue) {
      if (o.passcode && !c.connected) return c.alwaysReply ? reply('denied') : null;
      if (cue[2] === 'start') started.push(cue[1]!);
      return c.alwaysReply ? reply('ok') : null;
    }
    return c.alwaysReply ? reply('error') : null;
  }

  const packet = (r: { address: string; json: Record<string, unknown> }) => {
    replies.push(r.address);
    return encodeMessage({ address: r.address, args: [{ type: 's', value: JSON.stringify(r.json) }] });
  };

  const udp = createSocket('udp4');
  udp.on('message', (buf, from) => {
    const key = `${from.address}:${from.port}`;
    const t = now();
    let c = udpClients.get(key);
    if (c && t - c.lastHeard > QLAB_UDP_TIMEOUT_MS) {
      udpClients.delete(key); // silent too long: disconnected and forgotten
      c = undefined;
    }
    if (!c) udpClients.set(key, (c = { alwaysReply: false, connected: false, lastHeard: t }));
    c.lastHeard = t;
    for (const m of messagesOf(buf)) {
      h.add({ ...m, from: { address: from.address, port: from.port }, via: 'udp', at: performance.now() });
      const r = handle(m, c);
      // To port 53001 of the sender, not to the port it sent from.
      if (r) udp.send(packet(r), o.replyPort, from.address);
    }
  });
  await new Promise<void>((resolve) => udp.bind(0, host, resolve));

  const tcp = await tcpDevice(host, 'slip', (m, conn, reply) => {
    const state = conn as unknown as { qlab?: Client };
    state.qlab ??= { alwaysReply: false, connected: false, lastHeard: now() };
    h.add({ ...m, from: { address: conn.remoteAddress ?? '', port: conn.remotePort ?? 0 }, via: 'tcp', at: performance.now() });
    const r = handle(m, state.qlab);
    if (r) reply(packet(r));
  });

  return {
    udpPort: udp.address().port,
    tcpPort: tcp.port,
    heard: h.heard,
    waitFor: h.waitFor,
    started,
    replies,
    close: async () => {
      await tcp.close();
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
