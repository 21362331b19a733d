import {
  applyAction,
  changeOptionRequest,
  checkOptionRequest,
  createMatch,
  createRng,
  ErrorCode,
  matchOf,
  isEngineError,
  optionsForTable,
  ownEntry,
  randomBot,
  type AnyGame,
  type BaseState,
  type EngineError,
  type Rng,
  type Seat,
  type TableOptions,
  type Viewer,
} from '../../shared/engine/index.ts';
import { revealMs } from '../../shared/engine/reveal.ts';
import type { RegisteredGame } from '../../shared/games/index.ts';
import {
  CloseCode,
  CONTROL_TYPES,
  DRAFT_UPDATE_MS,
  HOST_ONLY_TYPES,
  LOBBY_VIP_TYPES,
  MAX_HOST_CONNECTIONS,
  MAX_LOCAL_BOARDS,
  MAX_SPECTATORS,
  MAX_SPECTATORS_PER_ADDRESS,
  PROTOCOL_VERSION,
  REMOVED_SPECTATOR_MS,
  ProtocolError,
  REVEAL_PACE_MIN,
  parseClientMessage,
  type AnyErrorCode,
  type ClientMessage,
  type GameInfo,
  type Moments,
  type NightScore,
  type Notice,
  type RoomInfo,
  type ServerMessage,
  type SpectatorInfo,
  type YouInfo,
} from '../../shared/protocol/index.ts';
import { cleanName, disambiguate, nameKey } from './names.ts';
import { joinJsonObjects, withMember } from './serialise.ts';
import { TokenBucket } from './rate-limit.ts';
import { fingerprint, keyFromBase64Url, keyPairOf, toBase64Url, type KeyPair } from '../../shared/protocol/secure-channel.ts';
import { padActReply, padRoomFrame, padViewFrame, seatViewBytes, utf8, viewFrameBytes } from './wire-size.ts';
import { checkRoomFile } from './room-record.ts';
import { roomFileTooNew, StoreError, type JournalHeader, type JournalWriter, type OpenedJournal, type TableStore } from './store.ts';

/** Where a connection comes from: its address, and whether that is the host's own machine. */
export interface ConnectionOrigin {
  readonly address: string;
  /** Loopback or one of this machine's own addresses: the board and host controls of the laptop itself. */
  readonly local: boolean;
}

/** The origin of connections made inside the host's own process (the room's tests): this machine. */
export const THIS_MACHINE: ConnectionOrigin = { address: '127.0.0.1', local: true };

/** One live socket, as the room sees it. The server adapter implements it. */
export interface Connection {
  readonly id: number;
  send(message: ServerMessage): void;
  /**
   * The same message already serialised (`text` is JSON.stringify(message()), perhaps followed
   * by spaces that pad it to a length that tells no secret: wire-size.ts): a view or room update
   * built once is sent to many connections without serialising it again for each. The message
   * object itself is built only if asked for (a socket needs the text alone). Send the text as it is.
   */
  sendText?(text: string, message: () => ServerMessage): void;
  close(code: number, reason: string): void;
}

/** A seat as the room keeps it (and persists it). */
export interface SeatRecord {
  name: string;
  kind: 'human' | 'bot';
  bot?: string;
  /** The seat's key, for humans. Replaced when the host reissues the seat. */
  token?: string;
  lang?: string;
}

/** Everything about the table that must survive a restart, apart from the game's journal. */
export interface RoomRecord {
  version: 1;
  code: string;
  hostToken: string;
  phase: 'lobby' | 'playing' | 'over';
  game: string;
  /**
   * The options as requested, kept whole while seats come and go; what the table plays is this
   * request judged by the game for the current number of seats (`tableOptions`).
   */
  options: Record<string, unknown>;
  seats: SeatRecord[];
  vip: Seat | null;
  gameNumber: number;
  gameId: string | null;
  /** The night's score (absent in files written before it existed). */
  scores?: NightScore[];
  /** People who joined during a game: seated, in this order, when the next game is set up. */
  waiting?: WaitingRecord[];
  /** Who started the last game (first Boss, leader, soap): the next one starts with the next seat. */
  lastFirst?: Seat;
  /** Discussion countdowns on the board, in seconds, by game id then phase (absent: none set). */
  discussion?: Record<string, Record<string, number>>;
  /** The host token also works from another device on the LAN (absent: only from this machine). */
  remoteHost?: boolean;
  /**
   * The host's long-lived X25519 secret key, base64url (docs/security.md): phones get its public
   * half from the QR code. Made when a room file lacks it; a new room (a new data folder) has a new one.
   */
  hostKey?: string;
}

/** A latecomer's place: the token becomes their seat's token when they are seated. */
export interface WaitingRecord {
  name: string;
  token: string;
  lang?: string;
}

/** The persistence the room needs; `TableStore` (store.ts) provides it on disk. */
export interface RoomStore extends Pick<TableStore, 'loadRoom' | 'saveRoom' | 'createJournal' | 'resumeJournal' | 'markFinished'> {
  /** The journal on disk; `problems` says what was set aside while reading it (a damaged line). */
  openJournal(gameId: string): OpenedJournal & { problems?: readonly string[] };
  /** Removes the journal of a game that never started (its room could not be saved). */
  discardJournal(gameId: string): void;
  /** Ids of the journals that have no end line. */
  unfinishedGames(): string[];
  /** Deletes old finished journals (TableStore's; a store without journals on disk has none). */
  pruneJournals?: TableStore['pruneJournals'];
}

export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RoomDeps {
  registry: Readonly<Record<string, RegisteredGame>>;
  store: RoomStore;
  /** Unguessable bytes for tokens and seeds (crypto.randomBytes in the host). */
  randomBytes: (n: number) => Uint8Array;
  /** A short code people read on the TV. */
  newRoomCode: () => string;
  scheduler?: Scheduler;
  now?: () => number;
  /** How long a bot "thinks" before acting, so people can follow; 0 in tests. */
  botDelayMs?: number;
  /**
   * Hold phones, bots and the clock while the board reveals a result (default true). Tests that
   * play whole games over real sockets without a board turn it off, as they set botDelayMs to 0.
   */
  holdForReveals?: boolean;
  /**
   * The board's reveals at this percentage of their real time (default 100): the host holds the
   * phones, bots and clock for the scaled time and tells the board the pace (`RoomInfo.revealPace`).
   * For tests and demos, which would otherwise spend most of their time watching cards turn.
   */
  revealPace?: number;
  /** Where phones join; null until the host knows its address. */
  joinUrl?: () => string | null;
  /** The link that hands a seat to a new phone. */
  seatUrl?: (token: string) => string;
  /** The host controls' link for a host token (after `renewHostToken`). */
  hostUrl?: (token: string) => string;
  defaultGame?: string;
  log?: (line: string) => void;
}

/**
 * Added to each reveal the host holds for: the board starts playing a reveal a frame or two after
 * its view arrives, later on a slow TV, so the phones lift their cover just after the board ends.
 */
export const REVEAL_MARGIN_MS = 250;

/**
 * Messages from a phone that change the saved room: a few in a row (fixing a typo in one's name),
 * then one every few seconds. Each costs a synced write and a room frame to every screen, so a
 * renaming or join-and-leave loop must not cost the table its disk and its Wi-Fi.
 */
const SAVED_CHANGES: readonly ClientMessage['type'][] = ['join', 'leave', 'rename'];
const CHANGE_BURST = 6;
const CHANGES_PER_SECOND = 0.5;

/** Spectators coming and going only change a count: their room updates are gathered this long. */
const SPECTATOR_UPDATE_MS = 250;

interface ConnectionState {
  conn: Connection;
  origin: ConnectionOrigin;
  greeted: boolean;
  seat: Seat | null;
  host: boolean;
  /** The token of this connection's place on the waiting list, when it has one. */
  waiting: string | null;
  /** Said hello as the TV's board. */
  board: boolean;
  /** When it said hello (the host's clock). */
  since: number;
  lang?: string;
  /** Changes this connection makes to the saved room (join, leave, rename): each is a synced write and a room frame to everyone. */
  changes: TokenBucket;
}

interface LiveMatch {
  entry: RegisteredGame;
  state: BaseState;
  writer: JournalWriter | null;
  /** The last append failed, which closed the writer: reopen the journal before the next one. */
  writerFailed?: boolean;
  /** Accepted client action ids, per seat, so a retry is acknowledged, not applied twice. */
  seen: Map<Seat, Set<string>>;
  actions: number;
  botRng: Rng;
  /**
   * The views of `state` built so far (each viewer's at most once): the board's is kept to find
   * the reveals the next move brings, and the broadcast of a move reuses the one its reveal
   * check built. Replaced as soon as the state moves on.
   */
  views?: { state: BaseState; of: (viewer: Viewer) => BuiltView };
}

class Rejection extends Error {
  constructor(
    readonly code: AnyErrorCode,
    message: string,
    readonly reason?: string,
    readonly params?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
  }
}


/**
 * The table: lobby, seats, identity, the running game and who sees what. It knows nothing of
 * sockets or files beyond the small interfaces it is given, so it is tested directly.
 *
 * Order of every accepted action: validate → apply to a copy → journal (durable) → adopt the
 * new state → acknowledge → send every connection its own view. Lobby changes likewise: the
 * changed room is saved first and adopted only once it is on disk, so an answer of success
 * always means durable, and a failed save changes nothing.
 */
