import { describe, expect, it } from 'vitest';
import { registryOf } from '../../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../../shared/games/index.ts';
import type { MoleAction, MoleState } from '../../shared/games/mole-in-the-crew/types.ts';
import { REVEAL_MARGIN_MS, Room } from './room.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, TALLY_REGISTRY, TALLY_REVEAL, TALLY_REVEAL_REGISTRY, TALLY_ROUND_MS, table } from './testing/room-phone.ts';

/**
 * The TV reveals first: the room holds every screen, its bots and its clock while the board plays
 * a reveal. The tally game's rounds of picks stand in for a game's results: each new round turns
 * its picks over one by one (0.1 s lead, 0.1 s each), then its total stays 1 s.
 */
const ROUND_MS = TALLY_ROUND_MS;
const registry = TALLY_REVEAL_REGISTRY;

const views = (p: Phone) => p.received.filter((m) => m.type === 'view');
const lastView = (p: Phone) => p.last('view');
const roomOf = (p: Phone) => p.heardRoom();

describe('the TV reveals first', () => {
  it('tells every screen how long the reveal has left, the same for all, and then sends the views again with 0', () => {
    const t = table(registry);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    const board = new Phone(t.room);
    board.say({ type: 'hello' });
    t.host.say({ type: 'start' });
    expect(lastView(ana.phone).revealMs).toBe(0);
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    expect(lastView(board).revealMs).toBe(0);
    // Bo's pick completes the round: its picks are the result the board turns over.
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 3 } });
    const seq = lastView(board).seq;
    for (const p of [ana.phone, bo.phone, board, t.host]) expect(lastView(p)).toMatchObject({ seq, revealMs: ROUND_MS });
    // Bo's own move was acknowledged before the views went out: "Sent", then the cover.
    const boTypes = bo.phone.received.map((m) => m.type);
    expect(boTypes.lastIndexOf('ack')).toBeLessThan(boTypes.lastIndexOf('view'));

    const before = views(ana.phone).length;
    expect(t.clock.runAll(1)).toBe(1);
    expect(t.clock.now).toBe(ROUND_MS);
    for (const p of [ana.phone, bo.phone, board, t.host]) expect(lastView(p)).toMatchObject({ seq, revealMs: 0 });
    expect(views(ana.phone)).toHaveLength(before + 1);
  });

  it('holds for the scaled time at a reveal pace under 100 %, and tells every screen the pace', () => {
    const t = table(registry, undefined, undefined, { revealPace: 40 });
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    const board = new Phone(t.room);
    board.say({ type: 'hello' });
    for (const p of [ana.phone, board, t.host]) expect(roomOf(p).revealPace).toBe(40);
    t.host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 3 } });
    // The board's part is scaled; the margin for its frames is not.
    const scaled = 1300 * 0.4 + REVEAL_MARGIN_MS;
    for (const p of [ana.phone, bo.phone, board]) expect(lastView(p).revealMs).toBe(scaled);
    expect(t.clock.runAll(1)).toBe(1);
    expect(t.clock.now).toBe(scaled);
    expect(lastView(ana.phone).revealMs).toBe(0);
  });

  it('tells every screen a game night\u2019s pace, 100 %, and refuses a pace outside 10-100 %', () => {
    const t = table(registry);
    expect(roomOf(t.host).revealPace).toBe(100);
    for (const revealPace of [0, 9, 101, 50.5, Number.NaN]) expect(() => table(registry, undefined, undefined, { revealPace })).toThrow(RangeError);
  });

  it('gives a phone that reconnects mid-reveal only the time left', () => {
    const t = table(registry);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 1 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 1 } });
    t.clock.now += 450;
    const again = new Phone(t.room);
    again.say({ type: 'hello', seatToken: ana.token });
    expect(lastView(again).revealMs).toBe(ROUND_MS - 450);
    const watcher = new Phone(t.room);
    watcher.say({ type: 'hello' });
    expect(lastView(watcher).revealMs).toBe(ROUND_MS - 450);
    // (Other timers, such as the watchers' room update, may come first.)
    while (lastView(again).revealMs > 0) expect(t.clock.runAll(1)).toBe(1);
    expect(t.clock.now).toBe(ROUND_MS);
  });

  it('keeps the clock from closing a window until the reveal has played, then gives it its full wait', () => {
    const t = table(registry);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 1 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 1 } });
    const seq = lastView(ana.phone).seq;
    // Bo, the last to pick, may object: a window of 8 s the clock closes when Bo stays silent.
    t.clock.runAll(1);
    expect(lastView(ana.phone).seq).toBe(seq);
    t.clock.runAll(1);
    expect(t.clock.now).toBe(ROUND_MS + 8000);
    expect(lastView(ana.phone).seq).toBe(seq + 1);
  });

  it('has a bot watch the reveal before it thinks', () => {
    const clock = new ManualScheduler();
    const room = Room.open({ registry, store: new MemoryStore(), randomBytes: fakeBytes, newRoomCode: () => 'KQWX', scheduler: clock, now: () => clock.now, botDelayMs: 400 });
    const host = new Phone(room);
    host.say({ type: 'hello', hostToken: room.hostToken });
    const ana = join(room, 'Ana');
    host.say({ type: 'addBot' });
    host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 1 } });
    // The bot picks last (after thinking 0.24-0.56 s): the round is revealed, and the bot, the
    // last to pick, holds the window: it thinks only once the reveal has played.
    clock.runAll(1);
    const picked = clock.now;
    const seq = lastView(ana.phone).seq;
    expect(lastView(ana.phone).revealMs).toBe(ROUND_MS);
    while (lastView(ana.phone).seq === seq) clock.runAll(1);
    expect(clock.now).toBeGreaterThanOrEqual(picked + ROUND_MS + 400 * 0.6);
  });

  it('plays a move made during a reveal, and a reveal it brings after the one on the board', () => {
    const t = table(registry);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 1 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 1 } });
    // A client that acts while covered (the host does not refuse it).
    t.clock.now = 100;
    bo.phone.say({ type: 'act', id: 'b2', action: { type: 'let-pass' } });
    expect(bo.phone.last('ack').id).toBe('b2');
    expect(lastView(ana.phone).revealMs).toBe(ROUND_MS - 100);
    t.clock.now = 200;
    ana.phone.say({ type: 'act', id: 'a2', action: { type: 'pick', n: 2 } });
    bo.phone.say({ type: 'act', id: 'b3', action: { type: 'pick', n: 2 } });
    expect(lastView(ana.phone).revealMs).toBe(2 * ROUND_MS - 200);
    while (lastView(ana.phone).revealMs > 0) t.clock.runAll(1);
    expect(t.clock.now).toBe(2 * ROUND_MS);
  });

  it('holds the phones a moment at the end, even when the last move reveals nothing (the board shows the end first)', () => {
    const quiet = registryOf<RegisteredGame>([['tally', { ...TALLY_REGISTRY.tally!, reveal: { ...TALLY_REVEAL, between: () => [] } }]]);
    const t = table(quiet);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'setOptions', options: { target: 5 } });
    t.host.say({ type: 'start' });
    for (let round = 0; t.room.phase === 'playing'; round++) {
      expect(lastView(ana.phone).revealMs).toBe(0);
      ana.phone.say({ type: 'act', id: `a${round}`, action: { type: 'pick', n: 3 } });
      bo.phone.say({ type: 'act', id: `b${round}`, action: { type: 'pick', n: 3 } });
      if (t.room.phase === 'playing') bo.phone.say({ type: 'act', id: `w${round}`, action: { type: 'let-pass' } });
    }
    expect(lastView(ana.phone).revealMs).toBe(REVEAL_MARGIN_MS);
    t.clock.runAll();
    expect(lastView(ana.phone).revealMs).toBe(0);
  });

  it('holds nothing when the host is told not to (whole-game tests without a board)', () => {
    const clock = new ManualScheduler();
    const room = Room.open({ registry, store: new MemoryStore(), randomBytes: fakeBytes, newRoomCode: () => 'KQWX', scheduler: clock, now: () => clock.now, botDelayMs: 0, holdForReveals: false });
    const host = new Phone(room);
    host.say({ type: 'hello', hostToken: room.hostToken });
    const ana = join(room, 'Ana');
    const bo = join(room, 'Bo');
    host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 1 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 1 } });
    expect(lastView(ana.phone).revealMs).toBe(0);
  });

  it('holds the phones while the board turns the Getaway’s marks over one by one, then the result', () => {
    const t = table(GAMES);
    const players = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => join(t.room, name));
    t.host.say({ type: 'start' });
    // The Crew opens every lock (every card clean, every team approved): the Getaway follows.
    const choose = (legal: readonly MoleAction[]): MoleAction =>
      legal.find((a) => (a.type === 'play' && a.card === 'clean') || (a.type === 'vote' && a.approve)) ?? legal[0]!;
    let n = 0;
    while (t.room.phase === 'playing') {
      const state = t.room.gameState as MoleState;
      const seat = GAMES['mole-in-the-crew']!.game.pending(state)[0]!;
      if (state.phase === 'getaway' && GAMES['mole-in-the-crew']!.game.pending(state).length === 1) break;
      players[seat]!.phone.say({ type: 'act', id: `m${n++}`, action: choose(GAMES['mole-in-the-crew']!.game.legalActions(state, seat) as MoleAction[]) });
      t.clock.runAll();
    }
    const state = t.room.gameState as MoleState;
    expect(state.phase).toBe('getaway');
    const last = GAMES['mole-in-the-crew']!.game.pending(state)[0]!;
    players[last]!.phone.say({ type: 'act', id: 'last', action: GAMES['mole-in-the-crew']!.game.legalActions(state, last)[0] });
    expect(t.room.phase).toBe('over');
    // Five marks, one by one (a 0.7 s lead, 0.8 s each, a beat before the last), the result held 3 s.
    const marksMs = 700 + 4 * 800 + 800 + 800 + 3000;
    for (const p of [...players.map((x) => x.phone), t.host]) expect(p.last('view').revealMs).toBe(marksMs + REVEAL_MARGIN_MS);
    t.clock.runAll();
    expect(players[0]!.phone.last('view').revealMs).toBe(0);
  });
});
