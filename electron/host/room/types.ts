/**
 * The room's shapes: what it persists (RoomRecord), what it is given (RoomDeps), and what its parts
 * share (RoomCore: the one record of the table's live state, which every part reads and changes).
 */
import type { BaseState, EngineError, Rng, Seat, Viewer } from '../../../shared/engine/index.ts';
import type { RegisteredGame } from '../../../shared/games/index.ts';
import type { AnyErrorCode, ClientMessageType, NightScore, Notice, ServerMessage, TurnPace } from '../../../shared/protocol/index.ts';
import type { KeyPair } from '../../../shared/protocol/secure-channel.ts';
import type { HostNews } from '../host-news.ts';
import type { TokenBucket } from '../rate-limit.ts';
import type { JournalWriter, OpenedJournal, TableStore } from '../store.ts';
import type { Scheduler, Timers } from './timers.ts';

export type { Scheduler } from './timers.ts';

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
  /** The game being played is paused (`pause`): kept across a restart (absent: not paused). */
  paused?: true;
  /**
   * The last game was ended before its end (`end`): by that seat (the VIP) or by the host (null),
   * so every phone in the lobby is told who ended it. Cleared when a game starts.
   */
  endedBy?: Seat | null;
  /** Turn timers by game id (`setTurnTimer`; absent: off). */
  turnTimers?: Record<string, TurnPace>;
  /**
   * The host's long-lived X25519 secret key, base64url (docs/security.md): phones get its public
   * half from the QR code. Made when a room file lacks it; a new room (a new data folder) has a new one.
   */
  hostKey?: string;
  /** "Teach as we play" as the host set it, by game id (`setTips`; absent: on until the game is first finished here). */
  teach?: Record<string, boolean>;
  /** Games that reached their end on this host: they no longer teach by default. */
  taught?: string[];
  /**
   * The steps the game being played has met (tips.ts), so a restart does not teach them twice, and
   * those it taught (met while teaching), each at the move count it began at.
   */
  tipsSeen?: { gameNumber: number; steps: string[]; taught: { step: string; seq: number }[] };
}

/** A latecomer's place: the token becomes their seat's token when they are seated. */
export interface WaitingRecord {
  name: string;
  token: string;
  lang?: string;
  /**
   * A player set aside in the lobby (`setAside`): the number of the game they sit out. Seated
   * again once that game has been played (absent: a latecomer, seated at the next game).
   */
  aside?: number;
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
  /** Turn timers at this percentage of their time (default 100), for tests and demos that cannot wait a minute a move. */
  turnPace?: number;
  /**
   * False: every game starts with "teach as we play" off, as for a table that knows them all
   * (`--no-tips`); the host controls can still switch it on. Default: on until a game is first finished here.
   */
  teach?: boolean;
  /** Where phones join; null until the host knows its address. */
  joinUrl?: () => string | null;
  /** The link that hands a seat to a new phone. */
  seatUrl?: (token: string) => string;
  /** The host controls' link for a host token (after `renewHostToken`). */
  hostUrl?: (token: string) => string;
  defaultGame?: string;
  /** What the server measures for the host controls' `hostState` (each phone's link). */
  hostNews?: HostNews;
  log?: (line: string) => void;
}

/**
 * Added to each reveal the host holds for: the board starts playing a reveal a frame or two after
 * its view arrives, later on a slow TV, so the phones lift their cover just after the board ends.
 */
export const REVEAL_MARGIN_MS = 250;

