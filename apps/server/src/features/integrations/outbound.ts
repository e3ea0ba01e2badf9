/**
 * Where show control may send (docs/decisions/0011-show-control.md, docs/security.md "Trust, round 3" 20.4). OUTBOUND_ALLOW
 * is a comma list of `private` (RFC 1918, 100.64.0.0/10, ULA fc00::/7), `public` (other unicast),
 * addresses and CIDRs, or `none` (nothing leaves); unset means `private,public`. Loopback,
 * unspecified, link-local, multicast, broadcast, reserved and cloud metadata addresses are refused
 * unless an entry inside that range names them (127.0.0.0/8 names the loopback; 0.0.0.0/0 does
 * not), and so is an IPv6 address that carries one of them (::ffff:, ::a.b.c.d, NAT64 64:ff9b::/96,
 * 6to4 2002::/16, Teredo 2001::/32). Hosts are checked when saved (numeric spellings such as 127.1,
 * 2130706433 or 0x7f000001 are refused there) and again at every send: names are resolved here and
 * the checked address is the one connected to, so a name cannot point elsewhere in between.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export class OutboundRefused extends Error {}

const OFF = 'This server sends nothing outward (OUTBOUND_ALLOW=none).';

interface Addr {
  v: 4 | 6;
  n: bigint;
}
interface Range {
  v: 4 | 6;
  base: bigint;
  bits: number;
}

const V4_MAX = 0xffffffffn;

function parseV4(s: string): bigint {
  return s.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseV6(s: string): bigint {
  const [head = '', tail] = s.split('::');
  const groups = (part: string): bigint[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [BigInt(`0x${g}`)];
          const v4 = parseV4(g);
          return [v4 >> 16n, v4 & 0xffffn];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<bigint>(8 - left.length - right.length).fill(0n), ...right];
  return all.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** An address literal (brackets and IPv6 zone dropped); an IPv4-mapped IPv6 address is its IPv4 address. */
function parseAddr(address: string): Addr | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { v: 4, n: parseV4(bare) };
  if (family !== 6) return null;
  const n = parseV6(bare);
  return n >> 32n === 0xffffn ? { v: 4, n: n & V4_MAX } : { v: 6, n };
}

function range(cidr: string): Range | null {
  const [addr = '', bitsText] = cidr.split('/');
  const a = parseAddr(addr);
  if (!a) return null;
  const width = a.v === 4 ? 32 : 128;
  // ::ffff:127.0.0.0/104 is 127.0.0.0/8: mapped addresses are compared as IPv4.
  let bits = bitsText === undefined ? width : Number(bitsText);
  if (a.v === 4 && isIP(addr.replace(/^\[|\]$/g, '')) === 6 && bitsText !== undefined) bits -= 96;
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return null;
  const host = (1n << BigInt(width - bits)) - 1n;
  return { v: a.v, base: a.n & ~host, bits };
}

function contains(r: Range, a: Addr): boolean {
  if (r.v !== a.v) return false;
  const width = r.v === 4 ? 32 : 128;
  return a.n >> BigInt(width - r.bits) === r.base >> BigInt(width - r.bits);
}

type SpecialKind = 'unspecified' | 'loopback' | 'link-local' | 'multicast' | 'broadcast' | 'reserved' | 'metadata';

function describe(kind: SpecialKind): string {
  switch (kind) {
    case 'unspecified':
      return 'an unspecified address (it reaches this server itself)';
    case 'loopback':
      return 'a loopback address';
    case 'link-local':
      return 'a link-local address (where cloud metadata services answer)';
    case 'multicast':
      return 'a multicast address';
    case 'broadcast':
      return 'a broadcast address';
    case 'reserved':
      return 'a reserved address';
    case 'metadata':
      return 'a cloud metadata address';
    default:
      kind satisfies never;
      return 'a special address';
  }
}

const special: ReadonlyArray<{ range: Range; kind: SpecialKind }> = (
  [
    ['169.254.169.254/32', 'link-local'], // listed before 169.254.0.0/16: naming that network does not name this one
    ['100.100.100.200/32', 'metadata'],
    ['fd00:ec2::254/128', 'metadata'],
    ['0.0.0.0/8', 'unspecified'],
    ['127.0.0.0/8', 'loopback'],
    ['169.254.0.0/16', 'link-local'],
    ['224.0.0.0/4', 'multicast'],
    ['255.255.255.255/32', 'broadcast'],
    ['240.0.0.0/4', 'reserved'],
    ['::/128', 'unspecified'],
    ['::1/128', 'loopback'],
    ['fe80::/10', 'link-local'],
    ['ff00::/8', 'multicast'],
  ] as const
).map(([cidr, kind]) => ({ range: range(cidr)!, kind }));

const privateRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'].map((c) => range(c)!);

/** The IPv4 addresses an IPv6 address carries (IPv4-compatible, SIIT, NAT64, 6to4, Teredo). */
function embedded(a: Addr): Addr[] {
  if (a.v === 4) return [];
  const n = a.n;
  const low = n & V4_MAX;
  const v4 = (x: bigint): Addr => ({ v: 4, n: x & V4_MAX });
  if (n >> 32n === 0n) return n > 1n ? [v4(low)] : []; // ::a.b.c.d (:: and ::1 are themselves)
  if (n >> 32n === 0xffff0000n) return [v4(low)]; // ::ffff:0:a.b.c.d
  if (n >> 32n === 0x64ff9b0000000000000000n || n >> 80n === 0x64ff9b0001n) return [v4(low)]; // NAT64
  if (n >> 112n === 0x2002n) return [v4(n >> 80n)]; // 6to4
  if (n >> 96n === 0x20010000n) return [v4(n >> 64n), v4(~low)]; // Teredo: server, client
  return [];
}

