import type { Page } from '@playwright/test';
import { expect, keepScreenshot, openBoard, test, type Table } from './table.ts';
import { PhaseAudit } from './a11y.ts';
import { holdToReadRole, isMole, joinByLink, playToTheEnd, type Player, type Strategy } from './mole.ts';
import { checkThumb } from './thumb.ts';
import { CATALOGS, boardInLanguage, joinInLanguage, type Lang } from './languages.ts';
import { firstSeen, logOf, record, recordSeen, spans } from './timeline.ts';
import { moleRules as koMoleRules } from '../renderer/games/mole-in-the-crew/rules/text/ko.ts';
import { turncoatRules as koTurncoatRules } from '../renderer/games/turncoat/rules/text/ko.ts';

const NAMES = ['Ana', 'Bo', 'Chen', 'Dara', 'Eli', 'Fran', 'Gus'];

async function seatTable(table: Table, count: number, options?: Record<string, unknown>) {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages = [];
  for (let i = 0; i < count; i++) pages.push(await joinByLink(table, NAMES[i]!));
  for (let i = 0; i < count; i++) await expect(board.getByTestId(`seat-${i}`)).toHaveAttribute('data-connected', 'true');
  if (options) await table.control({ type: 'setOptions', options });
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

/**
 * Five players, three languages at one table (names in Hangul too, for the Korean particles).
 * Ana, the VIP, has a Spanish phone; Chen's is English (the record's words are checked on it).
 */
const SEATS: { name: string; lang: Lang }[] = [
  { name: 'Ana', lang: 'es' },
  { name: '민준', lang: 'ko' },
  { name: 'Chen', lang: 'en' },
  { name: 'Dara', lang: 'ko' },
  { name: 'Eli', lang: 'es' },
];

/*
 * One whole game, several observers: a full game costs the browser run about a minute of a
 * shared two-core machine, and three tests used to play this same game (five phones, the Moles
 * playing along, a Crew win) only to look at it differently. Each observer keeps its own checks,
 * and names itself when one fails (the steps below):
 * - the game itself, played by tapping on the phones, with axe-core on every phase, board and phones;
 * - the TV's staged moments: "look at your phones" with who has looked, the Boss's team appearing
 *   as it is picked, the discussion countdown the host set, the votes and cards turned over, and the
 *   Getaway's marks one by one before the result, each kept as a screenshot (moment-*.png). No bots:
 *   a bot would move at once and end the start moment before anyone looked;
 * - the languages: phones in Spanish, Korean and English and boards in Korean and Spanish at once,
 *   each in its own words, the rules opened from a Korean phone, Hangul drawn by the bundled font.
 */
test('a 5-player game in three languages played through the screens to a Crew win: axe on every phase, the TV’s staged moments, every page in its own words', async ({ table }) => {
  // Nine pages at once on a small machine, and axe on every phase: more time than one game needs.
  test.setTimeout(600_000);
  await table.control({ type: 'selectGame', game: 'mole-in-the-crew' });
  // The host sets a discussion countdown for the Boss's pick on the host controls (off by default).
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await controls.goto(table.hostUrl);
  const propose = controls.getByTestId('discussion-propose');
  await expect(propose).toHaveValue('0');
  await propose.selectOption('120');
  await expect(controls.getByTestId('discussion-controls')).toBeVisible();
  await keepScreenshot(controls, 'moment-host-discussion');

  const board = await boardInLanguage(table, 'ko');
  const spanish = await boardInLanguage(table, 'es');
  const pages: Page[] = [];
  for (const seat of SEATS) pages.push(await joinInLanguage(table, seat.name, seat.lang));
  for (let i = 0; i < SEATS.length; i++) await expect(board.getByTestId(`seat-${i}`)).toHaveAttribute('data-connected', 'true');
  await expect(board.getByTestId('board-lobby')).toContainText('민준');
  await test.step('languages: the Korean board draws Hangul with the bundled font', async () => {
    await board.evaluate(() => document.fonts.ready);
    expect(await board.evaluate(() => document.fonts.check('1em "Noto Sans KR"', '한국어'))).toBe(true);
    expect(await board.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans KR/);
  });
  await keepScreenshot(board, 'board-lobby-ko');
  await keepScreenshot(spanish, 'board-lobby-es');

  // The VIP (first to join) starts from a Spanish phone.
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');

  // The start: everyone is asked to look; the TV ticks off who has, never what they saw.
  const start = board.getByTestId('start-moment');
  const players: Player[] = [];
  await test.step('moments: the start, with who has looked', async () => {
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('data-looked', '0');
    await keepScreenshot(board, 'moment-start');
    for (const [i, page] of pages.entries()) {
      const read = await holdToReadRole(page);
      players.push({ page, name: SEATS[i]!.name, seat: i, role: read.role });
      // Released, the card says how to see it, in this phone's language.
      await expect(page.getByTestId('role-card')).toContainText(CATALOGS[SEATS[i]!.lang].mole.phone.role.hold);
      if (i < SEATS.length - 1) await expect(board.getByTestId(`looked-${i}`)).toHaveAttribute('data-looked', 'true');
      if (i === 2) {
        await expect(start).toHaveAttribute('data-looked', '3');
        await keepScreenshot(board, 'moment-start-looking');
      }
    }
    // Everyone has looked: the TV says so, then gives way to the game.
    await expect(start).toHaveCount(0);
  });
  await keepScreenshot(players[0]!.page, 'phone-in-game');

  await test.step('moments: the Boss’s team on the TV as it is picked, under the host’s countdown', async () => {
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
  });

  // The rules open in a tab of their own (the rules page, in its phone layout) while the game's
  // stays connected: in the phone's language, for the room's game; another game is a tap away,
  // and Close comes back to the game.
  await test.step('languages: the rules from a Korean phone, and back to the game', async () => {
    const reader = pages[1]!;
    const [rules] = await Promise.all([reader.waitForEvent('popup'), reader.getByTestId('rules-button').click()]);
    await expect(rules).toHaveURL(/\/rules\?game=mole-in-the-crew&lang=ko&from=phone$/);
    await expect(rules.getByTestId('rules-screen')).toHaveAttribute('data-game', 'mole-in-the-crew');
    await expect(rules.getByTestId('rules-body')).toContainText(koMoleRules.sections[0]!.heading);
    await expect(rules.getByTestId('deal-table')).toBeVisible();
    await rules.getByTestId('rules-game-turncoat').click();
    await expect(rules.getByTestId('rules-body')).toContainText(koTurncoatRules.sections[1]!.heading);
    await expect(reader.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
    // The tap closes the page it is on: the click may report the page gone before it returns.
    const closed = rules.waitForEvent('close');
    await rules
      .getByTestId('rules-close')
      .click()
      .catch((error: unknown) => {
        if (!rules.isClosed() && !String(error).includes('has been closed')) throw error;
      });
    await closed;
    await expect(reader.getByTestId('rules-blocked')).toHaveCount(0);
    await expect(reader.getByTestId('role-card')).toBeVisible();
  });

  // The reveals, noted in the pages as they happen (a look of the test's may fall between two):
  // on the board, the votes, the cards and the Getaway's marks part turned over; each phone's cover.
  const VOTES = '[data-testid="vote-reveal"]';
  const CARDS = '[data-testid="card-reveal"][data-done="false"]';
  const MARKS_TURNING = '[data-testid="getaway-reveal"][data-done="false"][data-flipped="2"]';
  await recordSeen(board, [VOTES, CARDS, MARKS_TURNING]);
  for (const p of players) await record(p.page, 'phone');

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
  // axe on every phase the game goes through, board and phones (once per phase and screen).
  const audit = new PhaseAudit('mole');
  let bossChecked = false;
  const shots = new Set<string>();
  const shoot = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await keepScreenshot(board, name);
  };
  let revealShot = false;
  // Whom each vote waits for, looked at in one read of the page (the phase may move on between two).
  const waiting = new Set<string>();
  await playToTheEnd(
    board,
    players,
    strategy,
    async () => {
      waiting.add(
        await board.evaluate(() => {
          if (document.documentElement.dataset.reveal !== 'idle' || document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') !== 'vote') return 'not voting';
          const list = document.querySelector('[data-testid="votes-pending"]');
          return list !== null && list.checkVisibility() && list.getBoundingClientRect().height > 0 ? 'named' : 'not named';
        }),
      );
      // A screenshot of each moment this look finds it in (whether each came is read from the pages' notes).
      if ((await board.getByTestId('vote-reveal').count()) > 0 && (await board.getByTestId('discussion-timer').count()) === 0) await shoot('moment-votes');
      if ((await board.locator(CARDS).count()) > 0) await shoot('moment-cards');
      // Read in one look: the reveal may end (and its element go) between two separate reads.
      const marks = await board.evaluate(() => {
        const el = document.querySelector('[data-testid="getaway-reveal"]');
        return el === null ? null : { flipped: Number(el.getAttribute('data-flipped')), done: el.getAttribute('data-done') === 'true' };
      });
      if (marks !== null) {
        if (!marks.done && marks.flipped >= 2 && marks.flipped < SEATS.length) await shoot('moment-getaway-marks');
        if (marks.done) await shoot('moment-getaway-result');
      }
      if (!revealShot && (await board.getByTestId('card-reveal').count()) > 0) {
        revealShot = true;
        await keepScreenshot(board, 'board-card-reveal-ko');
        await keepScreenshot(spanish, 'board-card-reveal-es');
      }
      await audit.round(board, players.map((p) => p.page));
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

  await test.step('the game: a Crew win on the board and every phone, roles shown, axe-clean in every phase', async () => {
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
  });

  await test.step('moments: every vote names whom it waits for; the votes, cards and marks turned over, every phone covered meanwhile', async () => {
    expect([...waiting], 'during every vote the TV names whom it waits for').toContain('named');
    expect([...waiting]).not.toContain('not named');
    const seen = await firstSeen(board);
    expect(Object.keys(seen), 'the votes and the cards turned over, and the Getaway’s marks one by one').toEqual(expect.arrayContaining([VOTES, CARDS, MARKS_TURNING]));
    for (const p of players) {
      const covered = spans(await logOf(p.page)).some((c) => c.start <= seen[MARKS_TURNING]! && c.end >= seen[MARKS_TURNING]!);
      expect(covered, `${p.name}'s phone was covered while the TV turned the marks over`).toBe(true);
    }
    console.log(`moments kept as screenshots: ${[...shots].sort().join(', ')}`);
  });

  await test.step('languages: the winner in each board’s and each phone’s words', async () => {
    await expect(board.getByTestId('winner')).toContainText(CATALOGS.ko.mole.winner.crew);
    await expect(spanish.getByTestId('winner')).toContainText(CATALOGS.es.mole.winner.crew);
    for (let i = 0; i < SEATS.length; i++) await expect(pages[i]!.getByTestId('winner')).toContainText(CATALOGS[SEATS[i]!.lang].mole.winner.crew);
    await board.evaluate(() => document.fonts.ready);
    expect(await board.evaluate(() => document.fonts.check('1em "Noto Sans KR"', '크루 승리'))).toBe(true);
  });
  await keepScreenshot(board, 'board-end-ko');
  await keepScreenshot(spanish, 'board-end-es');
  await keepScreenshot(pages[1]!, 'phone-end-ko');
  await keepScreenshot(pages[2]!, 'phone-end-crew');

  await test.step('the record on a phone after the game, and the finished game in the host controls', async () => {
    // The locks the Crew opened are there, each with its votes (in English on Chen's phone).
    const reader = pages[2]!;
    await reader.getByTestId('record-button').click();
    await expect(reader.getByTestId('record-list')).toBeVisible();
    expect(await reader.locator('[data-testid="record-part"][data-outcome="good"]').count()).toBeGreaterThanOrEqual(3);
    await expect(reader.getByTestId('record-list')).toContainText('For:');
    await keepScreenshot(reader, 'phone-record-mole');
    await reader.getByTestId('record-done').click();
    // The finished game is kept: the host controls list it for export and replay.
    await controls.reload();
    await expect(controls.getByTestId('past-game')).toHaveCount(1);
    await expect(controls.getByTestId('past-game')).toContainText('finished');
    await expect(controls.getByTestId('past-game')).not.toContainText('not finished');
    await keepScreenshot(controls, 'host-controls-after-game');
  });
});

test('a 6-player quick game played through the screens ends in a Mole win', async ({ table }) => {
  // The quick game (three locks, two blown win) ends after two missions instead of three: a
  // Mole win looks the same on the screens, and the run is bound by its games' lengths.
  const { board, players } = await seatTable(table, 6, { quick: true });
  const moles = players.filter(isMole);
  const crew = players.filter((p) => !isMole(p));
  const used = new Map<number, number>();
  // Every team carries exactly one Mole, the one with the most Sabotages left, who sabotages:
  // two locks blow (each Mole may sabotage once in a quick game, and there are two at six).
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

// One seated table for two checks that need no game played (each table costs a run some seconds of
// a shared machine): what each role is told, then a reload.
test('the Moles know each other and nothing else, no phone shows another player\'s role, and a phone reloaded mid-game is back in its seat with its own view', async ({ table }) => {
  const { players } = await seatTable(table, 7);
  await test.step('what each role is told, and nothing more', async () => {
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
  await test.step('a phone reloaded mid-game', async () => {
    const p = players[3]!;
    await p.page.reload();
    await expect(p.page.getByTestId('header')).toContainText(p.name);
    const read = await holdToReadRole(p.page);
    expect(read.role).toBe(p.role);
    await expect(p.page.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
  });
});
