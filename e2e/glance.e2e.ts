import type { Page } from '@playwright/test';
import { expect, openBoard, test, type Table } from './table.ts';
import { holdToReadRole, isMole, joinByLink, type Player } from './mole.ts';
import { holdToReadIdentity as readTurncoatIdentity, playTurn, type TurncoatPlayer } from './turncoat.ts';
import { holdToReadIdentity as readSnitchIdentity, playSnitch, type SnitchPlayer } from './snitch.ts';
import { compareGlances, newGlanceLog, recordBuzzes, type GlanceLog, type GlancePhone } from './glance.ts';
import { redeal, snitchDeal } from './glance-deal.ts';
import { BUZZ_PATTERN } from '../renderer/lib/phone/buzz.ts';
import { checkThumb } from './thumb.ts';

/**
 * No phone gives its owner away at a glance: at every decision and waiting screen of a game,
 * phones in the same public position look the same whatever their roles and hands (e2e/glance.ts
 * says what a glance sees). Names of one length, so that nothing but the roles differs.
 */
const NAMES = ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay', 'Gus', 'Hal'];

// A fresh host: "teach as we play" is on, so each game opens with its first tip on every phone.
test.use({ tips: true });

/**
 * The deal's first-game tip, open on every phone at once: every phone is compared with every
 * other (each counted a role of its own, as the roles are not read yet), and a phone is checked
 * for one thumb. Then each player closes it, and the host switches teaching off: the rest of the
 * game is compared on the game's own screens.
 */
async function compareFirstTip(pages: Page[], game: string, table: Table): Promise<void> {
  for (const page of pages) await expect(page.getByTestId('tip-sheet')).toBeVisible();
  const phones = pages.map((page, i) => ({ page, name: NAMES[i]!, role: `seat ${i}` }));
  let lookedAtAll = false;
  for (let tries = 0; tries < 20 && !lookedAtAll; tries++) {
    lookedAtAll = await compareGlances(phones, newGlanceLog(), `${game}, the first tip, `);
    if (!lookedAtAll) await pages[0]!.waitForTimeout(500);
  }
  expect(lookedAtAll, 'every phone looked at with the first tip open').toBe(true);
  await checkThumb(pages[0]!, `${game}, the first tip`);
  // A step taught while the deal's was open shows once it is closed: closed too.
  for (const page of pages) {
    for (let tips = 0; tips < 10 && (await page.getByTestId('tip-sheet').isVisible()); tips++) await page.getByTestId('tip-done').click();
    await expect(page.getByTestId('tip-sheet')).toHaveCount(0);
  }
  await table.control({ type: 'setTips', game, on: false });
}

async function seat(table: Table, count: number, game?: string, options?: Record<string, unknown>): Promise<{ board: Page; pages: Page[] }> {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) pages.push(await joinByLink(table, NAMES[i]!));
  for (const page of pages) await recordBuzzes(page);
  if (game) await table.control({ type: 'selectGame', game, ...(options ? { options } : {}) });
  else if (options) await table.control({ type: 'setOptions', options });
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  await compareFirstTip(pages, game ?? 'mole-in-the-crew', table);
  return { board, pages };
}

/**
 * The table's own tools on every phone at once, role against role: the notes sheet open on every
 * phone (nothing written yet), the record open, then the game paused (every phone under the same cover).
 */
