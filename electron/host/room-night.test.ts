import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/index.ts';
import { tallyGame } from '../../shared/engine/fixtures/tally-game.ts';
import { GAMES } from '../../shared/games/index.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, TALLY_REGISTRY, table, type Table } from './testing/room-phone.ts';
import { Room } from './room.ts';

/** The night's score: kept by the room across games, rematches and host restarts. */

const registry = TALLY_REGISTRY;

/** Plays the room's game to its end: each due person plays their first legal move; bots and the clock do the rest. */
function playToEnd(t: Table, phones: Map<Seat, Phone>): void {
  for (let guard = 0; guard < 500 && t.room.phase === 'playing'; guard++) {
    const state = t.room.gameState!;
    // Bots and the clock move when no person is due.
    const due = tallyGame.pending(state as never).filter((seat) => phones.has(seat));
    if (due.length === 0) {
      t.clock.runAll(1);
      continue;
    }
    for (const seat of due) phones.get(seat)!.say({ type: 'act', id: `m${guard}-${seat}`, action: tallyGame.legalActions(state as never, seat)[0] as never });
  }
  expect(t.room.phase).toBe('over');
}

function night(store = new MemoryStore(), clock = new ManualScheduler()) {
  const t = table(registry, store, clock);
  const ana = join(t.room, 'Ana');
  const bo = join(t.room, 'Bo');
  const phones = new Map<Seat, Phone>([
    [ana.seat, ana.phone],
    [bo.seat, bo.phone],
  ]);
  return { t, ana, bo, phones };
}

describe('the score for the night', () => {
  it('counts each finished game for every person seated, and a win for the winners', () => {
    const { t, phones } = night();
    t.host.say({ type: 'start' });
    playToEnd(t, phones);
    const winners = tallyGame.outcome(t.room.gameState as never)!.winners;
    const scores = t.host.last('room').room.scores;
    expect(scores.map((s) => s.name).sort()).toEqual(['Ana', 'Bo']);
    for (const s of scores) expect(s).toMatchObject({ played: 1, won: winners.includes(s.name === 'Ana' ? 0 : 1) ? 1 : 0 });
  });

  it('adds up over rematches, is kept by a host restart, and starts again when the host resets it (the VIP may not)', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const { t, ana, phones } = night(store, clock);
    t.host.say({ type: 'start' });
    playToEnd(t, phones);
    t.host.say({ type: 'restart' });
    playToEnd(t, phones);
    expect(t.host.last('room').room.scores.map((s) => s.played)).toEqual([2, 2]);
    const won = t.host.last('room').room.scores.reduce((n, s) => n + s.won, 0);
    expect(won).toBeGreaterThanOrEqual(2);

    const again = Room.open({ registry, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, botDelayMs: 0 });
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    expect(host.last('welcome').room.scores.map((s) => s.played)).toEqual([2, 2]);

    const vip = new Phone(again);
    vip.say({ type: 'hello', seatToken: ana.token });
    vip.say({ type: 'resetScores' });
    expect(vip.lastError().code).toBe('NOT_ALLOWED');
    host.say({ type: 'resetScores' });
    expect(host.last('room').room.scores).toEqual([]);
  });

  it('keeps a score by name, case and width aside, and does not score bots', () => {
    const { t, phones } = night();
    t.host.say({ type: 'start' });
    playToEnd(t, phones);
    t.host.say({ type: 'end' });
    t.host.say({ type: 'kick', seat: 1 });
    const again = join(t.room, 'ＢＯ');
    t.host.say({ type: 'addBot', bot: 'random' });
    t.host.say({ type: 'start' });
    playToEnd(t, new Map([...phones].filter(([s]) => s === 0).concat([[again.seat, again.phone]])));
    const scores = t.host.last('room').room.scores;
    expect(scores).toHaveLength(2);
    expect(scores.find((s) => s.name === 'Bo')?.played).toBe(2);
  });
});

