import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { joinUrl, pickInterface, rankInterfaces, UnknownInterfaceError } from './network.ts';

type Table = NodeJS.Dict<os.NetworkInterfaceInfo[]>;

function v4(address: string, internal = false): os.NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: internal ? '00:00:00:00:00:00' : '02:42:ac:11:00:02', internal, cidr: `${address}/24` };
}

function v6(address: string, internal = false): os.NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:42:ac:11:00:02', internal, cidr: `${address}/64`, scopeid: 0 };
}

const names = (table: Table) => rankInterfaces(table).map((c) => c.name);

// Tables in the order the operating systems list them, so a naive "first non-internal" is wrong.
const linuxLaptop: Table = {
  lo: [v4('127.0.0.1', true), v6('::1', true)],
  docker0: [v4('172.17.0.1')],
  'br-3f2a9c1d7e11': [v4('172.18.0.1')],
  veth1a2b3c4: [v6('fe80::1')],
  wlp2s0: [v4('192.168.1.23'), v6('fe80::2')],
};

const macLaptop: Table = {
  lo0: [v4('127.0.0.1', true), v6('::1', true)],
  utun3: [v4('100.101.102.103'), v6('fe80::3')],
  bridge100: [v4('192.168.64.1')],
  en0: [v6('fe80::4'), v4('192.168.0.42')],
};

const windowsLaptop: Table = {
  'vEthernet (WSL)': [v4('172.29.160.1')],
  'Loopback Pseudo-Interface 1': [v4('127.0.0.1', true), v6('::1', true)],
  'Wi-Fi': [v4('10.0.0.57'), v6('fe80::5')],
};

