import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { joinByLink } from './mole.ts';
import { chooseTurncoat } from './turncoat.ts';
import { checkThumb } from './thumb.ts';
import { describe, seriousViolations } from './axe.ts';

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

test('private notes: kept on the phone over a reload and never sent, alike on every phone, one thumb and axe-clean, forgotten when the next game starts', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  const cai = await joinByLink(table, 'Cai');
  await chooseTurncoat(ana);
  // Whatever Ana's phone sends from now on: her notes must never be in it.
  const sent: string[] = [];
  ana.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');

  // The same button on every phone, opening the same sheet: the two others, unmarked.
  for (const phone of [ana, bo, cai]) {
    await phone.getByTestId('notes-button').click();
    await expect(phone.getByTestId('notes-sheet')).toBeVisible();
    await expect(phone.getByTestId('notes-sheet').locator('li')).toHaveCount(2);
  }
  await checkThumb(ana, 'en notes sheet');
  expect(describe('notes sheet', await seriousViolations(ana))).toEqual([]);

  await ana.getByTestId('note-1-suspect').check();
  await ana.getByTestId('note-1-text').fill('said the mission was clean');
  await ana.getByTestId('note-2-trust').check();
  // A second tap on a mark takes it back.
  await ana.getByTestId('note-2-trust').click();
  await expect(ana.getByTestId('note-2-trust')).not.toBeChecked();
  await ana.getByTestId('note-2-unsure').check();
  await keepScreenshot(ana, 'notes-sheet');
  await ana.getByTestId('notes-done').click();
  await expect(ana.getByTestId('notes-sheet')).toHaveCount(0);

  // Back after a reload, as they were.
  await ana.reload();
  await expect(ana.getByTestId('notes-button')).toBeVisible();
  await ana.getByTestId('notes-button').click();
  await expect(ana.getByTestId('note-1-suspect')).toBeChecked();
  await expect(ana.getByTestId('note-1-text')).toHaveValue('said the mission was clean');
  await expect(ana.getByTestId('note-2-unsure')).toBeChecked();
  await ana.keyboard.press('Escape');
  await expect(ana.getByTestId('notes-sheet')).toHaveCount(0);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((frame) => frame.includes('mission was clean') || frame.includes('suspect'))).toEqual([]);
  // Another phone knows nothing of them.
  await expect(bo.getByTestId('note-0-text')).toHaveValue('');

  // The game is ended and the next one starts: the sheet is empty again.
  await table.control({ type: 'end' });
  await expect(ana.getByTestId('lobby')).toBeVisible();
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(ana.getByTestId('notes-button')).toBeVisible();
  await ana.getByTestId('notes-button').click();
  await expect(ana.getByTestId('note-1-suspect')).not.toBeChecked();
  await expect(ana.getByTestId('note-1-text')).toHaveValue('');
});
