import { describe, expect, it } from 'vitest';
import type { RoomRecord } from './types.ts';
import { firstHuman, removeSeat, scoresAfter, seatWaiting, withBots } from './lobby.ts';

function record(seats: RoomRecord['seats'], extra: Partial<RoomRecord> = {}): RoomRecord {
  return { version: 1, code: 'ABCD', hostToken: 't', phase: 'lobby', game: 'g', options: {}, seats, vip: null, gameNumber: 0, gameId: null, ...extra };
}
const human = (name: string) => ({ name, kind: 'human' as const, token: name });
const bot = (name: string) => ({ name, kind: 'bot' as const, bot: 'heuristic' });

describe("the lobby's changes to the record", () => {
  it('seats the waiting list in order while the game has room, the first person the VIP if none is', () => {
    const d = record([bot('Bot 1')], { waiting: [{ name: 'Ann', token: 'a' }, { name: 'Bo', token: 'b' }, { name: 'Cy', token: 'c' }] });
    seatWaiting(d, 3, 1);
    expect(d.seats.map((s) => s.name)).toEqual(['Bot 1', 'Ann', 'Bo']);
    expect(d.seats[1]!.token).toBe('a');
    expect(d.vip).toBe(1);
    expect(d.waiting).toEqual([{ name: 'Cy', token: 'c' }]);
  });

  it('keeps a player set aside out of the game they sit out, and seats them first for the game after it', () => {
    const waiting = [
      { name: 'Late', token: 'l' },
      { name: 'Out', token: 'o', aside: 3 },
    ];
    const sittingOut = record([human('Ann')], { waiting: structuredClone(waiting) });
    seatWaiting(sittingOut, 4, 3);
    expect(sittingOut.seats.map((s) => s.name)).toEqual(['Ann', 'Late']);
    expect(sittingOut.waiting).toEqual([{ name: 'Out', token: 'o', aside: 3 }]);

    const after = record([human('Ann')], { waiting: structuredClone(waiting) });
    seatWaiting(after, 4, 4);
    expect(after.seats.map((s) => s.name)).toEqual(['Ann', 'Out', 'Late']);
    expect(after.waiting).toEqual([]);
  });

  it('lets a player set aside who finds the table full wait as a latecomer, not sit out another game', () => {
    const d = record([human('Ann'), human('Bo')], { waiting: [{ name: 'Out', token: 'o', aside: 1 }] });
    seatWaiting(d, 2, 2);
    expect(d.waiting).toEqual([{ name: 'Out', token: 'o' }]);
  });

  it('names bots by the lowest free number', () => {
    const d = record([bot('Bot 2'), human('Ann')]);
    withBots(d, 4, 'heuristic');
    expect(d.seats.map((s) => s.name)).toEqual(['Bot 2', 'Ann', 'Bot 1', 'Bot 3']);
  });

  it('renumbers the VIP when a seat goes, and gives the VIP to the first person when the VIP goes', () => {
    const d = record([bot('Bot 1'), human('Ann'), human('Bo')], { vip: 2 });
    removeSeat(d, 1);
    expect(d.vip).toBe(1);
    removeSeat(d, 1);
    expect(d.vip).toBeNull();
    expect(firstHuman(record([bot('Bot 1'), human('Ann')]))).toBe(1);
  });

  it('scores a game for every person seated, by name whatever its case, and never a bot', () => {
    const d = record([human('Ann'), bot('Bot 1'), human('Bo')], { scores: [{ name: 'ANN', played: 1, won: 0 }] });
    expect(scoresAfter(d, [0, 1])).toEqual([
      { name: 'ANN', played: 2, won: 1 },
      { name: 'Bo', played: 1, won: 0 },
    ]);
  });
});