async function compareTableTools(all: GlancePhone[], log: GlanceLog, label: string, table: Table): Promise<void> {
  let phones = all;
  const lookAtAll = async (what: string) => {
    // Until every phone is looked at in one go (a reveal's cover may still be lifting).
    let lookedAtAll = false;
    for (let tries = 0; tries < 20 && !lookedAtAll; tries++) {
      lookedAtAll = await compareGlances(phones, log, `${label}${what}, `);
      if (!lookedAtAll) await phones[0]!.page.waitForTimeout(500);
    }
    expect(lookedAtAll, `every phone looked at, ${what}`).toBe(true);
  };
  for (const { page } of phones) await page.getByTestId('notes-button').click();
  for (const { page } of phones) await expect(page.getByTestId('notes-sheet')).toBeVisible();
  await lookAtAll('notes open');
  // One thumb with every other player listed: the list scrolls, Done stays in view.
  await checkThumb(all[0]!.page, `${label}notes sheet, ${all.length - 1} players`);
  for (const { page } of phones) await page.getByTestId('notes-done').click();
  for (const { page } of phones) await page.getByTestId('record-button').click();
  for (const { page } of phones) await expect(page.getByTestId('record-sheet')).toBeVisible();
  await lookAtAll('record open');
  for (const { page } of phones) await page.getByTestId('record-done').click();
  await table.control({ type: 'pause' });
  for (const { page } of all) await expect(page.getByTestId('paused')).toBeVisible();
  // The VIP's cover has the Resume button besides (who the VIP is, the TV shows): the others are compared.
  phones = [];
  for (const phone of all) if ((await phone.page.getByTestId('phone-resume').count()) === 0) phones.push(phone);
  expect(phones.length).toBe(all.length - 1);
  await lookAtAll('paused');
  await table.control({ type: 'resume' });
  for (const { page } of all) await expect(page.getByTestId('paused')).toHaveCount(0);
  // What was left of a reveal plays out after a resume: the phones wait for the TV again first.
  for (const { page } of all) await expect(page.getByTestId('look-at-tv')).toHaveCount(0, { timeout: 20_000 });
}

async function confirm(page: Page): Promise<void> {
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-button')).toHaveCount(0);
}

/** The decision in front of the table, as a phone shows it (its glance key up to the first "|"). */
const decisionOn = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="glance-key"]')?.getAttribute('data-glance')?.split('|')[0] ?? null);

const shownOn = (page: Page, ids: string[]) => page.evaluate((list) => list.filter((id) => document.querySelector(`[data-testid="${id}"]`)?.checkVisibility() ?? false), ids);

function report(game: string, log: GlanceLog): void {
  const phases = [...new Set([...log.compared].map((k) => k.split(':')[1]))];
  console.log(
    `${game}: ${log.compared.size} positions compared across roles (phases ${phases.join(', ')}); decision boxes compared across the game: ${[...log.boxesCompared].join('; ')}; ${log.askedLooks} looks at asked phones, buzz ${[...log.buzzes].join(' ')}`,
  );
  // Every phone asked to decide buzzed, and always with the one pattern.
  expect(log.askedLooks).toBeGreaterThan(0);
  expect([...log.buzzes]).toEqual([JSON.stringify(BUZZ_PATTERN)]);
}

/*
 * Mole in the Crew at 8: the one count that deals every role at once (three Moles, one of them the
 * Snitch (the Decoy), the Contact, the Driver, the Lookout, a Double and a plain Crew member; see
 * the deal table in the rules). The phone's screens read the count only through public numbers
 * (team sizes, approvals needed, how many locks), the same on every phone of a table, and its
 * private part only through the role; so comparing every role side by side at 8 covers 5 to 10
 * (5 and 6 deal no role that 8 lacks; 9 and 10 only more Crew members; Advanced Snitch at 5-6 the
 * same Snitch), without a browser game per count.
 */
