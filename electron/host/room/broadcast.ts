/**
 * What goes out: each connection's view of the game, the room frames, the host controls' notices
 * and errors, each padded to a length that tells no secret (wire-size.ts), and the burst hold that
 * gathers a burst's room frames into one.
 */
import type { AnyGame, BaseState, Seat, Viewer } from '../../../shared/engine/index.ts';
import type { RegisteredGame } from '../../../shared/games/index.ts';
import { PROTOCOL_VERSION, type AnyErrorCode, type GameInfo, type RoomInfo, type ServerMessage, type YouInfo } from '../../../shared/protocol/index.ts';
import { fingerprint } from '../../../shared/protocol/secure-channel.ts';
import { joinJsonObjects, withMember } from '../serialise.ts';
import { padActReply, padRoomFrame, padViewFrame, seatViewBytes, utf8, viewFrameBytes } from '../wire-size.ts';
import { moments, revealLeft, revealPace, tableOptions, tipsInfo, turnPace, turnsLeft } from './reads.ts';
import type { BuiltView, ConnectionState, LiveMatch, RoomCore, ViewFrame } from './types.ts';

/** Spectators coming and going only change a count: their room updates are gathered this long. */
const SPECTATOR_UPDATE_MS = 250;

export function you(r: RoomCore, c: ConnectionState): YouInfo {
  const list = r.record.waiting ?? [];
  const mine = c.waiting === null ? undefined : list.find((w) => w.token === c.waiting);
  // A latecomer's place counts latecomers only; a player set aside has no place, only the word.
  const place = mine === undefined || mine.aside !== undefined ? -1 : list.filter((w) => w.aside === undefined).indexOf(mine);
  return {
    seat: c.seat,
    host: c.host,
    vip: c.seat !== null && c.seat === r.record.vip,
    ...(place >= 0 ? { waiting: place + 1 } : {}),
    ...(mine?.aside !== undefined ? { aside: true as const } : {}),
  };
}

export function roomInfo(r: RoomCore): RoomInfo {
  const connected = new Set<Seat>();
  let spectators = 0;
  for (const c of r.connections.values()) {
    if (!c.greeted) continue;
    if (c.seat !== null) connected.add(c.seat);
    // Boards too: a board counts itself out of what it shows (board/Lobby.svelte).
    else if (!c.host) spectators++;
  }
  const { options, setAside } = tableOptions(r);
  return {
    code: r.record.code,
    phase: r.record.phase,
    game: r.record.game,
    options,
    optionsSetAside: setAside,
    seats: r.record.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      ...(s.bot !== undefined ? { bot: s.bot } : {}),
      connected: s.kind === 'bot' || connected.has(seat),
      ...(s.kind === 'human' && s.lang !== undefined ? { lang: s.lang } : {}),
    })),
    vip: r.record.vip,
    paused: r.record.paused === true,
    recordOnTv: r.recordOnTv,
    quickStartOnTv: r.quickStartOnTv,
    demo: r.demo !== null && r.record.phase === 'lobby' ? { ...r.demo } : null,
    endedBy: r.record.endedBy === undefined ? null : (r.record.endedBy ?? 'host'),
    turnTimer: turnPace(r),
    tips: tipsInfo(r),
    spectators,
    gameNumber: r.record.gameNumber,
    games: Object.values(r.deps.registry).map(gameInfo),
    joinUrl: r.deps.joinUrl?.() ?? null,
    waiting: (r.record.waiting ?? []).filter((w) => w.aside === undefined).map((w) => w.name),
    aside: (r.record.waiting ?? []).filter((w) => w.aside !== undefined).map((w) => w.name),
    moments: moments(r),
    revealPace: revealPace(r),
    keyPrint: fingerprint(r.keys.publicKey),
    scores: [...(r.record.scores ?? [])].sort((a, b) => b.won - a.won || a.played - b.played || a.name.localeCompare(b.name)),
  };
}

/**
 * Someone came or went. A seat's or the host controls' presence shows at once (the board marks
 * who is away); spectators only change a count, so their comings and goings are gathered into
 * one update: a crowd of watchers costs one frame each, not one per watcher per arrival.
 */
export function presenceChanged(r: RoomCore, c: ConnectionState): void {
  if (c.seat !== null || c.host) {
    broadcastRoom(r, c);
    return;
  }
  if (r.timers.has('spectators') || r.closed) return;
  r.timers.set('spectators', SPECTATOR_UPDATE_MS, 'a room update', () => broadcastRoom(r));
}

