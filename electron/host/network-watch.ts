import os from 'node:os';
import { rankInterfaces, type InterfaceCandidate } from './network.ts';

/**
 * Why the join URL moves to another address:
 * `address` the chosen interface got a new address (a new DHCP lease, another Wi-Fi);
 * `gone` the chosen interface went away, so the best remaining one takes over;
 * `better` a better-ranked interface appeared (the Wi-Fi came up after a start on loopback only);
 * `pinned` the interface the host asked for is back, or has a new address.
 */
export type AddressChangeReason = 'address' | 'gone' | 'better' | 'pinned';

export type InterfaceDecision = { change: false } | { change: true; next: InterfaceCandidate | null; reason: AddressChangeReason };

const same = (a: InterfaceCandidate | null, b: InterfaceCandidate | null) => a?.name === b?.name && a?.address === b?.address;

/** The candidates of one interface, by name: exactly first, then ignoring case (as pickInterface matches). */
function byName(ranked: readonly InterfaceCandidate[], name: string): InterfaceCandidate[] {
  const exact = ranked.filter((c) => c.name === name);
  return exact.length > 0 ? exact : ranked.filter((c) => c.name.toLowerCase() === name.toLowerCase());
}

/**
 * The interface the join URL should use now, given the one it uses (`current`, null for
 * loopback's fallback), the interface the host asked for by name (`pinned`, or null), and the
 * interfaces as they are now, best first (rankInterfaces). Pure, so every case is tested without
 * touching a network.
 *
 * A pinned interface is kept while it exists, whatever its rank, and followed to a new address;
 * while it is missing the table falls back as if nothing were pinned, and goes back to it when
 * it returns. Otherwise the chosen interface is kept, and followed to its new address, unless a
 * strictly better-ranked one is there: an equal one never makes the QR code on the TV change.
 * When the chosen interface is gone, the best remaining one takes over.
 */
export function nextInterface(current: InterfaceCandidate | null, pinned: string | null, ranked: readonly InterfaceCandidate[]): InterfaceDecision {
  const decide = (next: InterfaceCandidate | null, reason: AddressChangeReason): InterfaceDecision =>
    same(next, current) ? { change: false } : { change: true, next, reason };
  if (pinned !== null) {
    const own = byName(ranked, pinned);
    if (own.length > 0) return decide(own.find((c) => c.address === current?.address) ?? own[0]!, 'pinned');
  }
  const best = ranked[0] ?? null;
  if (current === null) return decide(best, 'better');
  const kept = byName(ranked, current.name);
  if (kept.length === 0) return decide(best, 'gone');
  const followed = kept.find((c) => c.address === current.address) ?? kept[0]!;
  if (best !== null && best.score > followed.score) return decide(best, 'better');
  return decide(followed, 'address');
}

export interface NetworkWatchOptions {
  /** How often the interfaces are read (default 2000 ms): Node has no event for a change. */
  intervalMs?: number;
  /** Where the interfaces come from (os.networkInterfaces; tests give their own). */
  read?: () => NodeJS.Dict<os.NetworkInterfaceInfo[]>;
  /** The interface in use now. */
  current: () => InterfaceCandidate | null;
  /** The interface the host asked for by name, or null. */
  pinned: () => string | null;
  /** Called once per change, with the interface to use from now on. */
  onChange: (next: InterfaceCandidate | null, reason: AddressChangeReason) => void;
  log?: (line: string) => void;
}

export interface NetworkWatch {
  /** Reads the interfaces now (the timer calls it; tests call it to skip the wait). */
  check(): void;
  stop(): void;
}

/**
 * Watches the machine's interfaces while the host runs, so the join URL follows the laptop from
 * one network to another. The timer never keeps the process alive, and a failed read or change
 * is logged and tried again at the next beat: a timer has no caller to answer.
 *
 * An interface that is gone is given up only when it is still gone at the next read: a Wi-Fi
 * roaming to another access point, or a lease renewed to a new address, drops the address for a
 * moment, and the TV should not flash a QR code for some other network meanwhile.
 */
export function watchNetwork(options: NetworkWatchOptions): NetworkWatch {
  const read = options.read ?? (() => os.networkInterfaces());
  let goneOnce = false;
  const check = () => {
    try {
      const decision = nextInterface(options.current(), options.pinned(), rankInterfaces(read()));
      const waitForGone = decision.change && decision.reason === 'gone' && !goneOnce;
      goneOnce = waitForGone;
      if (decision.change && !waitForGone) options.onChange(decision.next, decision.reason);
    } catch (error) {
      options.log?.(`network watch: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(check, options.intervalMs ?? 2000);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
