import type { TokenStore } from '../net/table-connection.svelte.ts';

/** Languages every screen can speak. */
export const LANGS = ['en', 'es', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Which screen is asking. Each keeps its own choice: the board, the host controls and the rules
 * page often run in one browser on the laptop, yet the TV may speak Spanish while the person at
 * the laptop reads Korean; a phone is its own device anyway.
 */
export type Surface = 'phone' | 'board' | 'host' | 'rules';

/** Where the choice is kept: per device and per screen. The phone's key predates the others. */
const LANG_KEYS: Record<Surface, string> = {
  phone: 'hideout.lang',
  board: 'hideout.lang.board',
  host: 'hideout.lang.host',
  rules: 'hideout.lang.rules',
};

export const isLang = (value: string | null | undefined): value is Lang => (LANGS as readonly string[]).includes(value ?? '');

/** The screen a page is, from its path (the host serves each page at its own path). */
export function surfaceOf(pathname: string): Surface {
  if (pathname.startsWith('/board')) return 'board';
  if (pathname.startsWith('/host')) return 'host';
  if (pathname.startsWith('/rules')) return 'rules';
  return 'phone';
}

/** The device's (or, in the desktop app, the system's) language when we speak it. */
export function deviceLang(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const code = tag.slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return null;
}

function navigatorLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
}

/** The stored choice, else the device's language when we have it, else English. */
export function initialLang(store: Pick<TokenStore, 'getItem'> | null, surface: Surface = 'phone', languages: readonly string[] = navigatorLanguages()): Lang {
  const stored = store?.getItem(LANG_KEYS[surface]);
  if (isLang(stored)) return stored;
  return deviceLang(languages) ?? 'en';
}

export function saveLang(store: Pick<TokenStore, 'setItem'>, lang: Lang, surface: Surface = 'phone'): void {
  store.setItem(LANG_KEYS[surface], lang);
}