export function broadcastRoom(r: RoomCore, except?: ConnectionState): void {
  if (r.holding) {
    // A burst is being read (hold): one room frame for all of it, when it ends.
    r.roomPending = true;
    if (r.batch !== null && r.batch.segment === 0) r.batch.roomOwed = true;
    return;
  }
  r.roomPending = false;
  r.timers.clear('spectators');
  const room = roomInfo(r);
  const roomJson = JSON.stringify(room);
  const roomBytes = utf8(roomJson);
  // Every connection's frame differs only in `you`: the room is serialised once.
  const texts = new Map<string, string>();
  for (const c of r.connections.values()) {
    if (!c.greeted || c === except) continue;
    const yours = you(r, c);
    const key = `${yours.seat}:${yours.host}:${yours.vip}:${yours.waiting ?? ''}:${yours.aside ?? ''}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = padRoomFrame(`{"type":"room","v":${PROTOCOL_VERSION},"you":${JSON.stringify(yours)},"room":${roomJson}}`, roomBytes);
      texts.set(key, text);
    }
    deliver(c, () => ({ type: 'room', v: PROTOCOL_VERSION, you: yours, room }), text);
  }
}

/**
 * Gathers the room frames of a burst into one (the server holds from the first frame it reads
 * in a turn of the event loop until the turn's end): a renaming phone, a latecomer leaving and
 * joining again, a crowd arriving cost every screen one room frame, not one each. Every change
 * is still saved, and answered, before the frame that shows it goes out.
 */
export function hold(r: RoomCore): void {
  r.holding = true;
}

/** The end of a burst: its one room frame, if anything changed. */
export function release(r: RoomCore): void {
  r.holding = false;
  if (r.roomPending) sendHeldRoom(r);
}

function sendHeldRoom(r: RoomCore): void {
  const holding = r.holding;
  r.holding = false;
  broadcastRoom(r);
  r.holding = holding;
}

/** `text` is the message's JSON, perhaps padded with spaces after it (wire-size.ts): a socket sends it as it is. */
export function deliver(c: ConnectionState, message: () => ServerMessage, text: string): void {
  if (c.conn.sendText) c.conn.sendText(text, message);
  else c.conn.send(message());
}

/** An answer to an `act`, its ack or its error: one length whatever it says (wire-size.ts). */
export function answerAct(c: ConnectionState, message: Extract<ServerMessage, { type: 'ack' | 'error' }>): void {
  deliver(c, () => message, padActReply(JSON.stringify(message)));
}

/** The views of the state being played, each built at most once (`LiveMatch.views`). */
export function viewsNow(match: LiveMatch): (viewer: Viewer) => BuiltView {
  if (match.views?.state !== match.state) match.views = { state: match.state, of: viewsOf(match.entry.game, match.state) };
  return match.views.of;
}

/**
 * Every view is built by the game's `view` (or `views`) for this connection's viewer: nothing
 * else leaves. Each viewer's message is serialised once, and the part a game's views of one
 * state share is serialised once for them all (`viewsOf`).
 */
export function broadcastViews(r: RoomCore): void {
  const match = r.match;
  if (match === null) return;
  // A room frame held back goes first: screens read a view against the room it belongs to.
  if (r.roomPending) sendHeldRoom(r);
  const frames = viewFrames(r, match);
  for (const c of r.connections.values()) sendView(r, c, frames);
}

/**
 * The view frames of the state being played, each viewer's built once; the envelope, the same
 * for every screen, is serialised once for them all.
 */
function viewFrames(r: RoomCore, match: LiveMatch): (viewer: Viewer) => ViewFrame {
  const envelope: Omit<Extract<ServerMessage, { type: 'view' }>, 'view'> = {
    type: 'view',
    v: PROTOCOL_VERSION,
    game: match.entry.game.id,
    gameNumber: r.record.gameNumber,
    seq: match.actions,
    // Counted now, so a screen that connects mid-reveal waits only for what is left of it.
    revealMs: revealLeft(r),
    ...withTurns(r, match),
  };
  const envelopeText = JSON.stringify(envelope);
  const views = viewsNow(match);
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
        r.deps.log?.(`a ${match.entry.game.id} view (${String(viewer)}, move ${match.actions}) is longer than the ${target} bytes its frames are padded to: ${match.entry.game.id} should declare a larger seatViewBytes`);
      }
      frame = { text: padded.text, message: () => ({ ...envelope, view: view.view }) };
      made.set(viewer, frame);
    }
    return frame;
  };
}

export function sendView(r: RoomCore, c: ConnectionState, frames?: (viewer: Viewer) => ViewFrame): void {
  const match = r.match;
  if (match === null || !c.greeted || r.record.phase === 'lobby') return;
  const frame = (frames ?? viewFrames(r, match))(c.seat ?? 'board');
  deliver(c, frame.message, frame.text);
}

export function sendNotices(r: RoomCore, c: ConnectionState): void {
  c.conn.send({ type: 'notices', v: PROTOCOL_VERSION, notices: r.notices.map((n) => ({ ...n })) });
}

export function sendError(
  c: ConnectionState,
  code: AnyErrorCode,
  message: string,
  extra: { ref?: string; id?: string; reason?: string; params?: Readonly<Record<string, string | number | boolean>> },
): void {
  const error: Extract<ServerMessage, { type: 'error' }> = { type: 'error', v: PROTOCOL_VERSION, code, message, ...extra, ...(extra.params ? { params: { ...extra.params } } : {}) };
  // A refused move is answered as long as an accepted one: a Crew member's sabotage and a
  // Mole's look alike on the air.
  if (extra.ref === 'act' || extra.id !== undefined) answerAct(c, error);
  else c.conn.send(error);
}

/** The envelope's turn timers and the stand-in's seat, when there are any (the same for every screen). */
function withTurns(r: RoomCore, match: LiveMatch): { turns?: { seat: Seat; leftMs: number }[]; timedOut?: Seat } {
  const turns = turnsLeft(r);
  const timedOut = match.timedOut?.seq === match.actions ? match.timedOut.seat : undefined;
  return { ...(turns !== undefined ? { turns } : {}), ...(timedOut !== undefined ? { timedOut } : {}) };
}

/** Matches whose view overflowed its padded length, already logged (once per game). */
const overflowTold = new WeakSet<LiveMatch>();

/**
 * A state's views, each viewer's built and serialised once. With the game's split `views`, the
 * shared part is built and serialised once for every viewer, and each viewer's text is that text
 * joined with its own part's: exactly `JSON.stringify` of the view `view` would give.
 */
export function viewsOf(game: AnyGame, state: BaseState): (viewer: Viewer) => BuiltView {
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
