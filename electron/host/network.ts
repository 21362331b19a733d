import { isIPv4 } from 'node:net';
import type os from 'node:os';

/**
 * What an interface most likely is, judged from its name and address:
 * `physical` a Wi-Fi or Ethernet adapter phones on the same LAN can reach; `unknown` a name we
 * do not recognise; `virtual` a container bridge, VM host-only network or VPN tunnel that phones
 * cannot reach; `loopback` this machine only.
 */
export type InterfaceKind = 'physical' | 'unknown' | 'virtual' | 'loopback';

/** One IPv4 address of one interface, scored for use in the join URL (higher is better). */
export interface InterfaceCandidate {
  name: string;
  address: string;
  score: number;
  kind: InterfaceKind;
}

// Linux (eth0, enp3s0, ens33, eno1, enx<mac>, wlan0, wlp2s0, wlx<mac>), macOS (en0, en1) and the
// connection names Windows gives its adapters, in English and a few common translations. WWAN
// (ww*) is left out on purpose: phones are never on the same link as a mobile modem.
const PHYSICAL = [
  /^(eth|en|wl|wlan)[a-z0-9]/i,
  /^(wi-?fi|ethernet|wlan|wireless network connection|local area connection)( \d+)?$/i,
  /^(drahtlosnetzwerkverbindung|lan-verbindung|connexion au réseau local|conexión de red inalámbrica)( \d+)?$/i,
];

// Names of adapters phones cannot reach: container and VM bridges, VPN tunnels, overlay networks.
// `br-<hash>` is Docker's; a plain `br0` is often the host's real LAN bridge, so it stays unknown.
const VIRTUAL_PREFIX =
  /^(docker|br-|virbr|veth|vboxnet|vmnet|vmenet|tun|tap|utun|wg|tailscale|zt|ham|ipsec|ppp|gpd|cscotun|nordlynx|proton|mullvad|cni|flannel|cali|weave|kube|lxcbr|lxdbr|podman|cilium|vxlan|bridge\d|awdl|llw|anpi|ap\d|gif|stf|feth|p2p|vEthernet)/i;
const VIRTUAL_ANYWHERE =
  /(hyper-v|virtualbox|vmware|vpn|tap-windows|wintun|wireguard|openvpn|tailscale|zerotier|hamachi|npcap|pseudo-interface|host-only|docker|wsl)/i;

const LOOPBACK_NAME = /^(lo\d*|loopback.*)$/i;

// Wide gaps so the address bonuses below never lift an interface into a better kind.
const KIND_BASE: Record<InterfaceKind, number> = { physical: 400, unknown: 250, virtual: 100, loopback: 0 };
const PRIVATE_BONUS = 50;
// A self-assigned address means no DHCP server answered, so phones rarely share that link. On a
// real adapter it still beats every virtual one (phones never reach those), after any routable one.
const LINK_LOCAL_SCORE: Record<InterfaceKind, number> = { physical: 210, unknown: 200, virtual: 50, loopback: 0 };

function octets(address: string): number[] {
  return address.split('.').map(Number);
}

function isPrivate(address: string): boolean {
  const [a = 0, b = 0] = octets(address);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function isLinkLocal(address: string): boolean {
  const [a, b] = octets(address);
  return a === 169 && b === 254;
}

function classify(name: string, info: os.NetworkInterfaceInfo): InterfaceKind {
  if (info.internal || info.address.startsWith('127.') || LOOPBACK_NAME.test(name)) return 'loopback';
  // Virtual first: "vEthernet (Wi-Fi)" and "Ethernet (VPN)" would otherwise look physical.
  if (VIRTUAL_PREFIX.test(name) || VIRTUAL_ANYWHERE.test(name)) return 'virtual';
  if (PHYSICAL.some((re) => re.test(name))) return 'physical';
  return 'unknown';
}

function score(kind: InterfaceKind, address: string): number {
  if (kind === 'loopback') return KIND_BASE.loopback;
  if (isLinkLocal(address)) return LINK_LOCAL_SCORE[kind];
  return KIND_BASE[kind] + (isPrivate(address) ? PRIVATE_BONUS : 0);
}

function isIPv4Info(info: os.NetworkInterfaceInfo): boolean {
  // Node 18.0-18.3 reported the family as the number 4.
  return info.family === 'IPv4' || (info.family as unknown) === 4;
}

/**
 * Every IPv4 address of every interface, best first for a join URL that phones on the same
 * Wi-Fi can open: physical adapters, then unknown names with a private address, then unknown
 * ones with a public address, then self-assigned (169.254.x.x) addresses of non-virtual
 * adapters, then virtual adapters, then loopback. Ties keep the operating system's order.
 * Pure: pass `os.networkInterfaces()`.
 */
export function rankInterfaces(ifaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>): InterfaceCandidate[] {
  const out: InterfaceCandidate[] = [];
  for (const [name, infos] of Object.entries(ifaces)) {
    for (const info of infos ?? []) {
      if (!isIPv4Info(info)) continue;
      const kind = classify(name, info);
      out.push({ name, address: info.address, kind, score: score(kind, info.address) });
    }
  }
  // Array.prototype.sort is stable, so equal scores keep the input order.
  return out.sort((a, b) => b.score - a.score);
}

/** Thrown by {@link pickInterface} when the requested interface has no IPv4 address here. */
export class UnknownInterfaceError extends Error {
  override readonly name = 'UnknownInterfaceError';

  constructor(
    readonly requested: string,
    readonly available: readonly InterfaceCandidate[],
  ) {
    const list = available.map((c) => `${c.name} (${c.address}, ${c.kind})`).join(', ');
    super(`No network interface "${requested}" with an IPv4 address. Available: ${list || 'none'}.`);
  }
}

/**
 * The interface whose address goes into the join URL.
 *
 * `preferred` (an interface name such as "wlan0" or "Wi-Fi", or one of its IPv4 addresses) picks
 * that interface whatever its rank, so the host can choose a virtual or unusual adapter on
 * purpose; names match exactly first, then ignoring case. An empty or blank `preferred` counts as
 * absent. Without it, the best-ranked candidate is returned.
 *
 * Returns null when the machine has no IPv4 address at all (checked before `preferred`, since
 * then no choice could help). Throws {@link UnknownInterfaceError}, whose message lists the
 * available interfaces, when `preferred` matches none of them: a mistyped choice should stop the
 * host with a readable reason rather than silently print a URL nobody asked for.
 */
export function pickInterface(
  ifaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
  preferred?: string,
): InterfaceCandidate | null {
  const ranked = rankInterfaces(ifaces);
  const best = ranked[0];
  if (!best) return null;
  const wanted = preferred?.trim();
  if (!wanted) return best;
  const found =
    ranked.find((c) => c.name === wanted || c.address === wanted) ??
    ranked.find((c) => c.name.toLowerCase() === wanted.toLowerCase());
  if (!found) throw new UnknownInterfaceError(wanted, ranked);
  return found;
}

/**
 * `http://<address>:<port><path>` for phones to open. The port is always written, even 80, and
 * `path` gets a leading slash if it lacks one (default "/"). Throws on anything but a dotted IPv4
 * address or a port outside 1-65535, since a bad URL in a QR code fails only on the phone.
 */
export function joinUrl(address: string, port: number, path = '/'): string {
  if (!isIPv4(address)) throw new Error(`joinUrl needs an IPv4 address, got "${address}"`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`joinUrl needs a port in 1-65535, got ${port}`);
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `http://${address}:${port}${rest}`;
}
