/**
 * The lobby and its seats: joining (a seat, or a place at the next game), leaving, names, the
 * game and its options, seats moved, removed, handed to bots and back. Each change is made on a
 * copy of the record and saved before anything else happens (`save`, record.ts); the record's own
 * changes are pure functions at the end of this file.
 */
import { changeOptionRequest, checkOptionRequest, ErrorCode, isEngineError, ownEntry, type Seat } from '../../../shared/engine/index.ts';
import { PROTOCOL_VERSION, ProtocolError, type NightScore } from '../../../shared/protocol/index.ts';
import { toBase64Url } from '../../../shared/protocol/secure-channel.ts';
import { cleanName, disambiguate, nameKey } from '../names.ts';
import { dropConnections, requireControl } from './admission.ts';
import { broadcastRoom } from './broadcast.ts';
import { defaultBot, entry } from './reads.ts';
import { commit, save } from './record.ts';
import { Rejection, toRejection, type ConnectionState, type RoomCore, type RoomRecord, type WaitingRecord } from './types.ts';

export function requireLobby(r: RoomCore): void {
  if (r.record.phase !== 'lobby') throw new Rejection(ProtocolError.NotInLobby, 'this can only be done in the lobby, between games');
}

export function requireSeat(r: RoomCore, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= r.record.seats.length) {
    throw new Rejection(ProtocolError.BadSeat, `there is no seat ${seat}`, undefined, { seat });
  }
}

function newToken(r: RoomCore): string {
  return toBase64Url(r.deps.randomBytes(18));
}

export function join(r: RoomCore, c: ConnectionState, rawName: string, lang: string | undefined): void {
  if (c.seat !== null) throw new Rejection(ProtocolError.NotAllowed, 'you already have a seat', 'already-seated');
  if (r.record.phase !== 'lobby') return joinNextGame(r, c, rawName, lang);
  const game = entry(r).game;
  if (r.record.seats.length >= game.maxPlayers) {
    throw new Rejection(ProtocolError.TableFull, `${game.id} seats at most ${game.maxPlayers}: you can watch`, undefined, {
      max: game.maxPlayers,
    });
  }
  const name = checkName(r, rawName, null);
  const token = newToken(r);
  const seat = r.record.seats.length;
  save(r, (d) => {
    d.seats.push({ name, kind: 'human', token, ...(lang !== undefined ? { lang } : {}) });
    if (d.vip === null) d.vip = seat;
  });
  c.seat = seat;
  c.conn.send({ type: 'joined', v: PROTOCOL_VERSION, seat, seatToken: token });
  broadcastRoom(r);
}

/**
 * A latecomer, during a game: a place on the waiting list, kept with the room, and a seat at
 * the next game (a rematch, or the lobby after the game) as long as the game has room. The
 * token given now becomes the seat's token, so a phone that sleeps meanwhile loses nothing.
 */
function joinNextGame(r: RoomCore, c: ConnectionState, rawName: string, lang: string | undefined): void {
  if (c.waiting !== null) throw new Rejection(ProtocolError.NotAllowed, 'you already have a seat at the next game', 'already-waiting');
  const max = entry(r).game.maxPlayers;
  const waiting = r.record.waiting ?? [];
  if (r.record.seats.length + waiting.length >= max) {
    throw new Rejection(ProtocolError.TableFull, `every seat of the next game is spoken for (at most ${max}): you can watch`, 'next-game-full', { max });
  }
  const name = checkName(r, rawName, null);
  const token = newToken(r);
  save(r, (d) => {
    d.waiting = [...(d.waiting ?? []), { name, token, ...(lang !== undefined ? { lang } : {}) }];
  });
  c.waiting = token;
  c.conn.send({ type: 'waiting', v: PROTOCOL_VERSION, position: waiting.length + 1, seatToken: token });
  broadcastRoom(r);
}

