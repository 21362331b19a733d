import { common as enCommon } from '../../shared/i18n/en/common.ts';
import { phone as enPhone } from '../../shared/i18n/en/phone.ts';
import { board as enBoard } from '../../shared/i18n/en/board.ts';
import { common as esCommon } from '../../shared/i18n/es/common.ts';
import { phone as esPhone } from '../../shared/i18n/es/phone.ts';
import { board as esBoard } from '../../shared/i18n/es/board.ts';
import { common as koCommon } from '../../shared/i18n/ko/common.ts';
import { phone as koPhone } from '../../shared/i18n/ko/phone.ts';
import { board as koBoard } from '../../shared/i18n/ko/board.ts';
import { initialLang, isLang, saveLang, surfaceOf, type Lang, type Surface } from './lang.ts';
import { safeStorage } from './storage.ts';

/** The screen this page is (phone, board, host controls, rules), which keeps its own language. */
export const surface: Surface = typeof location !== 'undefined' ? surfaceOf(location.pathname) : 'phone';

/** A rules page opened with ?lang=… (from the host page or a printed link) speaks that language. */
function linkedLang(): Lang | null {
  if (surface !== 'rules' || typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get('lang');
  return isLang(asked) ? asked : null;
}

/**
 * The catalogs this screen speaks, chosen once when the page loads: changing the language
 * stores the choice and reloads the page (a phone keeps its seat across a reload), so every
 * string below is a plain value and components may read them anywhere.
 */
export const lang: Lang = linkedLang() ?? initialLang(safeStorage(), surface);

// Screen readers, hyphenation and the browser's choice of font for Hangul all go by it.
if (typeof document !== 'undefined') document.documentElement.lang = lang;

/** Stores a new language for this screen and reloads the page in it. */
export function switchLang(next: Lang): void {
  saveLang(safeStorage(), next, surface);
  if (surface === 'rules') {
    // The address names the language: replace it so the reload speaks the new one.
    const url = new URL(location.href);
    url.searchParams.set('lang', next);
    location.replace(url.toString());
  } else {
    location.reload();
  }
}

/** The catalog for `lang`. */
function pick<T>(byLang: Record<Lang, T>): T {
  return byLang[lang];
}

export const common = pick({ en: enCommon, es: esCommon, ko: koCommon });
export const phone = pick({ en: enPhone, es: esPhone, ko: koPhone });
export const board = pick({ en: enBoard, es: esBoard, ko: koBoard });

/**
 * Phase names by game id then phase, as the phone's header and the board name them. Each game's
 * catalog brings its own (Mole in the Crew's live in the phone and board catalogs).
 */
export const phonePhases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...phone.header.phases,
};
export const boardPhases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...board.screen.phases,
};
