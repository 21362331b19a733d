import type { TurncoatCatalog } from '../../../shared/i18n/en/turncoat.ts';
import { lang } from '../../lib/strings.ts';

/**
 * Turncoat's words in this page's language: a chunk of the game's own, fetched with its screens
 * (index.ts loads it before any of them mounts), so a phone at another game's table never
 * downloads them.
 */
const LOADERS = {
  en: () => import('../../../shared/i18n/en/turncoat.ts'),
  es: () => import('../../../shared/i18n/es/turncoat.ts'),
  ko: () => import('../../../shared/i18n/ko/turncoat.ts'),
} as const;

export let turncoatText: TurncoatCatalog;

export async function loadTurncoatText(): Promise<void> {
  turncoatText ??= (await LOADERS[lang]()).turncoat;
}
