import type { GameRules, RulesCatalog } from '../../shared/i18n/en/rules.ts';
import type { CalculatorGame } from '../../shared/games/calculator.ts';
import { lang } from './strings.ts';
import type { Lang } from './lang.ts';
import { SCREENS } from '../games/index.ts';
import type { RulesParts } from '../games/types.ts';
import { hasEntry } from '../../shared/engine/lookup.ts';

/**
 * The rules are the longest text Hideout has (three games, three languages), and a phone needs
 * them only when its owner opens them, in one language and mostly for one game: the rules pages'
 * own words are one chunk per language, and each game's rules text another (its registry entry's
 * `rules.text`), all fetched on demand. The role calculator belongs to the rules page alone
 * (renderer/rules/Calculator.svelte): a phone never downloads it.
 */
export interface LoadedRules {
  rules: RulesCatalog;
}

const LOADERS: Record<Lang, () => Promise<LoadedRules>> = {
  en: () => import('./rules-en.ts'),
  es: () => import('./rules-es.ts'),
  ko: () => import('./rules-ko.ts'),
};

let loading: Promise<LoadedRules> | null = null;

/** The rules, role cards and calculator words in this page's language, and the calculator (fetched once). */
export function loadRules(): Promise<LoadedRules> {
  loading ??= LOADERS[lang]().catch((error: unknown) => {
    // The Wi-Fi dropped mid-download: the next opening of the rules tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The games that have rules here, in the order screens list them: every game of the renderer's
 * registry (rules-text.test.ts holds that each has rules in every language and a calculator).
 */
export const RULES_GAMES = Object.keys(SCREENS) as readonly CalculatorGame[];

export const isRulesGame = (id: string | null | undefined): id is CalculatorGame => hasEntry(SCREENS, id);

const texts = new Map<CalculatorGame, Promise<GameRules>>();

/** A game's rules text in this page's language (fetched once per game; tried again after a failure). */
export function gameRules(game: CalculatorGame): Promise<GameRules> {
  let text = texts.get(game);
  if (text === undefined) {
    text = SCREENS[game]!.rules.text(lang).catch((error: unknown) => {
      texts.delete(game);
      throw error;
    });
    texts.set(game, text);
  }
  return text;
}

/** The rules pages' words and calculator, with one game's rules text: what a rules screen shows. */
export const loadRulesOf = (game: CalculatorGame): Promise<LoadedRules & { text: GameRules }> =>
  Promise.all([loadRules(), gameRules(game)]).then(([loaded, text]) => ({ ...loaded, text }));

/** A game's parts of the rules pages (what they show of it besides its rules text). */
export function rulesParts(game: CalculatorGame): RulesParts {
  return SCREENS[game]!.rules;
}
