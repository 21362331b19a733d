import { randomBot, registryOf } from '../../../shared/engine/index.ts';
import { tallyGame, type TallyView } from '../../../shared/engine/fixtures/tally-game.ts';
import type { RevealRules } from '../../../shared/engine/reveal.ts';
import { GAMES, type RegisteredGame } from '../../../shared/games/index.ts';
import { PROTOCOL_VERSION, ServerMessage, type ServerMessage as Msg } from '../../../shared/protocol/index.ts';
import type { RoomInfo } from '../../../shared/protocol/messages.ts';
import type { Seat } from '../../../shared/engine/index.ts';
import { REVEAL_MARGIN_MS, Room, type Connection, type ConnectionOrigin, type RoomDeps } from '../room.ts';
import { ManualScheduler, MemoryStore } from './memory-store.ts';
import { clientFrame } from '../../../shared/protocol/pad.ts';

/** In-memory tables and phones for the room's own tests: no sockets, no disk, no clock. */

let counter = 0;
/** Deterministic "random" bytes, different at each call, so tokens differ. */
export function fakeBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  counter++;
  for (let i = 0; i < n; i++) out[i] = (counter * 31 + i * 7) & 0xff;
  return out;
}

/** A connection the room test drives by hand: records what it got, checked against the schema. */
export class Phone implements Connection {
  static next = 1;
  readonly id = Phone.next++;
  received: Msg[] = [];
  closed: { code: number; reason: string } | null = null;
  /** `origin`: where it comes from (this machine unless said otherwise). */
  constructor(
    private readonly room: Room,
    origin?: ConnectionOrigin,
  ) {
    room.connect(this, origin);
  }
  send(message: Msg): void {
    // Every message the host sends must match the protocol's schema.
    const checked = ServerMessage.safeParse(JSON.parse(JSON.stringify(message)));
    if (!checked.success) throw new Error(`host sent a message outside the protocol: ${JSON.stringify(message)}`);
    this.received.push(message);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
  /** Sends with the protocol version; an `act` without `game` answers the last view's game, as a phone does. */
  say(message: Record<string, unknown>): void {
    const lastView = [...this.received].reverse().find((m) => m.type === 'view');
    const game = message.type === 'act' && !('game' in message) ? { game: lastView?.type === 'view' ? lastView.gameNumber : 0 } : {};
    this.room.receive(this, JSON.stringify({ v: PROTOCOL_VERSION, ...game, ...message }));
  }
  last<T extends Msg['type']>(type: T): Extract<Msg, { type: T }> {
    const found = [...this.received].reverse().find((m) => m.type === type);
    if (!found) throw new Error(`no "${type}" message; got ${this.received.map((m) => m.type).join(', ')}`);
    return found as Extract<Msg, { type: T }>;
  }
  lastError() {
    return this.last('error');
  }
  /** The room as this screen last heard it: in its welcome, or in a later room update. */
  heardRoom(): RoomInfo {
    const m = this.received.findLast((m) => m.type === 'room' || m.type === 'welcome');
    if (m?.type !== 'room' && m?.type !== 'welcome') throw new Error('no room heard');
    return m.room;
  }
  view<V = any>(): V {
    return this.last('view').view as V;
  }
}

/** A connection as the socket adapter is (server.ts socketConnection): it keeps each frame's text, padding and all. */
export class TextConnection implements Connection {
  static next = 1_000_000;
  readonly id = TextConnection.next++;
  readonly texts: string[] = [];
  constructor(private readonly room: Room) {
    room.connect(this);
  }
  send(message: Msg): void {
    this.texts.push(JSON.stringify(message));
  }
  sendText(text: string): void {
    this.texts.push(text);
  }
  close(): void {}
  /** Sends as a phone does (clientFrame: an `act` padded); the last text received after it. */
  say(message: { type: string; [key: string]: unknown }): string {
    this.room.receive(this, clientFrame(message));
    return this.texts.at(-1)!;
  }
}

export interface Table {
  room: Room;
  store: MemoryStore;
  clock: ManualScheduler;
  host: Phone;
}

export function table(
  registry: Readonly<Record<string, RegisteredGame>> = GAMES,
  store = new MemoryStore(),
  clock = new ManualScheduler(),
  deps: Partial<RoomDeps> = {},
): Table {
  const room = Room.open({ registry, store, randomBytes: fakeBytes, newRoomCode: () => 'KQWX', scheduler: clock, now: () => clock.now, botDelayMs: 0, ...deps });
  const host = new Phone(room);
  host.say({ type: 'hello', hostToken: room.hostToken });
  return { room, store, clock, host };
}

export function join(room: Room, name: string): { phone: Phone; seat: Seat; token: string } {
  const phone = new Phone(room);
  phone.say({ type: 'hello' });
  phone.say({ type: 'join', name });
  const joined = phone.last('joined');
  return { phone, seat: joined.seat, token: joined.seatToken };
}


/**
 * The engine's tiny test game as a registry: a simultaneous secret pick, a reveal and a
 * reaction window the clock closes. It has no calculator or phases the room would use: stubs
 * stand in.
 */
export const TALLY_REGISTRY: Readonly<Record<string, RegisteredGame>> = registryOf<RegisteredGame>([
  [
    'tally',
    {
      game: tallyGame,
      bots: registryOf([['random', randomBot]]),
      screens: true,
      calculator: { game: 'tally', minPlayers: 2, maxPlayers: 2, variants: () => [], figures: () => { throw new Error('no calculator'); } } as never,
      phaseOf: () => 'play',
    },
  ],
]);

/**
 * The tally game with reveals, for the room's reveal and pause tests: each new round of picks is
 * turned over one by one (0.1 s lead, 0.1 s each), then its total stays 1 s.
 */
export const TALLY_REVEAL: RevealRules<TallyView, number[]> = {
  pacing: { cardsLead: 100, cardEach: 100, lastBeat: 0 },
  between: (prev, next) => next.reveals.slice(prev.reveals.length),
  timing: (round) => ({ cards: round.length, hold: 1000 }),
};
/** A round of two picks: the first at 100, the second at 200, the total at 300, held until 1300; and the margin for the board's frames. */
export const TALLY_ROUND_MS = 1300 + REVEAL_MARGIN_MS;
export const TALLY_REVEAL_REGISTRY: Readonly<Record<string, RegisteredGame>> = registryOf([['tally', { ...TALLY_REGISTRY.tally!, reveal: TALLY_REVEAL }]]);
