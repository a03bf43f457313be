/**
 * Where a webhook may be sent (server-side request forgery guard). In
 * production a URL must be https and every address its host resolves to must
 * be public unicast (ipaddr.js's ranges, after unwrapping any IPv4 address
 * embedded in IPv6); it is checked at
 * registration and again at each delivery, on the address actually connected
 * to (the delivery pins the address checked here, so a DNS answer that
 * changes in between cannot slip through). The sandbox also allows http and
 * https to 127.0.0.1, ::1 and localhost, for a receiver on the partner's laptop.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { PlatformEnv } from '../platform/config.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** C0 and C1 control characters and DEL: the URL parser drops some of them silently (tab, CR, LF), so the stored text would not be the URL dialled. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export class UnsafeUrlError extends Error {}

/**
 * The IPv4 addresses an IPv6 address carries, for every standard way of
 * embedding one: traffic to such an address reaches (through a translator or a
 * tunnel) the IPv4 address inside, so that address is the one to judge.
 * Undefined when the address embeds none.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const bytes = address.toByteArray();
  const v4 = (from: number, flip = 0) => new ipaddr.IPv4(bytes.slice(from, from + 4).map((b) => b ^ flip));
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:0:0/96
    case 'rfc6145': // ::ffff:0:0:0/96, SIIT
      return [v4(12)];
    case 'rfc6052':
      // 64:ff9b::/96 (NAT64) carries the address in its last 32 bits; the
      // local-use 64:ff9b:1::/48 (RFC 8215) translates inside someone's own
      // network, so it is never a public target: judged as the unspecified address.
      return address.parts[2] === 0 ? [v4(12)] : [new ipaddr.IPv4([0, 0, 0, 0])];
    case '6to4': // 2002:AABB:CCDD::/48 tunnels to AA.BB.CC.DD
      return [v4(2)];
    case 'teredo': // 2001:0:SERVER::/32 with the client's address in the last 32 bits, every bit inverted
      return [v4(4), v4(12, 0xff)];
  }
  // ::a.b.c.d, the deprecated IPv4-compatible form (::/96): :: and ::1 fall here too (0.0.0.0 and 0.0.0.1).
  if (bytes.slice(0, 12).every((b) => b === 0)) return [v4(12)];
  return undefined;
}

/**
 * True for an address nobody on the internet should be able to make us call:
 * anything but a public unicast address (ipaddr.js's range classification),
 * judged after unwrapping every IPv4 address embedded in an IPv6 one.
 */
export function isNonPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
  if (embedded) return embedded.some((v4) => v4.range() !== 'unicast');
  return parsed.range() !== 'unicast';
}

/** A loopback address: the sandbox lets a partner's laptop receive on one. */
function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  return (
    parsed.range() === 'loopback' || (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() && (parsed as ipaddr.IPv6).toIPv4Address().range() === 'loopback')
  );
}

/** The URL's shape: scheme, no credentials, and (sandbox) loopback allowed. Throws UnsafeUrlError with a sentence for the partner. */
export function checkUrlShape(raw: string, env: PlatformEnv): URL {
  if (CONTROL_CHARACTERS.test(raw)) throw new UnsafeUrlError('The url must not contain control characters (tab, CR, LF and the like).');
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
    if (loopbackAllowed && isLoopbackAddress(address)) continue;
    throw new UnsafeUrlError(
      `The host ${host} resolves to ${address}, which is not a public unicast address (loopback, private, link-local, reserved, or one of them embedded in IPv6), so it is not allowed.`,
    );
  }
  return addresses[0];
}

/** Both checks, for registration. */
export async function checkEndpointUrl(raw: string, env: PlatformEnv): Promise<URL> {
  const url = checkUrlShape(raw, env);
  await resolveSafeAddress(url, env);
  return url;
}
