import type { Page } from '@playwright/test';
import { accomplice, isAccomplice, isEscapePlan } from '../shared/games/the-snitch/cards.ts';
import { expect } from './table.ts';

/** A player at a Snitch table: their phone page and seat. */
export interface SnitchPlayer {
  page: Page;
  name: string;
  seat: number;
}

/** Press and hold the identity card, read it, release: it must hide again at once. */
export async function holdToReadIdentity(page: Page): Promise<boolean> {
  const card = page.getByTestId('identity-card');
  // While the seat decides, its card follows the decision: the player scrolls down to it. The
  // card may be drawn anew meanwhile (a reveal's cover lifting): the look is taken again then.
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
    box = await card.boundingBox();
    expect(box).not.toBeNull();
  }).toPass({ timeout: 20_000 });
  box = box!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const face = page.getByTestId('identity');
  await expect(face).toBeVisible();
  const snitch = (await face.getAttribute('data-snitch')) === 'true';
  await page.mouse.up();
  await expect(page.getByTestId('identity')).toHaveCount(0);
  return snitch;
}

/** Called with a phone at each decision, before its first tap and again before its confirming tap. */
let beforeTap: ((page: Page) => Promise<void>) | undefined;

/** Taps the confirmation that every staged choice asks for, and waits for it to be taken. */
async function confirm(page: Page): Promise<void> {
  await beforeTap?.(page);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-button')).toHaveCount(0);
}

/**
 * The ids of the cards offered under a test id prefix, as the buttons carry them. A list shows the
 * whole hand; the cards the decision cannot take (an escape plan, the snitch card) are disabled.
 */
async function offered(page: Page, prefix: string): Promise<string[]> {
  return page
    .locator(`[data-testid^="${prefix}"]:not(:disabled)`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? '').filter((c) => c !== ''));
}

