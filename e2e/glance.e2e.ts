import type { Page } from '@playwright/test';
import { expect, openBoard, test, type Table } from './table.ts';
import { holdToReadRole, isMole, joinByLink, type Player } from './mole.ts';
import { holdToReadIdentity as readTurncoatIdentity, playTurn, type TurncoatPlayer } from './turncoat.ts';
import { holdToReadIdentity as readSnitchIdentity, playSnitch, type SnitchPlayer } from './snitch.ts';
import { compareGlances, newGlanceLog, type GlanceLog, type GlancePhone } from './glance.ts';

/**
 * No phone gives its owner away at a glance: at every decision and waiting screen of a game,
 * phones in the same public position look the same whatever their roles and hands (e2e/glance.ts
 * says what a glance sees). Names of one length, so that nothing but the roles differs.
 */
const NAMES = ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay', 'Gus'];

async function seat(table: Table, count: number, game?: string, options?: Record<string, unknown>): Promise<{ board: Page; pages: Page[] }> {
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) pages.push(await joinByLink(table, NAMES[i]!));
  if (game) await table.control({ type: 'selectGame', game, ...(options ? { options } : {}) });
  else if (options) await table.control({ type: 'setOptions', options });
  await pages[0]!.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  return { board, pages };
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
  console.log(`${game}: ${log.compared.size} positions compared across roles (phases ${phases.join(', ')})`);
}

test('Mole in the Crew, 7 phones: every role looks the same in every phase, the Getaway too', async ({ table }) => {
  test.setTimeout(120_000);
  // A quick game: three locks, the Getaway after the second one opens, one sabotage per Mole.
  const { board, pages } = await seat(table, 7, undefined, { quick: true });
  const players: Player[] = [];
  for (let i = 0; i < 7; i++) players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, role: (await holdToReadRole(pages[i]!)).role });
  const moles = players.filter(isMole);
  const crew = players.filter((p) => !isMole(p));
  const spent = new Set<number>();
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: isMole(p) ? (spent.has(p.seat) ? 'mole, no sabotage left' : 'mole') : p.role }));
  // Lock 1: a Mole and a Crew member (the Mole sabotages). Lock 2: the Mole now out of
  // sabotages with one who has one. Lock 3: a Crew member with that second Mole.
  const teams = [
    [moles[0]!.seat, crew[0]!.seat],
    [moles[0]!.seat, moles[1]!.seat],
    [crew[1]!.seat, moles[1]!.seat],
  ];
  /** The lock being played (0-based), as the phone's own lock track marks it. */
  const lockOf = async (page: Page) => Number(((await page.getByTestId('lock-track').locator('[aria-current="step"]').getAttribute('data-testid')) ?? 'lock-1').slice(5)) - 1;
  const log = newGlanceLog();
  let privateLines = 0;

  for (let round = 0; round < 200 && !(await board.getByTestId('end-screen').isVisible()); round++) {
    await compareGlances(phones(), log, 'Mole in the Crew, ');
    let acted = 0;
    const decision = await decisionOn(players[0]!.page);
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
        const sabotage = isMole(p) && !spent.has(p.seat) && (await lockOf(page)) === 0;
        if (!isMole(p) || spent.has(p.seat)) {
          // Every phone has the Sabotage button; where it cannot be played it says so privately,
          // on the line where the hint was, in the same place and style.
          const hint = (await page.getByTestId('pick-hint').boundingBox())!;
          await page.getByTestId('play-sabotage').click();
          const line = page.getByTestId('pick-hint');
          await expect(line).toHaveAttribute('data-refused', 'true');
          const box = (await line.boundingBox())!;
          expect([Math.round(box.y), Math.round(box.height)]).toEqual([Math.round(hint.y), Math.round(hint.height)]);
          await expect(page.getByTestId('confirm-button')).toHaveCount(0);
          privateLines++;
        }
        await page.getByTestId(sabotage ? 'play-sabotage' : 'play-clean').click();
        if (sabotage) spent.add(p.seat);
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
  expect(missionRoles).toContain('mole');
  expect(missionRoles).toContain('mole, no sabotage left');
  expect(privateLines).toBeGreaterThan(0);
});