/** After `seatWaiting` was saved: each latecomer's connection learns its seat. */
export function greetSeated(r: RoomCore): void {
  for (const c of r.connections.values()) {
    if (c.waiting === null) continue;
    const seat = r.record.seats.findIndex((s) => s.token === c.waiting);
    if (seat < 0) continue;
    c.conn.send({ type: 'joined', v: PROTOCOL_VERSION, seat, seatToken: c.waiting });
    c.seat = seat;
    c.waiting = null;
  }
}

export function leave(r: RoomCore, c: ConnectionState): void {
  if (c.seat === null && c.waiting !== null) {
    // Giving up one's place on the waiting list is allowed at any time.
    const token = c.waiting;
    save(r, (d) => {
      d.waiting = (d.waiting ?? []).filter((w) => w.token !== token);
    });
    c.waiting = null;
    broadcastRoom(r);
    return;
  }
  requireLobby(r);
  if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to leave');
  const seat = c.seat;
  save(r, (d) => removeSeat(d, seat));
  renumberAfterRemoval(r, seat);
  broadcastRoom(r);
}

export function rename(r: RoomCore, c: ConnectionState, seat: Seat | undefined, rawName: string): void {
  const target = seat ?? c.seat;
  if (target === null) throw new Rejection(ProtocolError.NotSeated, 'you have no seat to rename');
  // Another's name is the lobby's business; once a game is on, the TV, votes and score follow names.
  if (target !== c.seat) requireControl(r, c, r.record.phase !== 'lobby');
  requireSeat(r, target);
  const name = checkName(r, rawName, target);
  commit(r, (d) => {
    d.seats[target]!.name = name;
  });
}

function checkName(r: RoomCore, raw: string, except: Seat | null): string {
  const checked = cleanName(raw);
  if (!checked.ok) throw new Rejection(ProtocolError.BadName, checked.message, checked.reason);
  return disambiguate(checked.name, [...r.record.seats.filter((_, i) => i !== except).map((s) => s.name), ...(r.record.waiting ?? []).map((w) => w.name)]);
}

