import type { GameRules } from '../../../../shared/i18n/en/rules.ts';
import type { Lang } from '../../../lib/lang.ts';

/**
 * The Snitch's rules text in a language: the longest text of the game, a chunk of its own
 * that a phone fetches only when its owner opens these rules (renderer/lib/rules-text.ts).
 */
const LOADERS = {
  en: () => import('../../../../shared/i18n/en/snitch-rules.ts'),
  es: () => import('../../../../shared/i18n/es/snitch-rules.ts'),
  ko: () => import('../../../../shared/i18n/ko/snitch-rules.ts'),
} as const;

export const loadRulesText = (language: Lang): Promise<GameRules> => LOADERS[language]().then((module) => module.snitchRules);
