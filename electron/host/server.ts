import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { HOSTED_GAMES, type RegisteredGame } from '../../shared/games/index.ts';
import {
  CloseCode,
  HEARTBEAT_MS,
  HELLO_TIMEOUT_MS,
  MAX_CONNECTIONS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  MAX_PENDING,
  MAX_PER_ADDRESS,
  PROTOCOL_VERSION,
  ProtocolError,
  RATE_BURST,
  RATE_PER_SECOND,
  SOCKET_PATH,
  type ServerMessage,
} from '../../shared/protocol/index.ts';
import { advertise, disabledAdvertisement, type Advertisement } from './mdns.ts';
import { joinUrl as buildUrl, pickInterface, rankInterfaces, type InterfaceCandidate } from './network.ts';
import { isAllowedHost, isAllowedOrigin, localHosts, remoteOrigin } from './origin.ts';
import { TokenBucket } from './rate-limit.ts';
import { roomCode } from './room-code.ts';
import { Room, type Connection, type ConnectionOrigin } from './room.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { padActReply } from './wire-size.ts';
import { Heartbeat } from './heartbeat.ts';
import { thisMachineHosts } from './this-machine.ts';
import { addResponseHooks, misdirected, registerHttpRoutes } from './http-routes.ts';
import { FrameGate, type GateResult } from './frame-gate.ts';
import { TableStore } from './store.ts';

/** The port a host tries first, so a bookmarked board URL keeps working between game nights. */
export const DEFAULT_PORT = 4747;