export class Room {
  private record: RoomRecord;
  private match: LiveMatch | null = null;
  private readonly connections = new Map<number, ConnectionState>();
  private readonly scheduler: Scheduler;
  private readonly now: () => number;
  private readonly botTimers = new Map<Seat, unknown>();
  private clockTimer: { key: string; handle: unknown } | null = null;
  private spectatorTimer: unknown = null;
  /** When the board will have played every reveal so far (the host's clock); 0 when none plays. */
  private revealUntil = 0;
  private revealTimer: unknown = null;
  private readonly notices: Notice[] = [];
  private closed = false;
  /**
   * The staged moments of the game being played (moments.ts in spirit: none is a move, none is
   * journaled). Who has looked at their secret card, by game number so a new game starts empty.
   */
  private looked: { gameNumber: number; seats: Set<Seat> } = { gameNumber: 0, seats: new Set() };
  /** The team a picker is drafting, with the action count it was drafted at (stale once a move is made). */
  private draft: { seat: Seat; team: Seat[]; seq: number; gameNumber: number } | null = null;
  private draftTimer: unknown = null;
  private draftSentAt = -Infinity;
  private keys!: KeyPair;
  /** A burst is being read (`hold`): room frames wait for its end, gathered into one. */
  private holding = false;
  private roomPending = false;
  /** Addresses on the LAN whose spectator the host removed, until when (the host's clock). */
  private readonly barred = new Map<string, number>();