describe('latecomers', () => {
  it('a phone that joins during a game waits for the next one, is seated by the rematch, and keeps its place across a reconnect', () => {
    const { t, phones } = night();
    t.host.say({ type: 'start' });
    const late = new Phone(t.room);
    late.say({ type: 'hello' });
    late.say({ type: 'join', name: 'Cy' });
    const waiting = late.last('waiting');
    expect(waiting.position).toBe(1);
    expect(t.host.last('room').room.waiting).toEqual(['Cy']);
    expect(t.room.seats).toHaveLength(2);
    // The phone slept and came back: same place, by its token.
    t.room.disconnect(late);
    const back = new Phone(t.room);
    back.say({ type: 'hello', seatToken: waiting.seatToken });
    expect(back.last('welcome').you).toMatchObject({ seat: null, waiting: 1 });
    playToEnd(t, phones);
    t.host.say({ type: 'restart' });
    expect(back.last('joined')).toMatchObject({ seat: 2, seatToken: waiting.seatToken });
    expect(back.view().mine).toBeDefined();
    expect(t.host.last('room').room.waiting).toEqual([]);
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
  });

  it('is seated when the table goes back to the lobby; no more wait than the game has seats; a place can be given up', () => {
    const { t } = night();
    t.host.say({ type: 'start' });
    const waiters = ['Cy', 'Di', 'Ed'].map((name) => {
      const p = new Phone(t.room);
      p.say({ type: 'hello' });
      p.say({ type: 'join', name });
      return p;
    });
    // The tally game seats 4: two at the table, two waiting; the third is told the next game is full.
    expect(waiters[2]!.lastError()).toMatchObject({ code: 'TABLE_FULL', reason: 'next-game-full' });
    waiters[1]!.say({ type: 'leave' });
    expect(t.host.last('room').room.waiting).toEqual(['Cy']);
    t.host.say({ type: 'end' });
    expect(waiters[0]!.last('joined').seat).toBe(2);
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
  });

  it('a waiting name counts as taken', () => {
    const { t } = night();
    t.host.say({ type: 'start' });
    const a = new Phone(t.room);
    a.say({ type: 'hello' });
    a.say({ type: 'join', name: 'ana' });
    expect(t.host.last('room').room.waiting).toEqual(['ana 2']);
  });
});

describe('a rematch', () => {
  it('keeps the seats and moves the first player on by one seat each game, also across a host restart', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const t = table(GAMES, store, clock);
    for (let i = 0; i < 5; i++) join(t.room, `P${i}`);
    const bossOf = (room: Room): Seat => (room.gameState as unknown as { boss: Seat }).boss;
    t.host.say({ type: 'start' });
    const firstBoss = bossOf(t.room);
    t.host.say({ type: 'restart' });
    expect(bossOf(t.room)).toBe((firstBoss + 1) % 5);
    expect(t.room.seats.map((s) => s.name)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4']);
    // The journal says who started, so the resumed game is the same game.
    const again = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, botDelayMs: 0 });
    expect(bossOf(again)).toBe((firstBoss + 1) % 5);
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    host.say({ type: 'restart' });
    expect(bossOf(again)).toBe((firstBoss + 2) % 5);
  });
});

describe('a game cut short', () => {
  it('tells every phone in the lobby who ended it, the VIP or the host, and only until the next start', () => {
    const { t, ana } = night();
    t.host.say({ type: 'start' });
    // The VIP (the first seated) ends it: the room names that seat.
    ana.phone.say({ type: 'end' });
    expect(ana.phone.last('room').room).toMatchObject({ phase: 'lobby', endedBy: ana.seat });
    t.host.say({ type: 'start' });
    expect(t.host.last('room').room.endedBy).toBeNull();
    t.host.say({ type: 'end' });
    expect(ana.phone.last('room').room.endedBy).toBe('host');
  });

  it('says nothing of a game that had reached its end before going back to the lobby', () => {
    const { t, phones } = night();
    t.host.say({ type: 'start' });
    playToEnd(t, phones);
    t.host.say({ type: 'end' });
    expect(t.host.last('room').room).toMatchObject({ phase: 'lobby', endedBy: null });
  });

  it('is kept across a host restart', () => {
    const store = new MemoryStore();
    const { t } = night(store);
    t.host.say({ type: 'start' });
    t.host.say({ type: 'end' });
    const again = Room.open({ registry, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 });
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    expect(host.last('welcome').room.endedBy).toBe('host');
  });
});

