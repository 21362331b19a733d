/** The browser tests' pages in a chosen language, and the words they should then show. */

import type { Page } from '@playwright/test';
import { expect, openBoard, openPhone, type Table } from './table.ts';
import { common as enCommon } from '../shared/i18n/en/common.ts';
import { phone as enPhone } from '../shared/i18n/en/phone.ts';
import { board as enBoard } from '../shared/i18n/en/board.ts';
import { common as esCommon } from '../shared/i18n/es/common.ts';
import { phone as esPhone } from '../shared/i18n/es/phone.ts';
import { board as esBoard } from '../shared/i18n/es/board.ts';
import { common as koCommon } from '../shared/i18n/ko/common.ts';
import { phone as koPhone } from '../shared/i18n/ko/phone.ts';
import { board as koBoard } from '../shared/i18n/ko/board.ts';
import { LANG_COOKIE } from '../shared/protocol/first-screen-cookies.ts';
import { moleWords as enMole } from '../renderer/games/mole-in-the-crew/words/en.ts';
import { moleWords as esMole } from '../renderer/games/mole-in-the-crew/words/es.ts';
import { moleWords as koMole } from '../renderer/games/mole-in-the-crew/words/ko.ts';

export type Lang = 'en' | 'es' | 'ko';

export const CATALOGS = {
  en: { common: enCommon, phone: enPhone, board: enBoard, mole: enMole },
  es: { common: esCommon, phone: esPhone, board: esBoard, mole: esMole },
  ko: { common: koCommon, phone: koPhone, board: koBoard, mole: koMole },
};

/**
 * A phone that picks its language on the name screen (the page reloads in it), then joins: by
 * the QR code's URL unless told another, on a 390×844 screen unless told another size.
 */
export async function joinInLanguage(table: Table, name: string, lang: Lang, at: { url?: string; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await openPhone(table, at.url, at.viewport);
  const { phone } = CATALOGS[lang];
  await expect(page.getByTestId('lang-select')).toBeVisible();
  if (lang !== 'en') {
    // Choosing reloads the page in the new language.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-select').selectOption(lang)]);
  }
  await expect(page.getByRole('heading', { name: phone.name.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('join-button').click();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await expect(page.getByTestId('rules-button')).toHaveAttribute('aria-label', phone.header.rulesLabel);
  return page;
}

/**
 * The page spoken in `lang` from now on, as its owner's choice on the name screen would make it
 * (renderer/lib/i18n/lang.ts keeps it in the page's storage, first-screen.ts in a cookie), and
 * reloaded: a seated phone comes back to its seat in that language.
 */
export async function speak(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(([lang, cookie]) => {
    localStorage.setItem('hideout.lang', lang);
    document.cookie = `${cookie}=${lang}; path=/; SameSite=Strict`;
  }, [lang, LANG_COOKIE] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** A board that picks its language from the lobby corner (the page reloads in it). */
export async function boardInLanguage(table: Table, lang: Lang): Promise<Page> {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  await Promise.all([board.waitForEvent('load'), board.getByTestId('board-lang').selectOption(lang)]);
  await expect(board.locator('html')).toHaveAttribute('lang', lang);
  await expect(board.getByTestId('board-lobby')).toContainText(CATALOGS[lang].board.screen.joinTitle);
  return board;
}
