/**
 * The table: lobby, seats, identity, the running game and who sees what. It knows nothing of
 * sockets or files beyond the small interfaces it is given, so it is tested directly.
 *
 * Order of every accepted action: validate → apply to a copy → journal (durable) → adopt the
 * new state → acknowledge → send every connection its own view. Lobby changes likewise: the
 * changed room is saved first and adopted only once it is on disk, so an answer of success
 * always means durable, and a failed save changes nothing.
 *
 * `Room` wires the parts in room/, each with one job, over one shared record of the table's live
 * state (`RoomCore`, room/types.ts):
 *
 *   reads.ts      pure reads of the live state: the game, its options, the reveal, the moments;
 *   record.ts     saving the room record (change a copy, save it, adopt it), problems reported;
 *   lobby.ts      seats, names, the game and its options, latecomers;
 *   admission.ts  what a hello makes of a connection, and whether it gets in;
 *   moments.ts    the TV's staged moments (looked, draft, discussion);
 *   match.ts      the game: its state, journal, seen action ids; reveal.ts the reveal hold;
 *   autoplay.ts   bots and the game clock; timers.ts every timer of the room, on one scheduler;
 *   broadcast.ts  views, room frames, padding, the burst hold; batch.ts a burst's cheap changes saved once;
 *   messages.ts   every client message: who may send it, whether it is rate-limited, its handler.
 */
import { ownEntry, type BaseState } from '../../shared/engine/index.ts';
import { CloseCode, PROTOCOL_VERSION, REVEAL_PACE_MIN, type Notice } from '../../shared/protocol/index.ts';
import { keyFromBase64Url, keyPairOf, toBase64Url, type KeyPair } from '../../shared/protocol/secure-channel.ts';
import { isSpectator, sendHostState } from './room/admission.ts';
import { autoplayOf } from './room/autoplay.ts';
import { commitBatch, gated } from './room/batch.ts';
import { broadcastRoom, hold, presenceChanged, release } from './room/broadcast.ts';
import { reportOrphanJournals, resume } from './room/match.ts';
import { changeBucket, receive } from './room/messages.ts';
import { loadSaved, pruneOldJournals } from './room/open.ts';
import { persist, persistQuietly, report, timerFailed } from './room/record.ts';
import { REAL_SCHEDULER, Timers } from './room/timers.ts';
import { THIS_MACHINE, type Connection, type ConnectionOrigin, type RoomCore, type RoomDeps, type RoomRecord, type SeatRecord } from './room/types.ts';

export { REVEAL_MARGIN_MS, THIS_MACHINE } from './room/types.ts';
export type { Connection, ConnectionOrigin, RoomDeps, RoomRecord, RoomStore, Scheduler, SeatRecord, WaitingRecord } from './room/types.ts';

export class Room {
  private readonly core: RoomCore;

  private constructor(deps: RoomDeps, record: RoomRecord) {
    const core: RoomCore = {
      deps,
      record,
      match: null,
      connections: new Map(),
      now: deps.now ?? (() => Date.now()),
      timers: new Timers(deps.scheduler ?? REAL_SCHEDULER, (what, error) => timerFailed(core, what, error)),
      notices: [],
      closed: false,
      keys: undefined as unknown as KeyPair,
      // Autoplay drives the core it is part of: set just below, once the core exists.
      autoplay: { schedule: () => {}, stop: () => {}, pause: () => {}, forgetBot: () => {} },
      looked: { gameNumber: 0, seats: new Set() },
      draft: null,
      draftSentAt: -Infinity,
      holding: false,
      roomPending: false,
      batch: null,
      revealUntil: 0,
      revealFrom: Infinity,
      tipsAtEnd: false,
      revealAtPause: 0,
      recordOnTv: false,
      quickStartOnTv: false,
      demo: null,
      demos: 0,
      turns: new Map(),
      clockKey: null,
      barred: new Map(),
    };
    core.autoplay = autoplayOf(core);
    this.core = core;
  }

