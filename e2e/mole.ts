import type { Locator, Page } from '@playwright/test';
import { expect, openPhone, type Table } from './table.ts';

/** A player at the table: their phone page, seat and the role they saw on it. */
export interface Player {
  page: Page;
  name: string;
  seat: number;
  role: string;
}

/** Joins by the link (the table's, or `url`), as a person would: type a name, tap Join, land in the lobby. */
export async function joinByLink(table: Table, name: string, url?: string): Promise<Page> {
  const page = await openPhone(table, url);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('join-button').click();
  await expect(page.getByTestId('lobby')).toBeVisible();
  return page;
}

/** Press and hold the role card, read what it shows, release: it must hide again at once. */
export async function holdToReadRole(page: Page): Promise<{ role: string; knownMoles: string; suspects: string; held: string }> {
  const card = page.getByTestId('role-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('role-name')).toHaveCount(0);
  // While the seat decides, its card follows the decision: the player scrolls down to it.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const roleName = page.getByTestId('role-name');
  await expect(roleName).toBeVisible();
  const role = (await roleName.getAttribute('data-role'))!;
  const text = async (id: string) => ((await page.getByTestId(id).count()) > 0 ? ((await page.getByTestId(id).first().textContent()) ?? '') : '');
  const knownMoles = await text('known-moles');
  const suspects = await text('suspects');
  // What a neighbour sees of the held card: its face's size and the colours its role name is in.
  const held = await page.evaluate(() => {
    const face = document.querySelector('[data-secret] .face')!.getBoundingClientRect();
    const name = getComputedStyle(document.querySelector('[data-testid="role-name"]')!);
    // Its size, not its place: while the Boss decides, his card follows the decision.
    return `${Math.round(face.height)}x${Math.round(face.width)} ${name.color} ${name.fontSize}`;
  });
  await page.mouse.up();
  await expect(page.getByTestId('role-name')).toHaveCount(0);
  return { role, knownMoles, suspects, held };
}

async function visible(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

/** Called with a phone at each decision, before its first tap and again before its confirming tap. */
export type OnDecision = (page: Page) => Promise<void>;

/** Taps a choice, then the confirmation that every irreversible choice asks for. */
async function chooseAndConfirm(page: Page, testId: string, onDecision?: OnDecision): Promise<void> {
  await page.getByTestId(testId).click();
  await onDecision?.(page);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-button')).toHaveCount(0);
}

const DECISIONS = ['team-picker', 'vote-approve', 'play-clean', 'getaway-submit'];

export interface Strategy {
  /** The team the Boss proposes (seats), given the team size. */
  team(size: number, boss: Player, players: Player[]): number[];
  /** Whether this voter approves the proposed team (seats, as the phone shows it). */
  approve(voter: Player, team: number[]): boolean;
  sabotage(player: Player): boolean;
  /** Whom this player marks in the Getaway, and whom the Driver protects (the others protect the first other seat). */
  mark(player: Player, players: Player[]): number;
  protect(driver: Player, players: Player[]): number;
}

/**
 * Plays until the board shows the end (or `onRound` says enough): each round, every phone is looked at, and whichever shows
 * a decision gets it made by tapping, as its owner would.
 */
export async function playToTheEnd(
  board: Page,
  players: Player[],
  strategy: Strategy,
  onRound?: (round: number) => Promise<boolean | void>,
  onDecision?: OnDecision,
): Promise<void> {
  for (let round = 0; round < 400; round++) {
    if (await visible(board.getByTestId('end-screen'))) return;
    let acted = false;
    for (const player of players) {
      const { page } = player;
      // One look at the phone per round (a person glancing at it), not one per control.
      const shown = await page.evaluate((ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"]`)?.checkVisibility() ?? false), DECISIONS);
      if (onDecision && shown.length > 0) await onDecision(page);
      if (shown.includes('team-picker')) {
        const size = Number(await page.getByTestId('team-picker').getAttribute('data-size'));
        for (const seat of strategy.team(size, player, players)) await page.getByTestId(`pick-seat-${seat}`).click();
        await chooseAndConfirm(page, 'propose-button', onDecision);
        acted = true;
      } else if (shown.includes('vote-approve')) {
        const team = ((await page.getByTestId('vote-team').getAttribute('data-team')) ?? '').split(',').filter((t) => t !== '').map(Number);
        await chooseAndConfirm(page, strategy.approve(player, team) ? 'vote-approve' : 'vote-reject', onDecision);
        acted = true;
      } else if (shown.includes('play-clean')) {
        // Every phone has both buttons; where Sabotage cannot be played (the Crew, a Mole out of
        // sabotages) the tap stages Clean, and the confirm bar says so.
        await chooseAndConfirm(page, strategy.sabotage(player) ? 'play-sabotage' : 'play-clean', onDecision);
        acted = true;
      } else if (shown.includes('getaway-submit')) {
        await page.getByTestId(`getaway-mark-${strategy.mark(player, players)}`).click();
        // Everybody protects someone (the same screen for all); only the Driver's counts. Others
        // take the first seat their phone offers: the phones playing here may not be the whole
        // table (bots fill the other seats).
        if (player.role === 'driver') await page.getByTestId(`getaway-protect-${strategy.protect(player, players)}`).click();
        else await page.locator('[data-testid^="getaway-protect-"]').first().click();
        await chooseAndConfirm(page, 'getaway-submit', onDecision);
        acted = true;
      }
    }
    // `onRound` may stop the play early (true), for a test that needs only part of a game.
    if (onRound && (await onRound(round)) === true) return;
    if (!acted) await board.waitForTimeout(250);
  }
  throw new Error('the game did not end through the UI');
}

export const isMole = (p: Player) => p.role === 'mole' || p.role === 'snitch';
