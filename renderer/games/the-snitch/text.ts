import { byLanguage } from '../../lib/i18n/by-language.ts';
import { lang } from '../../lib/i18n/strings.ts';
import type { SnitchCatalog } from './words/en.ts';
import type { SnitchBoardCatalog } from './board-words/en.ts';

/**
 * The Snitch's words in this page's language: a chunk of the game's own (words/<lang>.ts), fetched
 * with its screens (index.ts loads it before any of them mounts), so a phone at another game's
 * table never downloads them.
 */
const words = byLanguage({
  en: () => import('./words/en.ts'),
  es: () => import('./words/es.ts'),
  ko: () => import('./words/ko.ts'),
});

export let snitchText: SnitchCatalog;

export async function loadSnitchText(): Promise<void> {
  snitchText ??= (await words(lang)).snitch;
}

/** The words only the TV and the host controls show (board-words/<lang>.ts): a phone never fetches them. */
const boardWords = byLanguage({
  en: () => import('./board-words/en.ts'),
  es: () => import('./board-words/es.ts'),
  ko: () => import('./board-words/ko.ts'),
});

export let snitchBoardText: SnitchBoardCatalog;

export async function loadSnitchBoardText(): Promise<void> {
  snitchBoardText ??= (await boardWords(lang)).snitchBoard;
}
