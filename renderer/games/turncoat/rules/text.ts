import type { GameRules } from '../../../../shared/i18n/en/rules.ts';
import { byLanguage } from '../../../lib/i18n/by-language.ts';
import type { Lang } from '../../../lib/i18n/lang.ts';
import type { TurncoatRulesWords } from './text/en.ts';

/**
 * Turncoat's rules text in a language, with the game's own words on the rules pages: the longest
 * text of the game, a chunk of its own (text/<lang>.ts) that a phone fetches only when its owner
 * opens these rules (renderer/rules/rules-text.ts).
 */
const text = byLanguage({
  en: () => import('./text/en.ts'),
  es: () => import('./text/es.ts'),
  ko: () => import('./text/ko.ts'),
});

/** The game's words on the rules pages, once its rules text has been loaded in the page's language. */
export let turncoatRulesWords: TurncoatRulesWords;

export const loadRulesText = (language: Lang): Promise<GameRules> =>
  text(language).then((module) => {
    turncoatRulesWords = module.turncoatRulesWords;
    return module.turncoatRules;
  });
