import { describe, expect, it } from 'vitest';
import { OutboundRefused, outboundPolicy, outboundSettings } from './outbound.js';

/** The sentence a refusal carries, or null when the host passes. */
function savedWhy(p: ReturnType<typeof outboundPolicy>, host: string): string | null {
  try {
    p.savedHost(host);
    return null;
  } catch (err) {
    if (err instanceof OutboundRefused) return err.message;
    throw err;
  }
}

async function sentWhy(p: ReturnType<typeof outboundPolicy>, host: string): Promise<string | null> {
  try {
    p.literal(host);
    await p.resolve(host);
    return null;
  } catch (err) {
    if (err instanceof OutboundRefused) return err.message;
    throw err;
  }
}

// Every spelling of the loopback, unspecified, link-local, multicast, broadcast and metadata
// addresses that docs/security.md "Trust, round 3" 20.4 names: refused by default, at save and at send.
const refusedByDefault: Array<[string, RegExp]> = [
  ['127.0.0.1', /loopback/],
  ['127.5.6.7', /loopback/],
  ['::1', /loopback/],
  ['[::1]', /loopback/],
  ['0.0.0.0', /unspecified/],
  ['::', /unspecified/],
  ['[::]', /unspecified/],
  ['0.1.2.3', /unspecified/],
  ['169.254.169.254', /link-local.*metadata/],
  ['169.254.10.20', /link-local/],
  ['fe80::1', /link-local/],
  ['fe80::1%eth0', /link-local/],
  ['[fe80::1]', /link-local/],
  ['224.0.0.251', /multicast/],
  ['239.1.2.3', /multicast/],
  ['ff02::1', /multicast/],
  ['255.255.255.255', /broadcast/],
  ['240.0.0.1', /reserved/],
  ['100.100.100.200', /metadata/],
  ['fd00:ec2::254', /metadata/],
  ['::ffff:127.0.0.1', /loopback/],
  ['::ffff:7f00:1', /loopback/],
  ['::FFFF:7F00:0001', /loopback/],
  ['::ffff:169.254.169.254', /link-local/],
  ['::ffff:0.0.0.0', /unspecified/],
  ['::127.0.0.1', /loopback.*127\.0\.0\.1/],
  ['::7f00:1', /loopback/],
  ['::ffff:0:127.0.0.1', /loopback/],
  ['64:ff9b::127.0.0.1', /loopback/],
  ['64:ff9b::7f00:1', /loopback/],
  ['64:ff9b::a9fe:a9fe', /link-local/],
  ['64:ff9b:1::7f00:1', /loopback/],
  ['2002:7f00:1::1', /loopback/],
  ['2002:a9fe:a9fe::', /link-local/],
  ['2001:0:7f00:1::1', /loopback/], // Teredo server
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', /loopback/], // Teredo client 127.0.0.1 (obfuscated)
];

// Numeric spellings that getaddrinfo and WHATWG URLs read as an IPv4 address: refused at save
// and at send whatever they mean, with the dotted form in the sentence.
const numericSpellings: Array<[string, string]> = [
  ['127.1', '127.0.0.1'],
  ['2130706433', '127.0.0.1'],
  ['0x7f000001', '127.0.0.1'],
  ['0X7F000001', '127.0.0.1'],
  ['0177.0.0.1', '127.0.0.1'],
  ['0x7f.1', '127.0.0.1'],
  ['127.0.0.1.', '127.0.0.1'],
  ['0', '0.0.0.0'],
  ['192.168.1.020', '192.168.1.16'],
  ['10.1', '10.0.0.1'],
];

