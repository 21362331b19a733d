import { expect, openBoard, openPhone, test } from './table.ts';

test('the board shows where to join, and a phone that follows the link gets a seat', async ({ table }) => {
  expect(table.joinUrl).toBe(`${table.origin}/`);
  const board = await openBoard(table);
  await expect(board.getByTestId('join-url')).toContainText(table.joinUrl);
  await expect(board.getByTestId('room-code')).toContainText(table.room);
  const phone = await openPhone(table);
  await phone.getByTestId('name-input').fill('Ana');
  await phone.getByTestId('join-button').click();
  await expect(phone.getByTestId('lobby')).toBeVisible();
  await expect(board.getByTestId('seat-0')).toContainText('Ana');
  await expect(board.getByTestId('seat-0')).toHaveAttribute('data-connected', 'true');
});

test('the host controls ask twice before removing a player', async ({ table }) => {
  const board = await openBoard(table);
  const phone = await openPhone(table);
  await phone.getByTestId('name-input').fill('Bo');
  await phone.getByTestId('join-button').click();
  await expect(board.getByTestId('seat-0')).toContainText('Bo');
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  const kick = controls.getByTestId('seat-control-0').getByTestId('kick');
  await kick.click();
  await expect(kick).toContainText('again');
  await expect(board.getByTestId('seat-0')).toContainText('Bo');
  await kick.click();
  await expect(board.getByTestId('seat-0')).toHaveCount(0);
  await expect(phone.getByTestId('kicked-screen')).toBeVisible();
});
