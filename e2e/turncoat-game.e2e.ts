import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test, type Table } from './table.ts';
import { joinByLink } from './mole.ts';
import { PhaseAudit, motionProblems, visionScreenshots } from './a11y.ts';
import { chooseTurncoat, holdToReadIdentity, playTurn, type TurncoatPlayer } from './turncoat.ts';
import { joinInLanguage, type Lang } from './languages.ts';
import { checkThumb, decisionLabel, newThumbLog, type ThumbLog } from './thumb.ts';

const NAMES = ['Ana', 'Bo', 'Chen', 'Dara'];

/** A table of `count` phones (in `langs`, seat by seat, else English); with `thumbs`, the VIP's lobby is checked for one thumb. */
async function seatTable(table: Table, count: number, langs?: Lang[], thumbs?: ThumbLog) {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages = [];
  for (let i = 0; i < count; i++) pages.push(langs ? await joinInLanguage(table, NAMES[i]!, langs[i]!) : await joinByLink(table, NAMES[i]!));
  for (let i = 0; i < count; i++) await expect(board.getByTestId(`seat-${i}`)).toHaveAttribute('data-connected', 'true');
  // The first to join is the VIP: picks Turncoat and starts from their phone.
  await chooseTurncoat(pages[0]!);
  if (thumbs) await checkThumb(pages[0]!, `${await decisionLabel(pages[0]!)} (VIP, ${count} seats)`, thumbs);
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const players: TurncoatPlayer[] = [];
  for (let i = 0; i < count; i++) players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, identity: await holdToReadIdentity(pages[i]!) });
  return { board, players };
}

/*
 * One game feeds two observers beside the game's own checks: axe on every phase (board and
 * phones), and one thumb (e2e/thumb.ts) at each kind of decision, before its tap and before its
 * confirm, once per language (Ana's phone reads English, Bo's Spanish, Chen's Korean), and at the
 * accusation sheet, opened once a mission is in and closed untouched.
 */
test('a 3-player Turncoat game in three languages played on the phones to the end, the board revealing everything: axe on every phase, one thumb at every decision', async ({ table }) => {
  // The axe checks of every phase add a few seconds on an idle machine; the margin is for a busy one.
  test.setTimeout(480_000);
  const thumbs = newThumbLog();
  const { board, players } = await seatTable(table, 3, ['en', 'es', 'ko'], thumbs);
  await keepScreenshot(board, 'turncoat-board-start');
  await keepScreenshot(players[0]!.page, 'turncoat-phone-start');

  // The board shows how many cards are in, never whose: nothing names a player next to a card.
  let shotCommit = false;
  let shotReveal = false;
  let sheetChecked = false;
  // axe on every phase, board and phones (once per phase and screen): at each decision and each round.
  const audit = new PhaseAudit('turncoat');
  const moving = new Set<string>();
  const phones = players.map((p) => p.page);
  for (let round = 0; round < 400; round++) {
    if (await board.getByTestId('end-screen').isVisible()) break;
    await audit.round(board, phones);
    let acted = false;
    const onDecision = async (page: Page) => {
      await audit.phone(board, page);
      const label = await decisionLabel(page);
      if (!thumbs.labels.has(label)) await checkThumb(page, label, thumbs);
    };
    for (const p of players) {
      if (await playTurn(p, onDecision)) acted = true;
      if (!shotCommit && (await board.getByTestId('commitments').count()) > 0 && Number(await board.getByTestId('commitments').getAttribute('data-committed')) > 0) {
        shotCommit = true;
        await keepScreenshot(board, 'turncoat-board-commit');
        await keepScreenshot(p.page, 'turncoat-phone-sent');
      }
    }
    if (!sheetChecked && Number(await board.getByTestId('track-successes').getAttribute('data-count')) + Number(await board.getByTestId('track-failures').getAttribute('data-count')) > 0) {
      // Once a mission is in, the accusation sheet on a loyal phone: its list, then its final
      // tap, taken back (the game goes on to its end on the track).
      const { page } = players.find((p) => p.identity === 'loyal') ?? players[0]!;
      await page.getByTestId('accuse-open').click();
      await expect(page.getByTestId('accuse-sheet')).toBeVisible();
      await checkThumb(page, `${await decisionLabel(page)} list`, thumbs);
      await page.locator('[data-testid^="accuse-target-"]').first().click();
      await expect(page.getByTestId('accuse-confirm')).toBeVisible();
      await checkThumb(page, `${await decisionLabel(page)} final`, thumbs);
      await page.getByTestId('accuse-back').click();
      await page.getByTestId('accuse-close').click();
      await expect(page.getByTestId('accuse-sheet')).toHaveCount(0);
      sheetChecked = true;
    }
    if (!shotReveal && (await board.getByTestId('mission-reveal').count()) > 0) {
      shotReveal = true;
      await keepScreenshot(board, 'turncoat-board-reveal');
      // The suits as the colour-blind see them; then the rest of the game asks for less motion.
      await visionScreenshots(board, 'turncoat-board-reveal', keepScreenshot);
      await board.emulateMedia({ reducedMotion: 'reduce' });
    }
    if (shotReveal) for (const m of await motionProblems(board)) moving.add(m);
    if (!acted) await board.waitForTimeout(250);
  }

  await expect(board.getByTestId('end-screen')).toBeVisible();
  for (const p of players) await expect(p.page.getByTestId('end-screen')).toBeVisible();
  await audit.round(board, phones);
  expect(audit.boardPhases).toEqual(expect.arrayContaining(['mission-choice', 'commit', 'over']));
  console.log(`axe, Turncoat: ${audit.checked.size} screens checked`);
  console.log(`one thumb, Turncoat: ${thumbs.checks} screens checked at 3 sizes (${[...thumbs.labels].sort().join('; ')})`);
  expect(sheetChecked).toBe(true);
  const labels = [...thumbs.labels].join(' ');
  for (const decision of ['choose-mission-panel', 'commit-panel', 'accuse-sheet']) expect(labels).toContain(decision);
  for (const lang of ['en', 'es', 'ko']) expect(labels).toContain(`${lang} commit-panel`);
  expect(audit.problems).toEqual([]);
  expect([...moving], 'what moved on the board under prefers-reduced-motion').toEqual([]);
  const winner = await board.getByTestId('winner').getAttribute('data-winner');
  const turncoat = players.find((p) => p.identity === 'turncoat');
  expect(turncoat ? ['loyal', 'turncoat'] : ['everyone', 'nobody']).toContain(winner);
  for (const p of players) {
    await expect(board.getByTestId(`identity-${p.seat}`)).toHaveAttribute('data-identity', p.identity);
    await expect(p.page.getByTestId('end-screen')).toBeVisible();
    await expect(p.page.getByTestId('winner')).toHaveAttribute('data-winner', winner!);
    await expect(p.page.getByTestId(`end-identity-${p.seat}`)).toHaveAttribute('data-identity', p.identity);
  }
  // Nobody accused: the game ended on the track, and the history lists every mission.
  const successes = Number(await board.getByTestId('track-successes').getAttribute('data-count'));
  const failures = Number(await board.getByTestId('track-failures').getAttribute('data-count'));
  expect(Math.max(successes, failures)).toBe(5);
  await expect(board.getByTestId('history').locator('tbody tr')).toHaveCount(successes + failures);
  await keepScreenshot(board, 'turncoat-board-end');
  await keepScreenshot(players[1]!.page, 'turncoat-phone-end');
});

