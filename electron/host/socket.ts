import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CloseCode,
  MAX_CONNECTIONS,
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
import { FrameGate, type GateResult } from './frame-gate.ts';
import type { Heartbeat } from './heartbeat.ts';
import { misdirected } from './http-routes.ts';
import { isAllowedHost, isAllowedOrigin, localHosts, remoteOrigin } from './origin.ts';
import { TokenBucket } from './rate-limit.ts';
import type { Connection, ConnectionOrigin, Room } from './room.ts';
import { padActReply } from './wire-size.ts';

/** A client that stops reading: past this much unsent data its socket is closed. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** A client still flooding after this many RATE_LIMITED answers in a row is disconnected. */
const FLOOD_CLOSE_AFTER = 60;

/** What the socket route needs of the host. */
export interface SocketDeps {
  room: Room;
  log: (line: string) => void;
  /** The port the host serves on (known once it listens: the Origin check compares it). */
  port: () => number;
  /** The names and addresses this machine answers to (this-machine.ts). */
  thisMachine: () => ReadonlySet<string>;
  heartbeat: Heartbeat;
  /** How long a new connection may take to say hello. */
  helloTimeoutMs: number;
}

/** What the route keeps across sockets: the counts its limits read, and who has not said hello. */
interface Sockets {
  nextId: number;
  open: number;
  /** Open sockets by address (this machine's own are not limited by address). */
  perAddress: Map<string, number>;
  /** Sockets that have not said hello yet, oldest first. */
  pending: Map<WebSocket, { conn: Connection; address: string }>;
}

/** One socket, as its listeners see it. */
interface Socket {
  socket: WebSocket;
  conn: Connection;
  gate: FrameGate;
  bucket: TokenBucket;
  greeted: boolean;
}

/** Registers the table's WebSocket (SOCKET_PATH): the checks before the upgrade, then one adapter per socket. */
export async function registerSocketRoute(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const sockets: Sockets = { nextId: 1, open: 0, perAddress: new Map(), pending: new Map() };
  const holdForBurst = burstHold(deps.room, deps.log);
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (req, reply) => admit(req, reply, deps, sockets));
    scope.get(SOCKET_PATH, { websocket: true }, (socket: WebSocket, req) => {
      const from: ConnectionOrigin = remoteOrigin(req.socket.remoteAddress, deps.thisMachine());
      adopt(socket, from, deps, sockets, holdForBurst);
    });
  });
}

/**
 * Checked before the upgrade, so a refused page never gets a socket: only the table's own
 * pages (or clients that are not browsers) may connect, and never more than a table needs.
 */
function admit(req: FastifyRequest, reply: FastifyReply, deps: SocketDeps, sockets: Sockets) {
  if (!isAllowedHost(req.headers.host, deps.thisMachine())) return misdirected(reply);
  if (!isAllowedOrigin(req.headers.origin, { port: deps.port(), hosts: localHosts() })) {
    deps.log(`refused a connection from a page of another site (Origin ${JSON.stringify(req.headers.origin).slice(0, 80)})`);
    return reply.code(403).type('text/plain; charset=utf-8').send('Hideout: only the table’s own pages may connect.');
  }
  if (sockets.open >= MAX_CONNECTIONS) {
    return reply.code(503).type('text/plain; charset=utf-8').send(`Hideout: the table already has ${MAX_CONNECTIONS} connections.`);
  }
  const from = remoteOrigin(req.socket.remoteAddress, deps.thisMachine());
  if (!from.local && (sockets.perAddress.get(from.address) ?? 0) >= MAX_PER_ADDRESS) {
    deps.log(`refused a connection from ${from.address}: it has ${MAX_PER_ADDRESS} already`);
    return reply.code(503).type('text/plain; charset=utf-8').send(`Hideout: this device already has ${MAX_PER_ADDRESS} connections to the table.`);
  }
}

/**
 * Frames read in one turn of the event loop are one burst: the room gathers their room frames
 * into one, sent once the turn's reading is done (Room.hold). Returns what each frame calls.
 */
