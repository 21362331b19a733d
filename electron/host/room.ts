import {
  applyAction,
  createMatch,
  createRng,
  type AnyGame,
  type BaseState,
  type EngineError,
  type Rng,
  type Seat,
  type Viewer,
} from '../../shared/engine/index.ts';
import type { RegisteredGame } from '../../shared/games/index.ts';
import {
  CloseCode,
  CONTROL_TYPES,
  PROTOCOL_VERSION,
  ProtocolError,
  parseClientMessage,
  type AnyErrorCode,
  type ClientMessage,
  type GameInfo,
  type RoomInfo,
  type ServerMessage,
  type YouInfo,
} from '../../shared/protocol/index.ts';
import { cleanName, disambiguate } from './names.ts';
import { StoreError, type JournalHeader, type JournalWriter, type TableStore } from './store.ts';

/** One live socket, as the room sees it. The server adapter implements it. */
export interface Connection {
  readonly id: number;
  send(message: ServerMessage): void;
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
  options: Record<string, unknown>;
  seats: SeatRecord[];
  vip: Seat | null;
  gameNumber: number;
  gameId: string | null;
}

/** The persistence the room needs; `TableStore` (store.ts) provides it on disk. */
export type RoomStore = Pick<TableStore, 'loadRoom' | 'saveRoom' | 'createJournal' | 'openJournal' | 'resumeJournal' | 'markFinished'>;

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
  /** Where phones join; null until the host knows its address. */
  joinUrl?: () => string | null;
  /** The link that hands a seat to a new phone. */
  seatUrl?: (token: string) => string;
  defaultGame?: string;
  log?: (line: string) => void;
}

interface ConnectionState {
  conn: Connection;
  greeted: boolean;
  seat: Seat | null;
  host: boolean;
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

const toBase64Url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * The table: lobby, seats, identity, the running game and who sees what. It knows nothing of
 * sockets or files beyond the small interfaces it is given, so it is tested directly.
 *
 * Order of every accepted action: validate → apply to a copy → journal (durable) → adopt the
 * new state → acknowledge → send every connection its own view.
 */
export class Room {
  private record: RoomRecord;
  private match: LiveMatch | null = null;
  private readonly connections = new Map<number, ConnectionState>();
  private readonly scheduler: Scheduler;
  private readonly now: () => number;
  private readonly botTimers = new Map<Seat, unknown>();
  private clockTimer: { key: string; handle: unknown } | null = null;
  private closed = false;

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
    let saved: RoomRecord | null = null;
    try {
      saved = deps.store.loadRoom<RoomRecord>();
    } catch (error) {
      // A damaged room file is set aside by the store; the table starts afresh rather than not at all.
      if (!(error instanceof StoreError)) throw error;
      deps.log?.(`${error.message}; starting a new room`);
    }
    const fallbackGame = deps.defaultGame ?? Object.keys(deps.registry)[0];
    if (fallbackGame === undefined) throw new Error('no game is registered');
    if (saved !== null && saved.version === 1 && deps.registry[saved.game] !== undefined) {
      const room = new Room(deps, saved);
      room.resume();
      return room;
    }
    const room = new Room(deps, {
      version: 1,
      code: deps.newRoomCode(),
      hostToken: toBase64Url(deps.randomBytes(18)),
      phase: 'lobby',
      game: deps.registry[deps.defaultGame ?? ''] ? deps.defaultGame! : fallbackGame,
      options: {},
      seats: [],
      vip: null,
      gameNumber: 0,
      gameId: null,
    });
    room.persist();
    return room;
  }

  get code(): string {
    return this.record.code;
  }
  get hostToken(): string {
    return this.record.hostToken;
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

  // ---- connections ---------------------------------------------------------------------------

  connect(conn: Connection): void {
    this.connections.set(conn.id, { conn, greeted: false, seat: null, host: false });
  }

  disconnect(conn: Connection): void {
    const state = this.connections.get(conn.id);
    this.connections.delete(conn.id);
    if (state?.greeted && state.seat !== null) this.broadcastRoom();
    else if (state?.greeted) this.broadcastRoom();
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
      if (error instanceof Rejection) {
        this.sendError(state, error.code, error.message, {
          ref: message.type,
          ...(message.type === 'act' ? { id: message.id } : {}),
          ...(error.reason !== undefined ? { reason: error.reason } : {}),
          ...(error.params !== undefined ? { params: error.params } : {}),
        });
        return;
      }
      throw error;
    }
  }