  private constructor(
    private readonly deps: RoomDeps,
    record: RoomRecord,
  ) {
    this.record = record;
    this.scheduler = deps.scheduler ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };
    this.now = deps.now ?? (() => Date.now());
  }

  /** Opens the table kept in the store (resuming a game in progress), or a new one. */
  static open(deps: RoomDeps): Room {
    const pace = deps.revealPace;
    if (pace !== undefined && !(Number.isInteger(pace) && pace >= REVEAL_PACE_MIN && pace <= 100)) {
      throw new RangeError(`revealPace must be a whole percentage from ${REVEAL_PACE_MIN} to 100, not ${pace}`);
    }
    let saved: RoomRecord | null = null;
    const problems: string[] = [];
    try {
      // Checked field by field and migrated (room-record.ts). A damaged or invalid file is set
      // aside by the store (DATA_CORRUPT): the table starts afresh rather than not at all. A
      // newer Hideout's file (DATA_TOO_NEW) or a room.json that is a link or not ours
      // (DATA_DIR_UNSAFE) stops the host instead: a fresh room saved over it would overwrite it.
      const loaded = deps.store.loadRoom(checkRoomFile);
      if (loaded !== null) {
        // A store that does not check (the tests' memory store) hands over what it holds: checked here too.
        const checked = checkRoomFile(loaded);
        if (checked.ok) saved = checked.value;
        else if (checked.newer !== undefined) throw roomFileTooNew('room.json', checked.newer.version, checked.newer.known);
        else problems.push(`The saved room is not a valid room (${checked.reason}); the host starts without it`);
      }
    } catch (error) {
      if (!(error instanceof StoreError) || error.code !== 'DATA_CORRUPT') throw error;
      // The whole story (paths, the parser's words) for the host's log only; the host controls,
      // which may be on a phone, get the sentence without them.
      deps.log?.(error.message);
      problems.push(error.publicMessage);
    }
    const defaultGame = ownEntry(deps.registry, deps.defaultGame) !== undefined ? deps.defaultGame! : Object.keys(deps.registry)[0];
    if (defaultGame === undefined) throw new Error('no game is registered');
    let room: Room;
    if (saved !== null) {
      room = new Room(deps, saved);
      if (ownEntry(deps.registry, saved.game) === undefined) {
        // Written by an older host that took any id: the table keeps its seats, not the unknown game.
        room.report('UNKNOWN_GAME', `the saved table named a game this host does not have (${JSON.stringify(String(saved.game)).slice(0, 40)}); the lobby is back on ${defaultGame}`);
        room.record = { ...saved, game: defaultGame, options: {}, phase: 'lobby', gameId: null };
        room.persistQuietly();
      }
      room.resume();
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
      room.persist();
    }
    for (const problem of problems) room.report('ROOM_FILE_DAMAGED', problem);
    if (room.record.hostKey === undefined) {
      // A room from before encrypted frames, or a new one: its key is made once and kept with it.
      room.record = { ...room.record, hostKey: toBase64Url(deps.randomBytes(32)) };
      room.persistQuietly();
    }
    room.keys = keyPairOf(keyFromBase64Url(room.record.hostKey)!);
    room.reportOrphanJournals();
    // Old finished journals go (store.ts, pruneJournals: --keep-games), never the game the table
    // is on. Not after a damaged room file: which game the table was on is unknown then, and a
    // person working out what happened may want every journal. (The memory store has none.)
    if (problems.length === 0 && deps.store.pruneJournals !== undefined) {
      try {
        const pruned = deps.store.pruneJournals({ keep: [room.record.gameId] });
        if (pruned.removed.length > 0) deps.log?.(`deleted the journals of ${pruned.removed.length} old finished games (past --keep-games, or never played)`);
        for (const problem of pruned.problems) deps.log?.(problem);
      } catch (error) {
        // Housekeeping: the table opens anyway.
        deps.log?.(`old journals were not pruned: ${(error as Error).message}`);
      }
    }
    return room;
  }

  get code(): string {
    return this.record.code;
  }
  get hostToken(): string {
    return this.record.hostToken;
  }
  /** The host's long-lived key pair for the phones' encrypted frames (the secret half never leaves the host). */
  get hostKeys(): KeyPair {
    return this.keys;
  }
  /** The host's public key, base64url: what the QR code's `#k=` carries. */
  get hostPublicKey(): string {
    return toBase64Url(this.keys.publicKey);
  }
  /** Whether the host token also works from another device on the LAN (`setRemoteHost`). */
  get remoteHostAllowed(): boolean {
    return this.record.remoteHost === true;
  }
  get phase(): RoomRecord['phase'] {
    return this.record.phase;
  }
  /** The running game's state, for tests and tools on the host; never sent anywhere. */
  get gameState(): BaseState | null {
    return this.match?.state ?? null;
  }
  get seats(): readonly SeatRecord[] {
    return this.record.seats;
  }
  /** What the host controls are told about problems (also logged). */
  get problems(): readonly Notice[] {
    return this.notices;
  }
  /** Whether this connection has said hello. */
  isGreeted(conn: Connection): boolean {
    return this.connections.get(conn.id)?.greeted ?? false;
  }

  /** Live connections, greeted or not. */
  get connectionCount(): number {
    return this.connections.size;
  }

  // ---- connections ---------------------------------------------------------------------------

  connect(conn: Connection, origin: ConnectionOrigin = THIS_MACHINE): void {
    const changes = new TokenBucket(CHANGE_BURST, CHANGES_PER_SECOND, this.now());
    this.connections.set(conn.id, { conn, origin, greeted: false, seat: null, host: false, waiting: null, board: false, since: this.now(), changes });
  }

  disconnect(conn: Connection): void {
    const state = this.connections.get(conn.id);
    if (state === undefined) return;
    this.connections.delete(conn.id);
    if (state.greeted) this.presenceChanged(state);
    if (this.isSpectator(state) || state.board) this.sendHostState();
  }

  /** One text frame from a connection. Never throws: every problem is answered as an error. */
  receive(conn: Connection, text: string): void {
    const state = this.connections.get(conn.id);
    if (state === undefined || this.closed) return;
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      this.sendError(state, parsed.error.code, parsed.error.message, { ...(parsed.error.ref ? { ref: parsed.error.ref } : {}), ...(parsed.error.id ? { id: parsed.error.id } : {}) });
      return;
    }
    const message = parsed.message;
    try {
      if (!state.greeted && message.type !== 'hello') {
        throw new Rejection(ProtocolError.HelloFirst, 'say "hello" first');
      }
      this.dispatch(state, message);
    } catch (error) {
      const rejection = error instanceof Rejection ? error : this.internal(error, message.type);
      this.sendError(state, rejection.code, rejection.message, {
        ref: message.type,
        ...(message.type === 'act' ? { id: message.id } : {}),
        ...(rejection.reason !== undefined ? { reason: rejection.reason } : {}),
        ...(rejection.params !== undefined ? { params: rejection.params } : {}),
      });
    }
  }

  /**
   * Gathers the room frames of a burst into one (the server holds from the first frame it reads
   * in a turn of the event loop until the turn's end): a renaming phone, a latecomer leaving and
   * joining again, a crowd arriving cost every screen one room frame, not one each. Every change
   * is still saved, and answered, before the frame that shows it goes out.
   */
  hold(): void {
    this.holding = true;
  }

  /** The end of a burst: its one room frame, if anything changed. */
  release(): void {
    this.holding = false;
    if (this.roomPending) this.sendHeldRoom();
  }

  private sendHeldRoom(): void {
    const holding = this.holding;
    this.holding = false;
    this.broadcastRoom();
    this.holding = holding;
  }

  /** Sends everyone the room again (after something outside the room changed, like the join URL). */
  announce(): void {
    this.broadcastRoom();
  }

  /** Tells every connection the host is going away, and stops timers. */
  close(): void {
    this.closed = true;
    this.stopTimers();
    this.stopReveal();
    if (this.spectatorTimer !== null) this.scheduler.clearTimeout(this.spectatorTimer);
    this.spectatorTimer = null;
    if (this.draftTimer !== null) this.scheduler.clearTimeout(this.draftTimer);
    this.draftTimer = null;
    for (const c of this.connections.values()) {
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason: 'shutdown' });
      c.conn.close(CloseCode.HostShutdown, 'host shutting down');
    }
    this.connections.clear();
    this.match?.writer?.close();
  }

  /** A problem the operator must know about: logged, kept, and sent to the host controls. */
  report(code: string, message: string): void {
    this.deps.log?.(`problem: ${message}`);
    this.notices.push({ code, message, at: new Date(this.now()).toISOString() });
    if (this.notices.length > 50) this.notices.shift();
    for (const c of this.connections.values()) if (c.host) this.sendNotices(c);
  }

  // ---- dispatch ------------------------------------------------------------------------------

  private dispatch(c: ConnectionState, m: ClientMessage): void {
    if (CONTROL_TYPES.includes(m.type)) {
      this.requireControl(c, HOST_ONLY_TYPES.includes(m.type) || (LOBBY_VIP_TYPES.includes(m.type) && this.record.phase !== 'lobby'));
    }
    // Counted once made: a refused name or a join to a full table costs no write.
    const counted = SAVED_CHANGES.includes(m.type) && !c.host;
    if (counted && !c.changes.allows(this.now())) {
      throw new Rejection(ProtocolError.RateLimited, `at most ${CHANGE_BURST} changes to the table at once, then one every ${1 / CHANGES_PER_SECOND} s; nothing changed`, 'changes');
    }
    this.route(c, m);
    if (counted) c.changes.take(this.now());
  }

  private route(c: ConnectionState, m: ClientMessage): void {
    switch (m.type) {
      case 'hello':
        return this.hello(c, m);
      case 'ping':
        return c.conn.send({ type: 'pong', v: PROTOCOL_VERSION });
      case 'join':
        return this.join(c, m.name, m.lang);
      case 'leave':
        return this.leave(c);
      case 'rename':
        return this.rename(c, m.seat, m.name);
      case 'act':
        return this.act(c, m.game, m.id, m.action);
      case 'selectGame':
        return this.selectGame(m.game, m.options);
      case 'setOptions':
        return this.setOptions(m.options);
      case 'moveSeat':
        return this.moveSeat(m.from, m.to);
      case 'kick':
        return this.kick(m.seat);
      case 'addBot':
        this.requireLobby();
        return this.commit((d) => this.addBots(d, d.seats.length + 1, m.bot));
      case 'fillBots':
        this.requireLobby();
        return this.commit((d) => this.addBots(d, m.upTo, m.bot));
      case 'setVip':
        this.requireSeat(m.seat);
        if (this.record.seats[m.seat]!.kind !== 'human') throw new Rejection(ProtocolError.BadSeat, 'a bot cannot be the VIP');
        return this.commit((d) => {
          d.vip = m.seat;
        });
      case 'start':
        this.requireLobby();
        return this.startGame();
      case 'restart':
        if (this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to restart');
        return this.startGame();
      case 'end':
        return this.endGame();
      case 'reissueSeat':
        return this.reissue(c, m.seat);
      case 'resetScores':
        return this.commit((d) => {
          d.scores = [];
        });
      case 'looked':
        return this.markLooked(c);
      case 'draft':
        return this.setDraft(c, m.team);
      case 'setDiscussion':
        return this.setDiscussion(m.game, m.phase, m.seconds);
      case 'removeSpectator':
        return this.removeSpectator(m.id);
      case 'renewHostToken':
        return this.renewHostToken();
      case 'setRemoteHost':
        this.commit((d) => {
          if (m.allow) d.remoteHost = true;
          else delete d.remoteHost;
        });
        if (!m.allow) this.dropRemoteHosts();
        return this.sendHostState();
    }
  }

  private requireControl(c: ConnectionState, hostOnly: boolean): void {
    if (c.host) return;
    if (!hostOnly && c.seat !== null && c.seat === this.record.vip) return;
    const why = !hostOnly ? 'only the host or the VIP can do this' : this.record.phase !== 'lobby' && c.seat !== null && c.seat === this.record.vip ? 'during a game only the host controls can do this' : 'only the host controls can do this';
    throw new Rejection(ProtocolError.NotAllowed, why, hostOnly && this.record.phase !== 'lobby' ? 'host-during-game' : undefined);
  }

  private requireLobby(): void {
    if (this.record.phase !== 'lobby') throw new Rejection(ProtocolError.NotInLobby, 'this can only be done in the lobby, between games');
  }

  private requireSeat(seat: Seat): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.record.seats.length) {
      throw new Rejection(ProtocolError.BadSeat, `there is no seat ${seat}`, undefined, { seat });
    }
  }

  private hello(c: ConnectionState, m: Extract<ClientMessage, { type: 'hello' }>): void {
    const { seatToken, hostToken } = m;
    let refused: Rejection | null = null;
    let host = false;
    if (hostToken !== undefined) {
      if (hostToken !== this.record.hostToken) refused = new Rejection(ProtocolError.BadToken, 'this host link is not valid (any more); you are watching', 'host-token');
      // The host link points at this machine; from elsewhere it works only if the host allowed it.
      else if (!c.origin.local && this.record.remoteHost !== true) {
        refused = new Rejection(ProtocolError.NotAllowed, 'the host controls open only on the host’s own computer (unless the host allows another device); you are watching', 'host-not-local');
      } else host = true;
    }
    let seat: Seat | null = null;
    let waiting: string | null = null;
    if (seatToken !== undefined) {
      const found = this.record.seats.findIndex((s) => s.token !== undefined && s.token === seatToken);
      if (found >= 0) seat = found;
      else if ((this.record.waiting ?? []).some((w) => w.token === seatToken)) waiting = seatToken;
      else refused = new Rejection(ProtocolError.BadToken, 'this seat link is not valid (any more): you are watching; join again or ask the host', 'seat-token');
    }
    const board = m.board === true && c.origin.local;
    // A spectator is let in only if the table has room for one more: the room kept for seats,
    // the board and the host controls is never taken by watchers (docs/security.md).
    if (seat === null && waiting === null && !host && !board) {
      const full = this.spectatorRefusal(c);
      if (full !== null) {
        this.sendError(c, full.code, full.message, { ref: 'hello', ...(full.reason ? { reason: full.reason } : {}) });
        const reason = full.reason === 'removed' ? 'removed' : 'full';
        c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
        c.conn.close(reason === 'removed' ? CloseCode.Removed : CloseCode.Full, reason);
        this.connections.delete(c.conn.id);
        return;
      }
    }
    // A refused token still leaves a working connection: the spectator the protocol promises.
    if (refused !== null) this.sendError(c, refused.code, refused.message, { ref: 'hello', ...(refused.reason ? { reason: refused.reason } : {}) });
    // One live connection per seat: the newest hello wins (a phone and its reloaded self, or a
    // second tab). The older one is told why, so it does not fight back by reconnecting.
    if (seat !== null && seat !== c.seat) this.dropConnections(seat, 'elsewhere');
    // Likewise one per place on the waiting list, and a few boards and host controls at most.
    if (waiting !== null) this.dropWhere((o) => o !== c && o.waiting === waiting && o.seat === null, 'elsewhere', 0);
    if (board && !c.board) this.dropWhere((o) => o !== c && o.board, 'elsewhere', MAX_LOCAL_BOARDS - 1);
    if (host && !c.host) this.dropWhere((o) => o !== c && o.host, 'elsewhere', MAX_HOST_CONNECTIONS - 1);
    const wasSpectator = c.greeted && this.isSpectator(c);
    c.greeted = true;
    c.host = host;
    c.seat = seat;
    c.waiting = waiting;
    c.board = board;
    c.since = this.now();
    if (m.lang !== undefined) c.lang = m.lang;
    const welcome: Extract<ServerMessage, { type: 'welcome' }> = { type: 'welcome', v: PROTOCOL_VERSION, you: this.you(c), room: this.roomInfo() };
    // Padded like a room frame: whose seat, VIP or place a phone has is public, but its length need not vary.
    this.deliver(c, () => welcome, padRoomFrame(JSON.stringify(welcome), utf8(JSON.stringify(welcome.room))));
    if (c.host && this.notices.length > 0) this.sendNotices(c);
    if (c.host) this.sendHostState(c);
    this.sendView(c);
    this.presenceChanged(c);
    if (wasSpectator || this.isSpectator(c) || c.board) this.sendHostState();
  }

  /** A spectator: greeted, with no seat, no place on the waiting list, not the host controls, not this machine's board. */
  private isSpectator(c: ConnectionState): boolean {
    return c.greeted && c.seat === null && c.waiting === null && !c.host && !c.board;
  }

  /** Why one more spectator cannot come in, or null when it can. */
  private spectatorRefusal(c: ConnectionState): Rejection | null {
    const now = this.now();
    if (!c.origin.local) {
      const until = this.barred.get(c.origin.address);
      if (until !== undefined && until > now) return new Rejection(ProtocolError.NotAllowed, 'the host removed this device from the table for a while', 'removed');
      if (until !== undefined) this.barred.delete(c.origin.address);
    }
    let all = 0;
    let fromHere = 0;
    for (const o of this.connections.values()) {
      if (o === c || !this.isSpectator(o)) continue;
      all++;
      if (o.origin.address === c.origin.address) fromHere++;
    }
    if (all >= MAX_SPECTATORS) {
      return new Rejection(ProtocolError.TooManyWatchers, `the table has ${MAX_SPECTATORS} spectators already: join as a player, or watch the TV`, 'table', { max: MAX_SPECTATORS });
    }
    if (!c.origin.local && fromHere >= MAX_SPECTATORS_PER_ADDRESS) {
      return new Rejection(ProtocolError.TooManyWatchers, `this device is watching ${MAX_SPECTATORS_PER_ADDRESS} times already`, 'address', { max: MAX_SPECTATORS_PER_ADDRESS });
    }
    return null;
  }

  /** Closes the oldest connections matching `which` (told why) until at most `keep` are left. */
  private dropWhere(which: (c: ConnectionState) => boolean, reason: 'elsewhere' | 'replaced', keep: number): void {
    const matching = [...this.connections.values()].filter((o) => o.greeted && which(o)).sort((a, b) => a.since - b.since);
    for (const o of matching.slice(0, Math.max(0, matching.length - keep))) {
      o.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
      o.conn.close(reason === 'elsewhere' ? CloseCode.Elsewhere : CloseCode.Replaced, reason);
      this.connections.delete(o.conn.id);
    }
  }

  /** Removes a spectator the host chose; from the LAN its address may not watch again for a while. */
  private removeSpectator(id: number): void {
    const target = this.connections.get(id);
    if (target === undefined || !this.isSpectator(target)) throw new Rejection(ProtocolError.BadSeat, `no spectator ${id} is connected`, 'no-spectator', { id });
    if (!target.origin.local) this.barred.set(target.origin.address, this.now() + REMOVED_SPECTATOR_MS);
    target.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason: 'removed' });
    target.conn.close(CloseCode.Removed, 'removed');
    this.connections.delete(id);
    this.broadcastRoom();
    this.sendHostState();
  }

  /**
   * A new host token, saved before it is used: the old one opens nothing from now on. Host
   * controls on this machine are given the new one; any elsewhere are let go.
   */
  private renewHostToken(): void {
    const token = toBase64Url(this.deps.randomBytes(18));
    this.save((d) => {
      d.hostToken = token;
    });
    this.dropWhere((o) => o.host && !o.origin.local, 'replaced', 0);
    const url = this.deps.hostUrl?.(token) ?? `#host=${token}`;
    for (const o of this.connections.values()) if (o.host) o.conn.send({ type: 'hostToken', v: PROTOCOL_VERSION, hostToken: token, url });
  }

  /** After the host took back the LAN's access to the host controls: connections from elsewhere lose it. */
  private dropRemoteHosts(): void {
    this.dropWhere((o) => o.host && !o.origin.local, 'replaced', 0);
  }

  /** The host controls' own news: who is watching, and whether the host token works from the LAN. */
  private sendHostState(only?: ConnectionState): void {
    const targets = only !== undefined ? [only] : [...this.connections.values()].filter((o) => o.host && o.greeted);
    if (targets.length === 0) return;
    const spectators: SpectatorInfo[] = [...this.connections.values()]
      .filter((o) => this.isSpectator(o) || (o.greeted && o.board))
      .map((o) => ({
        id: o.conn.id,
        address: o.origin.address,
        local: o.origin.local,
        since: new Date(o.since).toISOString(),
        board: o.board,
        ...(o.lang !== undefined ? { lang: o.lang } : {}),
      }));
    for (const t of targets) t.conn.send({ type: 'hostState', v: PROTOCOL_VERSION, spectators, remoteHost: this.record.remoteHost === true });
  }

  private join(c: ConnectionState, rawName: string, lang: string | undefined): void {
    if (c.seat !== null) throw new Rejection(ProtocolError.NotAllowed, 'you already have a seat', 'already-seated');
    if (this.record.phase !== 'lobby') return this.joinNextGame(c, rawName, lang);
    const entry = this.entry();
    if (this.record.seats.length >= entry.game.maxPlayers) {
      throw new Rejection(ProtocolError.TableFull, `${entry.game.id} seats at most ${entry.game.maxPlayers}: you can watch`, undefined, {
        max: entry.game.maxPlayers,
      });
    }
    const name = this.checkName(rawName, null);
    const token = toBase64Url(this.deps.randomBytes(18));
    const seat = this.record.seats.length;
    this.save((d) => {
      d.seats.push({ name, kind: 'human', token, ...(lang !== undefined ? { lang } : {}) });
      if (d.vip === null) d.vip = seat;
    });
    c.seat = seat;
    c.conn.send({ type: 'joined', v: PROTOCOL_VERSION, seat, seatToken: token });
    this.broadcastRoom();
  }

  /**
   * A latecomer, during a game: a place on the waiting list, kept with the room, and a seat at
   * the next game (a rematch, or the lobby after the game) as long as the game has room. The
   * token given now becomes the seat's token, so a phone that sleeps meanwhile loses nothing.
   */
  private joinNextGame(c: ConnectionState, rawName: string, lang: string | undefined): void {
    if (c.waiting !== null) throw new Rejection(ProtocolError.NotAllowed, 'you already have a seat at the next game', 'already-waiting');
    const max = this.entry().game.maxPlayers;
    const waiting = this.record.waiting ?? [];
    if (this.record.seats.length + waiting.length >= max) {
      throw new Rejection(ProtocolError.TableFull, `every seat of the next game is spoken for (at most ${max}): you can watch`, 'next-game-full', { max });
    }
    const name = this.checkName(rawName, null);
    const token = toBase64Url(this.deps.randomBytes(18));
    this.save((d) => {
      d.waiting = [...(d.waiting ?? []), { name, token, ...(lang !== undefined ? { lang } : {}) }];
    });
    c.waiting = token;
    c.conn.send({ type: 'waiting', v: PROTOCOL_VERSION, position: waiting.length + 1, seatToken: token });
    this.broadcastRoom();
  }

  /** Seats the waiting list (in the record being saved), as many as the game takes. */
  private seatWaiting(d: RoomRecord): void {
    const max = this.entry().game.maxPlayers;
    const still: WaitingRecord[] = [];
    for (const w of d.waiting ?? []) {
      if (d.seats.length >= max) {
        still.push(w);
        continue;
      }
      d.seats.push({ name: w.name, kind: 'human', token: w.token, ...(w.lang !== undefined ? { lang: w.lang } : {}) });
      if (d.vip === null) d.vip = d.seats.length - 1;
    }
    d.waiting = still;
  }

  /** After `seatWaiting` was saved: each latecomer's connection learns its seat. */
  private greetSeated(): void {
    for (const c of this.connections.values()) {
      if (c.waiting === null) continue;
      const seat = this.record.seats.findIndex((s) => s.token === c.waiting);
      if (seat < 0) continue;
      c.conn.send({ type: 'joined', v: PROTOCOL_VERSION, seat, seatToken: c.waiting });
      c.seat = seat;
      c.waiting = null;
    }
  }

  private leave(c: ConnectionState): void {
    if (c.seat === null && c.waiting !== null) {
      // Giving up one's place on the waiting list is allowed at any time.
      const token = c.waiting;
      this.save((d) => {
        d.waiting = (d.waiting ?? []).filter((w) => w.token !== token);
      });
      c.waiting = null;
      this.broadcastRoom();
      return;
    }
    this.requireLobby();
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to leave');
    const seat = c.seat;
    this.save((d) => removeSeat(d, seat));
    this.renumberAfterRemoval(seat);
    this.broadcastRoom();
  }

  private rename(c: ConnectionState, seat: Seat | undefined, rawName: string): void {
    const target = seat ?? c.seat;
    if (target === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to rename');
    // Another's name is the lobby's business; once a game is on, the TV, votes and score follow names.
    if (target !== c.seat) this.requireControl(c, this.record.phase !== 'lobby');
    this.requireSeat(target);
    const name = this.checkName(rawName, target);
    this.commit((d) => {
      d.seats[target]!.name = name;
    });
  }

  private checkName(raw: string, except: Seat | null): string {
    const checked = cleanName(raw);
    if (!checked.ok) throw new Rejection(ProtocolError.BadName, checked.message, checked.reason);
    return disambiguate(checked.name, [...this.record.seats.filter((_, i) => i !== except).map((s) => s.name), ...(this.record.waiting ?? []).map((w) => w.name)]);
  }

  private selectGame(game: string, options: Record<string, unknown> | undefined): void {
    this.requireLobby();
    const entry = ownEntry(this.deps.registry, game);
    if (entry === undefined) {
      throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`, undefined, { games: Object.keys(this.deps.registry).join(', ') });
    }
    const request = { ...(options ?? {}) };
    // Options no table size of this game would take are refused now, not at the start.
    const refused = checkOptionRequest(entry.game, request, this.record.seats.length);
    if (refused !== null) throw toRejection(refused);
    this.commit((d) => {
      d.game = game;
      d.options = request;
    });
  }

  /** A change to the requested options; the room then shows what they come to at this table. */
  private setOptions(change: Record<string, unknown>): void {
    this.requireLobby();
    const next = changeOptionRequest(this.entry().game, this.record.options, change, this.record.seats.length);
    if (isEngineError(next)) throw toRejection(next);
    this.commit((d) => {
      d.options = next;
    });
  }

  /** The requested options as the game takes them at the current number of seats: shown, and dealt. */
  private tableOptions(): TableOptions {
    return optionsForTable(this.entry().game, this.record.options, this.record.seats.length);
  }

  private moveSeat(from: Seat, to: Seat): void {
    this.requireLobby();
    this.requireSeat(from);
    this.requireSeat(to);
    // Connections and the VIP follow their seat to its new number.
    const renumber = (s: Seat): Seat => (s === from ? to : from < to ? (s > from && s <= to ? s - 1 : s) : s >= to && s < from ? s + 1 : s);
    this.save((d) => {
      const moved = d.seats.splice(from, 1)[0]!;
      d.seats.splice(to, 0, moved);
      if (d.vip !== null) d.vip = renumber(d.vip);
    });
    for (const c of this.connections.values()) if (c.seat !== null) c.seat = renumber(c.seat);
    this.broadcastRoom();
  }

  private kick(seat: Seat): void {
    this.requireSeat(seat);
    if (this.record.phase === 'lobby') {
      this.save((d) => removeSeat(d, seat));
      this.dropConnections(seat, 'kicked');
      this.renumberAfterRemoval(seat);
    } else {
      // A game's seats cannot change mid-game: a bot takes the kicked player's place.
      this.save((d) => {
        const record = d.seats[seat]!;
        delete record.token;
        record.kind = 'bot';
        record.bot = this.defaultBot();
        if (d.vip === seat) d.vip = firstHuman(d);
      });
      this.dropConnections(seat, 'kicked');
    }
    this.broadcastRoom();
    this.scheduleBots();
  }

  /** Drops the seat's connections (told why) and forgets them; the caller updates the room. */
  private dropConnections(seat: Seat, reason: 'kicked' | 'replaced' | 'elsewhere'): void {
    const code = reason === 'kicked' ? CloseCode.Kicked : reason === 'replaced' ? CloseCode.Replaced : CloseCode.Elsewhere;
    for (const [id, c] of this.connections) {
      if (c.seat !== seat || !c.greeted) continue;
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
      c.conn.close(code, reason);
      this.connections.delete(id);
    }
  }

  private renumberAfterRemoval(seat: Seat): void {
    for (const c of this.connections.values()) {
      if (c.seat === seat) c.seat = null;
      else if (c.seat !== null && c.seat > seat) c.seat -= 1;
    }
  }

  private defaultBot(): string {
    const bots = this.entry().bots;
    return ownEntry(bots, 'heuristic') !== undefined ? 'heuristic' : Object.keys(bots)[0]!;
  }

  private addBots(d: RoomRecord, upTo: number, botId: string | undefined): void {
    const entry = this.entry();
    const id = botId ?? this.defaultBot();
    if (ownEntry(entry.bots, id) === undefined) {
      throw new Rejection(ProtocolError.UnknownBot, `${entry.game.id} has no ${JSON.stringify(id)} bot; it has ${Object.keys(entry.bots).join(', ')}`);
    }
    const target = Math.min(upTo, entry.game.maxPlayers);
    if (d.seats.length >= entry.game.maxPlayers) throw new Rejection(ProtocolError.TableFull, 'every seat is taken');
    while (d.seats.length < target) {
      // The lowest free number, so bots added one at a time read Bot 1, Bot 2, ...
      const taken = new Set(d.seats.map((s) => nameKey(s.name)));
      let n = 1;
      while (taken.has(nameKey(`Bot ${n}`))) n++;
      d.seats.push({ name: `Bot ${n}`, kind: 'bot', bot: id });
    }
  }

  /**
   * A fresh key for a seat: a person's seat whose phone died, or, during a game, a seat a bot
   * has been playing (a kicked or vanished player's): a person takes it back from the bot with
   * the new link. In the lobby a bot seat is simply removed or kept; it is not handed out.
   */
  private reissue(c: ConnectionState, seat: Seat): void {
    this.requireSeat(seat);
    const handBack = this.record.seats[seat]!.kind === 'bot';
    if (handBack && this.record.phase === 'lobby') {
      throw new Rejection(ProtocolError.BadSeat, 'in the lobby a bot seat is not handed out: remove the bot and let the person join', 'bot-in-lobby');
    }
    const token = toBase64Url(this.deps.randomBytes(18));
    this.save((d) => {
      const record = d.seats[seat]!;
      record.token = token;
      if (handBack) {
        record.kind = 'human';
        delete record.bot;
        if (d.vip === null) d.vip = seat;
      }
    });
    if (handBack) {
      // The bot's pending thought is dropped: the seat now waits for its person.
      const timer = this.botTimers.get(seat);
      if (timer !== undefined) this.scheduler.clearTimeout(timer);
      this.botTimers.delete(seat);
    }
    this.dropConnections(seat, 'replaced');
    const url = this.deps.seatUrl?.(token) ?? `#seat=${token}`;
    c.conn.send({ type: 'seatLink', v: PROTOCOL_VERSION, seat, url, seatToken: token });
    this.broadcastRoom();
  }

  // ---- staged moments (the TV's; never moves, never journaled) -----------------------------

  /** A player looked at their secret card: the board shows who has (never what). Once per seat and game. */
  private markLooked(c: ConnectionState): void {
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players have a secret card');
    if (this.match === null || this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
    // A look at one's card after the end is no news, and no reason to show the player an error.
    if (this.record.phase !== 'playing') return;
    if (this.looked.gameNumber !== this.record.gameNumber) this.looked = { gameNumber: this.record.gameNumber, seats: new Set() };
    if (this.looked.seats.has(c.seat)) return;
    this.looked.seats.add(c.seat);
    this.broadcastRoom();
  }

  /**
   * The picker's taps, before the choice: only the one seat the game waits for, in a phase the
   * game says is a public pick. It binds nothing (the move is still the `act` that follows) and
   * is public anyway (the picker's team is shown on the TV once proposed). The board is sent it at
   * most every DRAFT_UPDATE_MS; taps in between are gathered into the next update.
   */
  private setDraft(c: ConnectionState, team: readonly Seat[]): void {
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players pick');
    const match = this.match;
    if (match === null || this.record.phase !== 'playing') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
    const phase = (match.state as { phase?: unknown }).phase;
    const pending = match.entry.game.pending(match.state);
    const picking = typeof phase === 'string' && (match.entry.moments?.draft ?? []).includes(phase) && pending.length === 1 && pending[0] === c.seat;
    if (!picking) throw new Rejection(ProtocolError.NotAllowed, 'only the player who is picking can show a draft', 'not-picking');
    const seats = this.record.seats.length;
    if (new Set(team).size !== team.length || team.some((s) => s >= seats)) {
      throw new Rejection(ProtocolError.BadSeat, 'a draft names each seat of this table at most once', 'bad-draft');
    }
    this.draft = { seat: c.seat, team: [...team], seq: match.actions, gameNumber: this.record.gameNumber };
    if (this.draftTimer !== null) return;
    const wait = this.draftSentAt + DRAFT_UPDATE_MS - this.now();
    if (wait <= 0) return this.sendDraft();
    this.draftTimer = this.scheduler.setTimeout(
      this.guarded('a draft update', () => {
        this.draftTimer = null;
        this.sendDraft();
      }),
      wait,
    );
  }

  private sendDraft(): void {
    this.draftSentAt = this.now();
    this.broadcastRoom();
  }

  /** The host sets (or, with 0, clears) a discussion countdown for one phase of one game: a room setting, saved. */
  private setDiscussion(game: string, phase: string, seconds: number): void {
    const entry = ownEntry(this.deps.registry, game);
    if (entry === undefined) throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`);
    if (!(entry.moments?.discussion ?? []).includes(phase)) {
      throw new Rejection(ErrorCode.BadOptions, `${game} has no discussion countdown for ${JSON.stringify(phase)}`, 'no-discussion-phase', {
        phases: (entry.moments?.discussion ?? []).join(', '),
      });
    }
    this.commit((d) => {
      const all = { ...(d.discussion ?? {}) };
      const forGame = { ...(all[game] ?? {}) };
      if (seconds > 0) forGame[phase] = seconds;
      else delete forGame[phase];
      all[game] = forGame;
      d.discussion = all;
    });
  }

  /** The moments as the room shows them: only what belongs to the game being played, and a draft only until the next move. */
  private moments(): Moments {
    const gameNumber = this.record.gameNumber;
    const playing = this.match !== null && this.record.phase === 'playing';
    const draft = this.draft;
    const current = playing && draft !== null && draft.gameNumber === gameNumber && draft.seq === this.match!.actions;
    const discussion = this.record.discussion?.[this.record.game] ?? {};
    return {
      looked: playing && this.looked.gameNumber === gameNumber ? [...this.looked.seats].sort((a, b) => a - b) : [],
      draft: current ? { seat: draft.seat, team: [...draft.team], seq: draft.seq } : null,
      discussion: { ...discussion },
    };
  }

  // ---- the game ------------------------------------------------------------------------------

  /** The chosen game's entry; `record.game` is checked against the registry whenever it is set. */
  private entry(): RegisteredGame {
    return ownEntry(this.deps.registry, this.record.game)!;
  }

  /**
   * Starts a game (from the lobby, or in place of the current one). Durable first: the new
   * journal is created, then the room file is saved pointing at it; only then does anything
   * change in memory. A failure at either step leaves the table exactly as it was.
   */
  private startGame(): void {
    const entry = this.entry();
    // Latecomers waiting for this game take their seats in it.
    const seating = structuredClone(this.record);
    this.seatWaiting(seating);
    const seedBytes = this.deps.randomBytes(8);
    const seed = toBase64Url(seedBytes);
    const players = seating.seats.length;
    // The first game's first player is drawn; each later one (a rematch above all) moves round.
    const first = this.record.lastFirst === undefined ? this.deps.randomBytes(1)[0]! % Math.max(1, players) : (this.record.lastFirst + 1) % Math.max(1, players);
    // Exactly the options every screen shows: the request as the game takes it at this count
    // (latecomers seated now included).
    const { options } = optionsForTable(entry.game, this.record.options, players);
    const created = createMatch(entry.game, { players, options, seed, first });
    if (!created.ok) throw new Rejection(created.error.code, created.error.message, created.error.reason, created.error.params);
    const gameNumber = this.record.gameNumber + 1;
    const gameId = `${new Date(this.now()).toISOString().slice(0, 10)}-${this.record.code}-${gameNumber}-${seed.slice(0, 6)}`.replace(/[^A-Za-z0-9_-]/g, '');
    const header: JournalHeader = {
      format: 'hideout-journal',
      version: 1,
      game: entry.game.id,
      players,
      options: (created.value as BaseState & { options?: unknown }).options ?? options,
      seed,
      first,
      names: seating.seats.map((s) => s.name),
      gameId,
      startedAt: new Date(this.now()).toISOString(),
    };
    let writer: JournalWriter;
    try {
      writer = this.deps.store.createJournal(header);
    } catch (error) {
      throw this.storageFailed('the game could not be saved, so it did not start', error);
    }
    try {
      this.save((d) => {
        d.seats = seating.seats;
        d.waiting = seating.waiting;
        d.vip = seating.vip;
        d.lastFirst = first;
        d.gameNumber = gameNumber;
        d.gameId = gameId;
        d.phase = 'playing';
      });
    } catch (error) {
      writer.close();
      try {
        this.deps.store.discardJournal(gameId);
      } catch (discardError) {
        this.report('JOURNAL_NOT_REMOVED', `the journal of a game that could not start (${gameId}) could not be removed: ${(discardError as Error).message}`);
      }
      throw error;
    }
    // The old game (a restart) ends only now that the new one is safely in place.
    this.finishJournal('abandoned');
    this.stopTimers();
    this.stopReveal();
    this.match = { entry, state: created.value, writer, seen: new Map(), actions: 0, botRng: createRng(`${seed}:bots`) };
    this.greetSeated();
    this.broadcastRoom();
    this.broadcastViews();
    this.afterChange();
  }

  private endGame(): void {
    if (this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to end');
    // The room file first: if it cannot say "lobby", the game goes on as before.
    this.save((d) => {
      d.phase = 'lobby';
      d.gameId = null;
      this.seatWaiting(d);
    });
    this.finishJournal('abandoned');
    this.stopTimers();
    this.stopReveal();
    this.match = null;
    this.greetSeated();
    this.broadcastRoom();
  }

  /** Rebuilds the game in progress from its journal after a restart. */
  private resume(): void {
    const { gameId } = this.record;
    if (this.record.phase === 'lobby' || gameId === null) return;
    const entry = this.entry();
    try {
      const opened = this.deps.store.openJournal(gameId);
      for (const problem of opened.problems ?? []) this.report('JOURNAL_DAMAGED', problem);
      const created = createMatch(entry.game, matchOf(opened.header));
      if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
      let state = created.value;
      const seen = new Map<Seat, Set<string>>();
      for (const [i, e] of opened.entries.entries()) {
        const next = applyAction(entry.game, state, e.actor, e.action);
        if (!next.ok) throw new Error(`action ${i} no longer applies: ${next.error.code}`);
        state = next.value;
        if (typeof e.actor === 'number' && e.id !== undefined) this.remember(seen, e.actor, e.id);
      }
      const outcome = entry.game.outcome(state);
      const over = outcome !== null;
      // Killed between the last move's journal line and the end-of-game line: write that line now,
      // or the journal would stay unfinished for good.
      if (over && !opened.finished) {
        try {
          this.deps.store.markFinished(gameId, outcome);
        } catch (error) {
          this.deps.log?.(`could not mark game ${gameId} finished: ${(error as Error).message}`);
        }
      }
      this.match = {
        entry,
        state,
        writer: opened.finished || over ? null : this.deps.store.resumeJournal(gameId),
        seen,
        actions: opened.entries.length,
        botRng: createRng(`${String(opened.header.seed)}:bots:${opened.entries.length}`),
      };
      // Ended while the host was down: the night's score still counts it, once.
      if (over && this.record.phase === 'playing') this.record.scores = scoresAfter(this.record, outcome.winners);
      this.record.phase = over ? 'over' : 'playing';
      this.deps.log?.(`resumed game ${gameId} after ${opened.entries.length} actions`);
      this.afterChange();
    } catch (error) {
      this.report('GAME_NOT_RESUMED', `game ${gameId} could not be resumed (${(error as Error).message}); its journal is kept for export, and the table is back in the lobby`);
      this.match = null;
      this.record.phase = 'lobby';
      this.record.gameId = null;
      this.persistQuietly();
    }
  }

  /**
   * A journal left unfinished that the room file does not point at: a game that never got its
   * room saved (its start was refused), or one ended while its end line could not be written.
   * Nobody is playing it, so it is reported once and closed as abandoned, never silently lost.
   */
  private reportOrphanJournals(): void {
    let unfinished: string[];
    try {
      unfinished = this.deps.store.unfinishedGames();
    } catch (error) {
      this.report('JOURNALS_UNREADABLE', `the saved games could not be listed: ${(error as Error).message}`);
      return;
    }
    for (const id of unfinished) {
      if (id === this.record.gameId) continue;
      this.report('GAME_NOT_IN_ROOM', `game ${id} was left unfinished and the table was not playing it; it is kept for export and marked abandoned`);
      try {
        this.deps.store.markFinished(id, 'abandoned');
      } catch (error) {
        this.deps.log?.(`could not mark game ${id} abandoned: ${(error as Error).message}`);
      }
    }
  }

  private remember(seen: Map<Seat, Set<string>>, seat: Seat, id: string): void {
    let ids = seen.get(seat);
    if (ids === undefined) seen.set(seat, (ids = new Set()));
    ids.add(id);
    // Phones retry only their last few actions; a bounded memory is enough.
    if (ids.size > 512) ids.delete(ids.values().next().value!);
  }

  private act(c: ConnectionState, game: number, id: string, action: unknown): void {
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players act; you are watching');
    const match = this.match;
    if (match === null || this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
    if (game !== this.record.gameNumber) {
      // A retry from an earlier game (the host restarted it, or ended it and started another):
      // it was meant for a game that is over, so it is not played in this one.
      throw new Rejection(ProtocolError.StaleGame, `that move was for game ${game}; this table is playing game ${this.record.gameNumber}`, 'stale-game', {
        game: this.record.gameNumber,
        sent: game,
      });
    }
    if (match.seen.get(c.seat)?.has(id)) {
      this.answerAct(c, { type: 'ack', v: PROTOCOL_VERSION, id, duplicate: true });
      return;
    }
    this.applyFrom(c.seat, action, id);
    this.answerAct(c, { type: 'ack', v: PROTOCOL_VERSION, id, duplicate: false });
    this.broadcastViews();
    this.afterChange();
  }

  /** Applies and journals one action; throws a Rejection and changes nothing if it fails. */
  private applyFrom(actor: Seat | 'clock', action: unknown, id: string): void {
    const match = this.match!;
    const game = match.entry.game;
    const next = applyAction(game, match.state, actor, action);
    if (!next.ok) throw toRejection(next.error);
    if (match.writer === null) throw new Rejection(ErrorCode.GameOver, 'the game is over');
    if (match.writerFailed) this.reopenJournal(match);
    try {
      match.writer.append({ actor, action, id, at: this.now() });
    } catch (error) {
      match.writerFailed = true;
      throw this.storageFailed('the host could not save this move, so it was not played', error);
    }
    const reveal = match.entry.reveal;
    if (reveal !== undefined && this.deps.holdForReveals !== false) {
      // What the board will reveal between its view before this move and after it, and for how long.
      const before = this.viewsNow(match)('board').view;
      match.views = { state: next.value, of: viewsOf(game, next.value) };
      const after = match.views.of('board').view;
      // At a reveal pace under 100 % the board plays every step scaled; rounded up, never shorter.
      const ms = Math.ceil((revealMs(reveal, before, after) * this.revealPace()) / 100);
      // The end (Mole in the Crew's Getaway marks) is a result too: the board shows its end
      // screen as the view arrives, the phones a moment later (the margin alone).
      if (ms > 0 || game.outcome(next.value) !== null) this.holdForReveal(ms);
    }
    match.state = next.value;
    match.actions += 1;
    if (typeof actor === 'number') this.remember(match.seen, actor, id);
  }

  /** The board's reveal pace in percent (RoomDeps.revealPace). */
  private revealPace(): number {
    return this.deps.revealPace ?? 100;
  }

  /**
   * The TV reveals first: the board plays this reveal after those already playing, and until it
   * has, every view says how long is left (`revealMs`), so phones cover the result; bots and the
   * clock wait too. When it ends, every screen gets its view again with nothing left to wait for.
   */
  private holdForReveal(ms: number): void {
    const now = this.now();
    this.revealUntil = Math.max(this.revealUntil, now) + ms + REVEAL_MARGIN_MS;
    this.armRevealEnd();
  }

  private armRevealEnd(): void {
    if (this.revealTimer !== null) this.scheduler.clearTimeout(this.revealTimer);
    this.revealTimer = this.scheduler.setTimeout(
      this.guarded('the end of a reveal', () => {
        this.revealTimer = null;
        // A timer may fire a hair early by the wall clock: wait out the rest.
        if (this.revealLeft() > 0) return this.armRevealEnd();
        this.revealUntil = 0;
        this.broadcastViews();
      }),
      this.revealLeft(),
    );
  }

  /** How long the board's reveals still play, by the host's clock. */
  private revealLeft(): number {
    return Math.max(0, Math.ceil(this.revealUntil - this.now()));
  }

  private stopReveal(): void {
    if (this.revealTimer !== null) this.scheduler.clearTimeout(this.revealTimer);
    this.revealTimer = null;
    this.revealUntil = 0;
  }

  /**
   * A failed append closed the journal (the store rolls the half-written line back): open it
   * again from what is on disk, so the table carries on once the disk is back. The journal must
   * hold exactly the moves the game has; anything else is refused rather than guessed at.
   */
  private reopenJournal(match: LiveMatch): void {
    const gameId = this.record.gameId;
    try {
      if (gameId === null) throw new Error('no game id');
      const onDisk = this.deps.store.openJournal(gameId).entries.length;
      if (onDisk !== match.actions) throw new Error(`the journal holds ${onDisk} moves, the game ${match.actions}; restart the host`);
      match.writer = this.deps.store.resumeJournal(gameId);
      match.writerFailed = false;
    } catch (error) {
      throw this.storageFailed('the host still cannot save moves, so this one was not played', error);
    }
  }

  /** After the state moved: finish, or give bots and the clock their turn. */
  private afterChange(): void {
    const match = this.match;
    if (match === null || this.closed) return;
    const outcome = match.entry.game.outcome(match.state);
    if (outcome !== null) {
      this.stopTimers();
      if (this.record.phase === 'playing') {
        this.finishJournal(outcome);
        this.record.phase = 'over';
        this.record.scores = scoresAfter(this.record, outcome.winners);
        // The journal's end line is the truth; a room file that still says "playing" is
        // corrected when the game is resumed from that journal.
        this.persistQuietly();
        this.broadcastRoom();
      }
      return;
    }
    this.scheduleBots();
    this.scheduleClock();
  }

  private finishJournal(outcome: unknown): void {
    const match = this.match;
    if (match?.writer == null) return;
    const gameId = match.writer.gameId;
    match.writer.close();
    match.writer = null;
    try {
      this.deps.store.markFinished(gameId, outcome);
    } catch (error) {
      this.report('JOURNAL_NOT_FINISHED', `game ${gameId} could not be marked finished: ${(error as Error).message}`);
    }
  }

  private stopTimers(): void {
    for (const handle of this.botTimers.values()) this.scheduler.clearTimeout(handle);
    this.botTimers.clear();
    if (this.clockTimer) this.scheduler.clearTimeout(this.clockTimer.handle);
    this.clockTimer = null;
  }

  /**
   * Runs a timer's work so that nothing it throws can leave the room: a timer has no caller to
   * answer, and an exception there would end the host process with every phone on it.
   */
  private guarded(what: string, work: () => void): () => void {
    return () => {
      try {
        work();
      } catch (error) {
        this.report('INTERNAL', `${what} failed: ${(error as Error).message}; the table goes on`);
        this.deps.log?.((error as Error).stack ?? String(error));
      }
    };
  }

  private scheduleBots(): void {
    const match = this.match;
    if (match === null || this.record.phase !== 'playing' || this.closed) return;
    for (const seat of match.entry.game.pending(match.state)) {
      const record = this.record.seats[seat];
      if (record?.kind !== 'bot' || this.botTimers.has(seat)) continue;
      // Bots are players: they watch the TV's reveal before they think.
      const delay = this.revealLeft() + this.botThinkMs(match);
      const handle = this.scheduler.setTimeout(
        this.guarded(`the bot at seat ${seat}`, () => {
          this.botTimers.delete(seat);
          this.botMove(seat);
        }),
        delay,
      );
      this.botTimers.set(seat, handle);
    }
  }

  private botThinkMs(match: LiveMatch): number {
    return (this.deps.botDelayMs ?? 900) * (0.6 + 0.8 * match.botRng.float());
  }

  /**
   * A bot's move. The seat's own bot decides; if it throws or picks something the rules refuse,
   * the seat falls back to a random legal move, so a bot can never stall or crash the table.
   */
  private botMove(seat: Seat): void {
    const match = this.match;
    if (match === null || this.record.phase !== 'playing' || this.closed) return;
    const record = this.record.seats[seat];
    if (record?.kind !== 'bot' || !match.entry.game.pending(match.state).includes(seat)) return;
    if (this.revealLeft() > 0) {
      // A reveal began while this bot was thinking (another seat's move): it watches it first.
      const handle = this.scheduler.setTimeout(
        this.guarded(`the bot at seat ${seat}`, () => {
          this.botTimers.delete(seat);
          this.botMove(seat);
        }),
        this.revealLeft() + this.botThinkMs(match),
      );
      this.botTimers.set(seat, handle);
      return;
    }
    const game: AnyGame = match.entry.game;
    const state = match.state;
    const legal = game.legalActions(state, seat);
    const chosen = ownEntry(match.entry.bots, record.bot) ?? ownEntry(match.entry.bots, this.defaultBot())!;
    const attempts = [chosen, randomBot];
    let played = false;
    for (const bot of attempts) {
      try {
        const action = bot.choose({ seat, legal, rng: match.botRng, view: game.view(state, seat) });
        this.applyFrom(seat, action, `bot-${match.actions}`);
        played = true;
        break;
      } catch (error) {
        const message = error instanceof Rejection ? `${error.code}: ${error.message}` : (error as Error).message;
        this.deps.log?.(`bot at seat ${seat} could not play: ${message}`);
        // A full disk is not the bot's fault: a random move would fail the same way.
        if (error instanceof Rejection && error.code === ProtocolError.StorageFailed) break;
      }
    }
    if (!played) {
      this.report('BOT_STUCK', `the bot at seat ${seat} (${this.record.seats[seat]?.name ?? seat}) could not play; it will try again`);
      // Try again later rather than leave the table waiting for ever.
      const handle = this.scheduler.setTimeout(
        this.guarded(`the bot at seat ${seat}`, () => {
          this.botTimers.delete(seat);
          this.botMove(seat);
        }),
        Math.max(1000, this.deps.botDelayMs ?? 900),
      );
      this.botTimers.set(seat, handle);
      return;
    }
    this.broadcastViews();
    this.afterChange();
  }

  private scheduleClock(): void {
    const match = this.match;
    if (match === null || this.closed) return;
    const request = match.entry.game.timer?.(match.state) ?? null;
    if (request === null) {
      if (this.clockTimer) this.scheduler.clearTimeout(this.clockTimer.handle);
      this.clockTimer = null;
      return;
    }
    if (this.clockTimer?.key === request.key) return;
    if (this.clockTimer) this.scheduler.clearTimeout(this.clockTimer.handle);
    this.armClock(request.key, this.revealLeft() + request.afterMs);
  }

  /** The clock acts `ms` from now, unless its wait is over by then; a reveal playing delays it. */
  private armClock(key: string, ms: number): void {
    const handle = this.scheduler.setTimeout(
      this.guarded('the game clock', () => {
        this.clockTimer = null;
        const still = this.match?.entry.game.timer?.(this.match.state) ?? null;
        if (still === null || still.key !== key) return;
        // A reveal began during the wait: the board shows it before the clock moves the game on.
        if (this.revealLeft() > 0) return this.armClock(key, this.revealLeft());
        try {
          this.applyFrom('clock', still.action, `clock-${this.match!.actions}`);
        } catch (error) {
          this.deps.log?.(`the clock's input was refused: ${(error as Error).message}`);
          return;
        }
        this.broadcastViews();
        this.afterChange();
      }),
      ms,
    );
    this.clockTimer = { key, handle };
  }

  // ---- what goes out -------------------------------------------------------------------------

  private you(c: ConnectionState): YouInfo {
    const place = c.waiting === null ? -1 : (this.record.waiting ?? []).findIndex((w) => w.token === c.waiting);
    return { seat: c.seat, host: c.host, vip: c.seat !== null && c.seat === this.record.vip, ...(place >= 0 ? { waiting: place + 1 } : {}) };
  }

  private roomInfo(): RoomInfo {
    const connected = new Set<Seat>();
    let spectators = 0;
    for (const c of this.connections.values()) {
      if (!c.greeted) continue;
      if (c.seat !== null) connected.add(c.seat);
      // Boards too: a board counts itself out of what it shows (board/Lobby.svelte).
      else if (!c.host) spectators++;
    }
    const { options, setAside } = this.tableOptions();
    return {
      code: this.record.code,
      phase: this.record.phase,
      game: this.record.game,
      options,
      optionsSetAside: setAside,
      seats: this.record.seats.map((s, seat) => ({
        seat,
        name: s.name,
        kind: s.kind,
        ...(s.bot !== undefined ? { bot: s.bot } : {}),
        connected: s.kind === 'bot' || connected.has(seat),
      })),
      vip: this.record.vip,
      spectators,
      gameNumber: this.record.gameNumber,
      games: Object.values(this.deps.registry).map(gameInfo),
      joinUrl: this.deps.joinUrl?.() ?? null,
      waiting: (this.record.waiting ?? []).map((w) => w.name),
      moments: this.moments(),
      revealPace: this.revealPace(),
      keyPrint: fingerprint(this.keys.publicKey),
      scores: [...(this.record.scores ?? [])].sort((a, b) => b.won - a.won || a.played - b.played || a.name.localeCompare(b.name)),
    };
  }

  /**
   * Someone came or went. A seat's or the host controls' presence shows at once (the board marks
   * who is away); spectators only change a count, so their comings and goings are gathered into
   * one update: a crowd of watchers costs one frame each, not one per watcher per arrival.
   */
  private presenceChanged(c: ConnectionState): void {
    if (c.seat !== null || c.host) {
      this.broadcastRoom(c);
      return;
    }
    if (this.spectatorTimer !== null || this.closed) return;
    this.spectatorTimer = this.scheduler.setTimeout(
      this.guarded('a room update', () => {
        this.spectatorTimer = null;
        this.broadcastRoom();
      }),
      SPECTATOR_UPDATE_MS,
    );
  }

  private broadcastRoom(except?: ConnectionState): void {
    if (this.holding) {
      // A burst is being read (hold): one room frame for all of it, when it ends.
      this.roomPending = true;
      return;
    }
    this.roomPending = false;
    if (this.spectatorTimer !== null) {
      this.scheduler.clearTimeout(this.spectatorTimer);
      this.spectatorTimer = null;
    }
    const room = this.roomInfo();
    const roomJson = JSON.stringify(room);
    const roomBytes = utf8(roomJson);
    // Every connection's frame differs only in `you`: the room is serialised once.
    const texts = new Map<string, string>();
    for (const c of this.connections.values()) {
      if (!c.greeted || c === except) continue;
      const you = this.you(c);
      const key = `${you.seat}:${you.host}:${you.vip}:${you.waiting ?? ''}`;
      let text = texts.get(key);
      if (text === undefined) {
        text = padRoomFrame(`{"type":"room","v":${PROTOCOL_VERSION},"you":${JSON.stringify(you)},"room":${roomJson}}`, roomBytes);
        texts.set(key, text);
      }
      this.deliver(c, () => ({ type: 'room', v: PROTOCOL_VERSION, you, room }), text);
    }
  }

  /** `text` is the message's JSON, perhaps padded with spaces after it (wire-size.ts): a socket sends it as it is. */
  private deliver(c: ConnectionState, message: () => ServerMessage, text: string): void {
    if (c.conn.sendText) c.conn.sendText(text, message);
    else c.conn.send(message());
  }

  /** An answer to an `act`, its ack or its error: one length whatever it says (wire-size.ts). */
  private answerAct(c: ConnectionState, message: Extract<ServerMessage, { type: 'ack' | 'error' }>): void {
    this.deliver(c, () => message, padActReply(JSON.stringify(message)));
  }

  /** The views of the state being played, each built at most once (`LiveMatch.views`). */
  private viewsNow(match: LiveMatch): (viewer: Viewer) => BuiltView {
    if (match.views?.state !== match.state) match.views = { state: match.state, of: viewsOf(match.entry.game, match.state) };
    return match.views.of;
  }

  /**
   * Every view is built by the game's `view` (or `views`) for this connection's viewer: nothing
   * else leaves. Each viewer's message is serialised once, and the part a game's views of one
   * state share is serialised once for them all (`viewsOf`).
   */
  private broadcastViews(): void {
    const match = this.match;
    if (match === null) return;
    // A room frame held back goes first: screens read a view against the room it belongs to.
    if (this.roomPending) this.sendHeldRoom();
    const frames = this.viewFrames(match);
    for (const c of this.connections.values()) this.sendView(c, frames);
  }

  /**
   * The view frames of the state being played, each viewer's built once; the envelope, the same
   * for every screen, is serialised once for them all.
   */
  private viewFrames(match: LiveMatch): (viewer: Viewer) => ViewFrame {
    const envelope: Omit<Extract<ServerMessage, { type: 'view' }>, 'view'> = {
      type: 'view',
      v: PROTOCOL_VERSION,
      game: match.entry.game.id,
      gameNumber: this.record.gameNumber,
      seq: match.actions,
      // Counted now, so a screen that connects mid-reveal waits only for what is left of it.
      revealMs: this.revealLeft(),
    };
    const envelopeText = JSON.stringify(envelope);
    const views = this.viewsNow(match);
    // Every screen's frame of this state is padded to one length, read from the board's frame
    // alone: the board's view is public (the TV shows it, any spectator gets it), so the length
    // on the air tells nothing the TV does not (wire-size.ts).
    const board = views('board');
    const target = viewFrameBytes(utf8(withMember(envelopeText, 'view', board.text)), seatViewBytes(match.entry, board.view));
    const made = new Map<Viewer, ViewFrame>();
    return (viewer) => {
      let frame = made.get(viewer);
      if (frame === undefined) {
        const view = views(viewer);
        const padded = padViewFrame(withMember(envelopeText, 'view', view.text), target);
        if (padded.over && !overflowTold.has(match)) {
          overflowTold.add(match);
          this.deps.log?.(`a ${match.entry.game.id} view (${String(viewer)}, move ${match.actions}) is longer than the ${target} bytes its frames are padded to: ${match.entry.game.id} should declare a larger seatViewBytes`);
        }
        frame = { text: padded.text, message: () => ({ ...envelope, view: view.view }) };
        made.set(viewer, frame);
      }
      return frame;
    };
  }

  private sendView(c: ConnectionState, frames?: (viewer: Viewer) => ViewFrame): void {
    const match = this.match;
    if (match === null || !c.greeted || this.record.phase === 'lobby') return;
    const frame = (frames ?? this.viewFrames(match))(c.seat ?? 'board');
    this.deliver(c, frame.message, frame.text);
  }

  private sendNotices(c: ConnectionState): void {
    c.conn.send({ type: 'notices', v: PROTOCOL_VERSION, notices: this.notices.map((n) => ({ ...n })) });
  }

  private sendError(
    c: ConnectionState,
    code: AnyErrorCode,
    message: string,
    extra: { ref?: string; id?: string; reason?: string; params?: Readonly<Record<string, string | number | boolean>> },
  ): void {
    const error: Extract<ServerMessage, { type: 'error' }> = { type: 'error', v: PROTOCOL_VERSION, code, message, ...extra, ...(extra.params ? { params: { ...extra.params } } : {}) };
    // A refused move is answered as long as an accepted one: a Crew member's sabotage and a
    // Mole's look alike on the air.
    if (extra.ref === 'act' || extra.id !== undefined) this.answerAct(c, error);
    else c.conn.send(error);
  }

  /**
   * A save that failed: the phones are told what did not happen, never the host's file paths or
   * the OS's error (those are for whoever looks after the laptop: the log and the host controls).
   */
  private storageFailed(what: string, error: unknown): Rejection {
    this.report('STORAGE_FAILED', `${what}: ${(error as Error).message}`);
    return new Rejection(ProtocolError.StorageFailed, `${what}; the host controls say why`);
  }

  /** Something that is not a rejection went wrong handling a message: reported, answered as INTERNAL. */
  private internal(error: unknown, type: string): Rejection {
    this.report('INTERNAL', `handling a "${type}" message failed: ${(error as Error).message}`);
    this.deps.log?.((error as Error).stack ?? String(error));
    return new Rejection(ProtocolError.Internal, 'the host hit a problem with that message; nothing was changed');
  }

  /**
   * Changes the room record durably: the change is made on a copy, the copy is saved, and only a
   * saved copy becomes the room. A validation error thrown by `change`, or a failed save, leaves
   * the room as it was.
   */
  private save(change: (draft: RoomRecord) => void): void {
    const draft = structuredClone(this.record);
    change(draft);
    try {
      this.deps.store.saveRoom(draft);
    } catch (error) {
      throw this.storageFailed('the host could not save the table, so nothing changed', error);
    }
    this.record = draft;
  }

  /** A lobby-level change: saved, then told to everyone. */
  private commit(change: (draft: RoomRecord) => void): void {
    this.save(change);
    this.broadcastRoom();
  }

  private persist(): void {
    this.deps.store.saveRoom(this.record);
  }

  /** For saves whose content the journal already holds (a game's end): a failure is reported, not thrown. */
  private persistQuietly(): void {
    try {
      this.persist();
    } catch (error) {
      this.report('ROOM_NOT_SAVED', `the table could not be saved (${(error as Error).message}); the game's journal keeps it`);
    }
  }
}