test('Turncoat, 4 phones: the turncoat looks like the loyal players, the accusation sheet too', async ({ table }) => {
  test.setTimeout(90_000);
  const { board, pages } = await seat(table, 4, 'turncoat');
  const players: TurncoatPlayer[] = [];
  for (let i = 0; i < 4; i++) players.push({ page: pages[i]!, name: NAMES[i]!, seat: i, identity: await readTurncoatIdentity(pages[i]!) });
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: p.identity }));
  expect(players.filter((p) => p.identity === 'turncoat')).toHaveLength(1);
  const log = newGlanceLog();

  // Two missions, one phone at a time, with a glance before every tap.
  const missions = async () => Number(await board.getByTestId('track-successes').getAttribute('data-count')) + Number(await board.getByTestId('track-failures').getAttribute('data-count'));
  for (let round = 0; round < 100 && (await missions()) < 2; round++) {
    await compareGlances(phones(), log, 'Turncoat, ');
    let acted = false;
    for (const p of players) if (!acted) acted = await playTurn(p);
    if (!acted) await board.waitForTimeout(200);
  }

  // The accusation sheet, on every phone at once: the list of names, then a name picked.
  await compareGlances(phones(), log, 'Turncoat, ');
  for (const p of players) await p.page.getByTestId('accuse-open').click();
  await compareGlances(phones(), log, 'Turncoat, accusation sheet, ');
  for (const p of players) await p.page.locator('[data-testid^="accuse-target-"]').first().click();
  await compareGlances(phones(), log, 'Turncoat, accusation to confirm, ');
  const turncoat = players.find((p) => p.identity === 'turncoat')!;
  // The turncoat's phone says, privately and in the same place, that a turncoat cannot accuse.
  await expect(turncoat.page.getByTestId('accuse-final')).toHaveAttribute('data-cannot', 'true');
  for (const p of players) await p.page.getByTestId('accuse-back').click();
  await expect(turncoat.page.getByTestId('accuse-confirm')).toHaveCount(0);
  // Confirming on the turncoat's phone sends nothing: the sheet closes, the game goes on.
  await turncoat.page.locator('[data-testid^="accuse-target-"]').first().click();
  await turncoat.page.getByTestId('accuse-confirm').click();
  await expect(turncoat.page.getByTestId('accuse-sheet')).toHaveCount(0);
  for (const p of players) if (p !== turncoat) await p.page.getByTestId('accuse-close').click();

  // A loyal player accuses the turncoat: "Sending…" until the host has it, then the end.
  const accuser = players.find((p) => p.identity === 'loyal')!;
  await accuser.page.getByTestId('accuse-open').click();
  await accuser.page.getByTestId(`accuse-target-${turncoat.seat}`).click();
  await accuser.page.getByTestId('accuse-confirm').click();
  await expect(board.getByTestId('end-screen')).toBeVisible();
  report('Turncoat', log);
  const phases = new Set([...log.compared].map((k) => k.split(':')[1]));
  for (const phase of ['mission-choice', 'commit']) expect(phases, `a glance compared roles in ${phase}`).toContain(phase);
});

test('The Snitch, 4 phones: hands, stashes and the guard aside, every phone looks the same, the refusal window too', async ({ table }) => {
  test.setTimeout(120_000);
  const { board, pages } = await seat(table, 4, 'the-snitch', { refusalWindowMs: 30_000, soap: '0' });
  await expect(board.getByTestId('phase')).toHaveAttribute('data-phase', 'first-plans');
  const players: SnitchPlayer[] = NAMES.slice(0, 4).map((name, s) => ({ page: pages[s]!, name, seat: s }));
  // Nobody is the snitch at the deal: the roles are the hands. The glance is compared between
  // phones whatever their hands; a phone becomes "the snitch" if its owner draws the card.
  const roles = new Map<number, string>(players.map((p) => [p.seat, `hand of ${p.seat}`]));
  const phones = (): GlancePhone[] => players.map((p) => ({ page: p.page, name: p.name, role: roles.get(p.seat)! }));
  const log = newGlanceLog();
  let rounds = 0;
  class Enough extends Error {}
  const refusalSeen = () => [...log.compared].some((k) => k.split(':')[1] === 'refusal');
  // Everyone chooses a first plan at once: glanced at before anyone has.
  await compareGlances(phones(), log, 'The Snitch, ');
  try {
    await playSnitch(board, players, async () => {
      await compareGlances(phones(), log, 'The Snitch, ');
      // Enough once a refusal window has been glanced at, and a good many turns.
      if (++rounds >= 30 || (rounds >= 12 && refusalSeen())) throw new Enough();
    });
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
  }
  for (const p of players) if (await readSnitchIdentity(p.page)) roles.set(p.seat, 'snitch');
  await compareGlances(phones(), log, 'The Snitch, ');
  report('The Snitch', log);
  const phases = new Set([...log.compared].map((k) => k.split(':')[1]));
  expect(phases).toContain('first-plans');
  expect(phases).toContain('turn');
});
