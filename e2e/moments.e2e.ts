import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { holdToReadRole, isMole, joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { firstSeen, logOf, record, recordSeen, spans } from './timeline.ts';

/*
 * The TV's staged moments, in one Mole in the Crew game at five phones (no bots: a bot would move
 * at once and end the start moment before anyone looked): "look at your phones" with who has
 * looked, the Boss's team appearing as it is picked, the discussion countdown the host set, the
 * votes and cards turned over, and the Getaway's marks one by one before the result. A screenshot
 * of each moment is kept (test-results/e2e-artifacts/moment-*.png).
 */

const NAMES = ['Ana', 'Bo', 'Chen', 'Dara', 'Eli'];

test('the staged moments of a Mole in the Crew game, each kept as a screenshot', async ({ table }) => {
  await table.control({ type: 'selectGame', game: 'mole-in-the-crew' });
  // The host sets a discussion countdown for the Boss's pick on the host controls (off by default).
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await controls.goto(table.hostUrl);
  const propose = controls.getByTestId('discussion-propose');
  await expect(propose).toHaveValue('0');
  await propose.selectOption('120');
  await expect(controls.getByTestId('discussion-controls')).toBeVisible();
  await keepScreenshot(controls, 'moment-host-discussion');

  const board = await openBoard(table);
  const pages = [];
  for (const name of NAMES) pages.push(await joinByLink(table, name));
  await table.control({ type: 'start' });

  // The start: everyone is asked to look; the TV ticks off who has, never what they saw.
  const start = board.getByTestId('start-moment');
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute('data-looked', '0');
  await keepScreenshot(board, 'moment-start');
  const players: Player[] = [];
  for (const [i, page] of pages.entries()) {
    const read = await holdToReadRole(page);
    players.push({ page, name: NAMES[i]!, seat: i, role: read.role });
    if (i < NAMES.length - 1) await expect(board.getByTestId(`looked-${i}`)).toHaveAttribute('data-looked', 'true');
    if (i === 2) {
      await expect(start).toHaveAttribute('data-looked', '3');
      await keepScreenshot(board, 'moment-start-looking');
    }
  }
  // Everyone has looked: the TV says so, then gives way to the game.
  await expect(start).toHaveCount(0);

  // The Boss's team appears on the TV as it is picked, before it is proposed.
  const bossName = (await board.getByTestId('boss').textContent())!.trim();
  const boss = players.find((p) => p.name === bossName)!;
  const timer = board.getByTestId('discussion-timer');
  await expect(timer).toBeVisible();
  // The host's two minutes, counting down since the phase came on the TV (however long the roles took to read).
  const left = Number(await timer.getAttribute('data-left'));
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(120);
  await expect.poll(async () => Number(await timer.getAttribute('data-left'))).toBeLessThan(left);
  await boss.page.getByTestId(`pick-seat-${boss.seat}`).click();
  const other = players.find((p) => p.seat !== boss.seat)!;
  await boss.page.getByTestId(`pick-seat-${other.seat}`).click();
  await expect(board.getByTestId('team-draft')).toHaveAttribute('data-team', `${boss.seat},${other.seat}`);
  await keepScreenshot(board, 'moment-draft');
  // A tap undone is undone on the TV too.
  await boss.page.getByTestId(`pick-seat-${other.seat}`).click();
  await expect(board.getByTestId('team-draft')).toHaveAttribute('data-team', `${boss.seat}`);
  await boss.page.getByTestId(`pick-seat-${boss.seat}`).click();

  // The reveals, noted in the pages as they happen (a look of the test's may fall between two):
  // on the board, the votes, the cards and the Getaway's marks part turned over; each phone's cover.
  const VOTES = '[data-testid="vote-reveal"]';
  const CARDS = '[data-testid="card-reveal"][data-done="false"]';
  const MARKS_TURNING = '[data-testid="getaway-reveal"][data-done="false"][data-flipped="2"]';
  await recordSeen(board, [VOTES, CARDS, MARKS_TURNING]);
  for (const p of players) await record(p.page, 'phone');

  // The rest of the game: the Moles play along, so three locks open and the Getaway decides.
  const crewNotContact = players.filter((p) => !isMole(p) && p.role !== 'contact');
  const strategy: Strategy = {
    team: (size, b) => [b.seat, ...players.filter((p) => p.seat !== b.seat).map((p) => p.seat)].slice(0, size),
    approve: () => true,
    sabotage: () => false,
    mark: (p) => (crewNotContact.find((c) => c.seat !== p.seat) ?? players.find((c) => c.seat !== p.seat)!).seat,
    protect: (driver) => players.find((p) => p.role === 'contact' && p.seat !== driver.seat)!.seat,
  };
  const shots = new Set<string>();
  const shoot = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await keepScreenshot(board, name);
  };
  // Whom each vote waits for, looked at in one read of the page (the phase may move on between two).
  const waiting = new Set<string>();
  await playToTheEnd(board, players, strategy, async () => {
    waiting.add(
      await board.evaluate(() => {
        if (document.documentElement.dataset.reveal !== 'idle' || document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') !== 'vote') return 'not voting';
        const list = document.querySelector('[data-testid="votes-pending"]');
        return list !== null && list.checkVisibility() && list.getBoundingClientRect().height > 0 ? 'named' : 'not named';
      }),
    );
    // A screenshot of each moment this look finds it in (whether each came is read from the pages' notes).
    if ((await board.getByTestId('vote-reveal').count()) > 0 && (await board.getByTestId('discussion-timer').count()) === 0) await shoot('moment-votes');
    const cards = board.locator('[data-testid="card-reveal"][data-done="false"]');
    if ((await cards.count()) > 0) await shoot('moment-cards');
    // Read in one look: the reveal may end (and its element go) between two separate reads.
    const marks = await board.evaluate(() => {
      const el = document.querySelector('[data-testid="getaway-reveal"]');
      return el === null ? null : { flipped: Number(el.getAttribute('data-flipped')), done: el.getAttribute('data-done') === 'true' };
    });
    if (marks !== null) {
      if (!marks.done && marks.flipped >= 2 && marks.flipped < NAMES.length) await shoot('moment-getaway-marks');
      if (marks.done) await shoot('moment-getaway-result');
    }
  });
  expect([...waiting], 'during every vote the TV names whom it waits for').toContain('named');
  expect([...waiting]).not.toContain('not named');
  const seen = await firstSeen(board);
  expect(Object.keys(seen), 'the votes and the cards turned over, and the Getaway’s marks one by one').toEqual(expect.arrayContaining([VOTES, CARDS, MARKS_TURNING]));
  // While the marks turned over, every phone was covered.
  for (const p of players) {
    const covered = spans(await logOf(p.page)).some((c) => c.start <= seen[MARKS_TURNING]! && c.end >= seen[MARKS_TURNING]!);
    expect(covered, `${p.name}'s phone was covered while the TV turned the marks over`).toBe(true);
  }
  console.log(`moments kept as screenshots: ${[...shots].sort().join(', ')}`);
  await expect(board.getByTestId('winner')).toHaveAttribute('data-winner', 'crew');
  for (const p of players) await expect(p.page.getByTestId('winner')).toHaveAttribute('data-winner', 'crew');
});
