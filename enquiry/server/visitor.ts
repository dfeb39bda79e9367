/**
 * Who sent a request, and to which address, as the visitor saw it — behind
 * the proxies the server is told to trust (TRUSTED_PROXIES) and no others.
 *
 * Each trusted proxy appends the address it received the request from to
 * X-Forwarded-For, so with n proxies the visitor's address is the n-th value
 * from the right: everything left of it was written by the client itself and
 * is ignored. With no trusted proxy (the default) the socket's address is
 * the visitor's, and forwarded headers are ignored altogether. A request
 * that names fewer hops than configured (it reached the server without
 * passing every proxy) or whose entry is not an IP address counts as sent
 * by the socket's address: a client can never choose its own address.
 */
import ipaddr from 'ipaddr.js';

type Headers = Record<string, string | string[] | undefined>;

/** The values of a header that proxies append to, in order, across repeated header lines. */
function listed(headers: Headers, name: string): string[] {
  const raw = headers[name];
  const lines = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return lines.flatMap((line) => line.split(',')).map((value) => value.trim());
}

/** The visitor's address: the socket's, or the one the outermost trusted proxy received the request from. */
export function visitorAddress(headers: Headers, socketAddress: string, trustedProxies: number): string {
  if (trustedProxies <= 0) return socketAddress;
  const chain = [...listed(headers, 'x-forwarded-for'), socketAddress];
  // chain ends with the socket (the nearest proxy); the visitor is trustedProxies steps before it.
  const index = chain.length - 1 - trustedProxies;
  // Fewer hops than configured: the request bypassed a proxy, so every entry may be the client's own words; only the socket is known.
  if (index < 0) return socketAddress;
  // An entry that is not an address was never written by a proxy.
  return isAddress(chain[index]!) ? chain[index]! : socketAddress;
}

/** Whether a forwarded value is an IP address (IPv6 possibly in brackets), as proxies write them. */
const isAddress = (value: string) => ipaddr.isValid(value.replace(/^\[(.*)\]$/, '$1'));

/**
 * The scheme and host the visitor used, e.g. https://www.example.edu: from
 * the nearest trusted proxy's X-Forwarded-Proto and X-Forwarded-Host when
 * there is one, otherwise from the connection and its Host header.
 */
export function visitorOrigin(headers: Headers, encrypted: boolean, trustedProxies: number): string | null {
  const last = (name: string) => listed(headers, name).at(-1) || undefined;
  const proto = (trustedProxies > 0 && last('x-forwarded-proto')?.toLowerCase()) || (encrypted ? 'https' : 'http');
  const host = (trustedProxies > 0 && last('x-forwarded-host')) || (typeof headers.host === 'string' ? headers.host : undefined);
  if (!host || (proto !== 'http' && proto !== 'https')) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The rate limit's key for an address: IPv4 as it is, IPv6 by its /64 (one
 * household or device network gets many addresses from its /64, so a
 * /128 key would give each visitor endless buckets). An IPv4 address written
 * in IPv6 form counts as the IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
