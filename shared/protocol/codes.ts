import { ErrorCode } from '../engine/errors.ts';

/**
 * Constants of the Hideout table protocol that both ends need at run time. Kept apart from the
 * schemas so a phone can import them without bundling the validator.
 */
export const PROTOCOL_VERSION = 2;

/** The one WebSocket path of a host. */
export const SOCKET_PATH = '/ws';
/** Where a page that cannot hold the socket says so over plain HTTP (docs/protocol.md). */
export const SOCKET_TROUBLE_PATH = '/api/socket-trouble';

/** A message larger than this (in UTF-8 bytes) is answered with TOO_LARGE and ignored. */
export const MAX_MESSAGE_BYTES = 4096;
/** Frames beyond this are not even read: the socket closes with 1009 (message too big). */
export const MAX_FRAME_BYTES = 65536;
/**
 * Every `act` a client sends is padded with spaces (which JSON ignores) to this many UTF-8 bytes,
 * or to the next multiple of it if it is ever longer (`clientFrame`, shared/protocol/pad.ts): a
 * clean card and a sabotage, a vote for and against, look the same on the air.
 */
export const ACT_FRAME_BYTES = 512;
/** The host's answer to an `act` (`ack`, or `error` with its id) is padded the same way to this many bytes. */
export const ACT_REPLY_BYTES = 512;
/** Per connection: a burst of this many messages, refilled at RATE_PER_SECOND. */
export const RATE_BURST = 30;
export const RATE_PER_SECOND = 15;
/**
 * The turn timer's paces (`setTurnTimer`), as multiples of each game's normal time per decision:
 * relaxed gives half as long again, extended twice relaxed, for a table that needs more time.
 */
export const TURN_PACES = { relaxed: 1.5, normal: 1, extended: 3 } as const;
export type TurnPace = keyof typeof TURN_PACES;
/** The longest discussion countdown the host may set for a phase (10 minutes). */
export const MAX_DISCUSSION_SECONDS = 600;
/** The board is sent a picker's draft at most this often; taps in between are gathered into the next. */
export const DRAFT_UPDATE_MS = 200;
/** The fastest the board's reveals may be played, in percent of their real time (`--reveal-pace`). */
export const REVEAL_PACE_MIN = 10;
/** Player names: trimmed, at most this many characters as the player sees them (grapheme clusters). */
export const MAX_NAME_LENGTH = 20;

/** Error codes of the protocol layer; the engine's codes (ErrorCode) travel unchanged too. */
export const ProtocolError = {
  /** The frame is not valid JSON. */
  BadJson: 'BAD_JSON',
  /** Valid JSON, but not one of the protocol's messages (wrong shape, unknown field, wrong type). */
  BadMessage: 'BAD_MESSAGE',
  /** A `type` the protocol does not have. */
  UnknownType: 'UNKNOWN_TYPE',
  /** The message's `v` is not a version this host speaks. */
  BadVersion: 'BAD_VERSION',
  /** Larger than MAX_MESSAGE_BYTES. */
  TooLarge: 'TOO_LARGE',
  /** Faster than the per-connection rate. */
  RateLimited: 'RATE_LIMITED',
  /** The first message of a connection must be `hello`. */
  HelloFirst: 'HELLO_FIRST',
  /** A seat or host token that this host does not know (or no longer honours). */
  BadToken: 'BAD_TOKEN',
  /** The command needs the host's controls (host token), or being the VIP. */
  NotAllowed: 'NOT_ALLOWED',
  /** The command needs a seat, and this connection has none. */
  NotSeated: 'NOT_SEATED',
  /** Joining, renaming seats or changing the game is only for the lobby. */
  NotInLobby: 'NOT_IN_LOBBY',
  /** The command needs a game in progress (or finished), and there is none. */
  NoGame: 'NO_GAME',
  /** Every seat the chosen game allows is taken. */
  TableFull: 'TABLE_FULL',
  /** A name that is empty after trimming, too long, or has control characters. */
  BadName: 'BAD_NAME',
  /** A seat number that is not at this table. */
  BadSeat: 'BAD_SEAT',
  /** A bot id the chosen game does not ship. */
  UnknownBot: 'UNKNOWN_BOT',
  /** The host could not save the change (journal or room file); nothing was applied. */
  StorageFailed: 'STORAGE_FAILED',
  /** Something went wrong in the host itself; nothing was changed, and the operator was told. */
  Internal: 'INTERNAL',
  /** An `act` for a game that is no longer the one being played (a retry across a restart). */
  StaleGame: 'STALE_GAME',
  /** The table has as many spectators as it takes (MAX_SPECTATORS, or MAX_SPECTATORS_PER_ADDRESS from one address); the connection is closed. */
  TooManyWatchers: 'TOO_MANY_WATCHERS',
  /** The game is paused (`pause`): no move is played, drafted or timed out until `resume`; nothing changed. */
  Paused: 'PAUSED',
  /** A device on the LAN spoke in clear: frames from another device must be sealed (`key` first); the connection is closed. */
  EncryptionRequired: 'ENCRYPTION_REQUIRED',
} as const;

