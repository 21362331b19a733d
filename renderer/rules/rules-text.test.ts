import { describe, expect, it } from 'vitest';
import { CALCULATOR_GAMES } from '../../shared/games/calculator.ts';
import { SCREENS } from '../games/index.ts';
import { RULES_GAMES, isRulesGame, rulesParts } from './rules-text.ts';
import { LANGS } from '../lib/i18n/lang.ts';

// The rules pages list the registry's games and trust each to have rules and a calculator: a game
// added to renderer/games without them would show an empty page, so this says so first.
describe('the games of the rules pages', () => {
  it('are the registry\'s, in its order, and each has a calculator', () => {
    expect(RULES_GAMES).toEqual(Object.keys(SCREENS));
    expect([...RULES_GAMES].sort()).toEqual([...CALCULATOR_GAMES].sort());
  });

  it('each have rules in every language and their parts of the page', async () => {
    for (const game of RULES_GAMES) {
      for (const language of LANGS) {
        const text = await rulesParts(game).text(language);
        expect(text.sections.length, `${game} in ${language}`).toBeGreaterThan(0);
      }
      expect(typeof rulesParts(game).sheet).toBe('function');
      expect(typeof rulesParts(game).calculator).toBe('function');
    }
  });

  it('are found by their own ids only', () => {
    expect(isRulesGame(RULES_GAMES[0])).toBe(true);
    for (const id of ['toString', '__proto__', 'chess', '', null, undefined]) expect(isRulesGame(id)).toBe(false);
  });
});
