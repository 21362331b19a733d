/**
 * Who a connection is and whether it gets in: a hello's tokens make it a seat, a place on the
 * waiting list, the host controls, this machine's board, or a spectator, and the room kept for
 * seats, the board and the host controls is never taken by watchers (docs/security.md).
 */
import type { Seat } from '../../../shared/engine/index.ts';
import {
  CloseCode,
  MAX_HOST_CONNECTIONS,
  MAX_LOCAL_BOARDS,
  MAX_SPECTATORS,
  MAX_SPECTATORS_PER_ADDRESS,
  PROTOCOL_VERSION,
  REMOVED_SPECTATOR_MS,
  ProtocolError,
  type ClientMessage,
  type ServerMessage,
  type SeatLink,
  type SpectatorInfo,
} from '../../../shared/protocol/index.ts';
import type { HostNews } from '../host-news.ts';
import { toBase64Url } from '../../../shared/protocol/secure-channel.ts';
import { padRoomFrame, utf8 } from '../wire-size.ts';
import { broadcastRoom, deliver, presenceChanged, roomInfo, sendError, sendNotices, sendView, you } from './broadcast.ts';
import { save } from './record.ts';
import { Rejection, type ConnectionState, type RoomCore } from './types.ts';

/** The host controls, or (unless `hostOnly`) the VIP; anyone else is refused, told which it takes. */
export function requireControl(r: RoomCore, c: ConnectionState, hostOnly: boolean): void {
  if (c.host) return;
  if (!hostOnly && c.seat !== null && c.seat === r.record.vip) return;
  const why = !hostOnly ? 'only the host or the VIP can do this' : r.record.phase !== 'lobby' && c.seat !== null && c.seat === r.record.vip ? 'during a game only the host controls can do this' : 'only the host controls can do this';
  throw new Rejection(ProtocolError.NotAllowed, why, hostOnly && r.record.phase !== 'lobby' ? 'host-during-game' : undefined);
}

/** What a hello's tokens make of a connection, and the refusal of a token that is not valid (it still watches). */
interface Identity {
  host: boolean;
  seat: Seat | null;
  waiting: string | null;
  board: boolean;
  refused: Rejection | null;
}

function identify(r: RoomCore, c: ConnectionState, m: Extract<ClientMessage, { type: 'hello' }>): Identity {
  const { seatToken, hostToken } = m;
  let refused: Rejection | null = null;
  let host = false;
  if (hostToken !== undefined) {
    if (hostToken !== r.record.hostToken) refused = new Rejection(ProtocolError.BadToken, 'this host link is not valid (any more); you are watching', 'host-token');
    // The host link points at this machine; from elsewhere it works only if the host allowed it.
    else if (!c.origin.local && r.record.remoteHost !== true) {
      refused = new Rejection(ProtocolError.NotAllowed, 'the host controls open only on the host’s own computer (unless the host allows another device); you are watching', 'host-not-local');
    } else host = true;
  }
  let seat: Seat | null = null;
  let waiting: string | null = null;
  if (seatToken !== undefined) {
    const found = r.record.seats.findIndex((s) => s.token !== undefined && s.token === seatToken);
    if (found >= 0) seat = found;
    else if ((r.record.waiting ?? []).some((w) => w.token === seatToken)) waiting = seatToken;
    else refused = new Rejection(ProtocolError.BadToken, 'this seat link is not valid (any more): you are watching; join again or ask the host', 'seat-token');
  }
  const board = m.board === true && c.origin.local;
  return { host, seat, waiting, board, refused };
}