/** A client that stops reading: past this much unsent data its socket is closed. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** A client still flooding after this many RATE_LIMITED answers in a row is disconnected. */
const FLOOD_CLOSE_AFTER = 60;

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
  /** How long a new connection may take to say hello (HELLO_TIMEOUT_MS; tests shorten it). */
  helloTimeoutMs?: number;
  /** How often every connection is pinged (HEARTBEAT_MS; tests shorten it). */
  heartbeatMs?: number;
  /** Finished games whose journals are kept; older ones are deleted as the host starts (TableStore). */
  keepGames?: number;
  log?: (line: string) => void;
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
  /** The network interfaces that could carry the join URL, best first. */
  interfaces(): InterfaceCandidate[];
  /** Uses another interface (name or address) for the join URL; tells every screen. */
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
  const registry = options.registry ?? HOSTED_GAMES;

  let chosen = pickInterface(networkInterfaces(), options.interfaceName);
  let address = chosen?.address ?? '127.0.0.1';
  let port = options.port ?? DEFAULT_PORT;
  const urls = () => ({
    join: buildUrl(address, port, '/'),
    board: buildUrl(address, port, '/board'),
  });

  const room = Room.open({
    registry,
    store,
    randomBytes: (n) => randomBytes(n),
    newRoomCode: () => roomCode(),
    botDelayMs: options.botDelayMs ?? 900,
    ...(options.holdForReveals !== undefined ? { holdForReveals: options.holdForReveals } : {}),
    ...(options.revealPace !== undefined ? { revealPace: options.revealPace } : {}),
    joinUrl: () => urls().join,
    seatUrl: (token) => `${urls().join}#seat=${token}&k=${room.hostPublicKey}`,
    hostUrl: (token) => hostLink(token),
    ...(options.game !== undefined ? { defaultGame: options.game } : {}),
    log,
  });

  const hostLink = (token: string) => `${buildUrl('127.0.0.1', port, '/host')}#host=${token}&k=${room.hostPublicKey}`;
  /** What the QR code says: the join URL with the host's public key after `#`, never sent over the network (docs/security.md). */
  const qrUrl = () => `${urls().join}#k=${room.hostPublicKey}`;
  const thisMachine = thisMachineHosts();

  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  addResponseHooks(app, thisMachine);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await registerHttpRoutes(app, { room, store, log, staticDir: options.staticDir ?? null, qrUrl, thisMachine });

  let nextId = 1;
  let open = 0;
  // Frames read in one turn of the event loop are one burst: the room gathers their room frames
  // into one, sent once the turn's reading is done (Room.hold).
  let holding = false;
  const holdForBurst = () => {
    if (holding) return;
    holding = true;
    room.hold();
    setImmediate(() => {
      holding = false;
      try {
        room.release();
      } catch (error) {
        log(`internal error sending the room: ${(error as Error).stack ?? String(error)}`);
      }
    });
  };
  /** Open sockets by address (this machine's own are not limited by address). */
  const perAddress = new Map<string, number>();
  /** Sockets that have not said hello yet, oldest first. */
  const pending = new Map<WebSocket, { conn: Connection; address: string }>();
  const heartbeat = new Heartbeat(options.heartbeatMs ?? HEARTBEAT_MS, log);
  app.addHook('onClose', async () => heartbeat.stop());
  await app.register(async (scope) => {
    // Checked before the upgrade, so a refused page never gets a socket: only the table's own
    // pages (or clients that are not browsers) may connect, and never more than a table needs.
    scope.addHook('preValidation', async (req, reply) => {
      if (!isAllowedHost(req.headers.host, thisMachine())) return misdirected(reply);
      if (!isAllowedOrigin(req.headers.origin, { port, hosts: localHosts() })) {
        log(`refused a connection from a page of another site (Origin ${JSON.stringify(req.headers.origin).slice(0, 80)})`);
        return reply.code(403).type('text/plain; charset=utf-8').send('Hideout: only the table’s own pages may connect.');
      }
      if (open >= MAX_CONNECTIONS) {
        return reply.code(503).type('text/plain; charset=utf-8').send(`Hideout: the table already has ${MAX_CONNECTIONS} connections.`);
      }
      const from = remoteOrigin(req.socket.remoteAddress, thisMachine());
      if (!from.local && (perAddress.get(from.address) ?? 0) >= MAX_PER_ADDRESS) {
        log(`refused a connection from ${from.address}: it has ${MAX_PER_ADDRESS} already`);
        return reply.code(503).type('text/plain; charset=utf-8').send(`Hideout: this device already has ${MAX_PER_ADDRESS} connections to the table.`);
      }
    });
    scope.get(SOCKET_PATH, { websocket: true }, (socket: WebSocket, req) => {
      const from: ConnectionOrigin = remoteOrigin(req.socket.remoteAddress, thisMachine());
      const gate = new FrameGate(() => room.hostKeys, from.local);
      const conn = socketConnection(nextId++, socket, gate);
      const bucket = new TokenBucket(RATE_BURST, RATE_PER_SECOND, Date.now());
      open++;
      if (!from.local) perAddress.set(from.address, (perAddress.get(from.address) ?? 0) + 1);
      // A real client says hello as soon as its socket opens; sockets that keep silent must not
      // hold the door shut, so past MAX_PENDING the oldest silent one is let go.
      if (pending.size >= MAX_PENDING) {
        const oldest = [...pending].find(([, p]) => p.address === from.address) ?? pending.entries().next().value;
        if (oldest !== undefined) {
          pending.delete(oldest[0]);
          oldest[1].conn.close(CloseCode.Crowded, 'too many connections waiting to say hello');
        }
      }
      pending.set(socket, { conn, address: from.address });
      heartbeat.watch(socket);
      room.connect(conn, from);
      let greeted = false;
      // A socket that never says hello holds a slot and a file descriptor for nothing.
      const helloTimer = setTimeout(() => {
        if (!greeted) conn.close(CloseCode.HelloTimeout, 'no hello');
      }, options.helloTimeoutMs ?? HELLO_TIMEOUT_MS);
      helloTimer.unref();
      // Listeners go on before any await, or the first messages would be lost.
      socket.on('message', (raw: Buffer, isBinary) => {
        heartbeat.heardFrom(socket);
        holdForBurst();
        // Opened (or refused) first: a sealed frame's counter moves on even when the rate refuses it.
        let through: GateResult;
        try {
          through = gate.receive(raw, isBinary);
        } catch (error) {
          // The gate answers every bad frame itself; this guards the process, as below.
          log(`internal error opening a frame: ${(error as Error).stack ?? String(error)}`);
          conn.close(CloseCode.BadSeal, 'the frame could not be opened');
          return;
        }
        if (through.kind === 'refuse') {
          if (through.error !== undefined && socket.readyState === socket.OPEN) socket.send(through.error);
          conn.close(through.code, through.reason);
          return;
        }
        if (through.kind === 'handshake') {
          socket.send(through.reply);
          return;
        }
        const text = through.kind === 'text' ? through.text : null;
        if (!bucket.take(Date.now())) {
          if (bucket.refusedInARow >= FLOOD_CLOSE_AFTER) {
            conn.close(CloseCode.PolicyViolation, 'too many messages');
            return;
          }
          // A refused move is answered with its id, so the phone knows to send it again; other
          // refusals once per burst, so a flood is not echoed back.
          const id = text === null ? undefined : actId(text);
          if (id !== undefined || bucket.refusedInARow === 1) {
            const refusal: ServerMessage = {
              type: 'error',
              v: PROTOCOL_VERSION,
              code: ProtocolError.RateLimited,
              message: `at most ${RATE_PER_SECOND} messages a second; this one was not read`,
              ...(id !== undefined ? { id, ref: 'act' } : {}),
            };
            // An answer to a move is as long as every other answer to a move (wire-size.ts).
            if (id !== undefined) conn.sendText!(padActReply(JSON.stringify(refusal)), () => refusal);
            else conn.send(refusal);
          }
          return;
        }
        if (text === null) {
          conn.send({ type: 'error', v: PROTOCOL_VERSION, code: ProtocolError.BadMessage, message: 'messages are JSON text frames' });
          return;
        }
        try {
          room.receive(conn, text);
          if (!greeted && room.isGreeted(conn)) {
            greeted = true;
            pending.delete(socket);
          }
        } catch (error) {
          // Room.receive answers every problem itself; this is the last guard of the process.
          log(`internal error handling a message: ${(error as Error).stack ?? String(error)}`);
          conn.send({ type: 'error', v: PROTOCOL_VERSION, code: ProtocolError.Internal, message: 'the host hit a problem with that message; nothing was changed' });
        }
      });
      socket.on('close', () => {
        open--;
        if (!from.local) {
          const left = (perAddress.get(from.address) ?? 1) - 1;
          if (left > 0) perAddress.set(from.address, left);
          else perAddress.delete(from.address);
        }
        pending.delete(socket);
        heartbeat.forget(socket);
        clearTimeout(helloTimer);
        room.disconnect(conn);
      });
      socket.on('error', () => socket.terminate());
    });
  });

  try {
    await app.listen({ port, host: options.bindHost ?? '0.0.0.0' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
    log(`port ${port} is taken; using a free one`);
    await app.listen({ port: 0, host: options.bindHost ?? '0.0.0.0' });
  }
  const bound = app.server.address();
  port = typeof bound === 'object' && bound !== null ? bound.port : port;

  let advertisement: Advertisement = disabledAdvertisement();
  if (options.mdns ?? true) {
    try {
      advertisement = advertise({ port, room: room.code, path: '/', onError: (error) => log(`mDNS: ${error.message}`) });
    } catch (error) {
      log(`mDNS could not be started (${(error as Error).message}); phones can still join by the QR code`);
    }
  }

  let closing: Promise<void> | null = null;
  return {
    port,
    room,
    get joinUrl() {
      return urls().join;
    },
    get boardUrl() {
      return urls().board;
    },
    get qrUrl() {
      return qrUrl();
    },
    get hostUrl() {
      return hostLink(room.hostToken);
    },
    get address() {
      return address;
    },
    get interfaceName() {
      return chosen?.name ?? null;
    },
    interfaces: () => rankInterfaces(networkInterfaces()),
    setInterface(nameOrAddress) {
      const next = pickInterface(networkInterfaces(), nameOrAddress);
      if (next === null) throw new Error('this machine has no IPv4 address');
      chosen = next;
      address = next.address;
      room.announce();
      return urls().join;
    },
    close() {
      closing ??= (async () => {
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
    },
  };
}

/** The id of an `act` frame, read without the full checks (for answering a refused one). */
function actId(text: string): string | undefined {
  if (text.length > MAX_MESSAGE_BYTES) return undefined;
  try {
    const raw = JSON.parse(text) as unknown;
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { type, id } = raw as { type?: unknown; id?: unknown };
    return type === 'act' && typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}

function socketConnection(id: number, socket: WebSocket, gate: FrameGate): Connection {
  const sendText = (text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // It stopped reading; keeping its backlog would let one phone grow the host's memory.
      socket.terminate();
      return;
    }
    socket.send(gate.wrap(text));
  };
  return {
    id,
    send(message: ServerMessage) {
      sendText(JSON.stringify(message));
    },
    sendText,
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    },
  };
}
