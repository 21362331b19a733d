import type { SnitchCatalog } from '../../../shared/i18n/en/snitch.ts';
import { lang } from '../../lib/strings.ts';

/**
 * The Snitch's words in this page's language: a chunk of the game's own, fetched with its
 * screens (index.ts loads it before any of them mounts), so a phone at another game's table
 * never downloads them.
 */
const LOADERS = {
  en: () => import('../../../shared/i18n/en/snitch.ts'),
  es: () => import('../../../shared/i18n/es/snitch.ts'),
  ko: () => import('../../../shared/i18n/ko/snitch.ts'),
} as const;

export let snitchText: SnitchCatalog;

export async function loadSnitchText(): Promise<void> {
  snitchText ??= (await LOADERS[lang]()).snitch;
}
