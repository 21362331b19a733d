import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { joinByLink } from './mole.ts';
import { chooseTurncoat } from './turncoat.ts';

/** The phone that shows `panel` now, among `phones` (it waits until one does). */
async function phoneShowing(phones: Page[], panel: string): Promise<Page> {
  let found: Page | undefined;
  await expect(async () => {
    for (const p of phones) if (await p.getByTestId(panel).isVisible()) found = p;
    expect(found, `a phone showing ${panel}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

// Turn timers at a tenth of their time: a minute's decision runs out in six seconds.
test.use({ hostArgs: ['--turn-pace', '10'] });

test('pause: the TV and every phone show it, a card picked before it is still picked after, it outlasts a host restart, and the VIP resumes', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  await chooseTurncoat(ana);
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  // The leader keeps a mission; then both phones are asked for a card.
  const leader = await phoneShowing([ana, bo], 'choose-mission-panel');
  await leader.getByTestId('mission-option-0').click();
  await leader.getByTestId('confirm-button').click();
  await expect(bo.getByTestId('commit-panel')).toBeVisible({ timeout: 20_000 });
  await bo.getByTestId('hand-card-0').click();
  await expect(bo.getByTestId('confirm-button')).toBeVisible();

  // Every phone has the pause button, in the same place; only the VIP's (Ana, the first to join)
  // pauses: Bo is told who may.
  await bo.getByTestId('phone-pause').click();
  await expect(bo.getByTestId('error-banner')).toBeVisible();
  await expect(bo.getByTestId('error-banner')).toHaveAttribute('data-code', 'NOT_ALLOWED');
  await expect(board.getByTestId('board-paused')).toHaveCount(0);
  await ana.getByTestId('phone-pause').click();
  await expect(board.getByTestId('board-paused')).toBeVisible();
  for (const phone of [ana, bo]) await expect(phone.getByTestId('paused')).toBeVisible();
  await expect(ana.getByTestId('phone-resume')).toBeVisible();
  await expect(bo.getByTestId('phone-resume')).toHaveCount(0);
  await keepScreenshot(board, 'pause-board');
  await keepScreenshot(bo, 'pause-phone');

  // Saved with the room: the host comes back paused.
  await table.restart();
  await expect(board.getByTestId('board-paused')).toBeVisible({ timeout: 20_000 });
  await expect(bo.getByTestId('paused')).toBeVisible();
  // The VIP's phone is back on the table before it resumes (a tap while reconnecting is not sent).
  await expect(ana.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online', { timeout: 20_000 });
  await ana.getByTestId('phone-resume').click();
  await expect(board.getByTestId('board-paused')).toHaveCount(0);
  for (const phone of [ana, bo]) await expect(phone.getByTestId('paused')).toHaveCount(0);
  // Bo's card, picked before the pause, is still waiting for his Confirm.
  await expect(bo.getByTestId('confirm-button')).toBeVisible();
  await bo.getByTestId('confirm-button').click();
  await expect(bo.getByTestId('confirm-button')).toHaveCount(0);
});

test('a turn timer: the deciding phone and the TV count down alike, and when time runs out a stand-in plays and the TV says only whose time it was', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  await chooseTurncoat(ana);
  await table.control({ type: 'setTurnTimer', game: 'turncoat', level: 'normal' });
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  // The leader has the mission to choose, on the clock; the other phone has nothing to decide.
  const leader = await phoneShowing([ana, bo], 'choose-mission-panel');
  const other = leader === ana ? bo : ana;
  await expect(leader.getByTestId('turn-clock')).toBeVisible();
  await expect(other.getByTestId('turn-clock')).toHaveCount(0);
  await expect(board.getByTestId('turn-clock')).toBeVisible();
  // Nobody chooses: the stand-in keeps a mission, and both phones are asked for a card.
  await expect(board.getByTestId('turn-ran-out')).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(board, 'turn-timer-ran-out');
  for (const phone of [ana, bo]) {
    await expect(phone.getByTestId('commit-panel')).toBeVisible();
    await expect(phone.getByTestId('turn-clock')).toBeVisible();
  }
  await keepScreenshot(leader, 'turn-timer-phone');
});