describe('rankInterfaces', () => {
  it('Linux laptop: Wi-Fi first, docker bridges after it, loopback last', () => {
    const ranked = rankInterfaces(linuxLaptop);
    expect(ranked.map((c) => [c.name, c.kind])).toEqual([
      ['wlp2s0', 'physical'],
      ['docker0', 'virtual'],
      ['br-3f2a9c1d7e11', 'virtual'],
      ['lo', 'loopback'],
    ]);
    expect(ranked[0]?.address).toBe('192.168.1.23');
  });

  it('keeps IPv4 only', () => {
    expect(rankInterfaces(linuxLaptop).every((c) => !c.address.includes(':'))).toBe(true);
    expect(rankInterfaces({ veth0: [v6('fe80::9')], lo: [v6('::1', true)] })).toEqual([]);
  });

  it('macOS: en0 before the VPN tunnel and the Internet Sharing bridge', () => {
    expect(names(macLaptop)).toEqual(['en0', 'bridge100', 'utun3', 'lo0']);
    expect(rankInterfaces(macLaptop)[0]).toMatchObject({ name: 'en0', address: '192.168.0.42', kind: 'physical' });
  });

  it('Windows: "Wi-Fi" before "vEthernet (WSL)"', () => {
    expect(names(windowsLaptop)).toEqual(['Wi-Fi', 'vEthernet (WSL)', 'Loopback Pseudo-Interface 1']);
    expect(rankInterfaces(windowsLaptop).map((c) => c.kind)).toEqual(['physical', 'virtual', 'loopback']);
  });

  it.each([
    ['eth0', 'physical'],
    ['enp3s0', 'physical'],
    ['ens33', 'physical'],
    ['eno1', 'physical'],
    ['enx00e04c680001', 'physical'],
    ['wlan0', 'physical'],
    ['wlx7cdd90aabbcc', 'physical'],
    ['en1', 'physical'],
    ['Ethernet', 'physical'],
    ['Ethernet 2', 'physical'],
    ['WLAN', 'physical'],
    ['WiFi', 'physical'],
    ['Wireless Network Connection', 'physical'],
    ['docker0', 'virtual'],
    ['virbr0', 'virtual'],
    ['veth9f8e7d', 'virtual'],
    ['vboxnet0', 'virtual'],
    ['vmnet8', 'virtual'],
    ['tun0', 'virtual'],
    ['tap0', 'virtual'],
    ['utun4', 'virtual'],
    ['wg0', 'virtual'],
    ['tailscale0', 'virtual'],
    ['ztbtoqq6ab', 'virtual'],
    ['ham0', 'virtual'],
    ['vEthernet (Default Switch)', 'virtual'],
    ['vEthernet (Wi-Fi)', 'virtual'],
    ['Hyper-V Virtual Ethernet Adapter', 'virtual'],
    ['VirtualBox Host-Only Network', 'virtual'],
    ['VMware Network Adapter VMnet1', 'virtual'],
    ['ProtonVPN', 'virtual'],
    ['Ethernet (OpenVPN)', 'virtual'],
    ['br0', 'unknown'],
    ['lansimh', 'unknown'],
  ] as const)('classifies %s as %s', (name, kind) => {
    expect(rankInterfaces({ [name]: [v4('10.9.8.7')] })[0]?.kind).toBe(kind);
  });

  it('an unknown name with a private address ranks above virtual ones, below physical ones', () => {
    const table: Table = { docker0: [v4('172.17.0.1')], mystery0: [v4('192.168.5.5')], eth0: [v4('192.168.1.2')] };
    expect(names(table)).toEqual(['eth0', 'mystery0', 'docker0']);
  });

  it('an unknown name with a public address ranks below an unknown private one but above virtual ones', () => {
    const table: Table = { tun0: [v4('10.8.0.2')], odd1: [v4('100.70.1.1')], odd0: [v4('10.1.1.1')] };
    expect(names(table)).toEqual(['odd0', 'odd1', 'tun0']);
  });

  it('link-local 169.254.x.x after every routable address, yet before virtual adapters', () => {
    const table: Table = {
      docker0: [v4('172.17.0.1')],
      eth0: [v4('169.254.10.20')],
      wlan0: [v4('192.168.1.9')],
      mystery0: [v4('169.254.1.1')],
    };
    expect(names(table)).toEqual(['wlan0', 'eth0', 'mystery0', 'docker0']);
    // A virtual adapter's self-assigned address comes after its routable neighbours.
    expect(names({ vmnet1: [v4('169.254.3.3')], vmnet8: [v4('192.168.100.1')] })).toEqual(['vmnet8', 'vmnet1']);
  });

  it('an interface with two IPv4 addresses gives two candidates', () => {
    const ranked = rankInterfaces({ eth0: [v4('192.168.1.2'), v4('169.254.7.7')] });
    expect(ranked.map((c) => c.address)).toEqual(['192.168.1.2', '169.254.7.7']);
  });

  it('keeps the system order between equally good interfaces', () => {
    expect(names({ eth1: [v4('192.168.1.3')], eth0: [v4('192.168.1.2')] })).toEqual(['eth1', 'eth0']);
  });

  it('treats an internal or 127.x address as loopback whatever the name', () => {
    expect(rankInterfaces({ weird: [v4('127.0.1.1')] })[0]?.kind).toBe('loopback');
    expect(rankInterfaces({ eth0: [v4('10.0.0.1', true)] })[0]?.kind).toBe('loopback');
  });

  it('accepts the numeric family that Node 18.0-18.3 reported', () => {
    const legacy = { ...v4('192.168.1.4'), family: 4 } as unknown as os.NetworkInterfaceInfo;
    expect(rankInterfaces({ eth0: [legacy] })).toHaveLength(1);
  });

  it('skips interfaces whose list is missing', () => {
    expect(names({ eth0: undefined, wlan0: [v4('192.168.1.8')] })).toEqual(['wlan0']);
  });
});