export type ProtocolErrorCode = (typeof ProtocolError)[keyof typeof ProtocolError];

/** Every code an `error` message may carry. */
export type AnyErrorCode = ProtocolErrorCode | ErrorCode;

/** WebSocket close codes the host uses, with their meaning. */
export const CloseCode = {
  /** Normal end: the host is shutting down. */
  HostShutdown: 1001,
  /** The client kept flooding after RATE_LIMITED replies. */
  PolicyViolation: 1008,
  /** A frame over MAX_FRAME_BYTES. */
  TooBig: 1009,
  /** The seat was kicked, or handed to another phone (token reissued). */
  Kicked: 4001,
  Replaced: 4002,
  /** The seat was opened by a newer connection (the same phone reloaded, or another tab). */
  Elsewhere: 4003,
  /** No `hello` within HELLO_TIMEOUT_MS of connecting. */
  HelloTimeout: 4004,
  /** A spectator the table has no room for (TOO_MANY_WATCHERS). */
  Full: 4005,
  /** A spectator the host removed. */
  Removed: 4006,
  /** Let go unheard: more connections were opening than the host keeps waiting for a hello (MAX_PENDING). */
  Crowded: 4007,
  /** A device on the LAN spoke in clear (ENCRYPTION_REQUIRED). */
  EncryptionRequired: 4008,
  /** A frame that does not open with this connection's keys (changed, replayed, out of order, or for another host key). */
  BadSeal: 4009,
} as const;

/**
 * The host pings every connection this often (WebSocket ping frames, which browsers answer by
 * themselves); a connection that answers nothing for a whole beat is closed at the next.
 */
export const HEARTBEAT_MS = 5_000;
/** A connection that has not said `hello` this long after connecting is closed. */
export const HELLO_TIMEOUT_MS = 10_000;
/**
 * At most this many WebSocket connections at once; more get HTTP 503. The limits of each kind
 * below add up to less, so it is only the last guard: a seat's phone, the board and the host
 * controls always find room (docs/security.md).
 */
export const MAX_CONNECTIONS = 96;
/** Connections from one address on the LAN (a phone needs one, two while it reconnects); this machine's own are not counted. */
export const MAX_PER_ADDRESS = 4;
/** Connections still to say hello; when one more opens, the oldest of them is let go (a real client says hello at once). */
export const MAX_PENDING = 16;
/** Spectators (no seat, no place on the waiting list, not the host controls) at once; more are refused with TOO_MANY_WATCHERS. */
export const MAX_SPECTATORS = 24;
/** Spectators from one address on the LAN. */
export const MAX_SPECTATORS_PER_ADDRESS = 2;
/** Boards on the host's own machine (`hello.board`); the newest wins beyond it. A board from elsewhere is a spectator. */
export const MAX_LOCAL_BOARDS = 4;
/** Host controls connections; the newest wins beyond it. */
export const MAX_HOST_CONNECTIONS = 4;
/** How long an address whose spectator the host removed may not watch again. */
export const REMOVED_SPECTATOR_MS = 10 * 60_000;
