import { common as enCommon } from '../../shared/i18n/en/common.ts';
import { phone as enPhone } from '../../shared/i18n/en/phone.ts';
import { board as enBoard } from '../../shared/i18n/en/board.ts';
import { turncoat as enTurncoat } from '../../shared/i18n/en/turncoat.ts';
import { turncoat as esTurncoat } from '../../shared/i18n/es/turncoat.ts';
import { turncoat as koTurncoat } from '../../shared/i18n/ko/turncoat.ts';
import { snitch as enSnitch } from '../../shared/i18n/en/snitch.ts';
import { snitch as esSnitch } from '../../shared/i18n/es/snitch.ts';
import { snitch as koSnitch } from '../../shared/i18n/ko/snitch.ts';
import { initialLang, type Lang } from './lang.ts';
import { safeStorage } from './storage.ts';

/**
 * The catalogs this screen speaks, chosen once when the page loads: changing the language
 * stores the choice and reloads the page (a phone keeps its seat across a reload), so every
 * string below is a plain value and components may read them anywhere.
 */
export const lang: Lang = initialLang(safeStorage());

/** The catalog for `lang`, English where a language has none yet. */
function pick<T>(byLang: Partial<Record<Lang, T>> & { en: T }): T {
  return byLang[lang] ?? byLang.en;
}

export const common = pick({ en: enCommon });
export const phone = pick({ en: enPhone });
export const board = pick({ en: enBoard });
export const turncoatText = pick({ en: enTurncoat, es: esTurncoat, ko: koTurncoat });
export const snitchText = pick({ en: enSnitch, es: esSnitch, ko: koSnitch });

/**
 * Phase names by game id then phase, as the phone's header and the board name them. Each game's
 * catalog brings its own (Mole in the Crew's live in the phone and board catalogs).
 */
export const phonePhases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...phone.header.phases,
  turncoat: turncoatText.phases.phone,
  'the-snitch': snitchText.phases.phone,
};
export const boardPhases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...board.screen.phases,
  turncoat: turncoatText.phases.board,
  'the-snitch': snitchText.phases.board,
};