export function hello(r: RoomCore, c: ConnectionState, m: Extract<ClientMessage, { type: 'hello' }>): void {
  const { host, seat, waiting, board, refused } = identify(r, c, m);
  // A spectator is let in only if the table has room for one more: the room kept for seats,
  // the board and the host controls is never taken by watchers (docs/security.md).
  if (seat === null && waiting === null && !host && !board) {
    const full = spectatorRefusal(r, c);
    if (full !== null) {
      sendError(c, full.code, full.message, { ref: 'hello', ...(full.reason ? { reason: full.reason } : {}) });
      const reason = full.reason === 'removed' ? 'removed' : 'full';
      c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
      c.conn.close(reason === 'removed' ? CloseCode.Removed : CloseCode.Full, reason);
      r.connections.delete(c.conn.id);
      return;
    }
  }
  // A refused token still leaves a working connection: the spectator the protocol promises.
  if (refused !== null) sendError(c, refused.code, refused.message, { ref: 'hello', ...(refused.reason ? { reason: refused.reason } : {}) });
  // One live connection per seat: the newest hello wins (a phone and its reloaded self, or a
  // second tab). The older one is told why, so it does not fight back by reconnecting.
  if (seat !== null && seat !== c.seat) dropConnections(r, seat, 'elsewhere');
  // Likewise one per place on the waiting list, and a few boards and host controls at most.
  if (waiting !== null) dropWhere(r, (o) => o !== c && o.waiting === waiting && o.seat === null, 'elsewhere', 0);
  if (board && !c.board) dropWhere(r, (o) => o !== c && o.board, 'elsewhere', MAX_LOCAL_BOARDS - 1);
  if (host && !c.host) dropWhere(r, (o) => o !== c && o.host, 'elsewhere', MAX_HOST_CONNECTIONS - 1);
  const wasSpectator = c.greeted && isSpectator(c);
  c.greeted = true;
  c.host = host;
  c.seat = seat;
  c.waiting = waiting;
  c.board = board;
  c.since = r.now();
  if (m.lang !== undefined) c.lang = m.lang;
  if (seat !== null && m.lang !== undefined) keepSeatLang(r, c, seat, m.lang);
  const welcome: Extract<ServerMessage, { type: 'welcome' }> = { type: 'welcome', v: PROTOCOL_VERSION, you: you(r, c), room: roomInfo(r) };
  // Padded like a room frame: whose seat, VIP or place a phone has is public, but its length need not vary.
  deliver(c, () => welcome, padRoomFrame(JSON.stringify(welcome), utf8(JSON.stringify(welcome.room))));
  if (c.host && r.notices.length > 0) sendNotices(r, c);
  if (c.host) sendHostState(r, c);
  sendView(r, c);
  presenceChanged(r, c);
  if (wasSpectator || isSpectator(c) || c.board) sendHostState(r);
}

/** A spectator: greeted, with no seat, no place on the waiting list, not the host controls, not this machine's board. */
export function isSpectator(c: ConnectionState): boolean {
  return c.greeted && c.seat === null && c.waiting === null && !c.host && !c.board;
}

/** Why one more spectator cannot come in, or null when it can. */
function spectatorRefusal(r: RoomCore, c: ConnectionState): Rejection | null {
  const now = r.now();
  if (!c.origin.local) {
    const until = r.barred.get(c.origin.address);
    if (until !== undefined && until > now) return new Rejection(ProtocolError.NotAllowed, 'the host removed this device from the table for a while', 'removed');
    if (until !== undefined) r.barred.delete(c.origin.address);
  }
  let all = 0;
  let fromHere = 0;
  for (const o of r.connections.values()) {
    if (o === c || !isSpectator(o)) continue;
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
function dropWhere(r: RoomCore, which: (c: ConnectionState) => boolean, reason: 'elsewhere' | 'replaced', keep: number): void {
  const matching = [...r.connections.values()].filter((o) => o.greeted && which(o)).sort((a, b) => a.since - b.since);
  for (const o of matching.slice(0, Math.max(0, matching.length - keep))) {
    o.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
    o.conn.close(reason === 'elsewhere' ? CloseCode.Elsewhere : CloseCode.Replaced, reason);
    r.connections.delete(o.conn.id);
  }
}

/** Removes a spectator the host chose; from the LAN its address may not watch again for a while. */
export function removeSpectator(r: RoomCore, id: number): void {
  const target = r.connections.get(id);
  if (target === undefined || !isSpectator(target)) throw new Rejection(ProtocolError.BadSeat, `no spectator ${id} is connected`, 'no-spectator', { id });
  if (!target.origin.local) r.barred.set(target.origin.address, r.now() + REMOVED_SPECTATOR_MS);
  target.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason: 'removed' });
  target.conn.close(CloseCode.Removed, 'removed');
  r.connections.delete(id);
  broadcastRoom(r);
  sendHostState(r);
}

