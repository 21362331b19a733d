import { describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { isAllowedOrigin, localHosts } from './origin.ts';

const iface = (address: string, family: 'IPv4' | 'IPv6' = 'IPv4'): NetworkInterfaceInfo =>
  ({ address, family, netmask: '', mac: '', internal: false, cidr: null }) as NetworkInterfaceInfo;

const hosts = localHosts({ wlan0: [iface('192.168.1.23'), iface('fe80::1%wlan0', 'IPv6')], lo: [iface('127.0.0.1')] }, 'Laptop');
const policy = { port: 4747, hosts };

describe('which pages may open the table socket', () => {
  it.each([
    'http://192.168.1.23:4747',
    'http://127.0.0.1:4747',
    'http://localhost:4747',
    'http://[::1]:4747',
    'http://[fe80::1]:4747',
    'http://laptop.local:4747',
    'http://LAPTOP.LOCAL:4747',
  ])('lets the table’s own page at %s in', (origin) => {
    expect(isAllowedOrigin(origin, policy)).toBe(true);
  });

  it('lets clients that send no Origin in: tools and programs, not browsers', () => {
    expect(isAllowedOrigin(undefined, policy)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another site on the same port', 'http://evil.example:4747'],
    ['this machine on another port (some other local web app)', 'http://127.0.0.1:8080'],
    ['another machine of the LAN', 'http://192.168.1.77:4747'],
    ['a sandboxed or file page', 'null'],
    ['a file URL', 'file:///home/me/page.html'],
    ['a browser extension', 'chrome-extension://abcdefghijklmnop'],
    ['garbage', 'not a url'],
  ])('keeps %s out (%s)', (_what, origin) => {
    expect(isAllowedOrigin(origin, policy)).toBe(false);
  });
});
