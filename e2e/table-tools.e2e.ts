import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test, type Table } from './table.ts';
import { joinByLink } from './mole.ts';
import { chooseTurncoat, holdToReadIdentity, playTurn, type TurncoatPlayer } from './turncoat.ts';
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

/** The TV and a Turncoat game of Ana and Bo (Ana the VIP), started from Ana's phone. */
async function turncoatForTwo(table: Table): Promise<{ board: Page; ana: Page; bo: Page }> {
  const board = await openBoard(table);
  const ana = await joinByLink(table, 'Ana');
  const bo = await joinByLink(table, 'Bo');
  await chooseTurncoat(ana);
  await ana.getByTestId('lobby-controls').getByTestId('start-button').click();
  return { board, ana, bo };
}

// Turn timers at a tenth of their time: a minute's decision runs out in six seconds.
test.use({ hostArgs: ['--turn-pace', '10'] });

test('pause: the TV and every phone show it, a card picked before it is still picked after, it outlasts a host restart, and the VIP resumes', async ({ table }) => {
  const { board, ana, bo } = await turncoatForTwo(table);
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

test('the record on a phone: each mission as the TV showed it, word for word the same on every phone, read after the TV', async ({ table }) => {
  const { board, ana, bo } = await turncoatForTwo(table);
  const players: TurncoatPlayer[] = [];
  for (const [seat, page] of [ana, bo].entries()) players.push({ page, name: ['Ana', 'Bo'][seat]!, seat, identity: await holdToReadIdentity(page) });

  // Before anything has happened, the record says so.
  await ana.getByTestId('record-button').click();
  await expect(ana.getByTestId('record-empty')).toBeVisible();
  await ana.getByTestId('record-done').click();
  await expect(ana.getByTestId('record-sheet')).toHaveCount(0);

  // Two missions played to their reveal on the TV.
  const missions = async () => Number(await board.getByTestId('track-successes').getAttribute('data-count')) + Number(await board.getByTestId('track-failures').getAttribute('data-count'));
  for (let round = 0; round < 200 && (await missions()) < 2; round++) {
    let acted = false;
    for (const p of players) if (await playTurn(p)) acted = true;
    if (!acted) await board.waitForTimeout(200);
  }
  expect(await missions()).toBeGreaterThanOrEqual(2);
  const successes = Number(await board.getByTestId('track-successes').getAttribute('data-count'));

  const texts: string[] = [];
  for (const phone of [ana, bo]) {
    await expect(phone.getByTestId('look-at-tv')).toHaveCount(0, { timeout: 20_000 });
    await phone.getByTestId('record-button').click();
    const parts = phone.getByTestId('record-part');
    await expect(parts).toHaveCount(await missions());
    // The outcomes are the board's track: as many successes.
    await expect(phone.locator('[data-testid="record-part"][data-outcome="good"]')).toHaveCount(successes);
    texts.push((await phone.getByTestId('record-list').innerText()).trim());
  }
  expect(texts[0]).toMatch(/Mission 1/);
  expect(texts[0]).toMatch(/Leader: (Ana|Bo)/);
  expect(texts[1]).toEqual(texts[0]);
  await checkThumb(ana, 'en record sheet');
  expect(describe('record sheet', await seriousViolations(ana))).toEqual([]);
  await keepScreenshot(ana, 'record-sheet');
  await ana.keyboard.press('Escape');
  await expect(ana.getByTestId('record-sheet')).toHaveCount(0);

  // The host puts the same record on the TV between two moves, newest first.
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  await controls.getByTestId('record-tv-button').click();
  const onTv = board.getByTestId('board-record');
  await expect(onTv).toBeVisible();
  await expect(onTv.getByTestId('record-part')).toHaveCount(await missions());
  const titles = async (page: Page) => page.getByTestId('record-part').locator('h3').allInnerTexts();
  expect((await titles(board)).reverse()).toEqual(await titles(bo));
  await keepScreenshot(board, 'record-on-tv');
  await bo.getByTestId('record-done').click();
  // The next move gives the board back.
  for (let round = 0; round < 50 && (await onTv.count()) > 0; round++) {
    let acted = false;
    for (const p of players) if (await playTurn(p)) acted = true;
    if (!acted) await board.waitForTimeout(200);
  }
  await expect(onTv).toHaveCount(0);
  await expect(controls.getByTestId('record-tv-button')).toHaveAttribute('aria-pressed', 'false');
});