/**
 * A new host token, saved before it is used: the old one opens nothing from now on. Host
 * controls on this machine are given the new one; any elsewhere are let go.
 */
export function renewHostToken(r: RoomCore): void {
  const token = toBase64Url(r.deps.randomBytes(18));
  save(r, (d) => {
    d.hostToken = token;
  });
  dropRemoteHosts(r);
  const url = r.deps.hostUrl?.(token) ?? `#host=${token}`;
  for (const o of r.connections.values()) if (o.host) o.conn.send({ type: 'hostToken', v: PROTOCOL_VERSION, hostToken: token, url });
}

/** After the host took back the LAN's access to the host controls: connections from elsewhere lose it. */
export function dropRemoteHosts(r: RoomCore): void {
  dropWhere(r, (o) => o.host && !o.origin.local, 'replaced', 0);
}

/** The host controls' own news: who is watching, and whether the host token works from the LAN. */
export function sendHostState(r: RoomCore, only?: ConnectionState): void {
  const targets = only !== undefined ? [only] : [...r.connections.values()].filter((o) => o.host && o.greeted);
  if (targets.length === 0) return;
  const spectators: SpectatorInfo[] = [...r.connections.values()]
    .filter((o) => isSpectator(o) || (o.greeted && o.board))
    .map((o) => ({
      id: o.conn.id,
      address: o.origin.address,
      local: o.origin.local,
      since: new Date(o.since).toISOString(),
      board: o.board,
      ...(o.lang !== undefined ? { lang: o.lang } : {}),
    }));
  const news = r.deps.hostNews;
  const measured = news ? { links: seatLinks(r, news), socketTrouble: news.socketTrouble(), mdnsName: news.mdnsName() } : {};
  for (const t of targets) t.conn.send({ type: 'hostState', v: PROTOCOL_VERSION, spectators, remoteHost: r.record.remoteHost === true, ...measured });
}

/** Each seated phone's link, in seat order: the ones the server has measured (HostNews). */
function seatLinks(r: RoomCore, news: HostNews): SeatLink[] {
  const links: SeatLink[] = [];
  for (const o of r.connections.values()) {
    if (!o.greeted || o.seat === null) continue;
    const link = news.link(o.conn.id);
    if (link !== null) links.push({ seat: o.seat, ...link });
  }
  return links.sort((a, b) => a.seat - b.seat);
}

/** Drops the seat's connections (told why) and forgets them; the caller updates the room. */
export function dropConnections(r: RoomCore, seat: Seat, reason: 'kicked' | 'replaced' | 'elsewhere'): void {
  const code = reason === 'kicked' ? CloseCode.Kicked : reason === 'replaced' ? CloseCode.Replaced : CloseCode.Elsewhere;
  for (const [id, c] of r.connections) {
    if (c.seat !== seat || !c.greeted) continue;
    c.conn.send({ type: 'bye', v: PROTOCOL_VERSION, reason });
    c.conn.close(code, reason);
    r.connections.delete(id);
  }
}

/**
 * A seat's language follows its phone (a player who switches their phone to Korean): kept with
 * the seat, saved, and shown in the room. A hello is never refused for it: a failed save is
 * reported, and the seat keeps the language it had. A change costs a save like a rename, so it
 * counts against the connection's changes; past the limit the seat keeps its language.
 */
function keepSeatLang(r: RoomCore, c: ConnectionState, seat: Seat, lang: string): void {
  if (r.record.seats[seat]?.lang === lang || !c.changes.allows(r.now())) return;
  c.changes.take(r.now());
  try {
    save(r, (d) => {
      d.seats[seat]!.lang = lang;
    });
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
  }
}