  /** Sends everyone the room again (after something outside the room changed, like the join URL). */
  announce(): void {
    this.broadcastRoom();
  }

  /** Tells every connection the host is going away, and stops timers. */
  close(): void {
    this.closed = true;
    for (const handle of this.botTimers.values()) this.scheduler.clearTimeout(handle);
    this.botTimers.clear();
    if (this.clockTimer) this.scheduler.clearTimeout(this.clockTimer.handle);
    this.clockTimer = null;
    for (const c of this.connections.values()) {
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason: 'shutdown' });
      c.conn.close(CloseCode.HostShutdown, 'host shutting down');
    }
    this.connections.clear();
    this.match?.writer?.close();
  }

  // ---- dispatch ------------------------------------------------------------------------------

  private dispatch(c: ConnectionState, m: ClientMessage): void {
    if ((CONTROL_TYPES as readonly string[]).includes(m.type)) this.requireControl(c, m.type === 'reissueSeat');
    switch (m.type) {
      case 'hello':
        return this.hello(c, m.seatToken, m.hostToken);
      case 'ping':
        return c.conn.send({ type: 'pong', v: PROTOCOL_VERSION });
      case 'join':
        return this.join(c, m.name, m.lang);
      case 'leave':
        return this.leave(c);
      case 'rename':
        return this.rename(c, m.seat, m.name);
      case 'act':
        return this.act(c, m.id, m.action);
      case 'selectGame':
        return this.selectGame(m.game, m.options);
      case 'setOptions':
        this.requireLobby();
        this.record.options = { ...m.options };
        return this.changed();
      case 'moveSeat':
        return this.moveSeat(m.from, m.to);
      case 'kick':
        return this.kick(m.seat);
      case 'addBot':
        this.requireLobby();
        this.addBots(this.record.seats.length + 1, m.bot);
        return this.changed();
      case 'fillBots':
        this.requireLobby();
        this.addBots(m.upTo, m.bot);
        return this.changed();
      case 'setVip':
        this.requireSeat(m.seat);
        if (this.record.seats[m.seat]!.kind !== 'human') throw new Rejection(ProtocolError.BadSeat, 'a bot cannot be the VIP');
        this.record.vip = m.seat;
        return this.changed();
      case 'start':
        this.requireLobby();
        return this.startGame();
      case 'restart':
        if (this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to restart');
        this.finishJournal('abandoned');
        return this.startGame();
      case 'end':
        if (this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to end');
        this.finishJournal('abandoned');
        this.stopTimers();
        this.match = null;
        this.record.phase = 'lobby';
        this.record.gameId = null;
        return this.changed();
      case 'reissueSeat':
        return this.reissue(c, m.seat);
    }
  }

  private requireControl(c: ConnectionState, hostOnly: boolean): void {
    if (c.host) return;
    if (!hostOnly && c.seat !== null && c.seat === this.record.vip) return;
    throw new Rejection(ProtocolError.NotAllowed, hostOnly ? 'only the host controls can do this' : 'only the host or the VIP can do this');
  }

  private requireLobby(): void {
    if (this.record.phase !== 'lobby') throw new Rejection(ProtocolError.NotInLobby, 'this can only be done in the lobby, between games');
  }

  private requireSeat(seat: Seat): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.record.seats.length) {
      throw new Rejection(ProtocolError.BadSeat, `there is no seat ${seat}`, undefined, { seat });
    }
  }

  private hello(c: ConnectionState, seatToken: string | undefined, hostToken: string | undefined): void {
    if (hostToken !== undefined && hostToken !== this.record.hostToken) {
      throw new Rejection(ProtocolError.BadToken, 'this host link is not valid (any more)', 'host-token');
    }
    let seat: Seat | null = null;
    if (seatToken !== undefined) {
      const found = this.record.seats.findIndex((s) => s.token !== undefined && s.token === seatToken);
      if (found < 0) throw new Rejection(ProtocolError.BadToken, 'this seat link is not valid (any more): join again or ask the host', 'seat-token');
      seat = found;
    }
    c.greeted = true;
    c.host = hostToken !== undefined;
    c.seat = seat;
    c.conn.send({ type: 'welcome', v: PROTOCOL_VERSION, you: this.you(c), room: this.roomInfo() });
    this.sendView(c);
    this.broadcastRoom(c);
  }

  private join(c: ConnectionState, rawName: string, lang: string | undefined): void {
    this.requireLobby();
    if (c.seat !== null) throw new Rejection(ProtocolError.NotAllowed, 'you already have a seat', 'already-seated');
    const entry = this.entry();
    if (this.record.seats.length >= entry.game.maxPlayers) {
      throw new Rejection(ProtocolError.TableFull, `${entry.game.id} seats at most ${entry.game.maxPlayers}: you can watch`, undefined, {
        max: entry.game.maxPlayers,
      });
    }
    const name = this.checkName(rawName, null);
    const token = toBase64Url(this.deps.randomBytes(18));
    this.record.seats.push({ name, kind: 'human', token, ...(lang !== undefined ? { lang } : {}) });
    const seat = this.record.seats.length - 1;
    if (this.record.vip === null) this.record.vip = seat;
    c.seat = seat;
    this.persist();
    c.conn.send({ type: 'joined', v: PROTOCOL_VERSION, seat, seatToken: token });
    this.broadcastRoom();
  }

  private leave(c: ConnectionState): void {
    this.requireLobby();
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to leave');
    this.removeSeat(c.seat, null);
    this.changed();
  }

  private rename(c: ConnectionState, seat: Seat | undefined, rawName: string): void {
    const target = seat ?? c.seat;
    if (target === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to rename');
    if (target !== c.seat) this.requireControl(c, false);
    this.requireSeat(target);
    this.record.seats[target]!.name = this.checkName(rawName, target);
    this.changed();
  }

  private checkName(raw: string, except: Seat | null): string {
    const checked = cleanName(raw);
    if (!checked.ok) throw new Rejection(ProtocolError.BadName, checked.message, checked.reason);
    return disambiguate(
      checked.name,
      this.record.seats.filter((_, i) => i !== except).map((s) => s.name),
    );
  }

  private selectGame(game: string, options: Record<string, unknown> | undefined): void {
    this.requireLobby();
    if (this.deps.registry[game] === undefined) throw new Rejection('UNKNOWN_GAME', `no game "${game}" at this table`);
    this.record.game = game;
    this.record.options = { ...(options ?? {}) };
    this.changed();
  }

  private moveSeat(from: Seat, to: Seat): void {
    this.requireLobby();
    this.requireSeat(from);
    this.requireSeat(to);
    const seats = this.record.seats;
    const moved = seats.splice(from, 1)[0]!;
    seats.splice(to, 0, moved);
    // Connections and the VIP follow their seat to its new number.
    const renumber = (s: Seat): Seat => (s === from ? to : from < to ? (s > from && s <= to ? s - 1 : s) : s >= to && s < from ? s + 1 : s);
    for (const c of this.connections.values()) if (c.seat !== null) c.seat = renumber(c.seat);
    if (this.record.vip !== null) this.record.vip = renumber(this.record.vip);
    this.changed();
  }

  private kick(seat: Seat): void {
    this.requireSeat(seat);
    const record = this.record.seats[seat]!;
    if (this.record.phase === 'lobby') {
      this.removeSeat(seat, 'kicked');
    } else {
      // A game's seats cannot change mid-game: a bot takes the kicked player's place.
      this.dropConnections(seat, 'kicked');
      delete record.token;
      record.kind = 'bot';
      record.bot = 'heuristic' in this.entry().bots ? 'heuristic' : Object.keys(this.entry().bots)[0]!;
      if (this.record.vip === seat) this.record.vip = this.firstHuman();
    }
    this.changed();
    this.scheduleBots();
  }

  private removeSeat(seat: Seat, reason: 'kicked' | null): void {
    if (reason !== null) this.dropConnections(seat, reason);
    this.record.seats.splice(seat, 1);
    for (const c of this.connections.values()) {
      if (c.seat === seat) c.seat = null;
      else if (c.seat !== null && c.seat > seat) c.seat -= 1;
    }
    if (this.record.vip === seat) this.record.vip = null;
    else if (this.record.vip !== null && this.record.vip > seat) this.record.vip -= 1;
    if (this.record.vip === null) this.record.vip = this.firstHuman();
  }

  private dropConnections(seat: Seat, reason: 'kicked' | 'replaced'): void {
    for (const [id, c] of this.connections) {
      if (c.seat !== seat) continue;
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
      c.conn.close(reason === 'kicked' ? CloseCode.Kicked : CloseCode.Replaced, reason);
      this.connections.delete(id);
    }
  }

  private firstHuman(): Seat | null {
    const i = this.record.seats.findIndex((s) => s.kind === 'human');
    return i < 0 ? null : i;
  }

  private addBots(upTo: number, botId: string | undefined): void {
    const entry = this.entry();
    const id = botId ?? ('heuristic' in entry.bots ? 'heuristic' : Object.keys(entry.bots)[0]!);
    if (entry.bots[id] === undefined) throw new Rejection(ProtocolError.UnknownBot, `${entry.game.id} has no "${id}" bot`);
    const target = Math.min(upTo, entry.game.maxPlayers);
    if (this.record.seats.length >= entry.game.maxPlayers) throw new Rejection(ProtocolError.TableFull, 'every seat is taken');
    while (this.record.seats.length < target) {
      // The lowest free number, so bots added one at a time read Bot 1, Bot 2, ...
      const taken = new Set(this.record.seats.map((s) => s.name.toLocaleLowerCase()));
      let n = 1;
      while (taken.has(`bot ${n}`)) n++;
      this.record.seats.push({ name: `Bot ${n}`, kind: 'bot', bot: id });
    }
  }

  private reissue(c: ConnectionState, seat: Seat): void {
    this.requireSeat(seat);
    const record = this.record.seats[seat]!;
    if (record.kind !== 'human') throw new Rejection(ProtocolError.BadSeat, 'a bot seat has no phone to replace');
    record.token = toBase64Url(this.deps.randomBytes(18));
    this.dropConnections(seat, 'replaced');
    this.persist();
    const url = this.deps.seatUrl?.(record.token) ?? `#seat=${record.token}`;
    c.conn.send({ type: 'seatLink', v: PROTOCOL_VERSION, seat, url, seatToken: record.token });
    this.broadcastRoom();
  }

  // ---- the game ------------------------------------------------------------------------------

  private entry(): RegisteredGame {
    return this.deps.registry[this.record.game]!;
  }

  private startGame(): void {
    const entry = this.entry();
    const seedBytes = this.deps.randomBytes(8);
    const seed = toBase64Url(seedBytes);
    const created = createMatch(entry.game, { players: this.record.seats.length, options: this.record.options, seed });
    if (!created.ok) throw new Rejection(created.error.code, created.error.message, created.error.reason, created.error.params);
    this.stopTimers();
    const gameNumber = this.record.gameNumber + 1;
    const gameId = `${new Date(this.now()).toISOString().slice(0, 10)}-${this.record.code}-${gameNumber}-${seed.slice(0, 6)}`.replace(/[^A-Za-z0-9_-]/g, '');
    const header: JournalHeader = {
      format: 'hideout-journal',
      version: 1,
      game: entry.game.id,
      players: this.record.seats.length,
      options: (created.value as BaseState & { options?: unknown }).options ?? this.record.options,
      seed,
      names: this.record.seats.map((s) => s.name),
      gameId,
      startedAt: new Date(this.now()).toISOString(),
    };
    let writer: JournalWriter;
    try {
      writer = this.deps.store.createJournal(header);
    } catch (error) {
      throw new Rejection(ProtocolError.StorageFailed, `the game could not be saved, so it did not start: ${(error as Error).message}`);
    }
    this.match?.writer?.close();
    this.match = { entry, state: created.value, writer, seen: new Map(), actions: 0, botRng: createRng(`${seed}:bots`) };
    this.record.gameNumber = gameNumber;
    this.record.gameId = gameId;
    this.record.phase = 'playing';
    this.changed();
    this.broadcastViews();
    this.afterChange();
  }

  /** Rebuilds the game in progress from its journal after a restart. */
  private resume(): void {
    const { gameId } = this.record;
    if (this.record.phase === 'lobby' || gameId === null) return;
    const entry = this.entry();
    try {
      const opened = this.deps.store.openJournal(gameId);
      const created = createMatch(entry.game, {
        players: opened.header.players,
        options: opened.header.options,
        seed: opened.header.seed,
        ...(opened.header.deal !== undefined ? { deal: opened.header.deal } : {}),
      });
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
      this.record.phase = over ? 'over' : 'playing';
      this.deps.log?.(`resumed game ${gameId} after ${opened.entries.length} actions`);
      this.afterChange();
    } catch (error) {
      this.deps.log?.(`could not resume game ${gameId}: ${(error as Error).message}; back to the lobby`);
      this.match = null;
      this.record.phase = 'lobby';
      this.record.gameId = null;
      this.persist();
    }
  }

  private remember(seen: Map<Seat, Set<string>>, seat: Seat, id: string): void {
    let ids = seen.get(seat);
    if (ids === undefined) seen.set(seat, (ids = new Set()));
    ids.add(id);
    // Phones retry only their last few actions; a bounded memory is enough.
    if (ids.size > 512) ids.delete(ids.values().next().value!);
  }

  private act(c: ConnectionState, id: string, action: unknown): void {
    if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players act; you are watching');
    const match = this.match;
    if (match === null || this.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
    if (match.seen.get(c.seat)?.has(id)) {
      c.conn.send({ type: 'ack', v: PROTOCOL_VERSION, id, duplicate: true });
      return;
    }
    this.applyFrom(c.seat, action, id);
    c.conn.send({ type: 'ack', v: PROTOCOL_VERSION, id, duplicate: false });
    this.broadcastViews();
    this.afterChange();
  }

  /** Applies and journals one action; throws a Rejection and changes nothing if it fails. */
  private applyFrom(actor: Seat | 'clock', action: unknown, id: string): void {
    const match = this.match!;
    const next = applyAction(match.entry.game, match.state, actor, action);
    if (!next.ok) throw toRejection(next.error);
    if (match.writer === null) throw new Rejection('GAME_OVER', 'the game is over');
    if (match.writerFailed) this.reopenJournal(match);
    try {
      match.writer.append({ actor, action, id, at: this.now() });
    } catch (error) {
      match.writerFailed = true;
      throw new Rejection(ProtocolError.StorageFailed, `the host could not save this move, so it was not played: ${(error as Error).message}`);
    }
    match.state = next.value;
    match.actions += 1;
    if (typeof actor === 'number') this.remember(match.seen, actor, id);
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
      throw new Rejection(ProtocolError.StorageFailed, `the host still cannot save moves, so this one was not played: ${(error as Error).message}`);
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
        this.changed();
      }
      return;
    }
    this.scheduleBots();
    this.scheduleClock();
  }

  private finishJournal(outcome: unknown): void {
    const match = this.match;
    if (match?.writer == null || this.record.gameId === null) return;
    match.writer.close();
    match.writer = null;
    try {
      this.deps.store.markFinished(this.record.gameId, outcome);
    } catch (error) {
      this.deps.log?.(`could not mark game ${this.record.gameId} finished: ${(error as Error).message}`);
    }
  }

  private stopTimers(): void {
    for (const handle of this.botTimers.values()) this.scheduler.clearTimeout(handle);
    this.botTimers.clear();
    if (this.clockTimer) this.scheduler.clearTimeout(this.clockTimer.handle);
    this.clockTimer = null;
  }

  private scheduleBots(): void {
    const match = this.match;
    if (match === null || this.record.phase !== 'playing' || this.closed) return;
    for (const seat of match.entry.game.pending(match.state)) {
      const record = this.record.seats[seat];
      if (record?.kind !== 'bot' || this.botTimers.has(seat)) continue;
      const delay = (this.deps.botDelayMs ?? 900) * (0.6 + 0.8 * match.botRng.float());
      const handle = this.scheduler.setTimeout(() => {
        this.botTimers.delete(seat);
        this.botMove(seat);
      }, delay);
      this.botTimers.set(seat, handle);
    }
  }

  private botMove(seat: Seat): void {
    const match = this.match;
    if (match === null || this.record.phase !== 'playing' || this.closed) return;
    const record = this.record.seats[seat];
    if (record?.kind !== 'bot' || !match.entry.game.pending(match.state).includes(seat)) return;
    const bot = match.entry.bots[record.bot ?? ''] ?? Object.values(match.entry.bots)[0]!;
    const game: AnyGame = match.entry.game;
    const state = match.state;
    const action = bot.choose({ seat, legal: game.legalActions(state, seat), rng: match.botRng, view: game.view(state, seat) });
    try {
      this.applyFrom(seat, action, `bot-${match.actions}`);
    } catch (error) {
      this.deps.log?.(`bot at seat ${seat} could not play: ${(error as Error).message}`);
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
    const handle = this.scheduler.setTimeout(() => {
      this.clockTimer = null;
      const still = this.match?.entry.game.timer?.(this.match.state) ?? null;
      if (still === null || still.key !== request.key) return;
      try {
        this.applyFrom('clock', still.action, `clock-${this.match!.actions}`);
      } catch (error) {
        this.deps.log?.(`the clock's input was refused: ${(error as Error).message}`);
        return;
      }
      this.broadcastViews();
      this.afterChange();
    }, request.afterMs);
    this.clockTimer = { key: request.key, handle };
  }

  // ---- what goes out -------------------------------------------------------------------------

  private you(c: ConnectionState): YouInfo {
    return { seat: c.seat, host: c.host, vip: c.seat !== null && c.seat === this.record.vip };
  }

  private roomInfo(): RoomInfo {
    const connected = new Set<Seat>();
    let spectators = 0;
    for (const c of this.connections.values()) {
      if (!c.greeted) continue;
      if (c.seat !== null) connected.add(c.seat);
      else if (!c.host) spectators++;
    }
    return {
      code: this.record.code,
      phase: this.record.phase,
      game: this.record.game,
      options: { ...this.record.options },
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
    };
  }

  private broadcastRoom(except?: ConnectionState): void {
    const room = this.roomInfo();
    for (const c of this.connections.values()) {
      if (!c.greeted || c === except) continue;
      c.conn.send({ type: 'room', v: PROTOCOL_VERSION, you: this.you(c), room });
    }
  }

  /** Every view is built by the game's `view` for this connection's viewer: nothing else leaves. */
  private broadcastViews(): void {
    const match = this.match;
    if (match === null) return;
    const cache = new Map<Viewer, unknown>();
    for (const c of this.connections.values()) this.sendView(c, cache);
  }

  private sendView(c: ConnectionState, cache?: Map<Viewer, unknown>): void {
    const match = this.match;
    if (match === null || !c.greeted || this.record.phase === 'lobby') return;
    const viewer: Viewer = c.seat ?? 'board';
    let view = cache?.get(viewer);
    if (view === undefined) {
      view = match.entry.game.view(match.state, viewer);
      cache?.set(viewer, view);
    }
    c.conn.send({ type: 'view', v: PROTOCOL_VERSION, game: match.entry.game.id, gameNumber: this.record.gameNumber, seq: match.actions, view });
  }

  private sendError(
    c: ConnectionState,
    code: AnyErrorCode,
    message: string,
    extra: { ref?: string; id?: string; reason?: string; params?: Readonly<Record<string, string | number | boolean>> },
  ): void {
    c.conn.send({ type: 'error', v: PROTOCOL_VERSION, code, message, ...extra, ...(extra.params ? { params: { ...extra.params } } : {}) });
  }

  private persist(): void {
    this.deps.store.saveRoom(this.record);
  }

  /** A lobby-level change: save, then tell everyone. */
  private changed(): void {
    this.persist();
    this.broadcastRoom();
  }
}

function toRejection(error: EngineError): Rejection {
  return new Rejection(error.code, error.message, error.reason, error.params);
}

function gameInfo({ game, bots }: RegisteredGame): GameInfo {
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
  };
}

