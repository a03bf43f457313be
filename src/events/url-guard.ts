/**
 * Where a webhook may be sent (server-side request forgery guard). In
 * production a URL must be https and its host must not resolve to a loopback,
 * private, link-local or otherwise non-public address; it is checked at
 * registration and again at each delivery, on the address actually connected
 * to (the delivery pins the address checked here, so a DNS answer that
 * changes in between cannot slip through). The sandbox also allows http and
 * https to 127.0.0.1, ::1 and localhost, for a receiver on the partner's laptop.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { PlatformEnv } from '../platform/config.js';

const NON_PUBLIC = new BlockList();
// IPv6 ranges apart: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export class UnsafeUrlError extends Error {}

/** True for an address nobody on the internet should be able to make us call. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return NON_PUBLIC.check(mapped[1], 'ipv4');
    return NON_PUBLIC_V6.check(address, 'ipv6');
  }
  return true;
}

/** The URL's shape: scheme, no credentials, and (sandbox) loopback allowed. Throws UnsafeUrlError with a sentence for the partner. */
export function checkUrlShape(raw: string, env: PlatformEnv): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('The url is not an absolute URL.');
  }
  if (url.username || url.password) throw new UnsafeUrlError('The url must not carry credentials.');
  const loopbackAllowed = env === 'sandbox' && LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:')) {
    throw new UnsafeUrlError(env === 'sandbox' ? 'The url must use https (http is allowed to 127.0.0.1 and localhost in the sandbox).' : 'The url must use https.');
  }
  return url;
}

/**
 * The address to connect to for this URL, after the checks: every address
 * the host resolves to must be public (sandbox: or loopback for a loopback host).
 */
export async function resolveSafeAddress(url: URL, env: PlatformEnv): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackAllowed = env === 'sandbox' && LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new UnsafeUrlError(`The host ${host} does not resolve.`);
    }
  }
  if (addresses.length === 0) throw new UnsafeUrlError(`The host ${host} does not resolve.`);
  for (const { address } of addresses) {
    if (!isNonPublicAddress(address)) continue;
    if (loopbackAllowed && (address === '::1' || address.startsWith('127.'))) continue;
    throw new UnsafeUrlError(`The host ${host} resolves to ${address}, a loopback, private or link-local address, which is not allowed.`);
  }
  return addresses[0];
}

/** Both checks, for registration. */
export async function checkEndpointUrl(raw: string, env: PlatformEnv): Promise<URL> {
  const url = checkUrlShape(raw, env);
  await resolveSafeAddress(url, env);
  return url;
}
