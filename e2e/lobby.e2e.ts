import { describe, seriousViolations } from './axe.ts';
import { joinByLink } from './mole.ts';
import { expect, keepScreenshot, openBoard, test } from './table.ts';

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
  await expect(bo.getByTestId('waiting-start')).toHaveText('At most 4 players (5 seated). The VIP can set one player aside for a game, or choose another game.');
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

/**
 * Five seated for a game of four: the VIP sets two players aside from her phone. They watch the
 * game with the same phone and key, the TV names them, and they are seated again when it ends, as
 * far as the game has seats; one is brought back sooner from the lobby.
 */
test('the VIP sets players aside for a game: they watch it and are seated again after it', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  const cy = await joinByLink(table, 'Cy');
  const di = await joinByLink(table, 'Di');
  const ed = await joinByLink(table, 'Ed');
  await table.control({ type: 'selectGame', game: 'turncoat' });
  await expect(bo.getByTestId('waiting-start')).toContainText('set one player aside');

  const controls = ana.getByTestId('lobby-controls');
  await controls.getByTestId('seat-controls-toggle').click();
  await controls.getByTestId('seat-control-4').getByTestId('set-aside').click();
  await expect(ed.getByTestId('late-place')).toHaveText('You sit out the next game: watch it, and you’re seated again after it.');
  await expect(board.getByTestId('board-aside')).toContainText('Ed');
  await controls.getByTestId('seat-control-1').getByTestId('set-aside').click();
  await expect(controls.getByTestId('aside-row')).toHaveText(['Ed Bring back', 'Bo Bring back'].map((t) => new RegExp(t.replace(' ', '\\s*'))));
  await expect(cy.getByTestId('waiting-start')).toHaveText('Waiting for Ana (the VIP) or the host to start the game…');
  await controls.getByTestId('aside-list').scrollIntoViewIfNeeded();
  await keepScreenshot(ana, 'lobby-vip-aside');
  await keepScreenshot(ed, 'lobby-phone-aside');
  await keepScreenshot(board, 'lobby-board-aside');
  expect(describe('VIP lobby with players set aside', await seriousViolations(ana))).toEqual([]);
  expect(describe('a phone set aside', await seriousViolations(ed))).toEqual([]);

  await controls.getByTestId('start-button').click();
  await expect(cy.getByTestId('lobby')).toHaveCount(0);
  // Watching, not asked for a name: the same phone still holds its place.
  await expect(bo.getByTestId('late-place')).toHaveAttribute('data-place', 'aside');
  await expect(bo.getByTestId('name-input')).toHaveCount(0);
  await bo.reload();
  await expect(bo.getByTestId('late-place')).toHaveAttribute('data-place', 'aside');

  // Back in the lobby: the first set aside is seated again; the table then has its four, so the
  // second waits for the next seat as a latecomer, and her phone says so.
  await table.control({ type: 'end' });
  await expect(ed.getByTestId('lobby')).toBeVisible();
  await expect(ed.getByTestId('late-place')).toHaveCount(0);
  await expect(board.getByTestId('seat-3')).toContainText('Ed');
  await expect(board.getByTestId('board-aside')).toHaveCount(0);
  await expect(board.getByTestId('board-waiting')).toContainText('Bo');
  await expect(bo.getByTestId('late-place')).toHaveAttribute('data-place', '1');

  // Set aside and brought back at once, from the VIP's phone (its seat controls folded again after the game).
  await controls.getByTestId('seat-controls-toggle').click();
  await controls.getByTestId('seat-control-2').getByTestId('set-aside').click();
  await expect(di.getByTestId('late-place')).toBeVisible();
  await controls.getByTestId('aside-row').getByTestId('bring-back').click();
  await expect(di.getByTestId('lobby')).toBeVisible();
  await expect(di.getByTestId('late-place')).toHaveCount(0);
});

/**
 * The lobby controls are the VIP's alone, so a player's phone never downloads them (what reaching
 * the lobby costs a phone: docs/performance.md); a phone made the VIP fetches them then.
 */
test('only the VIP’s phone downloads the lobby controls, and a phone made the VIP gets them', async ({ table }) => {
  await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  const fetchedControls = (phone: typeof ana) =>
    phone.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/LobbyControls-[\w-]+\.js$/.test(r.name)));
  await expect(ana.getByTestId('lobby-controls').getByTestId('start-button')).toBeVisible();
  await expect(bo.getByTestId('waiting-start')).toBeVisible();
  expect(await fetchedControls(ana)).toBe(true);
  expect(await fetchedControls(bo)).toBe(false);

  await table.control({ type: 'setVip', seat: 1 });
  await expect(bo.getByTestId('lobby-controls').getByTestId('start-button')).toBeVisible();
  expect(await fetchedControls(bo)).toBe(true);
  await expect(ana.getByTestId('waiting-start')).toBeVisible();
});

/** The lobby controls' download lost with the Wi-Fi: they come once the phone is back online. */
test('a VIP phone that lost the lobby controls’ download gets them when it is back online', async ({ table }) => {
  await openBoard(table);
  await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  // Every request for the file fails (its preload and its import) until the phone is back.
  const controlsFile = /\/LobbyControls-[\w-]+\.js$/;
  let refused = 0;
  await bo.route(controlsFile, (route) => {
    refused++;
    return route.abort('connectionreset');
  });
  await table.control({ type: 'setVip', seat: 1 });
  await expect(bo.getByText('You are the VIP', { exact: false })).toBeVisible();
  // Its download has failed (on a slow machine that can take a while), and nothing is drawn.
  await expect.poll(() => refused, { message: 'the phone asked for the lobby controls' }).toBeGreaterThan(0);
  await bo.waitForTimeout(500);
  await expect(bo.getByTestId('lobby-controls')).toHaveCount(0);

  await bo.unroute(controlsFile);
  await bo.context().setOffline(true);
  await bo.context().setOffline(false);
  await expect(bo.getByTestId('lobby-controls').getByTestId('start-button')).toBeVisible();
});
