import { expect, keepScreenshot, openBoard, test, type Table } from './table.ts';
import { PhaseAudit } from './a11y.ts';
import { holdToReadRole, isMole, joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { checkThumb } from './thumb.ts';

const NAMES = ['Ana', 'Bo', 'Chen', 'Dara', 'Eli', 'Fran', 'Gus'];

async function seatTable(table: Table, count: number) {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages = [];
  for (let i = 0; i < count; i++) pages.push(await joinByLink(table, NAMES[i]!));
  for (let i = 0; i < count; i++) await expect(board.getByTestId(`seat-${i}`)).toHaveAttribute('data-connected', 'true');
  await keepScreenshot(board, 'board-lobby');
  // The first to join is the VIP and starts the game from their phone.
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const read = await holdToReadRole(pages[i]!);
    players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, role: read.role });
  }
  return { board, players };
}

test('a 5-player game played through the screens ends in a Crew win', async ({ table }) => {
  // The axe checks of every phase add a few seconds on an idle machine; the margin is for a busy one.
  test.setTimeout(480_000);
  const { board, players } = await seatTable(table, 5);
  await keepScreenshot(players[0]!.page, 'phone-in-game');
  // The Moles play along: every team passes and every card is Clean, so three locks open and
  // the Getaway decides; the Moles mark a Crew member who is not the Contact.
  const crewNotContact = players.filter((p) => !isMole(p) && p.role !== 'contact');
  const strategy: Strategy = {
    team: (size, boss) => [boss.seat, ...players.filter((p) => p.seat !== boss.seat).map((p) => p.seat)].slice(0, size),
    approve: () => true,
    sabotage: () => false,
    mark: (p) => (crewNotContact.find((c) => c.seat !== p.seat) ?? players.find((c) => c.seat !== p.seat)!).seat,
    protect: (driver) => players.find((p) => p.role === 'contact' && p.seat !== driver.seat)!.seat,
  };
  let shotReveal = false;
  let bossChecked = false;
  // axe on every phase the game goes through, board and phones (once per phase and screen).
  const audit = new PhaseAudit('mole');
  const audited = () => audit.round(board, players.map((p) => p.page));
  await playToTheEnd(
    board,
    players,
    strategy,
    async () => {
      await audited();
      if (!shotReveal && (await board.getByTestId('card-reveal').count()) > 0) {
        shotReveal = true;
        await keepScreenshot(board, 'board-card-reveal');
      }
    },
    async (page) => {
      await audit.phone(board, page);
      // The Boss of a five-seat table at 360×640 (and the larger sizes): every seat to pick is on
      // screen with Propose, the role card and the locks folded below (the ten-seat Boss: thumb.e2e.ts).
      if (!bossChecked && (await page.getByTestId('team-picker').isVisible()) && (await page.getByTestId('confirm-button').count()) === 0) {
        bossChecked = true;
        await checkThumb(page, 'the Boss at five seats');
      }
    },
  );
  expect(bossChecked, 'a Boss phone was looked at').toBe(true);
  await expect(board.getByTestId('winner')).toHaveAttribute('data-winner', 'crew');
  for (const p of players) {
    await expect(board.getByTestId(`role-${p.seat}`)).toHaveAttribute('data-role', p.role);
    await expect(p.page.getByTestId('end-screen')).toBeVisible();
    await expect(p.page.getByTestId('winner')).toHaveAttribute('data-winner', 'crew');
  }
  await audit.round(board, players.map((p) => p.page));
  expect(audit.boardPhases).toEqual(expect.arrayContaining(['propose', 'vote', 'mission', 'getaway', 'over']));
  console.log(`axe, Mole: ${audit.checked.size} screens checked`);
  expect(audit.problems).toEqual([]);
  await keepScreenshot(board, 'board-end-crew');
  await keepScreenshot(players[1]!.page, 'phone-end-crew');
  // The record on a phone after the game: the locks the Crew opened are there, each with its votes.
  const reader = players[1]!.page;
  await reader.getByTestId('record-button').click();
  await expect(reader.getByTestId('record-list')).toBeVisible();
  expect(await reader.locator('[data-testid="record-part"][data-outcome="good"]').count()).toBeGreaterThanOrEqual(3);
  await expect(reader.getByTestId('record-list')).toContainText('For:');
  await keepScreenshot(reader, 'phone-record-mole');
  await reader.getByTestId('record-done').click();
  // The finished game is kept: the host controls list it for export and replay.
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  await expect(controls.getByTestId('past-game')).toHaveCount(1);
  await expect(controls.getByTestId('past-game')).toContainText('finished');
  await expect(controls.getByTestId('past-game')).not.toContainText('not finished');
  await keepScreenshot(controls, 'host-controls-after-game');
});

test('a 6-player game played through the screens ends in a Mole win', async ({ table }) => {
  const { board, players } = await seatTable(table, 6);
  const moles = players.filter(isMole);
  const crew = players.filter((p) => !isMole(p));
  const used = new Map<number, number>();
  // Every team carries exactly one Mole, the one with the most Sabotages left, who sabotages:
  // three locks blow (each Mole may sabotage twice at six players).
  const strategy: Strategy = {
    team: (size) => {
      const mole = [...moles].sort((a, b) => (used.get(a.seat) ?? 0) - (used.get(b.seat) ?? 0))[0]!;
      return [mole.seat, ...crew.map((p) => p.seat)].slice(0, size);
    },
    approve: () => true,
    sabotage: (p) => {
      if (!isMole(p)) return false;
      used.set(p.seat, (used.get(p.seat) ?? 0) + 1);
      return true;
    },
    mark: (p) => players.find((c) => c.seat !== p.seat)!.seat,
    protect: (driver) => players.find((c) => c.seat !== driver.seat)!.seat,
  };
  await playToTheEnd(board, players, strategy);
  await expect(board.getByTestId('winner')).toHaveAttribute('data-winner', 'moles');
  await expect(board.getByTestId('lock-1')).toHaveAttribute('data-status', 'blown');
  await keepScreenshot(board, 'board-end-moles');
});

test('the Moles know each other and nothing else; no phone shows another player\'s role', async ({ table }) => {
  const { players } = await seatTable(table, 7);
  const roleWords = ['Mole', 'Snitch', 'Contact', 'Double', 'Lookout', 'Driver', 'Crew member'];
  for (const p of players) {
    const read = await holdToReadRole(p.page);
    const otherMoles = players.filter((o) => o.role === 'mole' && o.seat !== p.seat).map((o) => o.name);
    if (p.role === 'mole' || p.role === 'snitch') for (const name of otherMoles) expect(read.knownMoles).toContain(name);
    if (p.role === 'mole') {
      const snitch = players.find((o) => o.role === 'snitch');
      if (snitch) expect(read.knownMoles).not.toContain(snitch.name);
    }
    if (p.role === 'contact') {
      for (const name of players.filter((o) => o.role === 'mole' || o.role === 'double').map((o) => o.name)) expect(read.suspects).toContain(name);
    }
    // With the card released, nothing on this phone names a role next to another player.
    const text = (await p.page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const other of players.filter((o) => o.seat !== p.seat)) {
      for (const word of roleWords) expect(text).not.toContain(`${other.name} ${word}`);
    }
  }
});

test('a phone reloaded mid-game is back in its seat with its own view', async ({ table }) => {
  const { players } = await seatTable(table, 5);
  const p = players[3]!;
  await p.page.reload();
  await expect(p.page.getByTestId('header')).toContainText(p.name);
  const read = await holdToReadRole(p.page);
  expect(read.role).toBe(p.role);
  await expect(p.page.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
});