async function seatsOffered(page: Page, prefix: string): Promise<number[]> {
  const ids = await page.locator(`[data-testid^="${prefix}-"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => Number(id.slice(prefix.length + 1))).filter((n) => Number.isInteger(n));
}

const clean = (card: string): boolean => isAccomplice(card) && !accomplice(card).dagger;
const required = (card: string): number => (isAccomplice(card) ? accomplice(card).required : 9);

export interface Played {
  /** What this table put under each seat's current plan, by name (the testers remember; the app does not). */
  under: Map<number, Set<string>>;
  escape: Set<string>;
  refused: number;
  phasesSeen: Set<string>;
}

/**
 * Plays The Snitch until the board shows the end (or `onRound` says enough), by tapping each phone as its owner would: the
 * plans that need fewest cards, clean cards under the neighbours' plans with names not yet there,
 * one refusal, the weapon to someone who is not the Snitch, the Snitch shot, jokers and clean
 * cards on the escape route.
 */
export async function playSnitch(
  board: Page,
  players: SnitchPlayer[],
  onRound?: () => Promise<boolean | void>,
  onDecision?: (page: Page) => Promise<void>,
  /** Makes this player's decision of this kind itself (true), or leaves it to the strategy above (false). */
  choose?: (player: SnitchPlayer, kind: string) => Promise<boolean>,
): Promise<Played> {
  beforeTap = onDecision;
  const played: Played = { under: new Map(), escape: new Set(), refused: 0, phasesSeen: new Set() };
  let snitchSeat: number | null | undefined;
  const knowSnitch = async (): Promise<number | null> => {
    if (snitchSeat !== undefined) return snitchSeat;
    snitchSeat = null;
    for (const p of players) if (await holdToReadIdentity(p.page)) snitchSeat = p.seat;
    return snitchSeat;
  };
  for (let round = 0; round < 600; round++) {
    if (await board.getByTestId('end-screen').isVisible()) return played;
    let acted = false;
    for (const player of players) {
      const { page } = player;
      const kind = await page.evaluate(() => document.querySelector('[data-testid="decision"]')?.getAttribute('data-kind') ?? null);
      if (kind === null) continue;
      played.phasesSeen.add(kind);
      acted = true;
      await onDecision?.(page);
      if (choose && (await choose(player, kind))) continue;
      switch (kind) {
        case 'first-plan':
        case 'new-plan': {
          const cards = await offered(page, 'plan-card-');
          const card = [...cards].sort((a, b) => required(a) - required(b))[0]!;
          await page.getByTestId(`plan-card-${card}`).click();
          await confirm(page);
          break;
        }
        case 'turn': {
          // Every phone's Play is enabled (no tells): one that cannot play is told so under the menu.
          await page.getByTestId('turn-play').click();
          await page.waitForFunction(() => document.querySelector('[data-testid="turn-menu"]') === null || (document.querySelector('[data-testid="turn-line"]')?.textContent ?? '').trim() !== '');
          const canPlay = (await page.getByTestId('turn-menu').count()) === 0;
          // The items (cards and targets), or the line saying why none can be played.
          await onDecision?.(page);
          if (canPlay) {
            // A card first, then the seats for it: a clean card with a name not yet under one of
            // them; another card (‹) when none suits this one, and a draw when no card suits any.
            const cards = (await offered(page, 'card-')).filter(clean);
            let placed = false;
            for (const card of cards) {
              await page.getByTestId(`card-${card}`).click();
              await expect(page.getByTestId('other-card')).toBeVisible();
              const targets = await seatsOffered(page, 'target');
              // Forget what lay under plans that resolved (their count went back to zero).
              for (const seat of targets) {
                const under = Number(await board.getByTestId(`plan-${seat}`).getAttribute('data-under').catch(() => '0'));
                if (under === 0) played.under.delete(seat);
              }
              const target = targets.find((seat) => !(played.under.get(seat) ?? new Set<string>()).has(accomplice(card).name));
              if (target === undefined) {
                await page.getByTestId('other-card').click();
                continue;
              }
              // The seats, as the player sees them once a card is picked.
              await onDecision?.(page);
              await page.getByTestId(`target-${target}`).click();
              await confirm(page);
              const names = played.under.get(target) ?? new Set<string>();
              names.add(accomplice(card).name);
              played.under.set(target, names);
              placed = true;
              break;
            }
            if (placed) break;
            await page.getByText('‹').first().click();
          }
          await page.getByTestId('turn-draw').click();
          await confirm(page);
          break;
        }
        case 'refuse': {
          const countdown = page.getByTestId('refusal-countdown');
          await expect(countdown).toBeVisible();
          const window = await countdown.getAttribute('data-window');
          if (played.refused === 0) {
            played.refused++;
            await page.getByTestId('refuse-button').click();
          } else {
            await page.getByTestId('accept-button').click();
          }
          // This window closes; a bot's next card can open another one under the same plan at once.
          await expect(page.locator(`[data-testid="refusal-countdown"][data-window="${window}"]`)).toHaveCount(0);
          break;
        }
        case 'binoculars':
          await page.getByTestId('reorder-submit').click();
          await confirm(page);
          break;
        case 'vote': {
          const snitch = await knowSnitch();
          const pick = players.find((p) => p.seat !== snitch)!.seat;
          await page.getByTestId(`vote-seat-${pick}`).click();
          await confirm(page);
          break;
        }
        case 'tie-break': {
          const [first] = await seatsOffered(page, 'tie-seat');
          await page.getByTestId(`tie-seat-${first}`).click();
          await confirm(page);
          break;
        }
        case 'shoot': {
          const snitch = await knowSnitch();
          await page.getByTestId(snitch === null ? 'shoot-nobody' : `shoot-seat-${snitch}`).click();
          await confirm(page);
          break;
        }
        case 'call': {
          const [first] = await seatsOffered(page, 'call-seat');
          await page.getByTestId(`call-seat-${first}`).click();
          await confirm(page);
          break;
        }
        case 'add': {
          const cards = await offered(page, 'add-card-');
          const card = cards.find(isEscapePlan) ?? cards.find((c) => clean(c) && !played.escape.has(accomplice(c).name));
          if (card !== undefined) {
            if (isAccomplice(card)) played.escape.add(accomplice(card).name);
            await page.getByTestId(`add-card-${card}`).click();
          } else {
            await page.getByTestId('add-top').click();
          }
          await confirm(page);
          break;
        }
        default:
          throw new Error(`an unknown decision on a phone: ${kind}`);
      }
    }
    // `onRound` may stop the play early (true), for a test that needs only part of a game.
    if (onRound && (await onRound()) === true) return played;
    if (!acted) await board.waitForTimeout(200);
  }
  throw new Error('the game did not end through the UI');
}
