import type { TokenStore } from './table-connection.svelte.ts';

/** Languages every screen can speak. */
export const LANGS = ['en', 'es', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

/** Where the choice is kept: per device, so each phone keeps its own and the laptop its own. */
const LANG_KEY = 'hideout.lang';

export const isLang = (value: string | null | undefined): value is Lang => (LANGS as readonly string[]).includes(value ?? '');

/** The stored choice, else the device's language when we have it, else English. */
export function initialLang(store: Pick<TokenStore, 'getItem'> | null): Lang {
  const stored = store?.getItem(LANG_KEY);
  if (isLang(stored)) return stored;
  const fromDevice = (typeof navigator !== 'undefined' ? navigator.language : '').slice(0, 2).toLowerCase();
  return isLang(fromDevice) ? fromDevice : 'en';
}

export function saveLang(store: Pick<TokenStore, 'setItem'>, lang: Lang): void {
  store.setItem(LANG_KEY, lang);
}
