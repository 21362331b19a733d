import type { Page } from '@playwright/test';
import { describe as describeAxe, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test, type Table } from './table.ts';
import { joinByLink } from './mole.ts';

/*
 * "How to play" from the lobby: the VIP's phone asks for the chosen game's demonstration and the
 * TV plays it to its end, in the TV's language, captioned step by step, then gives the lobby back;
 * and the host can stop one. The tests run reveals at 40 % of their time, and the demonstration
 * with them (its whole timeline is at the room's reveal pace).
 */
const CASES = [
  { game: 'mole-in-the-crew', lang: 'es' },
  { game: 'turncoat', lang: 'ko' },
  { game: 'the-snitch', lang: 'en' },
] as const;

async function boardIn(table: Table, lang: string): Promise<Page> {
  const page = await (await table.newContext({ viewport: { width: 1920, height: 1080 }, locale: lang })).newPage();
  await page.goto(table.boardUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('board-lobby')).toBeVisible();
  return page;
}

for (const c of CASES) {
  test(`the demonstration of ${c.game} plays on the TV in ${c.lang} to its end from the VIP's phone, captioned, then the lobby is back`, async ({ table }) => {
    test.setTimeout(180_000);
    const board = await boardIn(table, c.lang);
    const vip = await joinByLink(table, 'Ana');
    await table.control({ type: 'selectGame', game: c.game });
    await vip.getByTestId('how-to-play').click();
    await expect(board.getByTestId('demo')).toBeVisible();
    await expect(vip.getByTestId('how-to-play')).toHaveAttribute('aria-pressed', 'true');
    // The game's own board, captioned by its tips.
    await expect(board.getByTestId('phase')).toBeVisible();
    await expect(board.getByTestId('tip')).toBeVisible();
    await keepScreenshot(board, `demo-${c.game}-${c.lang}`);
    expect(describeAxe(`${c.game} demonstration`, await seriousViolations(board))).toEqual([]);
    // Moves are played: the phase changes at least once.
    const first = await board.getByTestId('phase').getAttribute('data-phase');
    await expect.poll(() => board.getByTestId('phase').getAttribute('data-phase'), { timeout: 30_000 }).not.toBe(first);
    // To its end, then the lobby again; the VIP's phone never left it.
    await expect(board.getByTestId('demo')).toHaveCount(0, { timeout: 90_000 });
    await expect(board.getByTestId('board-lobby')).toBeVisible();
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