describe('pickInterface', () => {
  it('picks the best candidate on each platform', () => {
    expect(pickInterface(linuxLaptop)?.address).toBe('192.168.1.23');
    expect(pickInterface(macLaptop)?.address).toBe('192.168.0.42');
    expect(pickInterface(windowsLaptop)?.address).toBe('10.0.0.57');
  });

  it('falls back to loopback when it is the only IPv4', () => {
    expect(pickInterface({ lo: [v4('127.0.0.1', true), v6('::1', true)] })).toMatchObject({ name: 'lo', kind: 'loopback' });
  });

  it('uses a virtual adapter when it is the only non-loopback IPv4', () => {
    const table: Table = { lo: [v4('127.0.0.1', true)], docker0: [v4('172.17.0.1')], eth0: [v6('fe80::7')] };
    expect(pickInterface(table)).toMatchObject({ name: 'docker0', address: '172.17.0.1', kind: 'virtual' });
  });

  it('returns null when there is no IPv4 at all, even with a preference', () => {
    const table: Table = { lo: [v6('::1', true)], eth0: [v6('fe80::8')] };
    expect(pickInterface(table)).toBeNull();
    expect(pickInterface(table, 'eth0')).toBeNull();
    expect(pickInterface({})).toBeNull();
  });

  it('honours a preferred interface by name, even a worse one', () => {
    expect(pickInterface(linuxLaptop, 'docker0')).toMatchObject({ name: 'docker0', address: '172.17.0.1' });
    expect(pickInterface(windowsLaptop, 'vEthernet (WSL)')?.address).toBe('172.29.160.1');
  });

  it('matches a preferred name ignoring case when nothing matches exactly', () => {
    expect(pickInterface(windowsLaptop, 'wi-fi')?.name).toBe('Wi-Fi');
  });

  it('honours a preferred interface by address', () => {
    expect(pickInterface(macLaptop, '192.168.64.1')).toMatchObject({ name: 'bridge100', kind: 'virtual' });
    expect(pickInterface(linuxLaptop, '127.0.0.1')?.name).toBe('lo');
  });

  it('takes the best address of a preferred interface that has several', () => {
    const table: Table = { eth0: [v4('169.254.7.7'), v4('192.168.1.2')], wlan0: [v4('192.168.1.3')] };
    expect(pickInterface(table, 'eth0')?.address).toBe('192.168.1.2');
  });

  it('treats a blank preference as none', () => {
    expect(pickInterface(linuxLaptop, '')?.name).toBe('wlp2s0');
    expect(pickInterface(linuxLaptop, '  ')?.name).toBe('wlp2s0');
    expect(pickInterface(linuxLaptop, ' wlp2s0 ')?.name).toBe('wlp2s0');
  });

  it('throws a readable error listing the interfaces for an unknown preference', () => {
    let error: unknown;
    try {
      pickInterface(linuxLaptop, 'wlan0');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownInterfaceError);
    expect(error).toBeInstanceOf(Error);
    const e = error as UnknownInterfaceError;
    expect(e.requested).toBe('wlan0');
    expect(e.available.map((c) => c.name)).toEqual(['wlp2s0', 'docker0', 'br-3f2a9c1d7e11', 'lo']);
    expect(e.message).toContain('"wlan0"');
    expect(e.message).toContain('wlp2s0 (192.168.1.23, physical)');
    expect(e.message).toContain('docker0 (172.17.0.1, virtual)');
    expect(e.message).toContain('lo (127.0.0.1, loopback)');
    // An address that no interface has is just as unknown.
    expect(() => pickInterface(linuxLaptop, '192.168.1.99')).toThrow(UnknownInterfaceError);
  });

  it('picks 10.213.0.1 in the lan-sim host namespace (lo + lansimh)', () => {
    const lanSimHost: Table = {
      lo: [v4('127.0.0.1', true), v6('::1', true)],
      lansimh: [v4('10.213.0.1'), v6('fe80::a8c1:abff:fe00:1')],
    };
    expect(pickInterface(lanSimHost)).toMatchObject({ name: 'lansimh', address: '10.213.0.1', kind: 'unknown' });
  });
});

describe('joinUrl', () => {
  it('builds http://address:port/path', () => {
    expect(joinUrl('192.168.1.23', 47800, '/join/ABCD')).toBe('http://192.168.1.23:47800/join/ABCD');
    expect(joinUrl('10.213.0.1', 8080, 'play?room=WXYZ')).toBe('http://10.213.0.1:8080/play?room=WXYZ');
  });

  it('defaults the path to "/" and always writes the port', () => {
    expect(joinUrl('192.168.1.23', 80)).toBe('http://192.168.1.23:80/');
  });

  it('refuses anything but IPv4 and a valid port', () => {
    expect(() => joinUrl('fe80::1', 80)).toThrow(/IPv4/);
    expect(() => joinUrl('laptop.local', 80)).toThrow(/IPv4/);
    expect(() => joinUrl('192.168.1.300', 80)).toThrow(/IPv4/);
    expect(() => joinUrl('192.168.1.2', 0)).toThrow(/port/);
    expect(() => joinUrl('192.168.1.2', 65536)).toThrow(/port/);
    expect(() => joinUrl('192.168.1.2', 80.5)).toThrow(/port/);
  });

  it('round-trips through URL', () => {
    const url = new URL(joinUrl('192.168.1.23', 47800, '/join/ABCD'));
    expect([url.hostname, url.port, url.pathname]).toEqual(['192.168.1.23', '47800', '/join/ABCD']);
  });
});
