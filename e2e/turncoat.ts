import type { Page } from '@playwright/test';
import { expect } from './table.ts';

/** A Turncoat player: their phone, seat, and the identity they saw by holding the card. */
export interface TurncoatPlayer {
  page: Page;
  name: string;
  seat: number;
  identity: 'loyal' | 'turncoat';
}

/** The VIP picks Turncoat in the lobby controls on their phone. */
export async function chooseTurncoat(vip: Page): Promise<void> {
  await vip.getByTestId('lobby-controls').getByTestId('game-select').selectOption('turncoat');
  await expect(vip.getByTestId('lobby-controls').getByTestId('game-select')).toHaveValue('turncoat');
}

/** Press and hold the identity card, read it, release: it must hide again at once. */
export async function holdToReadIdentity(page: Page): Promise<'loyal' | 'turncoat'> {
  const card = page.getByTestId('identity-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('identity-name')).toHaveCount(0);
  // While the seat decides, its card follows the decision: the player scrolls down to it.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const name = page.getByTestId('identity-name');
  await expect(name).toBeVisible();
  const identity = (await name.getAttribute('data-identity')) as 'loyal' | 'turncoat';
  await page.mouse.up();
  await expect(page.getByTestId('identity-name')).toHaveCount(0);
  return identity;
}

const value = (card: string) => (card[1] === 'A' ? 1 : 'JQK'.includes(card[1]!) ? 0 : Number(card[1]));
const isSpy = (card: string) => value(card) === 0;

/**
 * What a person on this side would play: loyal, the highest card of the mission's suit, else the
 * lowest other non-spy; the turncoat, a spy, else the biggest off-suit card.
 */
export function pickCard(identity: 'loyal' | 'turncoat', hand: string[], mission: string): string {
  const suit = mission[0];
  const on = hand.filter((c) => !isSpy(c) && c[0] === suit).sort((a, b) => value(b) - value(a));
  const off = hand.filter((c) => !isSpy(c) && c[0] !== suit).sort((a, b) => value(a) - value(b));
  if (identity === 'loyal') return on[0] ?? off[0] ?? hand[0]!;
  return hand.find(isSpy) ?? off[off.length - 1] ?? hand[0]!;
}

async function confirm(page: Page, onDecision?: (page: Page) => Promise<void>): Promise<void> {
  await onDecision?.(page);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-button')).toHaveCount(0);
}

/**
 * Makes whatever choice this phone shows, by tapping; true if it showed one. `onDecision` is
 * called with the phone before its first tap and again before its confirming tap.
 */
/**
 * `decisions`: which of the phone's decisions to take (both by default); a test that must stop at
 * the next mission plays cards only, so no phone picks that mission between two of its looks.
 */
export async function playTurn(
  player: TurncoatPlayer,
  onDecision?: (page: Page) => Promise<void>,
  decisions: readonly ('choose-mission-panel' | 'commit-panel')[] = ['choose-mission-panel', 'commit-panel'],
): Promise<boolean> {
  const { page } = player;
  const shown = await page.evaluate(
    (ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"]`)?.checkVisibility() ?? false),
    [...decisions],
  );
  if (onDecision && shown.length > 0) await onDecision(page);
  if (shown.includes('choose-mission-panel')) {
    // The leader keeps the easier mission.
    const cards = await page.locator('[data-testid^="mission-option-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    const easier = cards[0]![1] !== undefined && value(cards[0]!) <= value(cards[1]!) ? 0 : 1;
    await page.getByTestId(`mission-option-${easier}`).click();
    await confirm(page, onDecision);
    return true;
  }
  if (shown.includes('commit-panel')) {
    const mission = (await page.getByTestId('mission-card').getAttribute('data-card'))!;
    const hand = await page.locator('[data-testid^="hand-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    const card = pickCard(player.identity, hand, mission);
    await page.getByTestId(`hand-card-${hand.indexOf(card)}`).click();
    await confirm(page, onDecision);
    return true;
  }
  return false;
}
