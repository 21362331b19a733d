import { byLanguage } from '../../lib/i18n/by-language.ts';
import { lang } from '../../lib/i18n/strings.ts';
import type { MoleWords } from './words/en.ts';

/**
 * Mole in the Crew's words in this page's language: a chunk of the game's own (words/<lang>.ts), fetched
 * with its screens (index.ts loads it before any of them mounts), so a phone at another game's
 * table never downloads them.
 */
const words = byLanguage({
  en: () => import('./words/en.ts'),
  es: () => import('./words/es.ts'),
  ko: () => import('./words/ko.ts'),
});

export let moleText: MoleWords;

export async function loadMoleText(): Promise<void> {
  moleText ??= (await words(lang)).moleWords;
}