export interface ConnectionState {
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

export interface LiveMatch {
  entry: RegisteredGame;
  state: BaseState;
  writer: JournalWriter | null;
  /** The last append failed, which closed the writer: reopen the journal before the next one. */
  writerFailed?: boolean;
  /** Accepted client action ids, per seat, so a retry is acknowledged, not applied twice. */
  seen: Map<Seat, Set<string>>;
  actions: number;
  /** Moves each seat has made in this game, so a seat's turn timer starts afresh after its own move. */
  moves: Map<Seat, number>;
  /** The last move was a stand-in's, for this seat whose time ran out (at this move count). */
  timedOut?: { seat: Seat; seq: number };
  botRng: Rng;
  /**
   * The views of `state` built so far (each viewer's at most once): the board's is kept to find
   * the reveals the next move brings, and the broadcast of a move reuses the one its reveal
   * check built. Replaced as soon as the state moves on.
   */
  views?: { state: BaseState; of: (viewer: Viewer) => BuiltView };
}

export class Rejection extends Error {
  constructor(
    readonly code: AnyErrorCode,
    message: string,
    readonly reason?: string,
    readonly params?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
  }
}

/** A view and its JSON text. */
export interface BuiltView {
  /** The view object, built when first asked for (sockets need only the text). */
  readonly view: unknown;
  readonly text: string;
}

/** One screen's view message: its text, and the message itself when a connection asks for it. */
export interface ViewFrame {
  readonly text: string;
  readonly message: () => ServerMessage;
}

export function toRejection(error: EngineError): Rejection {
  return new Rejection(error.code, error.message, error.reason, error.params);
}

/** A burst's cheap changes, saved together (batch.ts). */
export interface Batch {
  /** The room as last saved: what a failed save returns to. */
  readonly durable: RoomRecord;
  /** Each connection's seat and waiting place when the batch opened. */
  readonly places: Map<ConnectionState, { seat: Seat | null; waiting: string | null }>;
  /** The changes made, by whom: each is answered STORAGE_FAILED if the save fails. */
  readonly changes: { c: ConnectionState; type: ClientMessageType; segment: number }[];
  /** What the room sent meanwhile, each with the change (segment) it came from; 0 for none. */
  readonly outbox: { segment: number; send: () => void }[];
  /** The change being handled now (0 between changes). */
  segment: number;
  /** A room frame is owed for something other than the batch's changes (a seat's presence, say). */
  roomOwed: boolean;
}

/**
 * Bots and the game clock as the match and the lobby drive them (autoplay.ts implements it): a
 * port, because autoplay plays its moves through the match.
 */
export interface Autoplay {
  /** The table changed: arm the bots whose turn it is and the game's clock, if not armed yet. */
  schedule(): void;
  /** Bots, the clock and the turn timers stop (a game's end, a lobby). */
  stop(): void;
  /** A pause: bots and the clock stop, the turn timers keep what they have left for `schedule`. */
  pause(): void;
  /** A seat is no longer a bot's: its pending move is dropped. */
  forgetBot(seat: Seat): void;
}

/**
 * The table's live state, shared by the room's parts (lobby, admission, moments, match, autoplay,
 * broadcast): each is a set of functions over it, and `Room` owns the one instance.
 */
export interface RoomCore {
  readonly deps: RoomDeps;
  /** The saved room; replaced only by a copy that has been saved (`save` in record.ts). */
  record: RoomRecord;
  match: LiveMatch | null;
  readonly connections: Map<number, ConnectionState>;
  readonly now: () => number;
  /** Every timer of the room: bots, the clock, the reveal's end, gathered room updates, drafts. */
  readonly timers: Timers;
  /** Bots and the clock (set once by the room: autoplay.ts). */
  autoplay: Autoplay;
  readonly notices: Notice[];
  closed: boolean;
  /** The host's long-lived key pair (set once the room is opened). */
  keys: KeyPair;
  /**
   * The staged moments of the game being played (moments.ts in spirit: none is a move, none is
   * journaled). Who has looked at their secret card, by game number so a new game starts empty.
   */
  looked: { gameNumber: number; seats: Set<Seat> };
  /** The team a picker is drafting, with the action count it was drafted at (stale once a move is made). */
  draft: { seat: Seat; team: Seat[]; seq: number; gameNumber: number } | null;
  draftSentAt: number;
  /** A burst is being read (`hold`): room frames wait for its end, gathered into one. */
  holding: boolean;
  roomPending: boolean;
  /** The burst's cheap changes, made in memory and not yet saved, with what they would send (batch.ts). */
  batch: Batch | null;
  /** When the board will have played every reveal so far (the host's clock); 0 when none plays. */
  revealUntil: number;
  /** The first move of the reveals now playing: steps taught from it on wait for their end (tips.ts); Infinity when none plays. */
  revealFrom: number;
  /** Whether the game that just ended taught (its end screen keeps its tips; the rematch may not teach). */
  tipsAtEnd: boolean;
  /** What was left of the reveals when the game was paused (ms): played out after `resume`. */
  revealAtPause: number;
  /** The TV shows the game's record (`showRecord`, tv-record.ts) until the next move. */
  recordOnTv: boolean;
  /** The TV shows the chosen game's quick start in the lobby (`showQuickStart`, tv-record.ts) until the start. */
  quickStartOnTv: boolean;
  /** The TV plays a game's demonstration in the lobby (`showDemo`, tv-record.ts): which game, and its number. */
  demo: { game: string; nonce: number } | null;
  /** Demonstrations asked for since the host started: the next one's number. */
  demos: number;
  /**
   * Each timed seat's decision (turns.ts): which decision it is, when its time runs out (the
   * host's clock), and while paused what was left of it.
   */
  readonly turns: Map<Seat, { key: string; due: number; left?: number }>;
  /** The key of the game timer the clock is waiting on (its timer is `clock` in `timers`). */
  clockKey: string | null;
  /** Addresses on the LAN whose spectator the host removed, until when (the host's clock). */
  readonly barred: Map<string, number>;
}
