import { hostname, networkInterfaces } from 'node:os';
import { mdnsHostName } from './mdns.ts';

/**
 * Which web pages may open the table's WebSocket.
 *
 * A browser lets any site open a WebSocket to any address and only says where the page came
 * from in `Origin`. Without a check, a page a player happens to open elsewhere could watch the
 * board or take seats on the LAN host (cross-site WebSocket hijacking). The table's own pages are
 * served by this host, so their origin is this host: one of its addresses (or names) with its
 * port. A same-origin comparison with `Host` alone is not enough: a rebinding name such as
 * evil.example pointed at the laptop would match itself, so the origin's host must be one this
 * machine answers to. Clients that send no `Origin` are not browsers (tools, tests, other
 * programs on the LAN speaking the documented protocol) and are let in.
 */
export interface OriginPolicy {
  /** The port the host serves on. */
  port: number;
  /** Host names and addresses this machine answers to (lower case; IPv6 without brackets). */
  hosts: ReadonlySet<string>;
}

/** The names and addresses this host is reached by: loopback, every interface, its mDNS name. */
export function localHosts(interfaces = networkInterfaces(), name = hostname()): Set<string> {
  const hosts = new Set<string>(['127.0.0.1', 'localhost', '::1']);
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) hosts.add(info.address.toLowerCase().replace(/%.*$/, ''));
  }
  hosts.add(mdnsHostName(name).toLowerCase());
  if (name) hosts.add(name.toLowerCase());
  return hosts;
}

/** Whether a WebSocket upgrade with this `Origin` header may go ahead. */
export function isAllowedOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (sandboxed frames, file pages) and anything unparsable: not one of the table's pages.
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (port !== policy.port) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return policy.hosts.has(host);
}

/** Whether a request's `Host` header names this machine (one of `hosts`, any port). */
export function isAllowedHost(header: string | undefined, hosts: ReadonlySet<string>): boolean {
  if (header === undefined || header === '') return false;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return false;
  }
  // Only a host and a port: no user info or path smuggled into the header.
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return false;
  return hosts.has(url.hostname.toLowerCase().replace(/^\[|\]$/g, ''));
}

/**
 * Where a socket comes from, as the room's limits see it: its address (IPv4-mapped IPv6 written
 * as IPv4) and whether it is one of this machine's own addresses. Only the exact addresses the
 * machine's interfaces carry count as local (127.0.0.2 does not: stricter is safe).
 */
export function remoteOrigin(address: string | undefined, hosts: ReadonlySet<string>): { address: string; local: boolean } {
  const plain = (address ?? 'unknown').toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').replace(/%.*$/, '');
  return { address: plain, local: hosts.has(plain) };
}
