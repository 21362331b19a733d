import type { GameRules, RulesCatalog } from '../../shared/i18n/en/rules.ts';
import type { CalculatorGame } from '../../shared/games/calculator.ts';
import { lang } from '../lib/i18n/strings.ts';
import { byLanguage } from '../lib/i18n/by-language.ts';
import { SCREENS } from '../games/index.ts';
import type { LoadedRules, RulesParts } from '../lib/games.ts';
import { hasEntry } from '../../shared/engine/lookup.ts';

/**
 * The rules are the longest text Hideout has (three games, three languages), and a phone needs
 * them only when its owner opens them, in one language and mostly for one game: the rules pages'
 * own words are one chunk per language, and each game's rules text another (its registry entry's
 * `rules.text`, from the game's folder), all fetched on demand. The role calculator belongs to the
 * rules page alone (renderer/rules/Calculator.svelte): a phone never downloads it.
 */
const rulesWords = byLanguage<{ rules: RulesCatalog }>({
  en: () => import('../../shared/i18n/en/rules.ts'),
  es: () => import('../../shared/i18n/es/rules.ts'),
  ko: () => import('../../shared/i18n/ko/rules.ts'),
});

/** The rules pages' words in this page's language (fetched once). */
export const loadRules = (): Promise<LoadedRules> => rulesWords(lang).then(({ rules }) => ({ rules }));

/**
 * The games that have rules here, in the order screens list them: every game of the renderer's
 * registry (rules-text.test.ts holds that each has rules in every language and a calculator).
 */
export const RULES_GAMES = Object.keys(SCREENS) as readonly CalculatorGame[];

export const isRulesGame = (id: string | null | undefined): id is CalculatorGame => hasEntry(SCREENS, id);

/** A game's rules text in this page's language (each game's loader fetches it once). */
export const gameRules = (game: CalculatorGame): Promise<GameRules> => SCREENS[game]!.rules.text(lang);

/** The rules pages' words with one game's rules text: what a rules screen shows. */
export const loadRulesOf = (game: CalculatorGame): Promise<LoadedRules & { text: GameRules }> =>
  Promise.all([loadRules(), gameRules(game)]).then(([loaded, text]) => ({ ...loaded, text }));

/** A game's parts of the rules pages (what they show of it besides its rules text). */
export function rulesParts(game: CalculatorGame): RulesParts {
  return SCREENS[game]!.rules;
}
