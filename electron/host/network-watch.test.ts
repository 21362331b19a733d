import type os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankInterfaces, type InterfaceCandidate } from './network.ts';
import { nextInterface, watchNetwork } from './network-watch.ts';
import { LO, v4 } from './testing/interfaces.ts';

const ranked = (ifaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>) => rankInterfaces(ifaces);
const pick = (list: InterfaceCandidate[], name: string, address?: string) => list.find((c) => c.name === name && (address === undefined || c.address === address))!;

describe('nextInterface', () => {
  const home = ranked({ ...LO, wlan0: [v4('192.168.1.20')] });
  const wlan = pick(home, 'wlan0');

  it('keeps the interface when nothing changed', () => {
    expect(nextInterface(wlan, null, home)).toEqual({ change: false });
  });

  it('follows the chosen interface to its new address', () => {
    const now = ranked({ ...LO, wlan0: [v4('10.0.0.7')] });
    expect(nextInterface(wlan, null, now)).toEqual({ change: true, next: pick(now, 'wlan0'), reason: 'address' });
  });

  it('keeps an address the interface still has when it gains another', () => {
    const now = ranked({ ...LO, wlan0: [v4('10.0.0.7'), v4('192.168.1.20')] });
    expect(nextInterface(wlan, null, now)).toEqual({ change: false });
  });

  it('takes the best remaining interface when the chosen one is gone', () => {
    const now = ranked({ ...LO, docker0: [v4('172.17.0.1')], eth0: [v4('192.168.5.3')] });
    expect(nextInterface(wlan, null, now)).toEqual({ change: true, next: pick(now, 'eth0'), reason: 'gone' });
  });

  it('falls back to loopback when only loopback is left', () => {
    const now = ranked(LO);
    expect(nextInterface(wlan, null, now)).toEqual({ change: true, next: pick(now, 'lo'), reason: 'gone' });
  });

  it('says null when the machine has no IPv4 address left at all', () => {
    expect(nextInterface(wlan, null, [])).toEqual({ change: true, next: null, reason: 'gone' });
  });

  it('switches to the Wi-Fi that came up after a start on loopback only', () => {
    const lo = pick(ranked(LO), 'lo');
    expect(nextInterface(lo, null, home)).toEqual({ change: true, next: wlan, reason: 'better' });
  });

  it('takes the best interface when there was none before', () => {
    expect(nextInterface(null, null, home)).toEqual({ change: true, next: home[0], reason: 'better' });
    expect(nextInterface(null, null, [])).toEqual({ change: false });
  });

  it('switches to a strictly better interface (a physical adapter beats an unknown name)', () => {
    const before = ranked({ ...LO, br0: [v4('192.168.1.20')] });
    const now = ranked({ ...LO, br0: [v4('192.168.1.20')], eth0: [v4('192.168.1.30')] });
    expect(nextInterface(pick(before, 'br0'), null, now)).toEqual({ change: true, next: pick(now, 'eth0'), reason: 'better' });
  });

  it('never switches to an equally ranked interface, so the QR code on the TV stays put', () => {
    const now = ranked({ ...LO, eth0: [v4('192.168.1.30')], wlan0: [v4('192.168.1.20')] });
    expect(now[0]!.name).toBe('eth0');
    expect(nextInterface(wlan, null, now)).toEqual({ change: false });
  });

  it('keeps a pinned interface whatever its rank, even when a better one appears', () => {
    const before = ranked({ ...LO, docker0: [v4('172.17.0.1')] });
    const docker = pick(before, 'docker0');
    const now = ranked({ ...LO, docker0: [v4('172.17.0.1')], wlan0: [v4('192.168.1.20')] });
    expect(nextInterface(docker, 'docker0', now)).toEqual({ change: false });
  });

  it('follows a pinned interface to its new address', () => {
    const now = ranked({ ...LO, wlan0: [v4('10.0.0.9')], eth0: [v4('192.168.1.30')] });
    expect(nextInterface(wlan, 'wlan0', now)).toEqual({ change: true, next: pick(now, 'wlan0'), reason: 'pinned' });
  });

  it('matches a pinned name ignoring case when no exact name matches', () => {
    const now = ranked({ ...LO, 'Wi-Fi': [v4('192.168.1.20')] });
    expect(nextInterface(null, 'wi-fi', now)).toEqual({ change: true, next: pick(now, 'Wi-Fi'), reason: 'pinned' });
  });

  it('falls back while the pinned interface is missing, and goes back to it when it returns', () => {
    const without = ranked({ ...LO, eth0: [v4('192.168.1.30')] });
    const fallback = nextInterface(wlan, 'wlan0', without);
    expect(fallback).toEqual({ change: true, next: pick(without, 'eth0'), reason: 'gone' });
    const back = ranked({ ...LO, eth0: [v4('192.168.1.30')], wlan0: [v4('192.168.1.21')] });
    expect(nextInterface(pick(without, 'eth0'), 'wlan0', back)).toEqual({ change: true, next: pick(back, 'wlan0'), reason: 'pinned' });
  });
});

