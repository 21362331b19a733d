import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../../shared/protocol/messages.ts';
import { botFor, fillTarget, fillTargets } from './bots.ts';

const game = { minPlayers: 5, maxPlayers: 8 } as GameInfo;

describe('the bot controls', () => {
  it('add the chosen bot while the game has it, else its heuristic one, else its first', () => {
    expect(botFor(['random', 'heuristic'], null)).toBe('heuristic');
    expect(botFor(['random', 'heuristic'], 'random')).toBe('random');
    expect(botFor(['random', 'greedy'], 'gone')).toBe('random');
    expect(botFor([], null)).toBeNull();
  });

  it('fill up to the minimum while short of it, else to the maximum, or to the count chosen', () => {
    expect(fillTargets(game, 3)).toEqual([4, 5, 6, 7, 8]);
    expect(fillTargets(game, 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(fillTargets(game, 8)).toEqual([]);
    expect(fillTargets(null, 3)).toEqual([]);
    expect(fillTarget(game, 3, fillTargets(game, 3), null)).toBe(5);
    expect(fillTarget(game, 6, fillTargets(game, 6), null)).toBe(8);
    expect(fillTarget(game, 3, fillTargets(game, 3), 7)).toBe(7);
    // A choice the table has grown past is forgotten.
    expect(fillTarget(game, 6, fillTargets(game, 6), 4)).toBe(8);
    expect(fillTarget(null, 3, [], 4)).toBe(0);
  });
});