export interface OutboundSettings {
  none: boolean;
  private: boolean;
  public: boolean;
  ranges: Range[];
}

/** OUTBOUND_ALLOW as entries; throws on an entry that is not a keyword, address or CIDR (config.ts reports it). */
export function outboundSettings(allow: readonly string[]): OutboundSettings {
  const entries = allow.map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  if (entries.length === 0) return { none: false, private: true, public: true, ranges: [] };
  const ranges: Range[] = [];
  for (const e of entries) {
    if (e === 'none' || e === 'private' || e === 'public') continue;
    const r = range(e);
    if (!r) throw new Error(`${e} is not an address, a CIDR, none, private or public`);
    ranges.push(r);
  }
  if (entries.includes('none') && entries.length > 1) throw new Error('none cannot be combined with other entries');
  return { none: entries.includes('none'), private: entries.includes('private'), public: entries.includes('public'), ranges };
}

export function outboundPolicy(allow: readonly string[]) {
  const s = outboundSettings(allow);
  const listed = allow.length > 0 ? allow.join(',') : 'private,public';

  /** An entry names a special range when it lies inside it (127.0.0.1 or 127.0.0.0/8, never 0.0.0.0/0). */
  const named = (a: Addr, r: Range) =>
    s.ranges.some((e) => contains(e, a) && e.v === r.v && e.bits >= r.bits && contains(r, { v: e.v, n: e.base }));

  function check(address: string): string | null {
    if (s.none) return OFF;
    const a = parseAddr(address);
    if (!a) return `${address} is not an IP address.`;
    for (const view of [a, ...embedded(a)]) {
      const hit = special.find((x) => contains(x.range, view));
      if (!hit || named(view, hit.range)) continue;
      const inner = view === a ? '' : ` (it carries ${formatV4(view.n)})`;
      return `${address} is ${describe(hit.kind)}${inner}; show control sends there only when OUTBOUND_ALLOW names it.`;
    }
    if (special.some((x) => contains(x.range, a))) return null; // named above
    const isPrivate = privateRanges.some((r) => contains(r, a));
    if ((isPrivate ? s.private : s.public) || s.ranges.some((r) => contains(r, a))) return null;
    return `${address} is ${isPrivate ? 'a private' : 'a public'} address outside OUTBOUND_ALLOW (${listed}).`;
  }

  function refuse(why: string | null): void {
    if (why) throw new OutboundRefused(why);
  }

  /** The host as an address literal, a name, or refused (a numeric spelling such as 127.1 or 0x7f000001). */
  function hostOf(host: string): { address: string; family: 4 | 6 } | { name: string } {
    const bare = host.trim().replace(/^\[|\]$/g, '');
    const family = isIP(bare);
    if (family !== 0) return { address: bare, family: family === 6 ? 6 : 4 };
    if (bare.includes(':') || bare.includes('%')) throw new OutboundRefused(`${host} is neither a host name nor an IP address.`);
    let parsed: string;
    try {
      parsed = new URL(`http://${bare}/`).hostname;
    } catch {
      throw new OutboundRefused(`${host} is neither a host name nor an IP address.`);
    }
    if (isIP(parsed) === 4)
      throw new OutboundRefused(
        `${host} is a numeric spelling of ${parsed}; write the address as four decimal numbers, such as ${parsed}.`,
      );
    return { name: bare };
  }

  /**
   * The host to store for an OSC target or webhook, checked now; throws OutboundRefused with the
   * reason. Names are resolved only at send, except localhost, which is always the loopback.
   */
  function savedHost(host: string): string {
    refuse(s.none ? OFF : null);
    const h = hostOf(host);
    if ('address' in h) {
      refuse(check(h.address));
      return h.address.toLowerCase();
    }
    const name = h.name.toLowerCase().replace(/\.$/, '');
    const loopbackNamed = check('127.0.0.1') === null || check('::1') === null;
    if ((name === 'localhost' || name.endsWith('.localhost')) && !loopbackNamed)
      throw new OutboundRefused(`${host} is the loopback; show control sends there only when OUTBOUND_ALLOW names it.`);
    return h.name;
  }

  return {
    savedHost,
    /** A webhook address checked as savedHost checks a host, as written (2130706433) and as parsed (127.0.0.1). */
    savedUrl(url: string): void {
      const written = /^https?:\/\/(?:[^@/?#\\]*@)?(\[[^\]/?#\\]*\]|[^:/?#\\]*)(?::\d*)?(?:[/?#]|$)/i.exec(url)?.[1];
      if (!written) throw new OutboundRefused('Write the address as http:// or https://, the host, then the path.');
      savedHost(written);
      savedHost(new URL(url).hostname);
    },
    /** An address literal that may be reached (no look-up needed), null for a name; throws OutboundRefused when refused. */
    literal(host: string): { address: string; family: 4 | 6 } | null {
      const h = hostOf(host);
      if (!('address' in h)) return null;
      refuse(check(h.address));
      return h;
    },
    /** Resolves a host to one address this server may reach; throws OutboundRefused otherwise. */
    async resolve(host: string): Promise<{ address: string; family: 4 | 6 }> {
      refuse(s.none ? OFF : null);
      const h = hostOf(host);
      const candidates = 'address' in h ? [h] : await lookup(h.name, { all: true });
      let why = `${host} could not be resolved.`;
      for (const c of candidates) {
        const refused = check(c.address);
        if (!refused) return { address: c.address, family: c.family === 6 ? 6 : 4 };
        why = refused;
      }
      throw new OutboundRefused(why);
    },
  };
}
export type OutboundPolicy = ReturnType<typeof outboundPolicy>;

function formatV4(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((sh) => String((n >> sh) & 0xffn)).join('.');
}