test('Mole in the Crew, 8 phones: every role looks the same in every phase, the Getaway too', async ({ table }) => {
  test.setTimeout(390_000);
  // A quick game: three locks, the Getaway after the second one opens, one sabotage per Mole.
  const { board, pages } = await seat(table, 8, undefined, { quick: true });
  // With the turn timer on (at its longest: a glance at eight phones takes a while), the phones
  // that must decide count down, and are compared with each other as they do.
  await table.control({ type: 'setTurnTimer', game: 'mole-in-the-crew', level: 'extended' });
  const players: Player[] = [];
  const held = new Map<string, string>();
  for (let i = 0; i < 8; i++) {
    const read = await holdToReadRole(pages[i]!);
    players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, role: read.role });
    held.set(read.role, read.held);
  }
  // Held, every role's card is one box in one colour: the Moles' list of Moles makes it no taller.
  expect(new Set(held.values()), `the held cards: ${JSON.stringify(Object.fromEntries(held))}`).toHaveProperty('size', 1);
  expect(new Set(players.map((p) => p.role))).toEqual(new Set(['mole', 'snitch', 'contact', 'driver', 'lookout', 'double', 'crew']));
  const moles = players.filter(isMole);
  const crew = players.filter((p) => !isMole(p));
  const spent = new Set<number>();
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: isMole(p) && spent.has(p.seat) ? `${p.role}, no sabotage left` : p.role }));
  // Teams of three. Lock 1: a Mole (who sabotages) and two of the Crew. Lock 2: that Mole, now
  // out of sabotages, with two who have one. Lock 3: two of the Crew with the third Mole.
  const teams = [
    [moles[0]!.seat, crew[0]!.seat, crew[1]!.seat],
    [moles[0]!.seat, moles[1]!.seat, moles[2]!.seat],
    [crew[1]!.seat, crew[2]!.seat, moles[2]!.seat],
  ];
  /** The lock being played (0-based), as the phone's own lock track marks it. */
  const lockOf = async (page: Page) => Number(((await page.getByTestId('lock-track').locator('[aria-current="step"]').getAttribute('data-testid')) ?? 'lock-1').slice(5)) - 1;
  const log = newGlanceLog();
  let privateLines = 0;
  await compareTableTools(phones(), log, 'Mole in the Crew, ', table);

  // The decision last looked at: nobody decides before the whole table has been looked at in it
  // (on a slow machine a look can be skipped, the table not settled yet, and the phones that decide
  // first would then never be seen undecided beside the others).
  let looked: string | null = null;
  for (let round = 0; round < 200 && !(await board.getByTestId('end-screen').isVisible()); round++) {
    const glanced = await compareGlances(phones(), log, 'Mole in the Crew, ');
    let acted = 0;
    const decision = await decisionOn(players[0]!.page);
    if (glanced) looked = decision;
    if (decision !== looked) {
      await board.waitForTimeout(200);
      continue;
    }
    // A few phones per round, so that glances also catch a phase half decided; a new decision
    // (a new phase) is glanced at before anyone makes it.
    for (const p of players) {
      if (acted >= 3 || (await decisionOn(p.page)) !== decision) break;
      const shown = await shownOn(p.page, ['team-picker', 'vote-approve', 'play-clean', 'getaway-submit']);
      const { page } = p;
      if (shown.includes('team-picker')) {
        for (const s of teams[await lockOf(page)]!) await page.getByTestId(`pick-seat-${s}`).click();
        await page.getByTestId('propose-button').click();
      } else if (shown.includes('vote-approve')) {
        await page.getByTestId('vote-approve').click();
      } else if (shown.includes('play-clean')) {
        // Every phone of the team taps Sabotage first, and they are compared with the tap staged:
        // where it cannot be played (the Crew, a Mole out of sabotages) it stages Clean, and the
        // confirm bar opens all the same, its line saying so privately in the same place.
        const team = [];
        for (const m of players) if ((await shownOn(m.page, ['play-clean'])).length > 0) team.push(m);
        for (const m of team) await m.page.getByTestId('play-sabotage').click();
        for (const m of team) await expect(m.page.getByTestId('confirm-button')).toBeVisible();
        const notes = new Map<number, string>();
        for (const m of team) notes.set(m.seat, (await m.page.getByTestId('confirm-note').textContent()) ?? '');
        let lookedAtAll = false;
        for (let tries = 0; tries < 5 && !lookedAtAll; tries++) lookedAtAll = await compareGlances(phones(), log, 'Mole in the Crew, Sabotage tapped, ');
        expect(lookedAtAll, 'every phone looked at with Sabotage tapped').toBe(true);
        for (const m of team) {
          const sabotage = isMole(m) && !spent.has(m.seat) && (await lockOf(m.page)) === 0;
          if (!isMole(m) || spent.has(m.seat)) {
            expect(notes.get(m.seat), `${m.name}'s private line`).toMatch(/Clean/);
            privateLines++;
          } else if (!sabotage) {
            // A Mole who keeps the sabotage for later takes the tap back and plays Clean.
            await m.page.getByTestId('change-button').click();
            await m.page.getByTestId('play-clean').click();
          }
          if (sabotage) spent.add(m.seat);
          await confirm(m.page);
          acted++;
        }
        continue;
      } else if (shown.includes('getaway-submit')) {
        // Everyone marks and protects; only the Moles' marks and the Driver's protection count.
        const others = players.filter((o) => o.seat !== p.seat);
        await page.getByTestId(`getaway-mark-${others[0]!.seat}`).click();
        await page.getByTestId(`getaway-protect-${others[1]!.seat}`).click();
        await page.getByTestId('getaway-submit').click();
      } else continue;
      await confirm(page);
      acted++;
    }
    if (acted === 0) await board.waitForTimeout(200);
  }
  await expect(board.getByTestId('end-screen')).toBeVisible();
  report('Mole in the Crew', log);
  const phases = new Set([...log.compared].map((k) => k.split(':')[1]));
  for (const phase of ['propose', 'vote', 'mission', 'getaway']) expect(phases, `a glance compared roles in ${phase}`).toContain(phase);
  // The mission was compared between a Mole with a sabotage and the Crew, and one without.
  const missionRoles = new Set([...log.roles].filter(([k]) => k.split(':')[1] === 'mission').flatMap(([, r]) => [...r]));
  expect([...missionRoles].some((r) => r.endsWith('no sabotage left'))).toBe(true);
  expect([...missionRoles].some((r) => r === 'mole' || r === 'snitch')).toBe(true);
  // Every role was compared with another in the Getaway (everyone decides there): side by side,
  // or its decision box with another role's (a Boss or a team member may be alone in its position).
  const getawayRoles = new Set([...log.roles].filter(([k]) => k.split(':')[1] === 'getaway').flatMap(([, r]) => [...r].map((x) => x.split(',')[0])));
  for (const r of log.boxRoles.get('getaway') ?? []) getawayRoles.add(r.split(',')[0]);
  for (const role of ['mole', 'snitch', 'contact', 'driver', 'lookout', 'double', 'crew']) expect(getawayRoles, `${role} compared in the Getaway`).toContain(role);
  expect(privateLines).toBeGreaterThan(0);
});

