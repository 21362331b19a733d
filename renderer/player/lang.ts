import type { TokenStore } from '../lib/table-connection.svelte.ts';

/** Languages a phone can pick; only English has its catalog so far. */
export const LANGS = ['en', 'es', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

const LANG_KEY = 'hideout.lang';

const isLang = (value: string | null | undefined): value is Lang => (LANGS as readonly string[]).includes(value ?? '');

/** The stored choice, else the browser's language when we have it, else English. */
export function initialLang(store: TokenStore): Lang {
  const stored = store.getItem(LANG_KEY);
  if (isLang(stored)) return stored;
  const fromBrowser = (typeof navigator !== 'undefined' ? navigator.language : '').slice(0, 2).toLowerCase();
  return isLang(fromBrowser) ? fromBrowser : 'en';
}

export function saveLang(store: TokenStore, lang: Lang): void {
  store.setItem(LANG_KEY, lang);
}
