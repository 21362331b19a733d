import { describe, expect, it } from 'vitest';
import type { GameInfo, RoomInfo, SeatInfo } from '../../shared/protocol/messages.ts';
import { seatFit } from './seat-fit.ts';

const game = (id: string, minPlayers: number, maxPlayers: number) => ({ id, minPlayers, maxPlayers }) as GameInfo;
const games = [game('mole-in-the-crew', 5, 10), game('turncoat', 2, 4), game('the-snitch', 4, 6)];
const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, name: `P${seat}`, kind: 'human', connected: true }) as SeatInfo);
const room = (id: string, n: number): Pick<RoomInfo, 'game' | 'games' | 'seats'> => ({ game: id, games, seats: seats(n) });

describe('how the seats fit the chosen game, as the TV lobby says it', () => {
  it('says how many must step out when the table is too big, and which games take it as it is', () => {
    expect(seatFit(room('turncoat', 6))).toEqual({ kind: 'many', max: 4, extra: 2, others: ['mole-in-the-crew', 'the-snitch'] });
    expect(seatFit(room('the-snitch', 10))).toEqual({ kind: 'many', max: 6, extra: 4, others: ['mole-in-the-crew'] });
  });

  it('says how many must still join when it is too small', () => {
    expect(seatFit(room('mole-in-the-crew', 3))).toEqual({ kind: 'few', min: 5, missing: 2, others: ['turncoat'] });
    expect(seatFit(room('mole-in-the-crew', 1))).toEqual({ kind: 'few', min: 5, missing: 4, others: [] });
    // Nobody seated yet: no other game to suggest.
    expect(seatFit(room('turncoat', 0))).toEqual({ kind: 'few', min: 2, missing: 2, others: [] });
  });

  it('has nothing to say when the table fits, or when the game is not in the list', () => {
    expect(seatFit(room('turncoat', 4))).toEqual({ kind: 'fits' });
    expect(seatFit(room('mole-in-the-crew', 10))).toEqual({ kind: 'fits' });
    expect(seatFit(room('unknown', 3))).toEqual({ kind: 'fits' });
  });
});