describe('watchNetwork', () => {
  afterEach(() => vi.useRealTimers());

  /** A watch over interfaces the test sets, starting on `name`, every 100 ms; its changes as "reason address". */
  const watched = (first: NodeJS.Dict<os.NetworkInterfaceInfo[]>, name: string) => {
    let ifaces = first;
    let current: InterfaceCandidate | null = pick(ranked(first), name);
    const changes: string[] = [];
    const watch = watchNetwork({
      intervalMs: 100,
      read: () => ifaces,
      current: () => current,
      pinned: () => null,
      onChange: (next, reason) => {
        current = next;
        changes.push(`${reason} ${next?.address}`);
      },
    });
    return { watch, changes, set: (next: NodeJS.Dict<os.NetworkInterfaceInfo[]>) => (ifaces = next) };
  };

  it('reads the interfaces every beat, reports each change once, and stops', () => {
    vi.useFakeTimers();
    const { watch, changes, set } = watched(LO, 'lo');
    vi.advanceTimersByTime(250);
    expect(changes).toEqual([]);
    set({ ...LO, wlan0: [v4('192.168.1.20')] });
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(300);
    expect(changes).toEqual(['better 192.168.1.20']);
    watch.stop();
    set({ ...LO, wlan0: [v4('192.168.1.99')] });
    vi.advanceTimersByTime(500);
    expect(changes).toEqual(['better 192.168.1.20']);
  });

  it('gives up a gone interface only when it is still gone at the next read, so a moment without an address changes nothing', () => {
    const home = { ...LO, wlan0: [v4('192.168.1.20')] };
    const { watch, changes, set } = watched(home, 'wlan0');
    // Roaming: one read without the address, then the same one back.
    set(LO);
    watch.check();
    set(home);
    watch.check();
    expect(changes).toEqual([]);
    // A renewal: one read without it, then a new one: followed at once.
    set(LO);
    watch.check();
    set({ ...LO, wlan0: [v4('192.168.1.77')] });
    watch.check();
    expect(changes).toEqual(['address 192.168.1.77']);
    // Really gone: two reads in a row.
    set(LO);
    watch.check();
    expect(changes).toHaveLength(1);
    watch.check();
    expect(changes).toEqual(['address 192.168.1.77', 'gone 127.0.0.1']);
    watch.stop();
  });

  it('logs a failed read and keeps watching', () => {
    const lines: string[] = [];
    let fail = true;
    const seen: string[] = [];
    const watch = watchNetwork({
      read: () => {
        if (fail) throw new Error('uv_interface_addresses failed');
        return { ...LO, eth0: [v4('192.168.1.30')] };
      },
      current: () => null,
      pinned: () => null,
      onChange: (next) => seen.push(next!.name),
      log: (line) => lines.push(line),
    });
    watch.check();
    expect(lines).toEqual(['network watch: uv_interface_addresses failed']);
    fail = false;
    watch.check();
    expect(seen).toEqual(['eth0']);
    watch.stop();
  });
});
