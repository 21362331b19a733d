import { keyboardControls, seriousViolationsOrNone, tabThrough } from './a11y.ts';
import { expect, keepScreenshot, openBoard, test } from './table.ts';

/**
 * The host controls and the rules page with a keyboard alone: Tab reaches every control, each
 * shows a focus ring, Enter and Space press buttons and follow links, Escape takes back an armed
 * "tap again" button; the board, which needs no input, lets the focus go.
 */
test('keyboard alone: host controls and rules page reach every control with a visible ring; Enter, Space, Escape work; the board never traps focus', async ({ table }) => {
  const host = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await host.goto(table.hostUrl);
  await expect(host.getByTestId('join-qr')).toBeVisible();

  // Enter and Space press buttons: two bots join.
  await host.getByRole('button', { name: 'Add a bot' }).focus();
  await host.keyboard.press('Enter');
  await expect(host.getByTestId('kick')).toHaveCount(1);
  await host.keyboard.press('Space');
  await expect(host.getByTestId('kick')).toHaveCount(2);

  // Tab reaches every control once, each with its ring, and lets the focus go at the end.
  const controls = await keyboardControls(host);
  const hostTabs = await tabThrough(host, controls + 5);
  await keepScreenshot(host, 'a11y-host-keyboard');
  expect(hostTabs.left, 'the focus leaves the host controls after the last control').toBe(true);
  expect(hostTabs.stops.length).toBe(controls);
  expect(hostTabs.stops.filter((s) => !s.ring).map((s) => s.what)).toEqual([]);

  // A button that asks for a second tap: Escape takes it back, with the focus where it was.
  const kick = host.getByTestId('kick').first();
  await kick.focus();
  await host.keyboard.press('Enter');
  await expect(kick).toContainText('Tap again to confirm');
  await host.keyboard.press('Escape');
  await expect(kick).not.toContainText('Tap again');
  await expect(kick).toBeFocused();
  await expect(host.getByTestId('kick')).toHaveCount(2);

  // The rules page: every link and field reached with a ring; Enter follows a link, arrows pick.
  const rules = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await rules.goto(`${table.origin}/rules`);
  await expect(rules.getByTestId('rules-bar')).toBeVisible();
  // Counted once the game's figures are in: each table is a region the keyboard can scroll.
  await expect(rules.getByTestId('deal-table')).toBeVisible();
  const ruleControls = await keyboardControls(rules);
  const rulesTabs = await tabThrough(rules, ruleControls + 5);
  expect(rulesTabs.left, 'the focus leaves the rules page after the last control').toBe(true);
  expect(rulesTabs.stops.length).toBe(ruleControls);
  expect(rulesTabs.stops.filter((s) => !s.ring).map((s) => s.what)).toEqual([]);
  const players = rules.getByTestId('calc-players');
  const before = await players.inputValue();
  await players.focus();
  await rules.keyboard.press('ArrowDown');
  await expect(players).not.toHaveValue(before);
  await rules.getByTestId('rules-page-game-turncoat').focus();
  await rules.keyboard.press('Enter');
  await expect(rules).toHaveURL(/game=turncoat/);
  await expect(rules.getByTestId('rules-page')).toHaveAttribute('data-game', 'turncoat');
  expect(await seriousViolationsOrNone(rules)).toEqual([]);

  // The board needs no input: Tab goes through what it has and out again.
  const board = await openBoard(table);
  await expect(board.getByTestId('room-code')).toBeVisible();
  const boardTabs = await tabThrough(board, (await keyboardControls(board)) + 5);
  expect(boardTabs.left, 'the board lets the focus go').toBe(true);
  expect(boardTabs.stops.filter((s) => !s.ring).map((s) => s.what)).toEqual([]);
});
