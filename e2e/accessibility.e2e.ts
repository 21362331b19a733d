import { describe, seriousViolations } from './axe.ts';
import { expect, openBoard, openPhone, test } from './table.ts';

/**
 * axe-core on every page the table serves, in the states a person meets before a game: any
 * serious or critical violation fails. (Each game's phases are checked in the game tests.)
 */
test('no page has a serious or critical accessibility violation: phone, VIP lobby, board, host controls, rules', async ({ table }) => {
  const problems: string[] = [];
  const board = await openBoard(table);
  await expect(board.getByTestId('room-code')).toBeVisible();
  problems.push(...describe('board lobby', await seriousViolations(board)));

  const phone = await openPhone(table);
  await expect(phone.getByTestId('name-input')).toBeVisible();
  problems.push(...describe('phone name screen', await seriousViolations(phone)));
  await phone.getByTestId('name-input').fill('Ana');
  await phone.getByTestId('join-button').click();
  await expect(phone.getByTestId('lobby')).toBeVisible();
  problems.push(...describe('VIP lobby', await seriousViolations(phone)));

  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  await expect(controls.getByTestId('join-qr')).toBeVisible();
  problems.push(...describe('host controls', await seriousViolations(controls)));

  const rules = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await rules.goto(`${table.origin}/rules`);
  await expect(rules.getByTestId('rules-bar')).toBeVisible();
  problems.push(...describe('rules page', await seriousViolations(rules)));
  // Narrow, the deal table scrolls on its own; opened from a phone, the rules' body scrolls too.
  await rules.setViewportSize({ width: 360, height: 640 });
  await expect(rules.getByTestId('deal-table')).toBeVisible();
  problems.push(...describe('rules page, narrow', await seriousViolations(rules)));
  const fromPhone = await (await table.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true })).newPage();
  await fromPhone.goto(`${table.origin}/rules?game=mole-in-the-crew&from=phone`);
  await expect(fromPhone.getByTestId('deal-table')).toBeVisible();
  problems.push(...describe('rules from a phone', await seriousViolations(fromPhone)));
  await rules.setViewportSize({ width: 1280, height: 800 });
  await rules.goto(`${table.origin}/rules?game=turncoat&view=sheet`);
  await expect(rules.getByTestId('sheet-figures').locator('table')).toBeVisible();
  problems.push(...describe('rules sheet', await seriousViolations(rules)));

  expect(problems).toEqual([]);
});
