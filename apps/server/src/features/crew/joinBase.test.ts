/** docs/decisions/0023-crew-phones-lost-fixed-and-found.md: crew links and QR codes carry an address a phone can open, and say when they cannot. */
import type { NetworkInterfaceInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinBaseSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildEventWith, buildUser } from '../../test/factories.js';
import { isLoopbackHost, joinBase, lanAddress } from './joinBase.js';

const nic = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  family: 'IPv4',
  internal,
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: null,
});
const interfaces = { lo: [nic('127.0.0.1', true)], docker0: [nic('172.99.0.1')], wlan0: [nic('192.168.1.20')] };
const base = { publicUrl: 'http://localhost:3000', configPort: 3000, listenHost: '0.0.0.0', protocol: 'http', port: 3000, interfaces };

describe('the join address', () => {
  it('knows loopback addresses', () => {
    for (const h of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0.0.0.0'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['192.168.1.20', 'show.example.com', '10.0.0.5', 'fe80::1']) expect(isLoopbackHost(h), h).toBe(false);
    expect(lanAddress(interfaces)).toBe('192.168.1.20');
    expect(lanAddress({ lo: [nic('127.0.0.1', true)] })).toBeUndefined();
  });

  it('uses PUBLIC_URL, else the address the page came by, else the LAN address; loopback is flagged', () => {
    expect(joinBase({ ...base, publicUrl: 'https://show.example.com', hostname: 'localhost' })).toEqual({
      baseUrl: 'https://show.example.com',
      source: 'public-url',
      loopback: false,
    });
    expect(joinBase({ ...base, publicUrl: 'http://127.0.0.1:3310', hostname: '127.0.0.1' })).toEqual({
      baseUrl: 'http://127.0.0.1:3310',
      source: 'public-url',
      loopback: true,
    });
    expect(joinBase({ ...base, hostname: '10.0.0.7' })).toEqual({ baseUrl: 'http://10.0.0.7:3000', source: 'request', loopback: false });
    expect(joinBase({ ...base, hostname: 'localhost' })).toEqual({ baseUrl: 'http://192.168.1.20:3000', source: 'lan', loopback: false });
    // Listening only on this computer: the LAN address would not answer, so the loopback one is kept and flagged.
    expect(joinBase({ ...base, listenHost: '127.0.0.1', hostname: 'localhost' })).toEqual({
      baseUrl: 'http://localhost:3000',
      source: 'loopback',
      loopback: true,
    });
    expect(joinBase({ ...base, hostname: 'localhost', interfaces: { lo: [nic('127.0.0.1', true)] } })).toMatchObject({ loopback: true });
  });
});

describe('GET /api/events/:id/join-base', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the event's owner, and no one else", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const event = await buildEventWith(t, owner.token, { name: 'Links', date: '2026-12-01' });
    const res = await t.callParsed(joinBaseSchema, 'GET', `/api/events/${event.id}/join-base`, undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: expect.stringMatching(/^(public-url|request|lan|loopback)$/), loopback: expect.any(Boolean) });
    expect((await t.call('GET', `/api/events/${event.id}/join-base`, undefined, other.token)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${event.id}/join-base`)).status).toBe(401);
  });
});