test('a 2-player game: a mission on the phones, then an accusation confirmed in two taps ends it', async ({ table }) => {
  const { board, players } = await seatTable(table, 2);
  // Four-colour suits on the board, remembered on this device.
  const toggle = board.getByTestId('four-colour-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await board.evaluate(() => localStorage.getItem('hideout.fourColour'))).toBe('1');

  // The leader chooses; once one card is in, the board shows who has played, never which card.
  await expect
    .poll(async () => {
      for (const p of players) if (await p.page.getByTestId('choose-mission-panel').isVisible()) return playTurn(p);
      return false;
    })
    .toBe(true);
  await expect.poll(() => playTurn(players[0]!)).toBe(true);
  await expect(board.getByTestId('seat-committed')).toHaveCount(1);
  await expect(board.getByTestId('seat-choosing')).toHaveCount(1);
  await expect(board.getByTestId(`seat-${players[0]!.seat}`).getByTestId('seat-committed')).toBeVisible();

  // The rest of this mission, and no more: the phones stop when the next mission is to be chosen
  // (the board reveals at its own pace, and phones that played on could end the game first).
  const nextMission = async () => {
    for (const p of players) if (await p.page.getByTestId('choose-mission-panel').isVisible()) return true;
    return false;
  };
  // The board's reveal of the mission alone takes about 7 s; a slow machine adds the taps.
  await expect
    .poll(
      async () => {
        if (await nextMission()) return true;
        for (const p of players) await playTurn(p, undefined, ['commit-panel']);
        return nextMission();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect
    .poll(async () => Number(await board.getByTestId('track-successes').getAttribute('data-count')) + Number(await board.getByTestId('track-failures').getAttribute('data-count')), { timeout: 15_000 })
    .toBe(1);
  // Four-colour suits in the history, as the colour-blind see them.
  await visionScreenshots(board, 'turncoat-board-four-colour', keepScreenshot);

  // The turncoat's phone has the same Accuse button and the same sheet; the line above the
  // confirming tap says, privately, that a turncoat cannot accuse, and the tap sends nothing.
  const accuser = players.find((p) => p.identity === 'loyal')!;
  const target = players.find((p) => p.seat !== accuser.seat)!;
  if (target.identity === 'turncoat') {
    await target.page.getByTestId('accuse-open').click();
    await expect(target.page.locator('[data-testid^="accuse-target-"]')).toHaveCount(players.length - 1);
    await target.page.getByTestId(`accuse-target-${accuser.seat}`).click();
    await expect(target.page.getByTestId('accuse-final')).toHaveAttribute('data-cannot', 'true');
    await target.page.getByTestId('accuse-confirm').click();
    await expect(target.page.getByTestId('accuse-sheet')).toHaveCount(0);
  }

  // First tap picks, the second (another button, another colour) sends; "Back" sends nothing.
  const page = accuser.page;
  await page.getByTestId('accuse-open').click();
  await page.getByTestId(`accuse-target-${target.seat}`).click();
  await expect(page.getByTestId('accuse-final')).toContainText(target.name);
  await page.getByTestId('accuse-back').click();
  await page.getByTestId(`accuse-target-${target.seat}`).click();
  await keepScreenshot(page, 'turncoat-phone-accuse-confirm');
  await page.getByTestId('accuse-confirm').click();

  const expected = target.identity === 'turncoat' ? 'loyal' : 'nobody';
  await expect(board.getByTestId('accusation')).toBeVisible();
  await keepScreenshot(board, 'turncoat-board-accusation');
  await expect(board.getByTestId('end-screen')).toBeVisible();
  await expect(board.getByTestId('winner')).toHaveAttribute('data-winner', expected);
  await expect(board.getByTestId('end-accusation')).toContainText(target.name);
  for (const p of players) {
    await expect(p.page.getByTestId('winner')).toHaveAttribute('data-winner', expected);
    await expect(board.getByTestId(`identity-${p.seat}`)).toHaveAttribute('data-identity', p.identity);
  }
  await keepScreenshot(board, 'turncoat-board-end-accusation');
});
