import { z } from 'zod';
import { MAX_DISCUSSION_SECONDS, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, REVEAL_PACE_MIN } from './codes.ts';

/**
 * The Hideout table protocol (PROTOCOL_VERSION): JSON text frames over one WebSocket. Every message is
 * an object with a `type` and the protocol version `v`. Each schema here is the runtime check
 * and, through `z.infer`, the TypeScript type the host and the screens share. docs/protocol.md
 * describes it for people; a test keeps that page in step with these schemas.
 */

const v = z.literal(PROTOCOL_VERSION);
const seat = z.number().int().min(0).max(63);
const token = z.string().min(16).max(128);
/** A client's own id for an action, so that a retry after a dropped connection is applied once. */
const clientActionId = z.string().min(1).max(64);
// Only a bound on the work: the host counts a name's characters as the player sees them (see
// electron/host/names.ts). 200 UTF-16 units hold any 20 such characters except very long emoji
// sequences (20 astronauts 👩‍🚀 take 100).
const nameText = z.string().max(200);
const lang = z.string().min(2).max(16);
const jsonObject = z.record(z.string(), z.unknown());

// ---- phone / board / host controls → host --------------------------------------------------

export const HelloMessage = z.strictObject({
  type: z.literal('hello'),
  v,
  /** A seat token kept from an earlier `joined` (reconnects to that seat). */
  seatToken: token.optional(),
  /** The host's token: grants the host controls on this connection. */
  hostToken: token.optional(),
  lang: lang.optional(),
  /** The TV's board says so: a board on the host's own machine always gets in (see docs/security.md). */
  board: z.literal(true).optional(),
});

export const JoinMessage = z.strictObject({ type: z.literal('join'), v, name: nameText, lang: lang.optional() });
/** `game` is the game number (from `view`) the action was chosen in: a retry never lands in another game. */
export const ActMessage = z.strictObject({ type: z.literal('act'), v, game: z.number().int().min(1), id: clientActionId, action: jsonObject });
export const PingMessage = z.strictObject({ type: z.literal('ping'), v });
/** Rename a seat: one's own (no `seat`), or any seat with the host controls or as the VIP. */
export const RenameMessage = z.strictObject({ type: z.literal('rename'), v, seat: seat.optional(), name: nameText });
/** Leave one's own seat (lobby only); the connection stays as a spectator. */
export const LeaveMessage = z.strictObject({ type: z.literal('leave'), v });