export function selectGame(r: RoomCore, game: string, options: Record<string, unknown> | undefined): void {
  requireLobby(r);
  const chosen = ownEntry(r.deps.registry, game);
  if (chosen === undefined) {
    throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`, undefined, { games: Object.keys(r.deps.registry).join(', ') });
  }
  const request = { ...(options ?? {}) };
  // Options no table size of this game would take are refused now, not at the start.
  const refused = checkOptionRequest(chosen.game, request, r.record.seats.length);
  if (refused !== null) throw toRejection(refused);
  // A demonstration is of the game chosen when it was asked for.
  r.demo = null;
  r.timers.clear('demo');
  commit(r, (d) => {
    d.game = game;
    d.options = request;
  });
}

/** A change to the requested options; the room then shows what they come to at this table. */
export function setOptions(r: RoomCore, change: Record<string, unknown>): void {
  requireLobby(r);
  const next = changeOptionRequest(entry(r).game, r.record.options, change, r.record.seats.length);
  if (isEngineError(next)) throw toRejection(next);
  commit(r, (d) => {
    d.options = next;
  });
}


export function moveSeat(r: RoomCore, from: Seat, to: Seat): void {
  requireLobby(r);
  requireSeat(r, from);
  requireSeat(r, to);
  // Connections and the VIP follow their seat to its new number.
  const renumber = (s: Seat): Seat => (s === from ? to : from < to ? (s > from && s <= to ? s - 1 : s) : s >= to && s < from ? s + 1 : s);
  save(r, (d) => {
    const moved = d.seats.splice(from, 1)[0]!;
    d.seats.splice(to, 0, moved);
    if (d.vip !== null) d.vip = renumber(d.vip);
  });
  for (const c of r.connections.values()) if (c.seat !== null) c.seat = renumber(c.seat);
  broadcastRoom(r);
}

export function kick(r: RoomCore, seat: Seat): void {
  requireSeat(r, seat);
  if (r.record.phase === 'lobby') {
    save(r, (d) => removeSeat(d, seat));
    dropConnections(r, seat, 'kicked');
    renumberAfterRemoval(r, seat);
  } else {
    // A game's seats cannot change mid-game: a bot takes the kicked player's place.
    const bot = defaultBot(r);
    save(r, (d) => {
      const record = d.seats[seat]!;
      delete record.token;
      record.kind = 'bot';
      record.bot = bot;
      if (d.vip === seat) d.vip = firstHuman(d);
    });
    dropConnections(r, seat, 'kicked');
  }
  broadcastRoom(r);
  r.autoplay.schedule();
}

/**
 * A player sits out the next game (a table one too many for the game chosen, someone who wants a
 * break): their seat becomes a place on the waiting list marked with the game they sit out, under
 * the same token, so their phone keeps its key and watches. Once that game has been played they
 * are seated again, before any latecomer (`seatWaiting`); `bringBack` seats them sooner.
 */
export function setAside(r: RoomCore, seat: Seat): void {
  requireLobby(r);
  requireSeat(r, seat);
  const record = r.record.seats[seat]!;
  if (record.kind !== 'human' || record.token === undefined) {
    throw new Rejection(ProtocolError.BadSeat, 'a bot is not set aside: remove it instead', 'bot-aside');
  }
  const token = record.token;
  const sitsOut = r.record.gameNumber + 1;
  save(r, (d) => {
    removeSeat(d, seat);
    d.waiting = [...(d.waiting ?? []), { name: record.name, token, ...(record.lang !== undefined ? { lang: record.lang } : {}), aside: sitsOut }];
  });
  for (const c of r.connections.values()) if (c.seat === seat) c.waiting = token;
  renumberAfterRemoval(r, seat);
  broadcastRoom(r);
}

/** A player set aside takes a seat again now, at the end of the table, if the game has room. */
export function bringBack(r: RoomCore, name: string): void {
  requireLobby(r);
  const back = (r.record.waiting ?? []).find((w) => w.aside !== undefined && w.name === name);
  if (back === undefined) throw new Rejection(ProtocolError.BadSeat, `no one called ${JSON.stringify(name)} is set aside`, 'not-aside');
  const max = entry(r).game.maxPlayers;
  if (r.record.seats.length >= max) {
    throw new Rejection(ProtocolError.TableFull, `${entry(r).game.id} seats at most ${max}: set someone else aside first`, undefined, { max });
  }
  save(r, (d) => {
    d.waiting = (d.waiting ?? []).filter((w) => w.token !== back.token);
    d.seats.push(seatOf(back));
    if (d.vip === null) d.vip = d.seats.length - 1;
  });
  greetSeated(r);
  broadcastRoom(r);
}

function renumberAfterRemoval(r: RoomCore, seat: Seat): void {
  for (const c of r.connections.values()) {
    if (c.seat === seat) c.seat = null;
    else if (c.seat !== null && c.seat > seat) c.seat -= 1;
  }
}


/** `addBot` and `fillBots`: bots up to `upTo` seats, in the lobby. */
export function addBots(r: RoomCore, upTo: ((d: RoomRecord) => number) | number, botId: string | undefined): void {
  requireLobby(r);
  const game = entry(r);
  const id = botId ?? defaultBot(r);
  commit(r, (d) => {
    if (ownEntry(game.bots, id) === undefined) {
      throw new Rejection(ProtocolError.UnknownBot, `${game.game.id} has no ${JSON.stringify(id)} bot; it has ${Object.keys(game.bots).join(', ')}`);
    }
    const target = Math.min(typeof upTo === 'number' ? upTo : upTo(d), game.game.maxPlayers);
    if (d.seats.length >= game.game.maxPlayers) throw new Rejection(ProtocolError.TableFull, 'every seat is taken');
    withBots(d, target, id);
  });
}

/**
 * A fresh key for a seat: a person's seat whose phone died, or, during a game, a seat a bot
 * has been playing (a kicked or vanished player's): a person takes it back from the bot with
 * the new link. In the lobby a bot seat is simply removed or kept; it is not handed out.
 */
export function reissue(r: RoomCore, c: ConnectionState, seat: Seat): void {
  requireSeat(r, seat);
  const handBack = r.record.seats[seat]!.kind === 'bot';
  if (handBack && r.record.phase === 'lobby') {
    throw new Rejection(ProtocolError.BadSeat, 'in the lobby a bot seat is not handed out: remove the bot and let the person join', 'bot-in-lobby');
  }
  const token = newToken(r);
  save(r, (d) => {
    const record = d.seats[seat]!;
    record.token = token;
    if (handBack) {
      record.kind = 'human';
      delete record.bot;
      if (d.vip === null) d.vip = seat;
    }
  });
  // The bot's pending thought is dropped: the seat now waits for its person.
  if (handBack) r.autoplay.forgetBot(seat);
  dropConnections(r, seat, 'replaced');
  const url = r.deps.seatUrl?.(token) ?? `#seat=${token}`;
  c.conn.send({ type: 'seatLink', v: PROTOCOL_VERSION, seat, url, seatToken: token });
  broadcastRoom(r);
}

// ---- the record's own changes (pure: on the draft being saved) --------------------------------

/**
 * Seats the waiting list (in the record being saved) for game number `next`, as many as the game
 * takes: first those set aside for a game already played, then the latecomers in order. Those
 * sitting out `next` itself stay where they are; one coming back to a full table waits as a latecomer.
 */
export function seatWaiting(d: RoomRecord, max: number, next: number): void {
  const waiting = d.waiting ?? [];
  const sittingOut = (w: WaitingRecord): boolean => w.aside !== undefined && w.aside >= next;
  const still: WaitingRecord[] = waiting.filter(sittingOut);
  const returning = waiting.filter((w) => w.aside !== undefined && !sittingOut(w));
  for (const w of [...returning, ...waiting.filter((w) => w.aside === undefined)]) {
    if (d.seats.length >= max) {
      const { aside: _back, ...late } = w;
      still.push(late);
      continue;
    }
    d.seats.push(seatOf(w));
    if (d.vip === null) d.vip = d.seats.length - 1;
  }
  d.waiting = still;
}

function seatOf(w: WaitingRecord): RoomRecord['seats'][number] {
  return { name: w.name, kind: 'human', token: w.token, ...(w.lang !== undefined ? { lang: w.lang } : {}) };
}

/** Bots named Bot 1, Bot 2, ... until the table has `target` seats. */
export function withBots(d: RoomRecord, target: number, bot: string): void {
  while (d.seats.length < target) {
    // The lowest free number, so bots added one at a time read Bot 1, Bot 2, ...
    const taken = new Set(d.seats.map((s) => nameKey(s.name)));
    let n = 1;
    while (taken.has(nameKey(`Bot ${n}`))) n++;
    d.seats.push({ name: `Bot ${n}`, kind: 'bot', bot });
  }
}

export function removeSeat(d: RoomRecord, seat: Seat): void {
  d.seats.splice(seat, 1);
  if (d.vip === seat) d.vip = null;
  else if (d.vip !== null && d.vip > seat) d.vip -= 1;
  if (d.vip === null) d.vip = firstHuman(d);
}

export function firstHuman(d: RoomRecord): Seat | null {
  const i = d.seats.findIndex((s) => s.kind === 'human');
  return i < 0 ? null : i;
}

/**
 * The night's score once a game has ended: every seat a person held at the end played it, and
 * the winners' seats won it. Scores are kept by name (compared as names are: case and width
 * aside), so a player who rejoins under the same name keeps theirs; bots are not scored.
 */
export function scoresAfter(record: RoomRecord, winners: readonly Seat[]): NightScore[] {
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
