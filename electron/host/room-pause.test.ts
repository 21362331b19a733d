import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.ts';
import { Room } from './room.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, TALLY_REGISTRY, TALLY_REVEAL_REGISTRY, TALLY_ROUND_MS, table } from './testing/room-phone.ts';

const ROUND_MS = TALLY_ROUND_MS;
const registry = TALLY_REVEAL_REGISTRY;

const lastRoom = (p: Phone) => p.heardRoom();
const viewCount = (p: Phone) => p.received.filter((m) => m.type === 'view').length;

/** A Mole table of bots only (the host's one human kicked), bots thinking 0.9 s a move. */
function botTable(store = new MemoryStore(), clock = new ManualScheduler()) {
  const t = table(GAMES, store, clock, { botDelayMs: 900 });
  const ann = join(t.room, 'Ann');
  t.host.say({ type: 'fillBots', upTo: 5 });
  t.host.say({ type: 'start' });
  t.host.say({ type: 'kick', seat: ann.seat });
  return t;
}

describe('pause and resume', () => {
  it('freezes a game of bots for as long as it lasts: no view changes, no timer left; resume plays on', () => {
    const t = botTable();
    t.clock.runAll(3);
    const played = JSON.stringify(t.room.gameState);
    t.host.say({ type: 'pause' });
    expect(lastRoom(t.host).paused).toBe(true);
    const views = viewCount(t.host);
    expect(t.clock.pending).toBe(0);
    t.clock.now += 60 * 60 * 1000;
    t.clock.runAll();
    expect(JSON.stringify(t.room.gameState)).toBe(played);
    expect(viewCount(t.host)).toBe(views);
    t.host.say({ type: 'resume' });
    expect(lastRoom(t.host).paused).toBe(false);
    expect(t.clock.pending).toBeGreaterThan(0);
    t.clock.runAll(5);
    expect(JSON.stringify(t.room.gameState)).not.toBe(played);
  });

  it("answers a seat's move while paused with PAUSED and changes nothing; the same move plays after resume", () => {
    const t = table(TALLY_REGISTRY);
    const ana = join(t.room, 'Ana');
    join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    t.host.say({ type: 'pause' });
    const before = JSON.stringify(t.room.gameState);
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    expect(ana.phone.lastError()).toMatchObject({ code: 'PAUSED', id: 'a1', reason: 'paused' });
    expect(JSON.stringify(t.room.gameState)).toBe(before);
    t.host.say({ type: 'resume' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    expect(ana.phone.last('ack')).toMatchObject({ id: 'a1', duplicate: false });
  });

  it('is saved with the room: a host restarted during a pause comes back paused, its bots still, and resumes', () => {
    const store = new MemoryStore();
    const first = botTable(store);
    first.clock.runAll(2);
    first.host.say({ type: 'pause' });
    const state = JSON.stringify(first.room.gameState);
    first.room.close();
    const clock = new ManualScheduler();
    const again = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'KQWX', scheduler: clock, now: () => clock.now, botDelayMs: 900 });
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    expect(lastRoom(host).paused).toBe(true);
    expect(clock.pending).toBe(0);
    expect(JSON.stringify(again.gameState)).toBe(state);
    host.say({ type: 'resume' });
    clock.runAll(3);
    expect(JSON.stringify(again.gameState)).not.toBe(state);
  });

  it("keeps what was left of the board's reveal and plays it out after resume", () => {
    const t = table(registry);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    bo.phone.say({ type: 'act', id: 'b1', action: { type: 'pick', n: 3 } });
    expect(ana.phone.last('view').revealMs).toBe(ROUND_MS);
    t.clock.now += 400;
    t.host.say({ type: 'pause' });
    t.clock.now += 10_000;
    t.clock.runAll();
    t.host.say({ type: 'resume' });
    expect(ana.phone.last('view').revealMs).toBe(ROUND_MS - 400);
    t.clock.runAll();
    expect(ana.phone.last('view').revealMs).toBe(0);
  });

  it('is for the host controls and the VIP, during a game: others get NOT_ALLOWED, the lobby NO_GAME; a restart or an end clears it', () => {
    const t = table(TALLY_REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'pause' });
    expect(t.host.lastError()).toMatchObject({ code: 'NO_GAME', ref: 'pause' });
    t.host.say({ type: 'start' });
    bo.phone.say({ type: 'pause' });
    expect(bo.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED', ref: 'pause' });
    ana.phone.say({ type: 'pause' });
    expect(lastRoom(bo.phone).paused).toBe(true);
    t.host.say({ type: 'restart' });
    expect(lastRoom(bo.phone).paused).toBe(false);
    ana.phone.say({ type: 'pause' });
    t.host.say({ type: 'end' });
    expect(lastRoom(bo.phone)).toMatchObject({ phase: 'lobby', paused: false });
  });
});