/**
 * The night's score once a game has ended: every seat a person held at the end played it, and
 * the winners' seats won it. Scores are kept by name (compared as names are: case and width
 * aside), so a player who rejoins under the same name keeps theirs; bots are not scored.
 */
function scoresAfter(record: RoomRecord, winners: readonly Seat[]): NightScore[] {
  const scores = (record.scores ?? []).map((s) => ({ ...s }));
  for (const [seat, s] of record.seats.entries()) {
    if (s.kind !== 'human') continue;
    let score = scores.find((x) => nameKey(x.name) === nameKey(s.name));
    if (score === undefined) scores.push((score = { name: s.name, played: 0, won: 0 }));
    score.played += 1;
    if (winners.includes(seat)) score.won += 1;
  }
  return scores;
}

function removeSeat(d: RoomRecord, seat: Seat): void {
  d.seats.splice(seat, 1);
  if (d.vip === seat) d.vip = null;
  else if (d.vip !== null && d.vip > seat) d.vip -= 1;
  if (d.vip === null) d.vip = firstHuman(d);
}

function firstHuman(d: RoomRecord): Seat | null {
  const i = d.seats.findIndex((s) => s.kind === 'human');
  return i < 0 ? null : i;
}

/** A view and its JSON text. */
interface BuiltView {
  /** The view object, built when first asked for (sockets need only the text). */
  readonly view: unknown;
  readonly text: string;
}

