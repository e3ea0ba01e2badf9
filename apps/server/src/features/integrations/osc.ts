/**
 * OSC packets for show control: node-osc encodes and decodes OSC 1.0; this module gives them
 * types (zod on what arrives from the network), flattens bundles and frames packets with SLIP
 * (RFC 1055) for consoles that speak OSC over TCP (OSC 1.1), or with OSC 1.0's 4-byte big-endian
 * packet-length header (Eos's default TCP mode: Eos manual, Show Control > OSC > "Eos OSC Setup":
 * "two TCP modes available – OSC 1.0 (packet-length headers) and OSC 1.1 (SLIP)").
 */
import { decode, encode } from 'node-osc';
import { z } from 'zod';
import { OSC_CONTROL_CHARACTERS, type OscArg } from '@showcaller/shared';

export type OscValue = string | number | boolean | null;
export interface OscMessage {
  address: string;
  args: OscValue[];
}
/** An outgoing message with explicit OSC types (QLab and Eos care whether a number is i or f). */
export interface OutMessage {
  address: string;
  args: Array<{ type: 'i' | 'f' | 's'; value: number | string }>;
}

const decodedValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.instanceof(Buffer), z.bigint()]);
const decodedMessage = z.object({
  oscType: z.literal('message'),
  address: z.string().max(512),
  args: z.array(z.object({ value: decodedValue.optional() })),
});
type DecodedBundle = { oscType: 'bundle'; elements: unknown[] };
const decodedBundle: z.ZodType<DecodedBundle> = z.object({ oscType: z.literal('bundle'), elements: z.array(z.unknown()).max(64) });

function plain(v: z.infer<typeof decodedValue> | undefined): OscValue {
  if (v === undefined) return null;
  if (Buffer.isBuffer(v)) return `<${v.length} bytes>`;
  if (typeof v === 'bigint') return Number(v);
  return v;
}

/** The messages in a packet (bundles flattened, at most 3 deep); throws on a malformed packet. */
export function decodePacket(buf: Buffer, depth = 0): OscMessage[] {
  const raw: unknown = decode(buf);
  return flatten(raw, depth);
}

function flatten(raw: unknown, depth: number): OscMessage[] {
  const m = decodedMessage.safeParse(raw);
  if (m.success) return [{ address: m.data.address, args: m.data.args.map((a) => plain(a.value)) }];
  const b = decodedBundle.safeParse(raw);
  if (b.success && depth < 3) return b.data.elements.flatMap((e) => flatten(e, depth + 1));
  throw new Error('Not an OSC message or bundle');
}

/**
 * Throws (nothing is sent) on a control character in the address or a string argument: triggers
 * are checked when saved, and this also stops one that arrives through a placeholder or an old row.
 */
export function encodeMessage(m: OutMessage): Buffer {
  if (OSC_CONTROL_CHARACTERS.test(m.address)) throw new Error('OSC address has a control character; not sent');
  for (const a of m.args)
    if (typeof a.value === 'string' && OSC_CONTROL_CHARACTERS.test(a.value)) throw new Error('OSC text has a control character; not sent');
  return encode({ oscType: 'message', address: m.address, args: m.args.map((a) => ({ type: a.type, value: a.value })) });
}

/** Turns a trigger's typed argument (with placeholders already filled in) into an OSC argument. */
export function typedArg(a: OscArg, fill: (s: string) => string): OutMessage['args'][number] {
  switch (a.type) {
    case 's':
      return { type: 's', value: fill(a.value) };
    case 'i': {
      const n = typeof a.value === 'number' ? a.value : Number.parseInt(fill(a.value), 10);
      return { type: 'i', value: Number.isFinite(n) ? n : 0 };
    }
    case 'f': {
      const n = typeof a.value === 'number' ? a.value : Number.parseFloat(fill(a.value));
      return { type: 'f', value: Number.isFinite(n) ? n : 0 };
    }
    default:
      a satisfies never;
      return { type: 's', value: '' };
  }
}

const END = 0xc0;
const ESC = 0xdb;
const ESC_END = 0xdc;
const ESC_ESC = 0xdd;

/** A packet framed for a stream: END, the escaped bytes, END (the leading END flushes line noise). */
export function slipEncode(packet: Buffer): Buffer {
  const out: number[] = [END];
  for (const b of packet) {
    if (b === END) out.push(ESC, ESC_END);
    else if (b === ESC) out.push(ESC, ESC_ESC);
    else out.push(b);
  }
  out.push(END);
  return Buffer.from(out);
}

/** A stream decoder: feed it chunks, it calls `onPacket` per whole frame; oversize frames are dropped. */
export function slipDecoder(onPacket: (p: Buffer) => void, maxBytes = 64 * 1024) {
  let cur: number[] = [];
  let escaped = false;
  let overflow = false;
  return (chunk: Buffer) => {
    for (const b of chunk) {
      if (b === END) {
        if (cur.length > 0 && !overflow) onPacket(Buffer.from(cur));
        cur = [];
        overflow = false;
        escaped = false;
        continue;
      }
      let v = b;
      if (escaped) {
        v = b === ESC_END ? END : b === ESC_ESC ? ESC : b;
        escaped = false;
      } else if (b === ESC) {
        escaped = true;
        continue;
      }
      if (cur.length >= maxBytes) overflow = true;
      else cur.push(v);
    }
  };
}

/** OSC 1.0 over a stream: each packet after its length as a 32-bit big-endian integer. */
export function lengthEncode(packet: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(packet.length, 0);
  return Buffer.concat([head, packet]);
}

/**
 * A stream decoder for OSC 1.0 length-prefixed packets; a frame longer than `maxBytes` means the
 * stream cannot be trusted (Eos closes such a connection too): `onBad` is called and nothing more is read.
 */
export function lengthDecoder(onPacket: (p: Buffer) => void, onBad: () => void = () => undefined, maxBytes = 64 * 1024) {
  let buf: Buffer = Buffer.alloc(0);
  let bad = false;
  return (chunk: Buffer) => {
    if (bad) return;
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    while (buf.length >= 4) {
      const n = buf.readUInt32BE(0);
      if (n > maxBytes) {
        bad = true;
        buf = Buffer.alloc(0);
        onBad();
        return;
      }
      if (buf.length < 4 + n) return;
      const packet = buf.subarray(4, 4 + n);
      buf = buf.subarray(4 + n);
      if (n > 0) onPacket(Buffer.from(packet));
    }
  };
}

/** The framing of a TCP stream, both ways. */
export function streamFraming(framing: 'slip' | 'length') {
  return framing === 'length'
    ? { encode: lengthEncode, decoder: (onPacket: (p: Buffer) => void, onBad?: () => void) => lengthDecoder(onPacket, onBad) }
    : { encode: slipEncode, decoder: (onPacket: (p: Buffer) => void) => slipDecoder(onPacket) };
}
