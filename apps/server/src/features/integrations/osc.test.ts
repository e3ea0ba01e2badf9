import { describe, expect, it } from 'vitest';
import { decodePacket, encodeMessage, slipDecoder, slipEncode, typedArg } from './osc.js';

describe('osc packets', () => {
  it('round-trips typed arguments', () => {
    const buf = encodeMessage({
      address: '/cue/12/start',
      args: [
        { type: 'i', value: 12 },
        { type: 's', value: 'Doors' },
        { type: 'f', value: 0.5 },
      ],
    });
    expect(decodePacket(buf)).toEqual([{ address: '/cue/12/start', args: [12, 'Doors', 0.5] }]);
  });

  it('refuses garbage instead of crashing', () => {
    expect(() => decodePacket(Buffer.from('hello world'))).toThrow();
    expect(() => decodePacket(Buffer.alloc(0))).toThrow();
  });

  it('frames with SLIP across chunk boundaries, escaping END and ESC bytes', () => {
    const a = Buffer.from([1, 0xc0, 2, 0xdb, 3]);
    const b = encodeMessage({ address: '/x', args: [] });
    const got: Buffer[] = [];
    const feed = slipDecoder((p) => got.push(p));
    const stream = Buffer.concat([slipEncode(a), slipEncode(b)]);
    feed(stream.subarray(0, 4));
    feed(stream.subarray(4));
    expect(got).toEqual([a, b]);
  });

  it('never encodes a control character in the address or a string (C0, DEL, C1)', () => {
    for (const bad of ['\r\n', '\u0000', '\t', '\u007f', '\u0085', '\u009f']) {
      expect(() => encodeMessage({ address: `/x${bad}`, args: [] })).toThrow(/control character; not sent/);
      expect(() => encodeMessage({ address: '/x', args: [{ type: 's', value: `a${bad}SET k v` }] })).toThrow(/control character; not sent/);
    }
    expect(encodeMessage({ address: '/x', args: [{ type: 's', value: 'Café ✓ \u00a0' }] }).length).toBeGreaterThan(0);
  });

  it('fills placeholders in typed arguments', () => {
    const fill = (s: string) => s.replace('{cue.number}', '7');
    expect(typedArg({ type: 'i', value: '{cue.number}' }, fill)).toEqual({ type: 'i', value: 7 });
    expect(typedArg({ type: 's', value: 'cue {cue.number}' }, fill)).toEqual({ type: 's', value: 'cue 7' });
    expect(typedArg({ type: 'f', value: 'x' }, fill)).toEqual({ type: 'f', value: 0 });
  });
});