/*
 * Turncoat at 4: the default identity deck deals 10, 10, 10 and the Joker to four players, so
 * there is always a turncoat to compare with the loyal players. At 2 and 3 the deck has a spare
 * card and a table may have no turncoat at all; nothing on a phone depends on that (the view has
 * no field for it, and the count reaches the phone only as the public number of players and
 * cards committed), so a loyal phone at a table without a turncoat is the loyal phone compared
 * here.
 */
test('Turncoat, 4 phones: the turncoat looks like the loyal players to the end, the accusation sheet too', async ({ table }) => {
  test.setTimeout(390_000);
  const { board, pages } = await seat(table, 4, 'turncoat');
  const players: TurncoatPlayer[] = [];
  for (let i = 0; i < 4; i++) players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, identity: await readTurncoatIdentity(pages[i]!) });
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: p.identity }));
  expect(players.filter((p) => p.identity === 'turncoat')).toHaveLength(1);
  const log = newGlanceLog();
  const turncoat = players.find((p) => p.identity === 'turncoat')!;
  await compareTableTools(phones(), log, 'Turncoat, ', table);

  /** The accusation sheet, on every phone at once: the list of names, then a name picked. */
  const accusationSheet = async () => {
    await compareGlances(phones(), log, 'Turncoat, ');
    for (const p of players) await p.page.getByTestId('accuse-open').click();
    await compareGlances(phones(), log, 'Turncoat, accusation sheet, ');
    for (const p of players) await p.page.locator('[data-testid^="accuse-target-"]').first().click();
    await compareGlances(phones(), log, 'Turncoat, accusation to confirm, ');
    // The turncoat's phone says, privately and in the same place, that a turncoat cannot accuse.
    await expect(turncoat.page.getByTestId('accuse-final')).toHaveAttribute('data-cannot', 'true');
    for (const p of players) await p.page.getByTestId('accuse-back').click();
    await expect(turncoat.page.getByTestId('accuse-confirm')).toHaveCount(0);
    // Confirming on the turncoat's phone sends nothing: the sheet closes, the game goes on.
    await turncoat.page.locator('[data-testid^="accuse-target-"]').first().click();
    await turncoat.page.getByTestId('accuse-confirm').click();
    await expect(turncoat.page.getByTestId('accuse-sheet')).toHaveCount(0);
    for (const p of players) if (p !== turncoat) await p.page.getByTestId('accuse-close').click();
  };

  // To the end (five missions won or lost), one phone at a time, with a glance before every tap;
  // the accusation sheet once two missions are done.
  const missions = async () => Number(await board.getByTestId('track-successes').getAttribute('data-count')) + Number(await board.getByTestId('track-failures').getAttribute('data-count'));
  let sheet = false;
  for (let round = 0; round < 400 && !(await board.getByTestId('end-screen').isVisible()); round++) {
    await compareGlances(phones(), log, 'Turncoat, ');
    if (!sheet && (await missions()) >= 2) {
      sheet = true;
      await accusationSheet();
      // From here on every phone's owner asks for less motion: no buzz and no pulse any more.
      for (const p of players) await p.page.emulateMedia({ reducedMotion: 'reduce' });
    }
    let acted = false;
    for (const p of players) if (!acted) acted = await playTurn(p);
    if (!acted) await board.waitForTimeout(200);
  }
  await expect(board.getByTestId('end-screen')).toBeVisible();
  expect(sheet).toBe(true);
  expect(await missions()).toBeGreaterThanOrEqual(5);
  expect(log.reducedLooks).toBeGreaterThan(0);
  report('Turncoat', log);
  const phases = new Set([...log.compared].map((k) => k.split(':')[1]));
  for (const phase of ['mission-choice', 'commit']) expect(phases, `a glance compared roles in ${phase}`).toContain(phase);
});

