/**
 * The address crew links and QR codes carry (docs/decisions/0023-crew-phones-lost-fixed-and-found.md). A phone must be able to open it: the
 * configured PUBLIC_URL first; else the address this page was opened by, when it is not this
 * computer's own; else the server's LAN address (os.networkInterfaces), when the server listens
 * beyond this computer. Loopback addresses (localhost, 127.x, ::1) are answered with `loopback`
 * so the caller is warned: no phone can open them.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { JoinBase } from '@showcaller/shared';

export type { JoinBase };

/** localhost, *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses (0.0.0.0, ::). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::1' || h === '0.0.0.0' || h === '::';
}

const PRIVATE_V4 = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/** The first non-internal IPv4 address, private ranges (a venue's Wi-Fi) before others. */
export function lanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string | undefined {
  const v4 = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i.address);
  return v4.find((a) => PRIVATE_V4.test(a)) ?? v4[0];
}

export interface JoinBaseInput {
  /** config.publicUrl (http://localhost:PORT when PUBLIC_URL is unset). */
  publicUrl: string;
  /** The port the server was configured with (the unset PUBLIC_URL's default names it). */
  configPort: number;
  /** HOST: where the server listens. */
  listenHost: string;
  /** How this request reached the server: 'http' | 'https', the Host header's name and port. */
  protocol: string;
  hostname: string;
  port: number | undefined;
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

export function joinBase(i: JoinBaseInput): JoinBase {
  const publicUrlSet = i.publicUrl !== `http://localhost:${i.configPort}`;
  if (publicUrlSet) return { baseUrl: i.publicUrl, source: 'public-url', loopback: isLoopbackHost(new URL(i.publicUrl).hostname) };
  const port = i.port === undefined ? '' : `:${i.port}`;
  const bracketed = i.hostname.includes(':') && !i.hostname.startsWith('[') ? `[${i.hostname}]` : i.hostname;
  const requestOrigin = `${i.protocol}://${bracketed}${port}`;
  if (!isLoopbackHost(i.hostname)) return { baseUrl: requestOrigin, source: 'request', loopback: false };
  // Listening only on this computer: a LAN address would not answer either.
  if (isLoopbackHost(i.listenHost) && i.listenHost !== '0.0.0.0' && i.listenHost !== '::')
    return { baseUrl: requestOrigin, source: 'loopback', loopback: true };
  const lan = lanAddress(i.interfaces);
  if (lan) return { baseUrl: `${i.protocol}://${lan}${port}`, source: 'lan', loopback: false };
  return { baseUrl: requestOrigin, source: 'loopback', loopback: true };
}

/** The join base for a request to this server (crew codes, lobby links): its settings and the request's address. */
export function requestJoinBase(
  config: { publicUrl: string; port: number; host: string },
  req: { protocol: string; hostname: string; port?: number | null | undefined },
): JoinBase {
  return joinBase({
    publicUrl: config.publicUrl,
    configPort: config.port,
    listenHost: config.host,
    protocol: req.protocol,
    hostname: req.hostname,
    port: req.port ?? undefined,
  });
}
