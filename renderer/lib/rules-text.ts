import type { GameRules, RulesCatalog } from '../../shared/i18n/en/rules.ts';
import type { CalculatorGame } from '../../shared/games/calculator.ts';
import { lang } from './strings.ts';
import type { Lang } from './lang.ts';
import { SCREENS } from '../games/index.ts';
import type { RulesParts } from '../games/types.ts';
import { hasEntry } from '../../shared/engine/lookup.ts';

/**
 * The rules of every game are the longest text Hideout has (three games, three languages), and a
 * phone needs them only when its owner opens them, in one language: each language's rules are a
 * separate chunk, fetched on demand.
 */
export interface LoadedRules {
  rules: RulesCatalog;
  /** The role calculator (it brings every game's deal tables): fetched with the rules. */
  calc: typeof import('../../shared/games/calculator.ts');
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

export function gameRules(rules: RulesCatalog, game: CalculatorGame): GameRules {
  return rules.games[game];
}

/** A game's parts of the rules pages (what they show of it besides its rules text). */
export function rulesParts(game: CalculatorGame): RulesParts {
  return SCREENS[game]!.rules;
}
