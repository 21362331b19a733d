import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test, type Table } from './table.ts';
import { holdToReadRole, joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { chooseTurncoat, holdToReadIdentity, playTurn, type TurncoatPlayer } from './turncoat.ts';
import { playSnitch, type SnitchPlayer } from './snitch.ts';
import { describe as axeLines, seriousViolations } from './axe.ts';
import { logOf, record, spans } from './timeline.ts';

/*
 * The TV reveals first: no phone shows a result before the board's reveal of it has ended. Each
 * page keeps a log of timestamps (one clock: every page runs on this machine): the board, when its
 * reveal queue starts and stops playing (`data-reveal` on the page); each phone, when its "Look at
 * the TV" cover comes and goes. Every reveal the board played must find every phone covered from
 * its start until its end (100 ms of slack for the two screens' frames).
 */

/** How much later than the board a phone may lift its cover: the screens' frames, not the host. */
const SLACK_MS = 100;
/** How much later than the board's reveal a phone may cover: the same message reaching two pages. */
const DELIVERY_MS = 500;

/** Board reveals that have ended. */
async function boardReveals(board: Page) {
  return spans(await logOf(board)).filter((s) => s.end !== Infinity);
}

/** Every ended board reveal found every phone covered from its start to its end. */
async function expectTvFirst(game: string, board: Page, phones: { name: string; page: Page }[]): Promise<void> {
  // The covers lift a moment after the board's reveal (the host's margin): wait for them.
  for (const phone of phones) await expect(phone.page.getByTestId('look-at-tv')).toHaveCount(0);
  const reveals = await boardReveals(board);
  expect(reveals.length, `${game}: the board revealed something`).toBeGreaterThan(0);
  for (const phone of phones) {
    const covers = spans(await logOf(phone.page));
    for (const reveal of reveals) {
      const cover = covers.find((c) => c.start <= reveal.start + DELIVERY_MS && c.end >= reveal.start);
      expect(cover, `${game}: ${phone.name}'s phone was covered when the board's reveal began`).toBeDefined();
      // The cover lifts (the result shows) no earlier than the board's reveal of it has ended.
      expect(cover!.end, `${game}: ${phone.name}'s phone showed the result ${Math.round(reveal.end - cover!.end)} ms before the TV`).toBeGreaterThanOrEqual(reveal.end - SLACK_MS);
      console.log(`${game}: reveal of ${Math.round(reveal.end - reveal.start)} ms; ${phone.name}'s cover from ${Math.round(cover!.start - reveal.start)} ms to ${Math.round(cover!.end - reveal.end)} ms after the board's`);
    }
  }
}

async function joinAll(table: Table, names: string[]): Promise<{ board: Page; pages: Page[] }> {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages: Page[] = [];
  for (const name of names) pages.push(await joinByLink(table, name));
  return { board, pages };
}

test('Turncoat: the mission’s cards are on the phones only once the TV has turned them over, also after a reload mid-reveal', async ({ table }) => {
  const { board, pages } = await joinAll(table, ['Ana', 'Bo']);
  await chooseTurncoat(pages[0]!);
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const players: TurncoatPlayer[] = [];
  for (const [seat, page] of pages.entries()) players.push({ page, name: ['Ana', 'Bo'][seat]!, seat, identity: await holdToReadIdentity(page) });
  await record(board, 'board');
  for (const p of players) await record(p.page, 'phone');

  // One mission: the leader chooses, both play a card; the second card starts the reveal.
  let reloaded = false;
  await expect
    .poll(
      async () => {
        for (const p of players) await playTurn(p);
        const covered = await players[1]!.page.getByTestId('look-at-tv').isVisible();
        if (covered && !reloaded) {
          reloaded = true;
          await keepScreenshot(players[1]!.page, 'phone-look-at-tv');
          expect(axeLines('the cover', await seriousViolations(players[1]!.page))).toEqual([]);
          // A phone that comes back mid-reveal is covered for the rest of it.
          await players[1]!.page.reload();
          await record(players[1]!.page, 'phone');
        }
        return (await boardReveals(board)).length;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThan(0);
  expect(reloaded).toBe(true);
  await expectTvFirst('Turncoat', board, [{ name: 'Ana', page: players[0]!.page }]);
  // The reloaded phone: covered once it was back, until the TV had shown the result.
  const [reveal] = await boardReveals(board);
  const covers = spans(await logOf(players[1]!.page));
  expect(covers.length, 'the reloaded phone was covered').toBeGreaterThan(0);
  expect(covers[0]!.end).toBeGreaterThanOrEqual(reveal!.end - SLACK_MS);
});

test('Mole in the Crew: the votes and a lock’s cards reach the phones after the TV', async ({ table }) => {
  const names = ['Ana', 'Bo'];
  const { board, pages } = await joinAll(table, names);
  await table.control({ type: 'fillBots', upTo: 5 });
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const players: Player[] = [];
  for (const [seat, page] of pages.entries()) players.push({ page, name: names[seat]!, seat, role: (await holdToReadRole(page)).role });
  await record(board, 'board');
  for (const p of players) await record(p.page, 'phone');
  const strategy: Strategy = {
    team: (size, boss) => [boss.seat, 2, 3, 4, 1, 0].filter((s, i, all) => all.indexOf(s) === i).slice(0, size),
    approve: () => true,
    sabotage: () => false,
    mark: (p) => (p.seat + 1) % 5,
    protect: (p) => (p.seat + 2) % 5,
  };
  // Until the board has revealed a proposal's votes and a lock's cards.
  await playToTheEnd(board, players, strategy, async () => {
    return (await boardReveals(board)).length >= 2;
  });
  await expectTvFirst('Mole in the Crew', board, players);
});

test('The Snitch: a plan’s cards reach the phones after the TV', async ({ table }) => {
  const names = ['Ana', 'Bo'];
  const { board, pages } = await joinAll(table, names);
  await pages[0]!.getByTestId('lobby-controls').getByTestId('game-select').selectOption('the-snitch');
  // The VIP's choice travels on the phone's own socket: the TV shows it once the host has it,
  // and only then are the game's options the host's to set.
  await expect(board.getByTestId('board-lobby').locator('h1')).toHaveText('The Snitch');
  await table.control({ type: 'setOptions', options: { refusalWindowMs: 30_000 } }, { type: 'fillBots', upTo: 4 });
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).toHaveAttribute('data-phase', 'first-plans');
  await record(board, 'board');
  for (const page of pages) await record(page, 'phone');
  const players: SnitchPlayer[] = names.map((name, seat) => ({ page: pages[seat]!, name, seat }));
  await playSnitch(board, players, async () => (await boardReveals(board)).length >= 1);
  await expectTvFirst('The Snitch', board, players);
});
