import { randomBytes } from 'node:crypto';
import { networkInterfaces as osInterfaces, type NetworkInterfaceInfo } from 'node:os';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { HOSTED_GAMES, type RegisteredGame } from '../../shared/games/index.ts';
import { HEARTBEAT_MS, HELLO_TIMEOUT_MS, MAX_FRAME_BYTES } from '../../shared/protocol/index.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { Heartbeat } from './heartbeat.ts';
import { throttled } from './host-news.ts';
import { SocketTroubleList } from './socket-trouble.ts';
import { addResponseHooks, registerHttpRoutes } from './http-routes.ts';
import { advertise, mdnsHostName, type Advertisement } from './mdns.ts';
import { joinUrl as buildUrl, pickInterface, rankInterfaces, type InterfaceCandidate } from './network.ts';
import { watchNetwork, type AddressChangeReason, type NetworkWatch } from './network-watch.ts';
import { roomCode } from './room-code.ts';
import { Room } from './room.ts';
import { registerSocketRoute } from './socket.ts';
import { TableStore } from './store.ts';
import { thisMachineHosts } from './this-machine.ts';

/** The host controls hear of phones' links and socket trouble at most this often. */
const HOST_NEWS_MS = 5000;

/** The port a host tries first, so a bookmarked board URL keeps working between game nights. */
export const DEFAULT_PORT = 4747;

export interface HostOptions {
  /** Where room.json and the games' journals live. */
  dataDir: string;
  /** The built screens (out/renderer); without them the host still serves the protocol. */
  staticDir?: string | null;
  port?: number;
  /** Bind address; all interfaces by default, so phones on the Wi-Fi can reach it. */
  bindHost?: string;
  /** Network interface (name or address) for the join URL; the most likely LAN one by default. */
  interfaceName?: string;
  mdns?: boolean;
  /** The game the lobby starts with. */
  game?: string;
  registry?: Readonly<Record<string, RegisteredGame>>;
  botDelayMs?: number;
  /** Hold phones, bots and the clock while the board reveals a result (default true; see RoomDeps). */
  holdForReveals?: boolean;
  /** The board's reveals at this percentage of their real time (default 100; see RoomDeps). */
  revealPace?: number;
  /** Turn timers at this percentage of their time (default 100; see RoomDeps). */
  turnPace?: number;
  /** False: "teach as we play" starts off for every game (see RoomDeps). */
  teach?: boolean;
  /** How long a new connection may take to say hello (HELLO_TIMEOUT_MS; tests shorten it). */
  helloTimeoutMs?: number;
  /** How often every connection is pinged (HEARTBEAT_MS; tests shorten it). */
  heartbeatMs?: number;
  /** How often at most the host controls hear of phones' links and socket trouble (5000 ms; tests shorten it). */
  hostNewsMs?: number;
  /** Finished games whose journals are kept; older ones are deleted as the host starts (TableStore). */
  keepGames?: number;
  /** How often the interfaces are read to follow the network (default 2000 ms; tests shorten it). */
  networkWatchMs?: number;
  /** Where the interfaces are read from (os.networkInterfaces; tests give their own). */
  networkInterfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** The join URL moved (another network, a new address, `setInterface`): every screen was told already. */
  onAddressChange?: (change: AddressChange) => void;
  log?: (line: string) => void;
}

/** Where phones join after the table's address changed, and why it did. */
export interface AddressChange {
  joinUrl: string;
  qrUrl: string;
  boardUrl: string;
  address: string;
  interfaceName: string | null;
  reason: AddressChangeReason | 'chosen';
}

export interface RunningHost {
  port: number;
  room: Room;
  /** For phones: the LAN address (falls back to loopback when there is no network). */
  joinUrl: string;
  /** For the TV: the public board. */
  boardUrl: string;
  /** What the QR code says: `joinUrl` with the host's public key in its fragment (`#k=`). */
  qrUrl: string;
  /** For the person running the table: the host controls page. Keep it private. */
  hostUrl: string;
  /** The LAN address used in the URLs, and from which interface. */
  readonly address: string;
  readonly interfaceName: string | null;
  /**
   * The `.local` name the table is advertised under on mDNS (e.g. "laptop.local"), or null when
   * mDNS is off or could not start: shown beside the address, never in the QR code, since not
   * every phone resolves `.local` names.
   */
  readonly mdnsName: string | null;
  /** The network interfaces that could carry the join URL, best first. */
  interfaces(): InterfaceCandidate[];
  /** Uses another interface (name or address) for the join URL, and keeps to it while it exists; tells every screen. */
  setInterface(nameOrAddress: string): string;
  close(): Promise<void>;
}

