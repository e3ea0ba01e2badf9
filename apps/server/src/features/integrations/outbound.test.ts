import { describe, expect, it } from 'vitest';
import { OutboundRefused, outboundPolicy } from './outbound.js';

describe('outbound policy', () => {
  it('never reaches link-local addresses, however written', async () => {
    const p = outboundPolicy([]);
    for (const host of ['169.254.169.254', 'fe80::1', '[fe80::1]', '::ffff:169.254.169.254']) {
      expect(p.refusedLiteral(host)).toMatch(/link-local/);
      await expect(p.resolve(host)).rejects.toBeInstanceOf(OutboundRefused);
    }
    expect(p.refusedLiteral('192.168.1.20')).toBeNull();
    expect(await p.resolve('127.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await p.resolve('localhost')).toMatchObject({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) });
  });

  it('OUTBOUND_ALLOW narrows to the listed networks', async () => {
    const p = outboundPolicy(['10.0.0.0/8', '127.0.0.1']);
    expect(p.refusedLiteral('10.1.2.3')).toBeNull();
    expect(p.refusedLiteral('192.168.1.20')).toMatch(/OUTBOUND_ALLOW/);
    expect(await p.resolve('127.0.0.1')).toMatchObject({ address: '127.0.0.1' });
  });
});
