import { describe, expect, it } from 'vitest';
import { playGame, randomBot, type Bot } from './bot.ts';
import { tallyGame, type TallyAction, type TallyView } from './fixtures/tally-game.ts';

describe('playGame', () => {
  it('plays to the end, and the same seeds give the same game', () => {
    const bots = [randomBot, randomBot, randomBot];
    const a = playGame(tallyGame, { players: 3, seed: 5, bots });
    const b = playGame(tallyGame, { players: 3, seed: 5, bots });
    expect(a.outcome.winner).toBe('everyone');
    expect(b.journal).toEqual(a.journal);
    const c = playGame(tallyGame, { players: 3, seed: 5, botSeed: 'other', bots });
    expect(c.journal.actions).not.toEqual(a.journal.actions);
  });

  it('shows a bot its own seat view, never the raw state', () => {
    const seen: unknown[] = [];
    const spy: Bot<TallyAction, TallyView> = {
      id: 'spy',
      choose(turn) {
        seen.push(turn.view);
        return turn.legal[0]!;
      },
    };
    playGame(tallyGame, { players: 2, seed: 1, bots: [spy, spy] });
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(Object.keys(v as object).sort()).toEqual(['mine', 'reveals', 'total', 'waiting']);
  });

  it('fails loudly when a bot returns an action the rules reject', () => {
    const cheat: Bot = { id: 'cheat', choose: () => ({ type: 'pick', n: 99 }) };
    expect(() => playGame(tallyGame, { players: 2, seed: 1, bots: [cheat, cheat] })).toThrow(/rejected action/);
  });

  it('fails loudly when a game does not end', () => {
    expect(() => playGame(tallyGame, { players: 2, seed: 1, options: { target: 30 }, bots: [randomBot, randomBot], maxActions: 3 })).toThrow(
      /did not end/,
    );
  });
});