/** One screen's view message: its text, and the message itself when a connection asks for it. */
interface ViewFrame {
  readonly text: string;
  readonly message: () => ServerMessage;
}

/** Matches whose view overflowed its padded length, already logged (once per game). */
const overflowTold = new WeakSet<LiveMatch>();

/**
 * A state's views, each viewer's built and serialised once. With the game's split `views`, the
 * shared part is built and serialised once for every viewer, and each viewer's text is that text
 * joined with its own part's: exactly `JSON.stringify` of the view `view` would give.
 */
function viewsOf(game: AnyGame, state: BaseState): (viewer: Viewer) => BuiltView {
  const split = game.views?.(state);
  let sharedText: string | undefined;
  const made = new Map<Viewer, BuiltView>();
  return (viewer) => {
    let built = made.get(viewer);
    if (built === undefined) {
      if (split === undefined) {
        const view = game.view(state, viewer);
        built = { view, text: JSON.stringify(view) };
      } else {
        const own = split.own(viewer);
        sharedText ??= JSON.stringify(split.shared);
        let whole: unknown;
        built = {
          get view() {
            return (whole ??= { ...split.shared, ...own });
          },
          text: joinJsonObjects(sharedText, JSON.stringify(own)),
        };
      }
      made.set(viewer, built);
    }
    return built;
  };
}

function toRejection(error: EngineError): Rejection {
  return new Rejection(error.code, error.message, error.reason, error.params);
}

function gameInfo({ game, bots, moments }: RegisteredGame): GameInfo {
  return {
    id: game.id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    optionSpecs: game.optionSpecs.map(({ values, players, ...rest }) => ({
      ...rest,
      ...(values ? { values: [...values] } : {}),
      ...(players ? { players: [...players] } : {}),
    })),
    bots: Object.keys(bots),
    discussionPhases: [...(moments?.discussion ?? [])],
  };
}
