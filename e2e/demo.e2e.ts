import type { Page } from '@playwright/test';
import { describe as describeAxe, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test, type Table } from './table.ts';
import { joinByLink } from './mole.ts';

/*
 * "How to play" from the lobby: the VIP's phone asks for the chosen game's demonstration and the
 * TVs play it to its end, each in its own language, captioned step by step, then give the lobby back;
 * and the host can stop one. The tests run reveals at 40 % of their time, and the demonstration
 * with them (its whole timeline is at the room's reveal pace).
 */
const GAMES = ['mole-in-the-crew', 'turncoat', 'the-snitch'] as const;
const LANGS = ['en', 'es', 'ko'] as const;

async function boardIn(table: Table, lang: string): Promise<Page> {
  const page = await (await table.newContext({ viewport: { width: 1920, height: 1080 }, locale: lang })).newPage();
  await page.goto(table.boardUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('board-lobby')).toBeVisible();
  return page;
}

for (const game of GAMES) {
  test(`the demonstration of ${game} starts on three TVs, captioned in English, Spanish and Korean, from the VIP's phone, and plays to its end, then the lobby is back`, async ({ table }) => {
    test.setTimeout(180_000);
    const boards = await Promise.all(LANGS.map((lang) => boardIn(table, lang)));
    const vip = await joinByLink(table, 'Ana');
    await table.control({ type: 'selectGame', game });
    await vip.getByTestId('how-to-play').click();
    await expect(vip.getByTestId('how-to-play')).toHaveAttribute('aria-pressed', 'true');
    for (const board of boards) {
      await expect(board.getByTestId('demo')).toBeVisible();
      // The game's own board, captioned by its tips.
      await expect(board.getByTestId('phase')).toBeVisible();
      await expect(board.getByTestId('tip')).toBeVisible();
    }
    // Each TV in its own language: the same step, three captions.
    const captions = await Promise.all(boards.map((board) => board.getByTestId('tip').textContent()));
    expect(new Set(captions).size).toBe(3);
    for (const [i, board] of boards.entries()) await keepScreenshot(board, `demo-${game}-${LANGS[i]}`);
    expect(describeAxe(`${game} demonstration`, await seriousViolations(boards[0]!))).toEqual([]);
    // One TV is enough to watch the rest (on two cores, three 1080p boards animating every reveal
    // were most of the test's time); the others have shown their language. The TV kept is
    // Spanish: the demonstration's longer words.
    const [english, spanish, korean] = boards as [Page, Page, Page];
    await Promise.all([english.context().close(), korean.context().close()]);
    // Moves are played: the phase changes at least once.
    const first = await spanish.getByTestId('phase').getAttribute('data-phase');
    await expect.poll(() => spanish.getByTestId('phase').getAttribute('data-phase'), { timeout: 30_000 }).not.toBe(first);
    // To its end, then the lobby again; the VIP's phone never left it.
    await expect(spanish.getByTestId('demo')).toHaveCount(0, { timeout: 90_000 });
    await expect(spanish.getByTestId('board-lobby')).toBeVisible();
    await expect(vip.getByTestId('lobby')).toBeVisible();
  });
}

test('the host stops a demonstration, and asking again plays it again', async ({ table }) => {
  const board = await boardIn(table, 'en');
  await table.control({ type: 'showDemo', on: true });
  await expect(board.getByTestId('demo')).toBeVisible();
  await table.control({ type: 'showDemo', on: false });
  await expect(board.getByTestId('demo')).toHaveCount(0);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  await table.control({ type: 'showDemo', on: true });
  await expect(board.getByTestId('demo')).toBeVisible();
  // The laptop's own mouse may skip it on the TV.
  await board.getByTestId('demo-skip').click();
  await expect(board.getByTestId('board-lobby')).toBeVisible();
});