/**
 * Starts the table host: takes the data folder (one host per folder: StoreError DATA_DIR_LOCKED
 * otherwise), then opens (or resumes) the room, serves screens and the socket, advertises.
 * The folder is given back when the host closes, or at once if it fails to start.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const lock = DataDirLock.acquire(options.dataDir, options.log ? { log: options.log } : {});
  let host: RunningHost;
  try {
    host = await openHost(options);
  } catch (error) {
    lock.release();
    throw error;
  }
  const close = host.close.bind(host);
  host.close = () => close().finally(() => lock.release());
  return host;
}

async function openHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? (() => {});
  const store = new TableStore(options.dataDir, { ...(options.keepGames !== undefined ? { keepGames: options.keepGames } : {}), ...(options.log ? { log: options.log } : {}) });
  const read = options.networkInterfaces ?? (() => osInterfaces());
  const chosen = pickInterface(read(), options.interfaceName);
  // An interface asked for by address is followed by its name too: the address is what changes.
  const pinned = options.interfaceName?.trim() ? (chosen?.name ?? null) : null;
  const where: Where = { chosen, pinned, port: options.port ?? DEFAULT_PORT };
  const links = tableLinks(where, () => room.hostPublicKey);
  // A link turning weak or well again, or a phone's socket trouble, is news for the host
  // controls, told at most every 5 s.
  const news = throttled(() => room.hostStateChanged(), options.hostNewsMs ?? HOST_NEWS_MS);
  const heartbeat = new Heartbeat(options.heartbeatMs ?? HEARTBEAT_MS, log, { onLinkChange: () => news() });
  const socketTrouble = new SocketTroubleList();
  // Published once the port is known, below.
  let advertisement: TableAdvertisement | null = null;
  const room = Room.open({
    registry: options.registry ?? HOSTED_GAMES,
    store,
    randomBytes: (n) => randomBytes(n),
    newRoomCode: () => roomCode(),
    botDelayMs: options.botDelayMs ?? 900,
    ...(options.holdForReveals !== undefined ? { holdForReveals: options.holdForReveals } : {}),
    ...(options.revealPace !== undefined ? { revealPace: options.revealPace } : {}),
    ...(options.turnPace !== undefined ? { turnPace: options.turnPace } : {}),
    ...(options.teach !== undefined ? { teach: options.teach } : {}),
    joinUrl: links.join,
    seatUrl: links.seat,
    hostUrl: links.host,
    ...(options.game !== undefined ? { defaultGame: options.game } : {}),
    hostNews: { link: (id) => heartbeat.link(id), socketTrouble: () => socketTrouble.list(), mdnsName: () => advertisement?.name ?? null },
    log,
  });

  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  const thisMachine = withJoinAddress(thisMachineHosts(), where);
  addResponseHooks(app, thisMachine);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await registerHttpRoutes(app, {
    room,
    store,
    log,
    staticDir: options.staticDir ?? null,
    qrUrl: links.qr,
    thisMachine,
    port: () => where.port,
    socketTrouble: { list: socketTrouble, onReport: () => news() },
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    news.stop();
  });
  const helloTimeoutMs = options.helloTimeoutMs ?? HELLO_TIMEOUT_MS;
  await registerSocketRoute(app, { room, log, port: () => where.port, thisMachine, heartbeat, helloTimeoutMs });

  where.port = await listen(app, where.port, options, log);
  const published = tableAdvertisement(options.mdns ?? true, where.port, room.code, log);
  advertisement = published;
  const moved = mover(room, published, where, links, options.onAddressChange, log);
  const watch = watchNetwork({
    ...(options.networkWatchMs !== undefined ? { intervalMs: options.networkWatchMs } : {}),
    read,
    current: () => where.chosen,
    pinned: () => where.pinned,
    onChange: (next, reason) => {
      where.chosen = next;
      moved(reason);
    },
    log,
  });
  return runningHost(room, where, links, { read, moved, mdnsName: () => published.name, close: closer(room, app, published, watch) });
}

/** What follows a move of the join URL: every screen, the advertisement, the log and the app are told. */
function mover(
  room: Room,
  published: TableAdvertisement,
  where: Where,
  links: ReturnType<typeof tableLinks>,
  onAddressChange: HostOptions['onAddressChange'],
  log: (line: string) => void,
): (reason: AddressChange['reason']) => void {
  return (reason) => {
    room.announce();
    published.restart();
    const change: AddressChange = { joinUrl: links.join(), qrUrl: links.qr(), boardUrl: links.board(), address: links.address(), interfaceName: where.chosen?.name ?? null, reason };
    log(`the table's address changed (${reason}): phones now join at ${change.joinUrl} (${change.interfaceName ?? 'no network: this machine only'})`);
    // The app's own trouble with the news must not undo the move, nor stop the watch.
    try {
      onAddressChange?.(change);
    } catch (error) {
      log(`onAddressChange: ${(error as Error).message}`);
    }
  };
}

/**
 * Where the table is reached: the interface the join URL uses, the one the host asked for by
 * name (followed while it exists; null to follow the best network), and the port (the real one
 * once listening).
 */
interface Where {
  chosen: InterfaceCandidate | null;
  pinned: string | null;
  port: number;
}

/**
 * This machine's names and addresses, with the join URL's address always among them: it was read
 * from this machine's interfaces moments ago, while the looked-up set may be a few seconds old
 * (this-machine.ts), and a phone that scans the new QR code at once must not be turned away.
 */