describe('a player set aside for the next game', () => {
  /** Ana (the VIP), Bo and Cy at the tally game (2-4 seats). */
  function three(store = new MemoryStore()) {
    const t = table(registry, store, new ManualScheduler());
    const [ana, bo, cy] = ['Ana', 'Bo', 'Cy'].map((name) => join(t.room, name)) as [ReturnType<typeof join>, ReturnType<typeof join>, ReturnType<typeof join>];
    return { t, ana, bo, cy };
  }

  it('watches the next game with the same key, and is seated again, first, when it is over', () => {
    const { t, ana, bo, cy } = three();
    ana.phone.say({ type: 'setAside', seat: bo.seat });
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Cy']);
    expect(bo.phone.last('room')).toMatchObject({ you: { seat: null, aside: true }, room: { aside: ['Bo'], waiting: [] } });
    expect(bo.phone.last('room').you.waiting).toBeUndefined();
    // Cy's connection followed the seat to its new number.
    expect(cy.phone.last('room').you.seat).toBe(1);
    t.host.say({ type: 'start' });
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Cy']);
    expect(bo.phone.last('room').you).toMatchObject({ seat: null, aside: true });
    // A latecomer during the game waits behind the player set aside.
    const late = new Phone(t.room);
    late.say({ type: 'hello' });
    late.say({ type: 'join', name: 'Di' });
    expect(late.last('room').you.waiting).toBe(1);
    // The phone slept meanwhile and came back by its key.
    t.room.disconnect(bo.phone);
    const back = new Phone(t.room);
    back.say({ type: 'hello', seatToken: bo.token });
    expect(back.last('welcome').you).toMatchObject({ seat: null, aside: true });
    playToEnd(
      t,
      new Map([
        [0, ana.phone],
        [1, cy.phone],
      ]),
    );
    t.host.say({ type: 'restart' });
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Cy', 'Bo', 'Di']);
    expect(back.last('joined')).toMatchObject({ seat: 2, seatToken: bo.token });
    expect(back.last('room').room.aside).toEqual([]);
  });

  it('is seated again when the game they sat out is ended early, and can be brought back sooner from the lobby', () => {
    const { t, ana, bo } = three();
    t.host.say({ type: 'setAside', seat: bo.seat });
    t.host.say({ type: 'start' });
    t.host.say({ type: 'end' });
    expect(bo.phone.last('joined').seat).toBe(2);
    ana.phone.say({ type: 'setAside', seat: 2 });
    expect(bo.phone.last('room').you.aside).toBe(true);
    ana.phone.say({ type: 'bringBack', name: 'Bo' });
    expect(bo.phone.last('room').you).toMatchObject({ seat: 2 });
    expect(bo.phone.last('room').you.aside).toBeUndefined();
    expect(t.room.seats.map((s) => s.name)).toEqual(['Ana', 'Cy', 'Bo']);
  });

  it('is refused with a typed error, and nothing changes, for a bot, a game in progress, a player not set aside, a full table or a guest', () => {
    const { t, ana, bo, cy } = three();
    t.host.say({ type: 'addBot', bot: 'random' });
    const before = JSON.stringify(t.host.last('room').room);
    ana.phone.say({ type: 'setAside', seat: 3 });
    expect(ana.phone.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'bot-aside' });
    ana.phone.say({ type: 'bringBack', name: 'Nobody' });
    expect(ana.phone.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'not-aside' });
    bo.phone.say({ type: 'setAside', seat: cy.seat });
    expect(bo.phone.lastError().code).toBe('NOT_ALLOWED');
    expect(JSON.stringify(t.host.last('room').room)).toBe(before);

    ana.phone.say({ type: 'setAside', seat: bo.seat });
    join(t.room, 'Di');
    ana.phone.say({ type: 'bringBack', name: 'Bo' });
    expect(ana.phone.lastError()).toMatchObject({ code: 'TABLE_FULL' });
    t.host.say({ type: 'start' });
    t.host.say({ type: 'setAside', seat: 0 });
    expect(t.host.lastError().code).toBe('NOT_IN_LOBBY');
    t.host.say({ type: 'bringBack', name: 'Bo' });
    expect(t.host.lastError().code).toBe('NOT_IN_LOBBY');
    expect(t.room.seats).toHaveLength(4);
  });

  it('stays set aside across a host restart', () => {
    const store = new MemoryStore();
    const { t, bo } = three(store);
    t.host.say({ type: 'setAside', seat: bo.seat });
    const again = Room.open({ registry, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 });
    const phone = new Phone(again);
    phone.say({ type: 'hello', seatToken: bo.token });
    expect(phone.last('welcome')).toMatchObject({ you: { seat: null, aside: true }, room: { aside: ['Bo'] } });
  });
});