function burstHold(room: Room, log: (line: string) => void): () => void {
  let holding = false;
  return () => {
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
}

/** Takes an upgraded socket: counts it, hands it to the room and the heartbeat, and listens. */
function adopt(socket: WebSocket, from: ConnectionOrigin, deps: SocketDeps, sockets: Sockets, holdForBurst: () => void): void {
  const { room } = deps;
  const gate = new FrameGate(() => room.hostKeys, from.local);
  const conn = socketConnection(sockets.nextId++, socket, gate);
  const s: Socket = { socket, conn, gate, bucket: new TokenBucket(RATE_BURST, RATE_PER_SECOND, Date.now()), greeted: false };
  sockets.open++;
  if (!from.local) sockets.perAddress.set(from.address, (sockets.perAddress.get(from.address) ?? 0) + 1);
  evictOldestPending(sockets.pending, from.address);
  sockets.pending.set(socket, { conn, address: from.address });
  deps.heartbeat.watch(socket, conn.id);
  room.connect(conn, from);
  // A socket that never says hello holds a slot and a file descriptor for nothing.
  const helloTimer = setTimeout(() => {
    if (!s.greeted) conn.close(CloseCode.HelloTimeout, 'no hello');
  }, deps.helloTimeoutMs);
  helloTimer.unref();
  // Listeners go on before any await, or the first messages would be lost.
  socket.on('message', (raw: Buffer, isBinary) => {
    deps.heartbeat.heardFrom(socket);
    holdForBurst();
    receive(s, raw, isBinary, deps, sockets);
  });
  socket.on('close', () => {
    sockets.open--;
    if (!from.local) {
      const left = (sockets.perAddress.get(from.address) ?? 1) - 1;
      if (left > 0) sockets.perAddress.set(from.address, left);
      else sockets.perAddress.delete(from.address);
    }
    sockets.pending.delete(socket);
    deps.heartbeat.forget(socket);
    clearTimeout(helloTimer);
    room.disconnect(conn);
  });
  socket.on('error', () => socket.terminate());
}

/**
 * A real client says hello as soon as its socket opens; sockets that keep silent must not
 * hold the door shut, so past MAX_PENDING the oldest silent one is let go (one from the
 * newcomer's own address first).
 */
function evictOldestPending(pending: Sockets['pending'], address: string): void {
  if (pending.size < MAX_PENDING) return;
  const oldest = [...pending].find(([, p]) => p.address === address) ?? pending.entries().next().value;
  if (oldest !== undefined) {
    pending.delete(oldest[0]);
    oldest[1].conn.close(CloseCode.Crowded, 'too many connections waiting to say hello');
  }
}

/** One frame from the client: through the gate, then the rate limit, then to the room. */
function receive(s: Socket, raw: Buffer, isBinary: boolean, deps: SocketDeps, sockets: Sockets): void {
  const text = open(s, raw, isBinary, deps.log);
  if (text === undefined) return;
  if (!s.bucket.take(Date.now())) return refuseForRate(s, text);
  if (text === null) {
    s.conn.send({ type: 'error', v: PROTOCOL_VERSION, code: ProtocolError.BadMessage, message: 'messages are JSON text frames' });
    return;
  }
  try {
    deps.room.receive(s.conn, text);
    if (!s.greeted && deps.room.isGreeted(s.conn)) {
      s.greeted = true;
      sockets.pending.delete(s.socket);
    }
  } catch (error) {
    // Room.receive answers every problem itself; this is the last guard of the process.
    deps.log(`internal error handling a message: ${(error as Error).stack ?? String(error)}`);
    s.conn.send({ type: 'error', v: PROTOCOL_VERSION, code: ProtocolError.Internal, message: 'the host hit a problem with that message; nothing was changed' });
  }
}

/**
 * Opens (or refuses) a frame first: a sealed frame's counter moves on even when the rate refuses
 * it. The frame's text for the room, null for a binary frame from a plain client, or undefined
 * when the gate has answered it itself (a handshake, or a refusal that closes the socket).
 */
function open(s: Socket, raw: Buffer, isBinary: boolean, log: (line: string) => void): string | null | undefined {
  const { socket, conn, gate } = s;
  let through: GateResult;
  try {
    through = gate.receive(raw, isBinary);
  } catch (error) {
    // The gate answers every bad frame itself; this guards the process, as in receive().
    log(`internal error opening a frame: ${(error as Error).stack ?? String(error)}`);
    conn.close(CloseCode.BadSeal, 'the frame could not be opened');
    return undefined;
  }
  if (through.kind === 'refuse') {
    if (through.error !== undefined && socket.readyState === socket.OPEN) socket.send(through.error);
    conn.close(through.code, through.reason);
    return undefined;
  }
  if (through.kind === 'handshake') {
    socket.send(through.reply);
    return undefined;
  }
  return through.kind === 'text' ? through.text : null;
}

/** A frame past the rate: answered (or not), and a client that keeps flooding is cut. */
function refuseForRate(s: Socket, text: string | null): void {
  const { conn, bucket } = s;
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

/** The room's Connection over one socket: frames sealed by its gate, and a reader that stops reading let go. */
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
