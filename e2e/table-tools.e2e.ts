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

  // Only the VIP's phone (Ana, the first to join) has the pause button.
  await expect(bo.getByTestId('phone-pause')).toHaveCount(0);
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