function withJoinAddress(known: () => ReadonlySet<string>, where: Where): () => ReadonlySet<string> {
  return () => {
    const hosts = known();
    const address = where.chosen?.address;
    return address === undefined || hosts.has(address) ? hosts : new Set([...hosts, address]);
  };
}

/** The table's links, as `where` says at the moment each is asked for. */
function tableLinks(where: Where, hostPublicKey: () => string) {
  const address = () => where.chosen?.address ?? '127.0.0.1';
  const join = () => buildUrl(address(), where.port, '/');
  return {
    address,
    join,
    board: () => buildUrl(address(), where.port, '/board'),
    seat: (token: string) => `${join()}#seat=${token}&k=${hostPublicKey()}`,
    host: (token: string) => `${buildUrl('127.0.0.1', where.port, '/host')}#host=${token}&k=${hostPublicKey()}`,
    /** What the QR code says: the join URL with the host's public key after `#`, never sent over the network (docs/security.md). */
    qr: () => `${join()}#k=${hostPublicKey()}`,
  };
}

/** Listens on the port asked for, or on a free one when it is taken (unless 0 was asked): the port listened on. */
async function listen(app: FastifyInstance, port: number, options: HostOptions, log: (line: string) => void): Promise<number> {
  try {
    await app.listen({ port, host: options.bindHost ?? '0.0.0.0' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
    log(`port ${port} is taken; using a free one`);
    await app.listen({ port: 0, host: options.bindHost ?? '0.0.0.0' });
  }
  const bound = app.server.address();
  return typeof bound === 'object' && bound !== null ? bound.port : port;
}

function advertiseTable(port: number, room: string, hostName: string, log: (line: string) => void): Advertisement | null {
  try {
    return advertise({ port, room, path: '/', hostName, onError: (error) => log(`mDNS: ${error.message}`) });
  } catch (error) {
    log(`mDNS could not be started (${(error as Error).message}); phones can still join by the QR code`);
    return null;
  }
}

/** The table's mDNS advertisement, which can be started again after the address changed. */
interface TableAdvertisement {
  /** The `.local` name the table is published under, or null when mDNS is off or failed to start. */
  readonly name: string | null;
  /** Withdraws the service and publishes it anew: fresh address records, and the multicast group joined on the new interface. */
  restart(): void;
  stop(): Promise<void>;
}

function tableAdvertisement(on: boolean, port: number, room: string, log: (line: string) => void): TableAdvertisement {
  const hostName = mdnsHostName();
  let current = on ? advertiseTable(port, room, hostName, log) : null;
  // Restarts run one after another, so two quick changes never leave two responders answering.
  let queue = Promise.resolve();
  let stopped = false;
  return {
    get name() {
      return current !== null ? hostName : null;
    },
    restart() {
      if (!on) return;
      queue = queue.then(async () => {
        if (stopped) return;
        await current?.stop();
        current = stopped ? null : advertiseTable(port, room, hostName, log);
      });
    },
    stop() {
      stopped = true;
      return queue.then(() => current?.stop());
    },
  };
}

/** Closes the room, the network watch, the advertisement and the server, once however often it is asked. */
function closer(room: Room, app: FastifyInstance, advertisement: TableAdvertisement, watch: NetworkWatch): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      watch.stop();
      room.close();
      await advertisement.stop();
      // Phones told "shutdown" try to reconnect, and pages keep HTTP connections alive: give
      // a clean close a moment, then cut whatever is still open (every move is on disk already).
      const closed = app.close();
      const waited = await Promise.race([closed.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 2000).unref())]);
      if (!waited) {
        app.server.closeAllConnections();
        await closed;
      }
    })();
    return closing;
  };
}

interface HostParts {
  read: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** Tells every screen, the advertisement, the log and the app that the join URL moved. */
  moved: (reason: AddressChange['reason']) => void;
  mdnsName: () => string | null;
  close: () => Promise<void>;
}

function runningHost(room: Room, where: Where, links: ReturnType<typeof tableLinks>, { read, moved, mdnsName, close }: HostParts): RunningHost {
  return {
    port: where.port,
    room,
    get joinUrl() {
      return links.join();
    },
    get boardUrl() {
      return links.board();
    },
    get qrUrl() {
      return links.qr();
    },
    get hostUrl() {
      return links.host(room.hostToken);
    },
    get address() {
      return links.address();
    },
    get interfaceName() {
      return where.chosen?.name ?? null;
    },
    get mdnsName() {
      return mdnsName();
    },
    interfaces: () => rankInterfaces(read()),
    setInterface(nameOrAddress) {
      const next = pickInterface(read(), nameOrAddress);
      if (next === null) throw new Error('this machine has no IPv4 address');
      // From now on this interface is followed by name, whatever its rank (network-watch.ts).
      where.pinned = next.name;
      where.chosen = next;
      moved('chosen');
      return links.join();
    },
    close,
  };
}
