import { expect, keepScreenshot, test } from './table.ts';
import { bundledGlyphs, hangulRuns, neededSlices, recordFontRequests, settleFonts } from './hangul.ts';
import type { FontSetup } from './font-setups.ts';
import { boardInLanguage as boardIn, joinInLanguage as joinIn } from './languages.ts';
import { common as esCommon } from '../shared/i18n/es/common.ts';
import { board as enBoard } from '../shared/i18n/en/board.ts';
import { board as esBoard } from '../shared/i18n/es/board.ts';
import { moleRules as esMoleRules } from '../renderer/games/mole-in-the-crew/rules/text/es.ts';

// A table in three languages at once plays its game in mole-game.e2e.ts (one game, several observers).

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
