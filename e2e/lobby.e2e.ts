import { joinByLink } from './mole.ts';
import { expect, openBoard, test } from './table.ts';

/**
 * What the lobby tells every phone, not only the VIP's: who may start, a seated count the chosen
 * game cannot take and what to do about it, a name the host had to change, and a game cut short
 * and by whom.
 */
test('every phone in the lobby is told who starts, a count that does not fit, its changed name and who ended the game', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  // A second "ana" is seated as "ana 2", and her phone says so.
  const ana2 = await joinByLink(table, 'ana');
  await expect(board.getByTestId('seat-2')).toContainText('ana 2');
  await expect(ana2.getByTestId('lobby-news')).toHaveText(/“ana”.*“ana 2”/);
  await expect(bo.getByTestId('lobby-news')).toHaveCount(0);

  // Mole in the Crew takes 5 to 10: the others' phones say so, and that the VIP may add bots.
  await expect(bo.getByTestId('waiting-start')).toContainText('Needs at least 5 players (3 seated).');
  await expect(bo.getByTestId('waiting-start')).toContainText('VIP');
  // Five seated, then Turncoat (2 to 4) chosen: too many, and what to do; one fewer, and the line
  // names who may start.
  await table.control({ type: 'addBot', bot: 'random' }, { type: 'addBot', bot: 'random' }, { type: 'selectGame', game: 'turncoat' });
  await expect(bo.getByTestId('waiting-start')).toHaveText('At most 4 players (5 seated). One player must leave their seat, or the VIP chooses another game.');
  await table.control({ type: 'kick', seat: 4 });
  await expect(bo.getByTestId('waiting-start')).toHaveText('Waiting for Ana (the VIP) or the host to start the game…');

  // No bot at the table (a bot may accuse, and a game over is not one cut short); the VIP starts
  // and the host ends the game: every phone is told, the VIP's too.
  await table.control({ type: 'kick', seat: 3 });
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(bo.getByTestId('lobby')).toHaveCount(0);
  await table.control({ type: 'end' });
  for (const phone of [ana, bo]) await expect(phone.getByTestId('lobby-news').first()).toHaveText('The host ended the game.');
  // The next start clears it (who ended it, the VIP or the host: electron/host/room-night.test.ts).
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(bo.getByTestId('lobby')).toHaveCount(0);
  await table.control({ type: 'end' }, { type: 'selectGame', game: 'mole-in-the-crew' });
  await expect(bo.getByTestId('lobby-news')).toHaveText('The host ended the game.');
});
