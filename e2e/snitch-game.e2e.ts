import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { announcements, PhaseAudit, recordAnnouncements } from './a11y.ts';
import { holdToReadIdentity, playSnitch, type SnitchPlayer } from './snitch.ts';
import { joinInLanguage, type Lang } from './languages.ts';
import { checkThumb, decisionLabel, newThumbLog } from './thumb.ts';

/**
 * One game feeds three observers: axe on every phase (board and phones), one thumb at every
 * decision (e2e/thumb.ts: each kind of decision, before its tap and before its confirm, looked at
 * the three phone sizes once per language), and what Bo's screen reader is told. Bo reads English
 * (his announcements are matched in English); Chen's phone speaks Spanish and Dara's Korean.
 */
const NAMES = ['Ana', 'Bo', 'Chen', 'Dara'];
const LANGS: Lang[] = ['en', 'en', 'es', 'ko'];

test('a 4-player game of The Snitch in three languages played through the phones and the board to the end: axe on every phase, one thumb at every decision', async ({ table }) => {
  // About two minutes on an idle two-core machine; the margin is for a busy one.
  test.setTimeout(690_000);
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages: Page[] = [];
  for (const [i, name] of NAMES.entries()) pages.push(await joinInLanguage(table, name, LANGS[i]!));
  const vip = pages[0]!;
  // The VIP picks the game on their phone; its options show as a list and a stepper.
  await vip.getByTestId('lobby-controls').getByTestId('game-select').selectOption('the-snitch');
  await expect(vip.getByTestId('option-guard')).toBeVisible();
  await expect(vip.getByTestId('option-refusalWindowMs')).toHaveAttribute('data-value', '8000');
  await vip.getByTestId('option-refusalWindowMs-more').click();
  await expect(vip.getByTestId('option-refusalWindowMs')).toHaveAttribute('data-value', '9000');
  // Long windows, so that every refusal is answered by a tap, never raced by the clock.
  await table.control({ type: 'setOptions', options: { refusalWindowMs: 30_000, soap: '0' } });
  await expect(vip.getByTestId('option-soap')).toHaveValue('0');
  const thumbs = newThumbLog();
  await checkThumb(vip, `${await decisionLabel(vip)} (VIP, 4 seats)`, thumbs);
  await vip.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).toHaveAttribute('data-phase', 'first-plans');

  const players: SnitchPlayer[] = NAMES.map((name, seat) => ({ page: pages[seat]!, name, seat }));
  // Everything Bo's screen reader is told, line by line (the live region keeps only the latest).
  await recordAnnouncements(pages[1]!);
  // Nobody holds the snitch card at the deal; the identity card is there for everyone all the same.
  for (const p of players) expect(await holdToReadIdentity(p.page)).toBe(false);
  await keepScreenshot(vip, 'snitch-phone-first-plan');

  // The guard stands in front of one player from the start: only that phone says to stay silent.
  const guardId = (await board.locator('[data-testid^="guard-"]').first().getAttribute('data-testid'))!;
  const guarded = Number(guardId.slice('guard-'.length));
  for (const p of players) await expect(p.page.getByTestId('guarded-notice')).toHaveCount(p.seat === guarded ? 1 : 0);

  let shotReveal = false;
  // axe on every phase, board and phones (once per phase and screen): at each decision and each round.
  const audit = new PhaseAudit('snitch');
  const phones = players.map((p) => p.page);
  const played = await playSnitch(
    board,
    players,
    async () => {
      await audit.round(board, phones);
      if (!shotReveal && (await board.getByTestId('reveal-cards').count()) > 0) {
        shotReveal = true;
        await keepScreenshot(board, 'snitch-board-reveal');
      }
    },
    async (page) => {
      await audit.phone(board, page);
      const label = await decisionLabel(page);
      if (!thumbs.labels.has(label)) await checkThumb(page, label, thumbs);
    },
  );

  await expect(board.getByTestId('end-screen')).toBeVisible();
  await expect(board.getByTestId('winner')).toHaveAttribute('data-winner', /snitch|inmates|everyone|nobody/);
  await expect(board.getByTestId('end-removed')).not.toBeEmpty();
  await expect(board.getByTestId('end-history').locator('li').first()).toBeVisible();
  for (let seat = 0; seat < 4; seat++) await expect(board.getByTestId(`end-hand-${seat}`)).toContainText(NAMES[seat]!);
  const winner = await board.getByTestId('winner').getAttribute('data-winner');
  for (const p of players) {
    await expect(p.page.getByTestId('end-screen')).toBeVisible();
    await expect(p.page.getByTestId('winner')).toHaveAttribute('data-winner', winner!);
  }
  await audit.round(board, phones);
  console.log(`axe, The Snitch: ${audit.checked.size} screens checked (${audit.boardPhases.join(', ')})`);
  console.log(`one thumb, The Snitch: ${thumbs.checks} screens checked at 3 sizes (${[...thumbs.labels].sort().join('; ')})`);
  const labels = [...thumbs.labels].join(' ');
  for (const decision of ['first-plan', 'turn']) for (const lang of ['en', 'es', 'ko']) expect(labels).toContain(`${lang} ${decision}`);
  expect(audit.boardPhases).toContain('over');
  expect(audit.problems).toEqual([]);
  await keepScreenshot(board, 'snitch-board-end');
  await keepScreenshot(players[1]!.page, 'snitch-phone-end');
  // The record on a phone after the game: the first plans, then turn by turn.
  const reader = players[1]!.page;
  await reader.getByTestId('record-button').click();
  await expect(reader.getByTestId('record-list')).toBeVisible();
  expect(await reader.getByTestId('record-part').count()).toBeGreaterThan(1);
  await expect(reader.getByTestId('record-part').first()).toContainText('#');
  await keepScreenshot(reader, 'snitch-phone-record');
  await reader.getByTestId('record-done').click();
  expect(played.phasesSeen.has('turn')).toBe(true);
  // Bo's screen reader heard the results the board revealed (a plan's verdict, the weapon, the escape).
  const said = await announcements(pages[1]!);
  // (The record's own sentences: a decision's title, also said, never reads like these.)
  expect(said.join('\n')).toMatch(/'s plan succeeded\.|'s plan was caught\.|The weapon goes to |The escape route (holds|collapses)/);
  console.log(`The Snitch e2e: ${[...played.phasesSeen].join(', ')}; ended ${winner} (${await board.getByTestId('winner').getAttribute('data-way')})`);
});