// Lobby and game control: the host controls or the VIP.
export const SelectGameMessage = z.strictObject({ type: z.literal('selectGame'), v, game: z.string().min(1).max(64), options: jsonObject.optional() });
export const SetOptionsMessage = z.strictObject({ type: z.literal('setOptions'), v, options: jsonObject });
export const MoveSeatMessage = z.strictObject({ type: z.literal('moveSeat'), v, from: seat, to: seat });
export const KickMessage = z.strictObject({ type: z.literal('kick'), v, seat });
/** Lobby only: the seat's player sits out the next game (watching it) and is seated again after it. */
export const SetAsideMessage = z.strictObject({ type: z.literal('setAside'), v, seat });
/** Lobby only: a player set aside (by name, as `room.aside` lists it) takes a seat again now. */
export const BringBackMessage = z.strictObject({ type: z.literal('bringBack'), v, name: z.string().min(1).max(64) });
export const AddBotMessage = z.strictObject({ type: z.literal('addBot'), v, bot: z.string().min(1).max(32).optional() });
export const FillBotsMessage = z.strictObject({ type: z.literal('fillBots'), v, upTo: z.number().int().min(1).max(64), bot: z.string().min(1).max(32).optional() });
export const SetVipMessage = z.strictObject({ type: z.literal('setVip'), v, seat });
export const StartMessage = z.strictObject({ type: z.literal('start'), v });
export const RestartMessage = z.strictObject({ type: z.literal('restart'), v });
export const EndMessage = z.strictObject({ type: z.literal('end'), v });
/** The game stops where it is (moves, bots, the clock, reveals, countdowns) until `resume`; saved with the room. */
export const PauseMessage = z.strictObject({ type: z.literal('pause'), v });
export const ResumeMessage = z.strictObject({ type: z.literal('resume'), v });
/** Host controls only, during a game: the TV shows the game's public record over the board, until the next move or `on: false`. */
export const ShowRecordMessage = z.strictObject({ type: z.literal('showRecord'), v, on: z.boolean() });
/** Lobby only: the TV shows the chosen game's quick start beside the QR code, until `on: false` or the start. */
export const ShowQuickStartMessage = z.strictObject({ type: z.literal('showQuickStart'), v, on: z.boolean() });
/** Lobby only: the TV plays the chosen game's "How to play" demonstration, until its end, `on: false` or the start. */
export const ShowDemoMessage = z.strictObject({ type: z.literal('showDemo'), v, on: z.boolean() });
/** Host controls only: a fresh token (and join link) for a seat whose phone died. */
export const ReissueSeatMessage = z.strictObject({ type: z.literal('reissueSeat'), v, seat });
/** Host controls only: the night's scores start again from nothing. */
export const ResetScoresMessage = z.strictObject({ type: z.literal('resetScores'), v });
/** Host controls only: closes a spectator's connection (`id` from `hostState`); from the LAN, its address may not watch again for a while. */
export const RemoveSpectatorMessage = z.strictObject({ type: z.literal('removeSpectator'), v, id: z.number().int().min(1) });
/** Host controls only: a new host token; the old one stops working at once (`hostToken` answers). */
export const RenewHostTokenMessage = z.strictObject({ type: z.literal('renewHostToken'), v });
/** Host controls only: whether the host token also works from another device on the LAN (off by default). */
export const SetRemoteHostMessage = z.strictObject({ type: z.literal('setRemoteHost'), v, allow: z.boolean() });

// Staged moments on the TV (none of them a move: the game's journal never sees them).
/** A seated phone's owner has looked at their secret card in this game (every role sends the same). */
export const LookedMessage = z.strictObject({ type: z.literal('looked'), v });
/** The team being picked, tap by tap, before it is proposed: shown on the board, binding nothing. */
export const DraftMessage = z.strictObject({ type: z.literal('draft'), v, team: z.array(seat).max(64) });
/** Host controls only: a discussion countdown on the board for one phase of one game (0 seconds: none). */
export const SetDiscussionMessage = z.strictObject({
  type: z.literal('setDiscussion'),
  v,
  game: z.string().min(1).max(64),
  phase: z.string().min(1).max(32),
  seconds: z.number().int().min(0).max(MAX_DISCUSSION_SECONDS),
});

/** Host controls only: the turn timer of one game (off by default): how long each seat has for each decision. */
export const SetTurnTimerMessage = z.strictObject({
  type: z.literal('setTurnTimer'),
  v,
  game: z.string().min(1).max(64),
  level: z.enum(['off', 'relaxed', 'normal', 'extended']),
});

/** Host controls only: "teach as we play" for one game (first-game tips on the TV and every phone). */
export const SetTipsMessage = z.strictObject({ type: z.literal('setTips'), v, game: z.string().min(1).max(64), on: z.boolean() });

