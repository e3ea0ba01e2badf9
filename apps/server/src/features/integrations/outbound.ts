/**
 * Where show control may send (docs/decisions/0011-show-control.md): never to link-local addresses (169.254.0.0/16,
 * fe80::/10, where cloud metadata services answer), and, when OUTBOUND_ALLOW is set, only into
 * those networks. Names are resolved here and the checked address is the one connected to, so a
 * name cannot point somewhere else between the check and the send.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export class OutboundRefused extends Error {}

function blockOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const c of cidrs) {
    const [addr, bits] = c.split('/');
    if (!addr) continue;
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(bits), family);
  }
  return list;
}

const linkLocal = blockOf(['169.254.0.0/16', 'fe80::/10']);

export function outboundPolicy(allow: readonly string[]) {
  // Transitional: the keywords private and public (issue 20) mean "as without a list" for now.
  const allowed = allow.length > 0 && !allow.includes('public') ? blockOf(allow.filter((a) => a !== 'private')) : undefined;

  function check(address: string): string | null {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    // An IPv4 address written as IPv6 (::ffff:169.254.169.254) is the same machine.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (linkLocal.check(address, family) || (mapped && linkLocal.check(mapped, 'ipv4')))
      return `${address} is a link-local address; show control never sends there.`;
    if (allowed && !allowed.check(address, family) && !(mapped && allowed.check(mapped, 'ipv4')))
      return `${address} is outside the networks this server may reach (OUTBOUND_ALLOW).`;
    return null;
  }

  return {
    /** An address literal that is refused outright (checked when a target or webhook is saved). */
    refusedLiteral(host: string): string | null {
      const bare = host.replace(/^\[|\]$/g, '');
      return isIP(bare) ? check(bare) : null;
    },
    /** An address literal that may be reached (no look-up needed), null for a name; throws OutboundRefused when refused. */
    literal(host: string): { address: string; family: 4 | 6 } | null {
      const bare = host.replace(/^\[|\]$/g, '');
      const family = isIP(bare);
      if (family === 0) return null;
      const refused = check(bare);
      if (refused) throw new OutboundRefused(refused);
      return { address: bare, family: family === 6 ? 6 : 4 };
    },
    /** Resolves a host to one address this server may reach; throws OutboundRefused otherwise. */
    async resolve(host: string): Promise<{ address: string; family: 4 | 6 }> {
      const bare = host.replace(/^\[|\]$/g, '');
      const literal = isIP(bare);
      const candidates = literal ? [{ address: bare, family: literal }] : await lookup(bare, { all: true });
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
