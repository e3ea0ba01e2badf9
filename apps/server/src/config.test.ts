import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('OUTBOUND_ALLOW', () => {
  it('is private,public when unset, else its entries', () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW: ' private, public ,127.0.0.0/8,::1 ' }).outboundAllow).toEqual([
      'private',
      'public',
      '127.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ OUTBOUND_ALLOW: 'none' }).outboundAllow).toEqual(['none']);
  });

  it('stops the start with one line naming a bad entry', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW: 'everywhere' })).toThrow(
      /^Invalid setting OUTBOUND_ALLOW="everywhere": everywhere is not an address, a CIDR, none, private or public; write none/,
    );
    expect(() => loadConfig({ OUTBOUND_ALLOW: '10.0.0.0/40' })).toThrow(/10\.0\.0\.0\/40 is not an address/);
    expect(() => loadConfig({ OUTBOUND_ALLOW: '127.1' })).toThrow(/127\.1 is not an address/);
    expect(() => loadConfig({ OUTBOUND_ALLOW: 'none,10.0.0.0/8' })).toThrow(/none cannot be combined/);
  });
});
