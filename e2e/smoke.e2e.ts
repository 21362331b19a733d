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
