import { describe, expect, it } from 'vitest';
import { defineGame, isPicking } from './define.ts';
import { createMatch } from './match.ts';
import { tallyGame, type TallyAction, type TallyView } from './fixtures/tally-game.ts';
import type { Bot } from './bot.ts';

const heuristic: Bot<TallyAction, TallyView> = { id: 'heuristic', choose: ({ legal }) => legal[0]! };
const calculator = { game: 'tally', minPlayers: 2, maxPlayers: 4, variants: () => [], figures: (players: number) => ({ game: 'tally', players }) };

/** The tally game's entry, with a draft in its picking phase (while no objection window is open). */
const tally = defineGame({
  game: tallyGame,
  heuristic,
  screens: true,
  calculator,
  phaseOf: (state) => (state.window === null ? 'pick' : 'window'),
  moments: { discussion: [], draft: ['pick'] },
});

describe('a game entry (defineGame)', () => {
  it('lists the random bot and the game\'s heuristic one, in a table without a prototype', () => {
    expect(Object.keys(tally.bots)).toEqual(['random', 'heuristic']);
    expect(tally.bots.heuristic).toBe(heuristic);
    expect(tally.bots['toString']).toBeUndefined();
    expect(tally.game).toBe(tallyGame);
  });

  it('lets a seat show a draft only as the one seat the game waits for, in a draft phase', () => {
    const created = createMatch(tallyGame, { players: 2, seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    // Both seats pick at once: neither is the one seat the game waits for.
    expect(isPicking(tally, created.value, 0)).toBe(false);
    const alone = { ...created.value, picks: [3, null] };
    expect(tallyGame.pending(alone)).toEqual([1]);
    expect(isPicking(tally, alone, 1)).toBe(true);
    expect(isPicking(tally, alone, 0)).toBe(false);
    // Without draft phases, nobody drafts.
    expect(isPicking({ ...tally, moments: { discussion: [] } }, alone, 1)).toBe(false);
  });
});
