import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, openPhone, test, type Table } from './table.ts';
import { bundledGlyphs, hangulRuns, neededSlices, recordFontRequests, settleFonts } from './hangul.ts';
import type { FontSetup } from './font-setups.ts';
import { holdToReadRole, isMole, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { common as enCommon } from '../shared/i18n/en/common.ts';
import { phone as enPhone } from '../shared/i18n/en/phone.ts';
import { board as enBoard } from '../shared/i18n/en/board.ts';
import { common as esCommon } from '../shared/i18n/es/common.ts';
import { phone as esPhone } from '../shared/i18n/es/phone.ts';
import { board as esBoard } from '../shared/i18n/es/board.ts';
import { common as koCommon } from '../shared/i18n/ko/common.ts';
import { phone as koPhone } from '../shared/i18n/ko/phone.ts';
import { board as koBoard } from '../shared/i18n/ko/board.ts';
import { moleWords as enMole } from '../renderer/games/mole-in-the-crew/words/en.ts';
import { moleWords as esMole } from '../renderer/games/mole-in-the-crew/words/es.ts';
import { moleWords as koMole } from '../renderer/games/mole-in-the-crew/words/ko.ts';
import { moleRules as koMoleRules } from '../renderer/games/mole-in-the-crew/rules/text/ko.ts';
import { turncoatRules as koTurncoatRules } from '../renderer/games/turncoat/rules/text/ko.ts';
import { moleRules as esMoleRules } from '../renderer/games/mole-in-the-crew/rules/text/es.ts';

type Lang = 'en' | 'es' | 'ko';
const CATALOGS = {
  en: { common: enCommon, phone: enPhone, board: enBoard, mole: enMole },
  es: { common: esCommon, phone: esPhone, board: esBoard, mole: esMole },
  ko: { common: koCommon, phone: koPhone, board: koBoard, mole: koMole },
};

/** Five players, three languages at one table. Names in Hangul too, for the Korean particles. */
const SEATS: { name: string; lang: Lang }[] = [
  { name: 'Ana', lang: 'es' },
  { name: '민준', lang: 'ko' },
  { name: 'Chen', lang: 'en' },
  { name: 'Dara', lang: 'ko' },
  { name: 'Eli', lang: 'es' },
];

/** A phone that picks its language on the name screen (the page reloads in it), then joins. */
async function joinIn(table: Table, name: string, lang: Lang): Promise<Page> {
  const page = await openPhone(table);
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

/** A board that picks its language from the lobby corner (the page reloads in it). */
async function boardIn(table: Table, lang: Lang): Promise<Page> {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  await Promise.all([board.waitForEvent('load'), board.getByTestId('board-lang').selectOption(lang)]);
  await expect(board.locator('html')).toHaveAttribute('lang', lang);
  await expect(board.getByTestId('board-lobby')).toContainText(CATALOGS[lang].board.screen.joinTitle);
  return board;
}

test('a Mole game with phones in English, Spanish and Korean at once, each in its own language', async ({ table }) => {
  // Eight pages at once (five phones, two boards) on a small machine: more time than one game needs.
  test.setTimeout(600_000);
  const korean = await boardIn(table, 'ko');
  const spanish = await boardIn(table, 'es');
  // Which font draws Hangul on a Spanish board, and what it downloads, is the next test's subject.
  const pages: Page[] = [];
  for (const seat of SEATS) pages.push(await joinIn(table, seat.name, seat.lang));
  for (let i = 0; i < SEATS.length; i++) await expect(korean.getByTestId(`seat-${i}`)).toHaveAttribute('data-connected', 'true');
  await expect(korean.getByTestId('board-lobby')).toContainText('민준');

  // Korean is drawn with the bundled font, whatever this machine has installed.
  await korean.evaluate(() => document.fonts.ready);
  expect(await korean.evaluate(() => document.fonts.check('1em "Noto Sans KR"', '한국어'))).toBe(true);
  expect(await korean.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans KR/);
  await keepScreenshot(korean, 'board-lobby-ko');
  await keepScreenshot(spanish, 'board-lobby-es');

  // The VIP (first to join) starts from a Spanish phone.
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(korean.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const players: Player[] = [];
  for (let i = 0; i < SEATS.length; i++) {
    const read = await holdToReadRole(pages[i]!);
    players.push({ page: pages[i]!, name: SEATS[i]!.name, seat: i, role: read.role });
    // Released, the card says how to see it, in this phone's language.
    await expect(pages[i]!.getByTestId('role-card')).toContainText(CATALOGS[SEATS[i]!.lang].mole.phone.role.hold);
  }

  // The rules open in a tab of their own (the rules page, in its phone layout) while the game's
  // stays connected: in the phone's language, for the room's game; another game is a tap away,
  // and Close comes back to the game.
  const reader = pages[1]!;
  const [rules] = await Promise.all([reader.waitForEvent('popup'), reader.getByTestId('rules-button').click()]);
  await expect(rules).toHaveURL(/\/rules\?game=mole-in-the-crew&lang=ko&from=phone$/);
  await expect(rules.getByTestId('rules-screen')).toHaveAttribute('data-game', 'mole-in-the-crew');
  await expect(rules.getByTestId('rules-body')).toContainText(koMoleRules.sections[0]!.heading);
  await expect(rules.getByTestId('deal-table')).toBeVisible();
  await rules.getByTestId('rules-game-turncoat').click();
  await expect(rules.getByTestId('rules-body')).toContainText(koTurncoatRules.sections[1]!.heading);
  await expect(reader.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
  // The tap closes the page it is on: the click may report the page gone before it returns.
  const closed = rules.waitForEvent('close');
  await rules
    .getByTestId('rules-close')
    .click()
    .catch((error: unknown) => {
      if (!rules.isClosed() && !String(error).includes('has been closed')) throw error;
    });
  await closed;
  await expect(reader.getByTestId('rules-blocked')).toHaveCount(0);
  await expect(reader.getByTestId('role-card')).toBeVisible();

  const crewNotContact = players.filter((p) => !isMole(p) && p.role !== 'contact');
  const strategy: Strategy = {
    team: (size, boss) => [boss.seat, ...players.filter((p) => p.seat !== boss.seat).map((p) => p.seat)].slice(0, size),
    approve: () => true,
    sabotage: () => false,
    mark: (p) => (crewNotContact.find((c) => c.seat !== p.seat) ?? players.find((c) => c.seat !== p.seat)!).seat,
    protect: (driver) => players.find((p) => p.role === 'contact' && p.seat !== driver.seat)!.seat,
  };
  let revealShot = false;
  await playToTheEnd(korean, players, strategy, async () => {
    if (!revealShot && (await korean.getByTestId('card-reveal').count()) > 0) {
      revealShot = true;
      await keepScreenshot(korean, 'board-card-reveal-ko');
      await keepScreenshot(spanish, 'board-card-reveal-es');
    }
  });

  await expect(korean.getByTestId('winner')).toHaveAttribute('data-winner', 'crew');
  await expect(korean.getByTestId('winner')).toContainText(koMole.winner.crew);
  await expect(spanish.getByTestId('winner')).toContainText(esMole.winner.crew);
  for (let i = 0; i < SEATS.length; i++) {
    const { mole } = CATALOGS[SEATS[i]!.lang];
    await expect(pages[i]!.getByTestId('end-screen')).toBeVisible();
    await expect(pages[i]!.getByTestId('winner')).toContainText(mole.winner.crew);
  }
  await korean.evaluate(() => document.fonts.ready);
  expect(await korean.evaluate(() => document.fonts.check('1em "Noto Sans KR"', '크루 승리'))).toBe(true);
  await keepScreenshot(korean, 'board-end-ko');
  await keepScreenshot(spanish, 'board-end-es');
  await keepScreenshot(pages[1]!, 'phone-end-ko');
});

// What a player sees of Hangul, whatever fonts the machine has: runs on this machine's fonts, and
// again on a machine with no Korean font and on one with Noto Sans CJK (the "fonts: …" projects
// of playwright.config.ts, from e2e/font-setups.ts).
test('Hangul on a board in Spanish is drawn with the bundled font, fetching only the slices on screen', async ({ table }, testInfo) => {
  const setup = testInfo.project.metadata.fontSetup as FontSetup | undefined;
  test.skip(setup?.fontconfig === null, setup?.missing);
  // Its own context: the font files it fetches are the Spanish board's alone (first in English,
  // then in Spanish: both show the same Hangul).
  const context = await table.newContext({ viewport: { width: 1920, height: 1080 } });
  const requested = recordFontRequests(context);
  const spanish = await context.newPage();
  await spanish.goto(table.boardUrl);
  await expect(spanish.getByTestId('board-lobby')).toBeVisible();
  await Promise.all([spanish.waitForEvent('load'), spanish.getByTestId('board-lang').selectOption('es')]);
  await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
  await expect(spanish.getByTestId('board-lobby')).toContainText(esBoard.screen.joinTitle);

  // Before any Korean name, the only Hangul is the picker's own name for Korean: the board
  // fetches the slices holding its letters, and no other (none for Latin text).
  await settleFonts(spanish);
  const before = await neededSlices(spanish);
  expect(before.faces, 'the bundled font, split in slices').toBeGreaterThan(50);
  expect(before.needed.size, `slices holding ${esCommon.languages.ko}`).toBeGreaterThan(0);
  expect(before.needed.size).toBeLessThanOrEqual([...esCommon.languages.ko].length);
  expect([...requested].sort()).toEqual([...before.needed].sort());

  // A Korean name arrives after the page: its slice follows, and it is drawn, not left as boxes.
  const korean = await boardIn(table, 'ko');
  await joinIn(table, '민준', 'ko');
  await joinIn(table, 'Ana', 'es');
  await expect(spanish.getByTestId('seat-0')).toContainText('민준');
  await expect(korean.getByTestId('seat-1')).toContainText('Ana');
  await settleFonts(spanish);
  await settleFonts(korean);
  const after = await neededSlices(spanish);
  expect(after.needed.size).toBeGreaterThan(before.needed.size);
  expect([...requested].sort()).toEqual([...after.needed].sort());

  // Chromium's own account of the glyphs: every Hangul one drawn by the bundled font, which
  // draws nothing else (Latin keeps its face), on a Spanish and on a Korean board alike.
  const runs = await hangulRuns(spanish);
  expect(runs.map((r) => r.text).join(' ')).toContain('민준');
  const koreanRuns = await hangulRuns(korean);
  expect(koreanRuns.length).toBeGreaterThan(3);
  for (const run of [...runs, ...koreanRuns]) expect(bundledGlyphs(run), JSON.stringify(run)).toBe(run.hangul);
  await keepScreenshot(spanish, `board-lobby-es-hangul${setup ? `-${setup.name.replace(/\W+/g, '-')}` : ''}`);
});

test('the host page and the rules page speak their own language; every printable sheet is one A4 page', async ({ table }) => {
  const context = await table.newContext({ viewport: { width: 1280, height: 900 } });
  const host = await context.newPage();
  await host.goto(table.hostUrl);
  await expect(host.getByTestId('host-page')).toContainText(enBoard.host.title);
  await Promise.all([host.waitForEvent('load'), host.getByTestId('host-lang').selectOption('es')]);
  await expect(host.getByTestId('host-page')).toContainText(esBoard.host.title);
  // The host link's token survived the reload (kept for this tab).
  await expect(host.getByTestId('lobby-controls')).toBeVisible();

  await host.getByTestId('rules-link').click();
  await expect(host).toHaveURL(/\/rules\?game=mole-in-the-crew&lang=es/);
  await expect(host.getByTestId('rules-page')).toContainText(esMoleRules.sections[0]!.heading);

  // The calculator: Turncoat, 2 players, the Korean identity deck: one chance in two of no turncoat.
  await host.getByTestId('calc-game').selectOption('turncoat');
  await host.getByTestId('calc-players').selectOption('2');
  await host.getByTestId('calc-variant-koreanIdentityDeck').check();
  await expect(host.getByTestId('calc-no-turncoat')).toHaveAttribute('data-num', '1');
  await expect(host.getByTestId('calc-no-turncoat')).toHaveAttribute('data-den', '2');
  await host.getByTestId('calc-game').selectOption('mole-in-the-crew');
  await host.getByTestId('calc-players').selectOption('8');
  await expect(host.getByTestId('calc-role-snitch')).toHaveAttribute('data-count', '1');
  await expect(host.getByTestId('calc-team-1')).toHaveText('3');

  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  for (const game of ['mole-in-the-crew', 'turncoat', 'the-snitch']) {
    for (const lang of ['en', 'es', 'ko']) {
      await host.goto(`${table.origin}/rules?game=${game}&lang=${lang}&view=sheet`);
      await expect(host.getByTestId('rules-page')).toHaveAttribute('data-view', 'sheet');
      await host.evaluate(() => document.fonts.ready);
      expect(pageCount(await host.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })), `${game} ${lang}`).toBe(1);
    }
  }
  await host.goto(`${table.origin}/rules?game=mole-in-the-crew&lang=ko&view=cards`);
  await expect(host.getByTestId('role-cards').locator('article')).toHaveCount(7);
  await host.evaluate(() => document.fonts.ready);
  expect(pageCount(await host.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }))).toBe(1);
  await keepScreenshot(host, 'role-cards-ko');
});
