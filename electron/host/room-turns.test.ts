import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.ts';
import type { MoleState } from '../../shared/games/mole-in-the-crew/types.ts';
import { join, type Phone, table } from './testing/room-phone.ts';

/** A Mole table of five phones, the host's turn timer at `level`, the game started. */
function moleTable(level: 'off' | 'normal' | 'relaxed' | 'extended' = 'normal') {
  const t = table(GAMES);
  const seats = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => join(t.room, name));
  if (level !== 'off') t.host.say({ type: 'setTurnTimer', game: 'mole-in-the-crew', level });
  t.host.say({ type: 'start' });
  const state = () => t.room.gameState as unknown as MoleState;
  return { ...t, seats, state };
}
const envelope = (p: Phone) => p.last('view');

describe('turn timers', () => {
  it('are off by default: nobody is timed and a seat that does nothing is waited for', () => {
    const t = moleTable('off');
    expect(t.host.last('room').room.turnTimer).toBe('off');
    expect(envelope(t.host)).not.toHaveProperty('turns');
    t.clock.now += 60 * 60 * 1000;
    t.clock.runDue();
    expect(t.state().phase).toBe('propose');
  });

  it("give the seat that must decide the game's time, the same countdown on every screen, and play the stand-in's move when it runs out", () => {
    const t = moleTable('normal');
    const boss = t.state().boss;
    expect(t.host.last('room').room.turnTimer).toBe('normal');
    for (const p of [t.host, ...t.seats.map((s) => s.phone)]) expect(envelope(p).turns).toEqual([{ seat: boss, leftMs: 120_000 }]);
    t.clock.now += 119_999;
    t.clock.runDue();
    expect(t.state().phase).toBe('propose');
    t.clock.now += 1;
    t.clock.runDue();
    // The Boss's stand-in proposed: the table votes, every seat now on the clock.
    expect(t.state().phase).toBe('vote');
    const after = envelope(t.seats[0]!.phone);
    expect(after.timedOut).toBe(boss);
    expect(after.turns!.map((x) => x.seat)).toEqual([0, 1, 2, 3, 4]);
    const entries = t.store.journals.values().next().value!.entries;
    expect(entries.at(-1)).toMatchObject({ actor: boss, action: { type: 'propose' } });
    expect(entries.at(-1)!.id).toMatch(/^stand-in-/);
  });

  it("start a seat's time afresh after its own move, and forget a seat that has decided", () => {
    const t = moleTable('normal');
    const boss = t.state().boss;
    t.clock.now += 30_000;
    const team = [boss, (boss + 1) % 5];
    t.seats[boss]!.phone.say({ type: 'act', id: 'p1', action: { type: 'propose', team } });
    expect(t.state().phase).toBe('vote');
    const voter = t.seats[(boss + 2) % 5]!;
    voter.phone.say({ type: 'act', id: 'v1', action: { type: 'vote', approve: false } });
    const turns = envelope(t.host).turns!;
    expect(turns.map((x) => x.seat)).not.toContain(voter.seat);
    expect(new Set(turns.map((x) => x.leftMs))).toEqual(new Set([60_000]));
  });

  it('keep what they had left through a pause, and go on from there after resume', () => {
    const t = moleTable('relaxed');
    t.clock.now += 40_000;
    t.host.say({ type: 'pause' });
    expect(envelope(t.host).turns![0]!.leftMs).toBe(180_000 - 40_000);
    t.clock.now += 60 * 60 * 1000;
    t.clock.runDue();
    expect(t.state().phase).toBe('propose');
    t.host.say({ type: 'resume' });
    expect(envelope(t.host).turns![0]!.leftMs).toBe(140_000);
    t.clock.now += 139_999;
    t.clock.runDue();
    expect(t.state().phase).toBe('propose');
    t.clock.now += 1;
    t.clock.runDue();
    expect(t.state().phase).toBe('vote');
  });

  it('run at the host\'s turn pace, for tests and demos (RoomDeps.turnPace)', () => {
    const t = table(GAMES, undefined, undefined, { turnPace: 10 });
    for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed']) join(t.room, name);
    t.host.say({ type: 'setTurnTimer', game: 'mole-in-the-crew', level: 'normal' });
    t.host.say({ type: 'start' });
    expect(envelope(t.host).turns![0]!.leftMs).toBe(12_000);
  });

  it('are set by the host controls alone, for a game the table has, and saved with the room', () => {
    const t = moleTable('off');
    t.seats[0]!.phone.say({ type: 'setTurnTimer', game: 'mole-in-the-crew', level: 'normal' });
    expect(t.seats[0]!.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED', ref: 'setTurnTimer' });
    t.host.say({ type: 'setTurnTimer', game: 'chess', level: 'normal' });
    expect(t.host.lastError()).toMatchObject({ code: 'UNKNOWN_GAME' });
    t.host.say({ type: 'setTurnTimer', game: 'turncoat', level: 'extended' });
    expect(t.store.room).toMatchObject({ turnTimers: { turncoat: 'extended' } });
    expect(t.host.last('room').room.turnTimer).toBe('off');
    t.host.say({ type: 'setTurnTimer', game: 'mole-in-the-crew', level: 'normal' });
    expect(envelope(t.host).turns).toEqual([{ seat: t.state().boss, leftMs: 120_000 }]);
    t.host.say({ type: 'setTurnTimer', game: 'mole-in-the-crew', level: 'off' });
    expect(envelope(t.host)).not.toHaveProperty('turns');
  });
});
