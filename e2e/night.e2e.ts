import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, openPhone, test } from './table.ts';
import { holdToReadRole, joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { playSnitch } from './snitch.ts';
import { common } from '../shared/i18n/en/common.ts';
import { phone } from '../shared/i18n/en/phone.ts';

// A game night: a Mole game with bots filling seats, a latecomer who gets a place at the next
// game, a player removed mid-game whose seat a bot plays and is handed back to a new phone, the
// night's score across a restart of the host, a one-tap rematch, the screen kept awake, then a
// game of The Snitch at the same table, counted in the same score.

/** Which way the phone keeps its screen on (stay-awake.ts writes it on <html>). */
const wakePath = (page: Page) => page.evaluate(() => document.documentElement.dataset.wake ?? 'unset');

test('a game night: a rematch with a latecomer seated, a seat handed back from a bot, the score kept across a host restart, then The Snitch', async ({ table }) => {
  // Three games, one of them The Snitch played to its end by three phones and three bots.
  test.setTimeout(780_000);
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  // A quick game (three locks): the night's flow is the same, in two missions fewer.
  await table.control({ type: 'fillBots', upTo: 5 }, { type: 'setOptions', options: { quick: true } });
  await expect(board.getByTestId('seat-4')).toBeVisible();
  // Ana, the VIP, deals from her phone.
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');

  // Reading the role is the player's first tap of the game: the screen stays on from then. On
  // the test's 127.0.0.1 origin (a secure context) the Wake Lock API does it.
  const anaRole = (await holdToReadRole(ana)).role;
  await expect.poll(() => wakePath(ana)).toBe('wake-lock');

  // ---- a latecomer: a place at the next game, said the same way on the phone and the TV ----
  const cy = await table.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const cyPage = await cy.newPage();
  // This phone has no Wake Lock API (as on the table's plain-http address): the video keeps it awake.
  await cyPage.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  await cyPage.goto(table.qrUrl);
  await expect(cyPage.getByTestId('next-game-note')).toHaveText(common.nextGame);
  await expect(board.getByTestId('corner-qr-caption')).toHaveText(common.nextGame);
  await cyPage.getByTestId('name-input').fill('Cy');
  await cyPage.getByTestId('join-button').click();
  await expect(cyPage.getByTestId('late-place')).toHaveText(phone.late.place(1));
  // No red error with a raw code: joining during a game is a place, not a refusal.
  await expect(cyPage.getByTestId('error-banner')).toHaveCount(0);
  await keepScreenshot(cyPage, 'night-latecomer-place');
  await keepScreenshot(board, 'night-board-corner-qr');

  // ---- a player removed mid-game: a bot plays the seat, marked the same on every screen ----
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await controls.goto(table.hostUrl);
  const boSeat = controls.getByTestId('seat-control-1');
  await boSeat.getByTestId('kick').click();
  await boSeat.getByTestId('kick').click();
  await expect(bo.getByTestId('kicked-screen')).toHaveAttribute('data-reason', 'kicked');
  await expect(board.getByTestId('seat-1').getByTestId('bot-mark')).toBeVisible();
  await expect(board.getByTestId('seat-0').getByTestId('bot-mark')).toHaveCount(0);
  // The host controls offer the bot-played seat to a new phone during the game.
  await expect(controls.getByTestId('new-phone-1')).toBeVisible();
  await keepScreenshot(board, 'night-board-bot-seat');

  // ---- game 1 to its end, Ana deciding on her phone, the bots and Bo's bot on the host ----
  const players: Player[] = [{ page: ana, name: 'Ana', seat: 0, role: anaRole }];
  const strategy: Strategy = {
    team: (size, boss) => [boss.seat, 1, 2, 3, 4].filter((s, i, all) => all.indexOf(s) === i).slice(0, size),
    approve: () => true,
    sabotage: () => true,
    mark: () => 1,
    protect: () => 2,
  };
  await playToTheEnd(board, players, strategy);
  const winner = (await board.getByTestId('winner').getAttribute('data-winner'))!;
  await expect(ana.getByTestId('end-screen')).toBeVisible();
  const anaSide = anaRole === 'mole' || anaRole === 'snitch' ? 'moles' : 'crew';
  const anaWon = anaSide === winner;
  await expect(ana.getByTestId('my-result')).toHaveText(anaWon ? phone.end.youWon : phone.end.youLost);
  await expect(ana.getByTestId('my-result')).toHaveAttribute('data-won', String(anaWon));
  // Bo's seat ended under a bot: the phones name it so.
  await expect(ana.getByTestId('end-role-1')).toContainText(phone.botSeat('Bo'));
  // The night's score counts Ana's game (Bo's seat was a bot's at the end: not scored); the TV
  // also says who waits for the next game.
  await expect(board.getByTestId('board-night-score')).toHaveCount(1);
  await expect(board.getByTestId('board-night-score').first()).toHaveAttribute('data-won', anaWon ? '1' : '0');
  await expect(board.getByTestId('board-waiting')).toContainText('Cy');
  await expect(ana.getByTestId('night-score')).toHaveCount(1);
  await keepScreenshot(board, 'night-board-end-1');
  await keepScreenshot(ana, 'night-phone-end-1');

  // ---- the seat goes back to a person: a new phone opens the link the host controls show ----
  await controls.getByTestId('new-phone-1').click();
  const link = (await controls.getByTestId('seat-link').textContent())!.trim();
  await keepScreenshot(controls, 'night-host-seat-link');
  const bo2 = await openPhone(table, link);
  await expect(bo2.getByTestId('end-screen')).toBeVisible();
  await expect(controls.getByTestId('seat-control-1')).toHaveAttribute('data-connected', 'true');

  // ---- the host stops and starts again: the score is still there, on the TV and the phones ----
  await table.restart();
  await expect(ana.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
  // The host controls come back by themselves too, on their own retry's time: a tap before that
  // is not sent (and they say so), so the steps below that use them wait for them.
  await expect(controls.getByTestId('offline-banner')).toHaveCount(0);
  await expect(board.getByTestId('board-night-score')).toHaveCount(1);
  await expect(ana.getByTestId('night-score')).toHaveCount(1);
  await expect(ana.getByTestId('my-result')).toBeVisible();
  await keepScreenshot(board, 'night-board-end-after-restart');

  // ---- a one-tap rematch from the VIP's phone: the latecomer and the new phone are seated ----
  await expect(cyPage.getByTestId('late-place')).toBeVisible();
  await ana.getByTestId('lobby-controls').getByTestId('rematch-button').click();
  await expect(cyPage.getByTestId('role-card')).toBeVisible();
  await expect(cyPage.getByTestId('late')).toHaveCount(0);
  await expect(board.getByTestId('seat-5')).toContainText('Cy');
  await expect(board.getByTestId('seat-1').getByTestId('bot-mark')).toHaveCount(0);
  await expect(bo2.getByTestId('role-card')).toBeVisible();
  // Cy's first tap keeps the screen on, with the video since this phone has no Wake Lock API.
  await holdToReadRole(cyPage);
  await expect.poll(() => wakePath(cyPage)).toBe('video');
  await keepScreenshot(cyPage, 'night-latecomer-seated');
  await keepScreenshot(board, 'night-board-rematch');

  // ---- back to the lobby: the night's score there, then reset from the host controls ----
  await controls.getByTestId('end-button').click();
  await controls.getByTestId('end-button').click();
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  await expect(board.getByTestId('board-night-score')).toHaveCount(1);
  await expect(ana.getByTestId('lobby').getByTestId('night-score')).toHaveCount(1);
  // The game is over: the screen may sleep again.
  await expect.poll(() => wakePath(cyPage)).toBe('none');
  await keepScreenshot(board, 'night-board-lobby-score');

  // ---- The Snitch at the same table: the VIP switches game, the same six seats play it ----
  const scoreOf = async (name: string) => {
    const entry = board.locator(`[data-testid="board-night-score"][data-name="${name}"]`);
    return { won: Number(await entry.getAttribute('data-won')), played: Number(await entry.getAttribute('data-played')) };
  };
  const anaBefore = await scoreOf('Ana');
  await ana.getByTestId('lobby-controls').getByTestId('game-select').selectOption('the-snitch');
  // The choice reaches the host on Ana's socket: once the TV shows it, the options are the Snitch's.
  await expect(board.getByTestId('board-lobby').locator('h1')).toHaveText('The Snitch');
  // Refusals answered by a tap, never raced by the clock.
  await table.control({ type: 'setOptions', options: { refusalWindowMs: 30_000 } });
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).toHaveAttribute('data-phase', 'first-plans');
  const snitchPlayers = [
    { page: ana, name: 'Ana', seat: 0 },
    { page: bo2, name: 'Bo', seat: 1 },
    { page: cyPage, name: 'Cy', seat: 5 },
  ];
  await playSnitch(board, snitchPlayers);
  await expect(board.getByTestId('end-screen')).toBeVisible();
  const winners = ((await board.getByTestId('end-winners').getAttribute('data-seats')) ?? '').split(',').filter((s) => s !== '').map(Number);
  for (const p of snitchPlayers) {
    const won = winners.includes(p.seat);
    await expect(p.page.getByTestId('my-result')).toHaveText(won ? phone.end.youWon : phone.end.youLost);
    await expect(p.page.getByTestId('my-result')).toHaveAttribute('data-won', String(won));
  }
  // The Snitch counts in the same night's score as the Mole games, on the TV's end screen too.
  await expect.poll(() => scoreOf('Ana')).toEqual({ won: anaBefore.won + (winners.includes(0) ? 1 : 0), played: anaBefore.played + 1 });
  await expect(board.getByTestId('board-night-score').filter({ hasText: 'Cy' })).toHaveCount(1);
  await keepScreenshot(board, 'night-board-snitch-end');
  await keepScreenshot(ana, 'night-phone-snitch-end');
  await controls.getByTestId('end-button').click();
  await controls.getByTestId('end-button').click();
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const scored = await board.getByTestId('board-night-score').count();
  expect(scored).toBeGreaterThan(1);
  // The reset asks for a second tap: the first changes nothing.
  await controls.getByTestId('reset-scores').click();
  await expect(board.getByTestId('board-night-score')).toHaveCount(scored);
  await controls.getByTestId('reset-scores').click();
  await expect(board.getByTestId('board-night-score')).toHaveCount(0);
  await expect(ana.getByTestId('night-score')).toHaveCount(0);
});
