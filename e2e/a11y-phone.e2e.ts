import type { Page } from '@playwright/test';
import { largeText, layoutProblems, motionProblems, recordAnnouncements, saidLog, visionScreenshots } from './a11y.ts';
import { firstSeen, logOf, pageNow, record, recordSeen, spans } from './timeline.ts';
import { joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { expect, keepScreenshot, openBoard, test } from './table.ts';

/**
 * A player who cannot see the screen: Ana plays a Mole vote and a mission on her phone by
 * accessible names and roles alone (what a screen reader offers), and hears each step from the
 * phone's live region: her turn, the ack, the results once the TV has shown them. Her phone has
 * its text at 200 % (the OS text size), and Bo's is zoomed to 200 % (a 360 px phone at 200 %
 * browser zoom is 180 CSS px wide): every screen they meet is checked for sideways scrolling and
 * overlapping controls, and kept as a screenshot.
 */
test('a Mole vote and mission played on a phone by accessible names alone, announcements in its live region, text at 200 %', async ({ table }) => {
  test.setTimeout(480_000);
  const board = await openBoard(table);
  // Both asked for less motion: every reveal they show must fade, not flip or slide.
  await board.emulateMedia({ reducedMotion: 'reduce' });
  const anaContext = await table.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const ana = await anaContext.newPage();
  await ana.emulateMedia({ reducedMotion: 'reduce' });
  await ana.goto(table.qrUrl);
  await largeText(ana);
  await ana.getByLabel('Your name').fill('Ana');
  await ana.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(ana.getByRole('button', { name: 'Start the game' })).toBeVisible();

  // Bo's phone: 200 % browser zoom on a 360 px phone.
  const boContext = await table.newContext({ viewport: { width: 180, height: 390 }, hasTouch: true, isMobile: true, deviceScaleFactor: 4 });
  const bo = await boContext.newPage();
  await bo.goto(table.qrUrl);
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  const pages = [ana, bo];
  for (const name of ['Chen', 'Dara', 'Eli']) pages.push(await joinByLink(table, name));

  const layout: string[] = [];
  const shot = new Set<string>();
  /** Checks the two large-text phones' layout once per screen they show, and keeps a screenshot of each. */
  const lookAtLargeText = async (screen: string) => {
    for (const [page, who] of [[ana, 'text-200'], [bo, 'zoom-200']] as [Page, string][]) {
      const key = `${who}-${screen}`;
      if (shot.has(key)) continue;
      shot.add(key);
      layout.push(...(await layoutProblems(page)).map((p) => `${key}: ${p}`));
      await keepScreenshot(page, `a11y-phone-${key}`, { largeText: true });
    }
  };
  await lookAtLargeText('lobby');

  const region = ana.getByRole('status', { name: 'Announcements' });
  // What Ana's screen reader is told, and when her phone is covered, each with its time.
  await recordAnnouncements(ana);
  await record(ana, 'phone');
  await recordSeen(board, ['[data-testid="vote-reveal"]', '[data-testid="card-reveal"]']);
  await ana.getByRole('button', { name: 'Start the game' }).click();

  // The secret card: the same toggle on every phone; pressed, the face is in the page, said as a secret.
  for (const page of pages) await expect(page.getByRole('button', { name: 'Show my secret card' })).toHaveCount(1);
  const toggle = ana.getByRole('button', { name: 'Show my secret card' });
  await toggle.focus();
  await ana.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(ana.getByText('Secret, for you only:')).toBeAttached();
  await expect(ana.getByText(/^Side: (Crew|Moles)$/)).toBeVisible();
  const role = (await ana.getByText(/^Side: /).textContent())!;
  await lookAtLargeText('secret-shown');
  // Focus moves on: the secret hides at once.
  await ana.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(ana.getByText(/^Side: /)).toHaveCount(0);
  await expect(ana.getByText('Secret, for you only:')).toHaveCount(0);

  // Everyone approves a team that always has Ana on it, and plays Clean: one lock, then stop.
  const players: Player[] = pages.slice(1).map((page, i) => ({ page, name: ['Bo', 'Chen', 'Dara', 'Eli'][i]!, seat: i + 1, role: 'crew' }));
  const strategy: Strategy = {
    team: (size) => [0, ...players.map((p) => p.seat)].slice(0, size),
    approve: () => true,
    sabotage: () => false,
    mark: (p) => (p.seat === 1 ? 2 : 1),
    protect: () => 1,
  };
  const motion = new Set<string>();
  const seenReveals = new Set<string>();
  /** Each round: what moves on the board and Ana's phone, and each kind of reveal in colour-blind eyes. */
  const watchBoard = async () => {
    for (const [page, who] of [[board, 'board'], [ana, 'phone']] as [Page, string][]) for (const m of await motionProblems(page)) motion.add(`${who}: ${m}`);
    for (const reveal of ['vote-reveal', 'card-reveal']) {
      if (seenReveals.has(reveal) || !(await board.getByTestId(reveal).isVisible())) continue;
      seenReveals.add(reveal);
      await visionScreenshots(board, `a11y-board-${reveal}`, keepScreenshot);
    }
  };
  let voted = false;
  let played = false;
  /** When Ana played her card, by her phone's clock. */
  let playedAt = Infinity;
  const anaActs = async () => {
    if (await ana.getByRole('button', { name: 'Propose this team' }).isVisible()) {
      await expect(region).toContainText(/Your turn: You are the Boss: choose \d for the team/);
      // (The first Boss's decision was there at the deal, before Ana looked at her card: the focus is hers to move.)
      const size = Number((await ana.getByRole('heading', { name: /You are the Boss/ }).textContent())!.match(/\d/)![0]);
      for (const name of ['Ana', 'Bo', 'Chen', 'Dara'].slice(0, size)) await ana.getByRole('button', { name, exact: true }).click();
      await ana.getByRole('button', { name: 'Propose this team' }).click();
      await ana.getByRole('button', { name: 'Confirm' }).click();
      // The proposal opens the vote at once: its "Your turn" may come before the ack, and says it was taken.
      await expect(region).toContainText(/Sent|Your turn: Vote on Ana's team/);
    } else if (!voted && (await ana.getByRole('button', { name: 'Approve' }).isVisible())) {
      await expect(region).toContainText(/Your turn: Vote on \w+'s team/);
      await expect(ana.getByRole('heading', { name: /^Vote on \w+'s team$/ })).toBeFocused();
      await lookAtLargeText('vote');
      await ana.getByRole('button', { name: 'Approve' }).click();
      await lookAtLargeText('vote-confirm');
      await ana.getByRole('button', { name: 'Confirm' }).click();
      await expect(region).toContainText(/Sent/);
      voted = true;
    } else if (voted && !played && (await ana.getByRole('button', { name: 'Clean' }).isVisible())) {
      // The vote's result is said once the TV has shown it, with the new decision after it.
      await expect(region).toContainText(/Team approved 5–0\. Your turn: You are on the team: play a card/);
      await expect(ana.getByRole('heading', { name: 'You are on the team: play a card' })).toBeFocused();
      await lookAtLargeText('mission');
      playedAt = await pageNow(ana);
      await ana.getByRole('button', { name: 'Clean' }).click();
      await ana.getByRole('button', { name: 'Confirm' }).click();
      await expect(region).toContainText(/Sent/);
      await lookAtLargeText('sent');
      played = true;
    }
  };
  // Ana acts after the other phones of each round: her vote is the last in, her card the last played.
  await playToTheEnd(board, players, strategy, async () => {
    await watchBoard();
    await anaActs();
    await watchBoard();
    // The cover's screen, if this look finds it (whether it came is read from the phone's log).
    if (played && (await ana.getByText('Look at the TV').isVisible())) await lookAtLargeText('look-at-tv');
    // Once the lock is decided, stop: one vote and one mission is the test.
    return played && (await board.getByTestId('lock-1').getAttribute('data-status')) !== 'pending';
  });
  expect(voted && played).toBe(true);
  // The result was said (the next decision's "Your turn" may have followed it since), and only
  // once the cover that hid the cards while the TV turned them over had lifted.
  await expect.poll(async () => (await saidLog(ana)).some((s) => s.line.includes('Lock 1 opened'))).toBe(true);
  const cover = spans(await logOf(ana)).find((c) => c.start >= playedAt);
  expect(cover, 'the phone was covered while the TV revealed the cards').toBeDefined();
  const early = (await saidLog(ana)).filter((s) => s.line.includes('Lock 1') && s.at < cover!.end);
  expect(early, 'said before the TV had shown the cards').toEqual([]);
  await lookAtLargeText('after-mission');
  expect(role).toMatch(/Crew|Moles/);
  expect(layout).toEqual([]);
  // The board's reveals came (noted by the board as they did; shot as the colour-blind see them
  // when a look found them), all without motion.
  expect(Object.keys(await firstSeen(board)).sort()).toEqual(['[data-testid="card-reveal"]', '[data-testid="vote-reveal"]']);
  console.log(`reveals shot as the colour-blind see them: ${[...seenReveals].sort().join(', ') || 'none'}`);
  expect([...motion]).toEqual([]);
});