/*
 * The Snitch at 4, played to the end on a fixed deal (e2e/glance-deal.ts) that puts the snitch
 * card on top of the interrogation deck, drawn on seat 2's first turn: a snitch is in play for
 * nearly the whole game and its phone is compared with the others in every phase — the
 * turns, the refusal window, new plans, the weapon vote (two against two), the tie-break, the shot
 * (nobody, so that every player, the snitch too, adds to the escape route), the calls and the
 * additions. The counts 5 and 6 deal the same cards more thinly: nothing on a phone reads the
 * count but the seats shown, the same on every phone of the table.
 */
test('The Snitch, 4 phones, a snitch in play: every phone looks the same in every phase to the end, the refusal window and the escape too', async ({ table }) => {
  test.setTimeout(480_000);
  const { board, pages } = await seat(table, 4, 'the-snitch', { refusalWindowMs: 30_000, soap: '0', guard: '0' });
  await expect(board.getByTestId('phase')).toHaveAttribute('data-phase', 'first-plans');
  await redeal(table, snitchDeal(2), 'glance');
  const players: SnitchPlayer[] = NAMES.slice(0, 4).map((name, s) => ({ page: pages[s]!, name, seat: s }));
  for (const p of players) await expect(p.page.getByTestId('glance-key')).toHaveCount(1);
  // Nobody is the snitch at the deal: the roles are the hands until the snitch card is drawn.
  const roles = new Map<number, string>(players.map((p) => [p.seat, `hand of ${p.seat}`]));
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: roles.get(p.seat)! }));
  const log = newGlanceLog();
  await compareTableTools(phones(), log, 'The Snitch, ', table);
  let drawn = false;
  /*
   * Who draws the snitch card, with this deal and these options (soap and guard at seat 0), is
   * chosen so that the snitch is neither the soap holder nor the weapon holder when the weapon
   * phases come, nor alone with the guard: then in every phase, the weapon's too, some other
   * phone shares its public position and is compared with it side by side.
   */
  const SNITCH_SEAT = 2;
  let voted = 0;
  // Everyone chooses a first plan at once: glanced at before anyone has, once every phone is back
  // from the host's restart and shows the choice.
  for (const p of players) {
    await expect(p.page.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
    await expect(p.page.getByTestId('decision')).toHaveAttribute('data-kind', 'first-plan');
  }
  await compareGlances(phones(), log, 'The Snitch, ');
  const played = await playSnitch(
    board,
    players,
    async () => {
      await compareGlances(phones(), log, 'The Snitch, ');
    },
    undefined,
    async (player, kind) => {
      const { page } = player;
      // A glance before every decision, so that a phase one seat decides at once (a new plan, the
      // tie-break) is looked at too.
      await compareGlances(phones(), log, 'The Snitch, ');
      if (kind === 'turn' && !drawn && player.seat === SNITCH_SEAT) {
        // Seat 2's first turn draws the snitch card: from now on this phone is the snitch's.
        drawn = true;
        await page.getByTestId('turn-draw').click();
        await page.getByTestId('confirm-button').click();
        await expect(page.getByTestId('confirm-button')).toHaveCount(0);
        await expect.poll(() => readSnitchIdentity(page)).toBe(true);
        roles.set(player.seat, 'snitch');
        return true;
      }
      if (kind === 'vote') {
        // Two votes for each of two players who are not the snitch: a tie for the soap holder.
        const others = players.filter((p) => roles.get(p.seat) !== 'snitch');
        await page.getByTestId(`vote-seat-${others[voted++ < 2 ? 0 : 1]!.seat}`).click();
      } else if (kind === 'shoot') {
        await page.getByTestId('shoot-nobody').click();
      } else return false;
      await page.getByTestId('confirm-button').click();
      await expect(page.getByTestId('confirm-button')).toHaveCount(0);
      return true;
    },
  );
  await expect(board.getByTestId('end-screen')).toBeVisible();
  report('The Snitch', log);
  expect([...roles.values()]).toContain('snitch');
  const phases = new Set([...log.compared].map((k) => k.split(':')[1]));
  const missing: string[] = [];
  for (const phase of ['first-plans', 'turn', 'refusal', 'new-plan', 'vote', 'tie-break', 'shoot', 'call', 'add']) {
    expect(phases, `a glance compared the snitch's phone with others in ${phase}`).toContain(phase);
    expect(played.phasesSeen.has(phase === 'first-plans' ? 'first-plan' : phase === 'refusal' ? 'refuse' : phase)).toBe(true);
    // The snitch's phone was compared with another in that phase: side by side, or (when it was
    // the one seat asked) its decision box with another role's in the same decision.
    const seen = new Set([...log.roles].filter(([k]) => k.split(':')[1] === phase).flatMap(([, r]) => [...r]));
    for (const r of log.boxRoles.get(phase) ?? []) seen.add(r);
    console.log(`The Snitch, ${phase}: compared ${[...seen].join(', ')}`);
    if (phase !== 'first-plans' && !seen.has('snitch')) missing.push(phase);
  }
  expect(missing, 'phases where the snitch was not compared with another phone').toEqual([]);
});
