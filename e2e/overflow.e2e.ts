import type { Page } from '@playwright/test';
import { TEST_REVEAL_PACE, expect, keepScreenshot, startTable, test, type Table } from './table.ts';
import { describeProblems, overflowFound, stillScrollers, watchOverflow } from './overflow.ts';

// Every board of every game fits the TV: all-bot games at each game's largest table, with long
// names in Latin and Hangul and every variant named in the headline, watched on three boards at
// once (1080p, 720p and 4K, each in another language) from the deal to the end screen, with
// the first-game tips of a fresh host under them, and a while of each game's demonstration.

/** Long names (20 characters, one without a space to break at) and Korean ones, long and short. */
const NAMES = [
  'Bartholomew Kingsley',
  '선우하늘빛나래',
  'Supercalifragilistic',
  'Maximilian Rodríguez',
  '김민준',
  'Wolfgang Schwarzkopf',
  'Guadalupe Hernández',
  '황보서윤',
  'Alexandra Montgomery',
  'Christopher Johnson',
];

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 3840, height: 2160 },
] as const;

interface Case {
  game: string;
  players: number;
  options: Record<string, unknown>;
  /** The phases the host may give a discussion countdown: each gets one, so that its line is on the stage too. */
  discussion: string[];
  /** The board languages, one per size in SIZES order: each game puts each language on another size. */
  langs: readonly ['en' | 'es' | 'ko', 'en' | 'es' | 'ko', 'en' | 'es' | 'ko'];
}

const CASES: Case[] = [
  { game: 'the-snitch', players: 6, options: { harder: true, refusalWindowMs: 2000 }, discussion: ['first-plans', 'turn', 'vote'], langs: ['en', 'es', 'ko'] },
  { game: 'mole-in-the-crew', players: 10, options: { vault: true }, discussion: ['propose', 'vote'], langs: ['es', 'ko', 'en'] },
  { game: 'turncoat', players: 4, options: { koreanIdentityDeck: true }, discussion: ['mission-choice', 'commit'], langs: ['ko', 'en', 'es'] },
];

/** How long a bot thinks: quick, yet slow enough that the board plays most reveals rather than skipping them. */
const BOT_DELAY_MS = 150;

async function openBoardAt(table: Table, size: (typeof SIZES)[number], lang: string): Promise<Page> {
  const context = await table.newContext({ viewport: size, locale: lang });
  const page = await context.newPage();
  await watchOverflow(page);
  await page.goto(table.boardUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return page;
}

for (const c of CASES) {
  test(`every board of ${c.game} fits at ${c.players} players, at 1080p, 720p and 4K, in English, Spanish and Korean`, async ({ browser }) => {
    test.setTimeout(390_000);
    const table = await startTable(browser, ['--bot-delay', String(BOT_DELAY_MS), '--reveal-pace', String(TEST_REVEAL_PACE)]);
    try {
      const boards = await Promise.all(SIZES.map((size, i) => openBoardAt(table, size, c.langs[i]!)));
      const where = (i: number) => `${SIZES[i]!.width}x${SIZES[i]!.height} ${c.langs[i]}`;
      await table.control({ type: 'selectGame', game: c.game }, { type: 'fillBots', upTo: c.players });
      await table.control({ type: 'setOptions', options: c.options }, ...NAMES.slice(0, c.players).map((name, seat) => ({ type: 'rename', seat, name })));
      // A discussion countdown (off by default) for every phase that can have one: its line takes stage height.
      await table.control(...c.discussion.map((phase) => ({ type: 'setDiscussion', game: c.game, phase, seconds: 120 })));
      await expect(boards[0]!.getByTestId(`seat-${c.players - 1}`)).toBeVisible();
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-lobby-${where(i).replace(' ', '-')}`);
      // The game's quick start in the players' place, as the host may show it before the start.
      await table.control({ type: 'showQuickStart', on: true });
      for (const board of boards) await expect(board.getByTestId('board-quick-start').getByTestId('quick-start')).toBeVisible();
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-quick-start-${where(i).replace(' ', '-')}`);
      // Its "How to play" on the TV, a while of it, with its captions.
      await table.control({ type: 'showQuickStart', on: false }, { type: 'showDemo', on: true });
      for (const board of boards) await expect(board.getByTestId('demo')).toBeVisible();
      for (const [i, board] of boards.entries()) await expect(board.getByTestId('tip'), `the demonstration's first caption on the ${where(i)} board`).toBeVisible();
      await boards[0]!.waitForTimeout(12_000);
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-demo-${where(i).replace(' ', '-')}`);
      await table.control({ type: 'showDemo', on: false });
      for (const board of boards) await expect(board.getByTestId('board-lobby')).toBeVisible();
      await table.control({ type: 'start' });
      // A fresh host teaches as it plays: the deal's tip, under the board that shrinks to fit it.
      for (const [i, board] of boards.entries()) await expect(board.getByTestId('tip'), `the deal's tip on the ${where(i)} board`).toBeVisible();
      await boards[0]!.waitForTimeout(1_000);
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-tip-${where(i).replace(' ', '-')}`);

      // Midway, one picture of each board; then to the end screen, which is watched a while too
      // (its history may scroll by itself).
      await expect(boards[0]!.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
      await boards[0]!.waitForTimeout(8_000);
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-game-${where(i).replace(' ', '-')}`);
      for (const [i, board] of boards.entries()) await expect(board.getByTestId('end-screen'), `the end screen on the ${where(i)} board`).toBeVisible({ timeout: 180_000 });
      for (const [i, board] of boards.entries()) await keepScreenshot(board, `overflow-${c.game}-end-${where(i).replace(' ', '-')}`);
      // A history longer than the screen scrolls by itself (the watcher keeps checking meanwhile).
      const still = await Promise.all(boards.map((board) => stillScrollers(board)));
      expect(still.flatMap((s, i) => s.map((what) => `${where(i)}: ${what}`)), 'end histories that do not scroll by themselves').toEqual([]);

      const lines: string[] = [];
      for (const [i, board] of boards.entries()) {
        const { problems, checks } = await overflowFound(board);
        // A watcher that never ran would pass anything.
        expect(checks, `checks on the ${where(i)} board`).toBeGreaterThan(20);
        lines.push(...describeProblems(where(i), problems));
      }
      expect(lines, `what did not fit on the ${c.game} boards:\n${lines.join('\n')}\n`).toEqual([]);
    } finally {
      await table.stop();
    }
    expect(table.offLoopback, 'requests that tried to leave this machine').toEqual([]);
  });
}