  /** Opens the table kept in the store (resuming a game in progress), or a new one. */
  static open(deps: RoomDeps): Room {
    const pace = deps.revealPace;
    if (pace !== undefined && !(Number.isInteger(pace) && pace >= REVEAL_PACE_MIN && pace <= 100)) {
      throw new RangeError(`revealPace must be a whole percentage from ${REVEAL_PACE_MIN} to 100, not ${pace}`);
    }
    const problems: string[] = [];
    const saved = loadSaved(deps, problems);
    const defaultGame = ownEntry(deps.registry, deps.defaultGame) !== undefined ? deps.defaultGame! : Object.keys(deps.registry)[0];
    if (defaultGame === undefined) throw new Error('no game is registered');
    let room: Room;
    if (saved !== null) {
      room = new Room(deps, saved);
      if (ownEntry(deps.registry, saved.game) === undefined) {
        // Written by an older host that took any id: the table keeps its seats, not the unknown game.
        room.report('UNKNOWN_GAME', `the saved table named a game this host does not have (${JSON.stringify(String(saved.game)).slice(0, 40)}); the lobby is back on ${defaultGame}`);
        room.core.record = { ...saved, game: defaultGame, options: {}, phase: 'lobby', gameId: null };
        persistQuietly(room.core);
      }
      resume(room.core);
    } else {
      room = new Room(deps, {
        version: 1,
        code: deps.newRoomCode(),
        hostToken: toBase64Url(deps.randomBytes(18)),
        phase: 'lobby',
        game: defaultGame,
        options: {},
        seats: [],
        vip: null,
        gameNumber: 0,
        gameId: null,
      });
      persist(room.core);
    }
    for (const problem of problems) room.report('ROOM_FILE_DAMAGED', problem);
    const core = room.core;
    if (core.record.hostKey === undefined) {
      // A room from before encrypted frames, or a new one: its key is made once and kept with it.
      core.record = { ...core.record, hostKey: toBase64Url(deps.randomBytes(32)) };
      persistQuietly(core);
    }
    core.keys = keyPairOf(keyFromBase64Url(core.record.hostKey)!);
    reportOrphanJournals(core);
    if (problems.length === 0) pruneOldJournals(deps, core.record.gameId);
    return room;
  }

  get code(): string {
    return this.core.record.code;
  }
  get hostToken(): string {
    return this.core.record.hostToken;
  }
  /** The host's long-lived key pair for the phones' encrypted frames (the secret half never leaves the host). */
  get hostKeys(): KeyPair {
    return this.core.keys;
  }
  /** The host's public key, base64url: what the QR code's `#k=` carries. */
  get hostPublicKey(): string {
    return toBase64Url(this.core.keys.publicKey);
  }
  /** Whether the host token also works from another device on the LAN (`setRemoteHost`). */
  get remoteHostAllowed(): boolean {
    return this.core.record.remoteHost === true;
  }
  get phase(): RoomRecord['phase'] {
    return this.core.record.phase;
  }
  /** The game chosen for the table (public: the lobby shows it). */
  get game(): string {
    return this.core.record.game;
  }
  /** The running game's state, for tests and tools on the host; never sent anywhere. */
  get gameState(): BaseState | null {
    return this.core.match?.state ?? null;
  }
  get seats(): readonly SeatRecord[] {
    return this.core.record.seats;
  }
  /** What the host controls are told about problems (also logged). */
  get problems(): readonly Notice[] {
    return this.core.notices;
  }
  /** Whether this connection has said hello. */
  isGreeted(conn: Connection): boolean {
    return this.core.connections.get(conn.id)?.greeted ?? false;
  }

  /** Live connections, greeted or not. */
  get connectionCount(): number {
    return this.core.connections.size;
  }

  // ---- connections ---------------------------------------------------------------------------

  connect(conn: Connection, origin: ConnectionOrigin = THIS_MACHINE): void {
    const now = this.core.now();
    this.core.connections.set(conn.id, { conn: gated(this.core, conn), origin, greeted: false, seat: null, host: false, waiting: null, board: false, since: now, changes: changeBucket(now) });
  }

  disconnect(conn: Connection): void {
    const state = this.core.connections.get(conn.id);
    if (state === undefined) return;
    this.core.connections.delete(conn.id);
    if (state.greeted) presenceChanged(this.core, state);
    if (isSpectator(state) || state.board) sendHostState(this.core);
  }

  /** One text frame from a connection. Never throws: every problem is answered as an error. */
  receive(conn: Connection, text: string): void {
    const state = this.core.connections.get(conn.id);
    if (state === undefined || this.core.closed) return;
    receive(this.core, state, text);
  }

  /**
   * Gathers the room frames of a burst into one (the server holds from the first frame it reads
   * in a turn of the event loop until the turn's end): a renaming phone, a latecomer leaving and
   * joining again, a crowd arriving cost every screen one room frame, not one each, and the
   * laptop one save (room/batch.ts). Every change is still saved, and answered, before the frame
   * that shows it goes out.
   */
  hold(): void {
    hold(this.core);
  }

  /** The end of a burst: its changes saved, then what they sent, then its one room frame, if anything changed. */
  release(): void {
    commitBatch(this.core);
    release(this.core);
  }

  /** Sends the host controls their `hostState` again (after what the server measures changed: RoomDeps.hostNews). */
  hostStateChanged(): void {
    if (!this.core.closed) sendHostState(this.core);
  }

  /** Sends everyone the room again (after something outside the room changed, like the join URL). */
  announce(): void {
    broadcastRoom(this.core);
  }

  /** Tells every connection the host is going away, and stops timers. */
  close(): void {
    const core = this.core;
    commitBatch(core);
    core.closed = true;
    core.timers.clearAll();
    core.clockKey = null;
    core.revealUntil = 0;
    for (const c of core.connections.values()) {
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason: 'shutdown' });
      c.conn.close(CloseCode.HostShutdown, 'host shutting down');
    }
    core.connections.clear();
    core.match?.writer?.close();
  }

  /** A problem the operator must know about: logged, kept, and sent to the host controls. */
  report(code: string, message: string): void {
    report(this.core, code, message);
  }
}