describe('outbound policy', () => {
  const byDefault = outboundPolicy([]);

  it.each(refusedByDefault)('refuses %s by default, at save and at send', async (host, why) => {
    expect(savedWhy(byDefault, host)).toMatch(why);
    expect(savedWhy(byDefault, host)).toMatch(/OUTBOUND_ALLOW names it/);
    expect(await sentWhy(byDefault, host)).toMatch(why);
  });

  it.each(numericSpellings)('refuses the numeric spelling %s (%s) at save and at send', async (host, dotted) => {
    const sentence = `${host} is a numeric spelling of ${dotted}; write the address as four decimal numbers, such as ${dotted}.`;
    expect(savedWhy(byDefault, host)).toBe(sentence);
    expect(await sentWhy(byDefault, host)).toBe(sentence);
    // Even where the address itself is allowed.
    expect(savedWhy(outboundPolicy(['0.0.0.0/8', '127.0.0.0/8', 'private']), host)).toBe(sentence);
  });

  it('allows private and public unicast by default, stored as written', async () => {
    for (const host of ['192.168.1.20', '10.0.0.5', '172.16.4.4', '100.64.1.1', 'fd12:3456::1', '203.0.113.9', '8.8.8.8', '2001:db8::1']) {
      expect(byDefault.savedHost(host)).toBe(host);
      expect(await byDefault.resolve(host)).toMatchObject({ address: host });
    }
    expect(byDefault.savedHost('[FD12::1]')).toBe('fd12::1');
    expect(byDefault.savedHost('qlab-mac.local')).toBe('qlab-mac.local');
    // An IPv6 address that carries a public IPv4 address is not refused for it.
    expect(savedWhy(byDefault, '64:ff9b::808:808')).toBeNull();
    expect(savedWhy(byDefault, '2002:c0a8:114::1')).toBeNull();
  });

  it('refuses localhost at save and every name that resolves only to the loopback at send', async () => {
    expect(savedWhy(byDefault, 'localhost')).toMatch(/loopback/);
    expect(savedWhy(byDefault, 'LocalHost.')).toMatch(/loopback/);
    expect(savedWhy(byDefault, 'app.localhost')).toMatch(/loopback/);
    expect(await sentWhy(byDefault, 'localhost')).toMatch(/loopback/);
  });

  it('refuses hosts that are neither names nor addresses', () => {
    for (const host of ['1.2.3.4:80', 'a:b', 'device.1', '1.2.3.4.5'])
      expect(savedWhy(byDefault, host)).toMatch(/neither a host name nor an IP address/);
  });

  it('OUTBOUND_ALLOW names a special range only with an entry inside it', async () => {
    const p = outboundPolicy(['private', 'public', '127.0.0.0/8', '::1']);
    for (const host of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '64:ff9b::7f00:1', 'localhost'])
      expect(savedWhy(p, host)).toBeNull();
    expect(await p.resolve('localhost')).toMatchObject({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) });
    expect(savedWhy(p, '0.0.0.0')).toMatch(/unspecified/);
    // A broad entry does not name what lies inside it.
    const broad = outboundPolicy(['0.0.0.0/0', '::/0']);
    for (const host of ['127.0.0.1', '0.0.0.0', '169.254.169.254', '::1', 'fe80::1'])
      expect(savedWhy(broad, host)).toMatch(/OUTBOUND_ALLOW names it/);
    expect(savedWhy(broad, '8.8.8.8')).toBeNull();
    // Naming the link-local network (devices that gave themselves an address) still leaves the metadata service out.
    const apipa = outboundPolicy(['169.254.0.0/16']);
    expect(savedWhy(apipa, '169.254.10.20')).toBeNull();
    expect(savedWhy(apipa, '169.254.169.254')).toMatch(/metadata/);
    expect(savedWhy(outboundPolicy(['169.254.169.254']), '169.254.169.254')).toBeNull();
    // An IPv4-mapped CIDR is the IPv4 network.
    expect(savedWhy(outboundPolicy(['::ffff:127.0.0.0/104']), '127.0.0.1')).toBeNull();
  });

  it('a list without private or public narrows to its networks', async () => {
    const p = outboundPolicy(['10.0.0.0/8']);
    expect(savedWhy(p, '10.1.2.3')).toBeNull();
    expect(savedWhy(p, '192.168.1.20')).toBe('192.168.1.20 is a private address outside OUTBOUND_ALLOW (10.0.0.0/8).');
    expect(savedWhy(p, '8.8.8.8')).toBe('8.8.8.8 is a public address outside OUTBOUND_ALLOW (10.0.0.0/8).');
    expect(await sentWhy(p, '8.8.8.8')).toMatch(/outside OUTBOUND_ALLOW/);
    const lan = outboundPolicy(['private']);
    expect(savedWhy(lan, '192.168.1.20')).toBeNull();
    expect(savedWhy(lan, 'fd00::5')).toBeNull();
    expect(savedWhy(lan, '8.8.8.8')).toMatch(/public address outside/);
  });

  it('OUTBOUND_ALLOW=none refuses every save and send', async () => {
    const p = outboundPolicy(['none']);
    for (const host of ['192.168.1.20', '8.8.8.8', 'example.com', '127.0.0.1']) {
      expect(savedWhy(p, host)).toBe('This server sends nothing outward (OUTBOUND_ALLOW=none).');
      expect(await sentWhy(p, host)).toBe('This server sends nothing outward (OUTBOUND_ALLOW=none).');
    }
  });

  it('checks a webhook URL by its host as written and as parsed', () => {
    const check = (url: string) => {
      try {
        byDefault.savedUrl(url);
        return null;
      } catch (err) {
        return err instanceof OutboundRefused ? err.message : String(err);
      }
    };
    expect(check('https://hooks.example.com/x')).toBeNull();
    expect(check('http://user:pw@192.168.1.20:8080/x?y#z')).toBeNull();
    expect(check('http://2130706433/x')).toMatch(/numeric spelling of 127\.0\.0\.1/);
    expect(check('http://0x7f.1:9/x')).toMatch(/numeric spelling/);
    expect(check('http://[::ffff:7f00:1]/x')).toMatch(/loopback/);
    expect(check('http://[::]:80/')).toMatch(/unspecified/);
    expect(check('http://localhost:9/x')).toMatch(/loopback/);
    expect(check('http:\\\\127.0.0.1\\x')).toMatch(/Write the address/);
  });

  it('parses OUTBOUND_ALLOW entries and refuses bad ones', () => {
    expect(outboundSettings([])).toMatchObject({ none: false, private: true, public: true });
    expect(outboundSettings(['private'])).toMatchObject({ private: true, public: false });
    expect(() => outboundSettings(['none', 'private'])).toThrow(/none cannot be combined/);
    expect(() => outboundSettings(['10.0.0.0/33'])).toThrow(/not an address/);
    expect(() => outboundSettings(['10.0.0'])).toThrow(/not an address/);
  });
});