export const ClientMessage = z.discriminatedUnion('type', [
  HelloMessage,
  JoinMessage,
  ActMessage,
  PingMessage,
  RenameMessage,
  LeaveMessage,
  SelectGameMessage,
  SetOptionsMessage,
  MoveSeatMessage,
  KickMessage,
  SetAsideMessage,
  BringBackMessage,
  AddBotMessage,
  FillBotsMessage,
  SetVipMessage,
  StartMessage,
  RestartMessage,
  EndMessage,
  PauseMessage,
  ResumeMessage,
  ShowRecordMessage,
  ShowQuickStartMessage,
  ShowDemoMessage,
  ReissueSeatMessage,
  ResetScoresMessage,
  RemoveSpectatorMessage,
  RenewHostTokenMessage,
  SetRemoteHostMessage,
  LookedMessage,
  DraftMessage,
  SetTipsMessage,
  SetDiscussionMessage,
  SetTurnTimerMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES = ClientMessage.options.map((o) => o.shape.type.value) as ClientMessageType[];

// ---- host → clients --------------------------------------------------------------------------

const OptionSpecSchema = z.object({
  key: z.string(),
  kind: z.enum(['flag', 'choice', 'number']),
  default: z.union([z.boolean(), z.string(), z.number()]),
  values: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  players: z.array(z.number()).optional(),
});

export const GameInfo = z.object({
  id: z.string(),
  minPlayers: z.number(),
  maxPlayers: z.number(),
  optionSpecs: z.array(OptionSpecSchema),
  bots: z.array(z.string()),
  /** Phases for which the host controls may set a discussion countdown (`setDiscussion`). */
  discussionPhases: z.array(z.string()),
});

export const SeatInfo = z.object({
  seat,
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  /** For a bot: which one. */
  bot: z.string().optional(),
  /** A human seat with at least one live connection (bots are always connected). */
  connected: z.boolean(),
  /**
   * The language the seat's phone last said it speaks (`join.lang`, then each `hello.lang`), kept
   * with the seat: the host controls show it, and a screen can speak to a mixed table in each.
   */
  lang: z.string().optional(),
});

/** One name's record for the night: games finished at this table while seated, and games won. */
export const NightScore = z.object({ name: z.string(), played: z.number().int(), won: z.number().int() });

/**
 * The staged moments of the game being played, for the board: who has looked at their secret card
 * (never what it says), the team the picker is drafting, and the discussion countdowns the host set.
 */
export const Moments = z.object({
  /** Seats whose player has looked at their secret card in this game, in seat order. */
  looked: z.array(seat),
  /** The team being picked, before it is proposed; `seq` is the view's `seq` it was picked in. */
  draft: z.object({ seat, team: z.array(seat), seq: z.number().int() }).nullable(),
  /** The room's game's discussion countdowns, in seconds, by the board's phase name (only those set). */
  discussion: z.record(z.string(), z.number().int()),
});

/**
 * First-game tips ("teach as we play", `setTips`): whether the chosen game teaches, and the steps
 * its game has taught so far, in order, each with the move count it began at (the game's words
 * name them). A screen shows each step once, as it joins the list. The same for every screen: a
 * tip tells nobody's role.
 */
export const TipsInfo = z.object({ on: z.boolean(), taught: z.array(z.object({ step: z.string(), seq: z.number().int().min(0) })) });
export type TipsInfo = z.infer<typeof TipsInfo>;

/** The public room: what every connection, the board and spectators included, may know. */
export const RoomInfo = z.object({
  code: z.string(),
  phase: z.enum(['lobby', 'playing', 'over']),
  game: z.string(),
  /** The options a start deals with: the requested ones as the game takes them at this many seats, defaults filled in. */
  options: jsonObject,
  /** Requested options this many seats cannot have, with the game's reason; kept for when the count fits. */
  optionsSetAside: z.array(z.object({ key: z.string(), value: z.unknown(), reason: z.string().optional(), message: z.string() })),
  seats: z.array(SeatInfo),
  vip: seat.nullable(),
  /** The game is paused (`pause`): nothing moves until `resume`. */
  paused: z.boolean(),
  /** The TV shows the game's public record (`showRecord`), until the next move. */
  recordOnTv: z.boolean(),
  /** In the lobby, the TV shows the chosen game's quick start (`showQuickStart`). */
  quickStartOnTv: z.boolean(),
  /**
   * In the lobby, the TV plays the chosen game's demonstration (`showDemo`): which game, and a
   * number that is new each time one is asked for (the TV plays each once). Null otherwise.
   */
  demo: z.object({ game: z.string(), nonce: z.number().int().min(1) }).nullable(),
  /** In the lobby after a game cut short (`end`): who ended it, the VIP's seat or the host; null otherwise. */
  endedBy: z.union([seat, z.literal('host')]).nullable(),
  /** The chosen game's turn timer (`setTurnTimer`): off, or how long each decision may take. */
  turnTimer: z.enum(['off', 'relaxed', 'normal', 'extended']),
  tips: TipsInfo,
  spectators: z.number().int(),
  /** Counts games started at this table, so screens can tell a restart from a resume. */
  gameNumber: z.number().int(),
  games: z.array(GameInfo),
  /** Where phones join (also the QR code's text), when the host knows its LAN address. */
  joinUrl: z.string().nullable(),
  /** The night's score, most wins first: kept across games, rematches and host restarts. */
  scores: z.array(NightScore),
  /** Names of the latecomers waiting for a seat at the next game, in order. */
  waiting: z.array(z.string()),
  /** Names of the players set aside (`setAside`): they watch the next game and are seated after it. */
  aside: z.array(z.string()),
  moments: Moments,
  /**
   * How fast the board plays its reveals, in percent of their real time: 100 at a game night; less
   * only when the host was started so (`--reveal-pace`, for tests and demos). The host holds the
   * phones for the scaled time, so the board must play them at the same pace.
   */
  revealPace: z.number().int().min(REVEAL_PACE_MIN).max(100),
  /** The host key's fingerprint (e.g. "K7QF-M2XA"), shown on the TV for phones to compare (docs/security.md). */
  keyPrint: z.string(),
});

export const YouInfo = z.object({
  seat: seat.nullable(),
  host: z.boolean(),
  vip: z.boolean(),
  /** A latecomer's place on the waiting list (1 = first), until the next game seats them. */
  waiting: z.number().int().min(1).optional(),
  /** This phone's player is set aside (`setAside`): watching the next game, seated again after it. */
  aside: z.literal(true).optional(),
});

export const WelcomeMessage = z.object({ type: z.literal('welcome'), v, you: YouInfo, room: RoomInfo });
/** Sent to the joining phone only: keep `seatToken` (it is the seat's key) to reconnect. */
export const JoinedMessage = z.object({ type: z.literal('joined'), v, seat, seatToken: token });
/** To a phone that joined during a game: its place for the next game; `seatToken` becomes its seat's key. */
export const WaitingMessage = z.object({ type: z.literal('waiting'), v, position: z.number().int().min(1), seatToken: token });
export const RoomMessage = z.object({ type: z.literal('room'), v, you: YouInfo, room: RoomInfo });
/**
 * The game as this connection's viewer may see it; `seq` counts applied actions; `revealMs` is how
 * long the board is still revealing a result (a phone covers its screen until then).
 */
export const ViewMessage = z.object({
  type: z.literal('view'),
  v,
  game: z.string(),
  gameNumber: z.number().int(),
  seq: z.number().int(),
  revealMs: z.number().int().min(0),
  /**
   * With a turn timer on: each seat that must decide and how long it has left (ms, counted when
   * the frame was sent; the same for every screen). A seat whose time runs out is played for.
   */
  turns: z.array(z.object({ seat, leftMs: z.number().int().min(0) })).optional(),
  /** This view's move was a stand-in's: the seat whose time ran out (never what was played for it). */
  timedOut: seat.optional(),
  view: z.unknown(),
});
export const AckMessage = z.object({ type: z.literal('ack'), v, id: clientActionId, duplicate: z.boolean() });
export const ErrorMessage = z.object({
  type: z.literal('error'),
  v,
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** The client action id, when the rejected message was an `act`. */
  id: z.string().optional(),
  /** The `type` of the rejected message, when it had one. */
  ref: z.string().optional(),
});
/** Host controls only: the new join link for a reissued seat. */
export const SeatLinkMessage = z.object({ type: z.literal('seatLink'), v, seat, url: z.string(), seatToken: token });
export const PongMessage = z.object({ type: z.literal('pong'), v });
/** One problem the host wants its operator to know (a damaged journal kept aside, a game not resumed). */
export const Notice = z.object({ code: z.string(), message: z.string(), at: z.string() });
/** Host controls only: everything the operator should know about, oldest first (sent whole each time). */
export const NoticesMessage = z.object({ type: z.literal('notices'), v, notices: z.array(Notice) });
/** A connection that is watching, as the host controls list it (they may remove it). */
export const SpectatorInfo = z.object({
  /** The connection's number, for `removeSpectator`. */
  id: z.number().int(),
  /** Where it comes from (an IP address); `local` when it is this machine itself. */
  address: z.string(),
  local: z.boolean(),
  /** When it said hello (ISO time). */
  since: z.string(),
  /** A board that said so (`hello.board`). */
  board: z.boolean(),
  lang: z.string().optional(),
});
/** A seated phone's connection as the host measures it with its pings. */
export const SeatLink = z.object({
  seat,
  /** The median of its last few ping round trips in milliseconds; null until one came back. */
  rttMs: z.number().int().min(0).nullable(),
  /** Slower than 300 ms, or a ping went unanswered lately: the player may see lag or drops. */
  weak: z.boolean(),
});
/** What a phone that got the page but could not keep the socket says (POST /api/socket-trouble). */
export const SocketTroubleReport = z.strictObject({
  what: z.enum(['cannot-open', 'keeps-dropping']),
  /** How many times it tried to connect. */
  attempts: z.number().int().min(0).max(100_000),
});
/** A phone's socket trouble as the host keeps it: from where, what, how many tries, and when (ISO time). */
export const SocketTrouble = z.object({
  address: z.string(),
  what: SocketTroubleReport.shape.what,
  attempts: SocketTroubleReport.shape.attempts,
  at: z.string(),
});
/**
 * Host controls only: who is watching, whether the host token works from the LAN, and (from
 * hosts that measure them) each seated phone's link, the phones that could not keep a socket,
 * and the table's mDNS name (sent whole each time).
 */
export const HostStateMessage = z.object({
  type: z.literal('hostState'),
  v,
  spectators: z.array(SpectatorInfo),
  remoteHost: z.boolean(),
  links: z.array(SeatLink).optional(),
  socketTrouble: z.array(SocketTrouble).optional(),
  /** The `.local` name the table is advertised under on mDNS, for display beside the address; null when mDNS is off. */
  mdnsName: z.string().max(256).nullable().optional(),
});
/** Host controls on this machine only, after `renewHostToken`: the new token and host link (keep them; the old ones are void). */
export const HostTokenMessage = z.object({ type: z.literal('hostToken'), v, hostToken: token, url: z.string() });
/**
 * Sent before the host closes a connection: kicked, the seat handed to another phone
 * (`replaced`, also a host controls link that was renewed), the seat opened by a newer connection
 * with the same token (`elsewhere`), the host going away (`shutdown`), a spectator the host
 * removed (`removed`), or a spectator the table has no room for (`full`).
 */
export const ByeMessage = z.object({ type: z.literal('bye'), v, reason: z.enum(['kicked', 'replaced', 'elsewhere', 'shutdown', 'removed', 'full']) });

export const ServerMessage = z.discriminatedUnion('type', [
  WelcomeMessage,
  JoinedMessage,
  WaitingMessage,
  RoomMessage,
  ViewMessage,
  AckMessage,
  ErrorMessage,
  SeatLinkMessage,
  PongMessage,
  NoticesMessage,
  HostStateMessage,
  HostTokenMessage,
  ByeMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type RoomInfo = z.infer<typeof RoomInfo>;
export type SeatInfo = z.infer<typeof SeatInfo>;
export type YouInfo = z.infer<typeof YouInfo>;
export type GameInfo = z.infer<typeof GameInfo>;
export type ErrorMessage = z.infer<typeof ErrorMessage>;
export type Notice = z.infer<typeof Notice>;
export type SpectatorInfo = z.infer<typeof SpectatorInfo>;
export type SeatLink = z.infer<typeof SeatLink>;
export type SocketTrouble = z.infer<typeof SocketTrouble>;
export type SocketTroubleReport = z.infer<typeof SocketTroubleReport>;
export type NightScore = z.infer<typeof NightScore>;
export type Moments = z.infer<typeof Moments>;

export { MAX_MESSAGE_BYTES };
