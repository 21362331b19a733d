import type { Rng, Seat } from '../../engine/index.ts';
import { ACCOMPLICE_IDS, ESCAPE_PLANS, SNITCH, type Card } from './cards.ts';
import { DEALT, INTERROGATION_BOTTOM, INTERROGATION_MIXED, REMOVED } from './table.ts';
import type { SnitchDeal } from './types.ts';

export interface Dealt {
  hands: Card[][];
  accomplice: Card[];
  interrogation: Card[];
  removed: Card[];
}

/**
 * Setup steps 1 and 2 of the binding rules. The interrogation deck: 7 random accomplice cards
 * at the bottom; above them the snitch, the 3 escape plans and 9 random accomplice cards,
 * shuffled, less 2 of them removed unseen. Then 24 of the other accomplice cards are dealt one
 * at a time, starting with `firstSeat` and going left; the rest is the accomplice deck.
 */
export function deal(players: number, rng: Rng, firstSeat: Seat, fixed?: SnitchDeal): Dealt {
  if (fixed !== undefined) {
    return {
      hands: fixed.hands.map((h) => [...h]),
      accomplice: [...fixed.accomplice],
      interrogation: [...fixed.interrogation],
      removed: [...fixed.removed],
    };
  }
  const cards = rng.shuffle([...ACCOMPLICE_IDS]);
  const bottom = cards.slice(0, INTERROGATION_BOTTOM);
  const mixed = rng.shuffle([SNITCH, ...ESCAPE_PLANS, ...cards.slice(INTERROGATION_BOTTOM, INTERROGATION_BOTTOM + INTERROGATION_MIXED)]);
  // The shuffle already made the order random: the first two are as random as any two.
  const removed = mixed.splice(0, REMOVED).sort();
  const rest = cards.slice(INTERROGATION_BOTTOM + INTERROGATION_MIXED);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < DEALT; i++) hands[(firstSeat + i) % players]!.push(rest[i]!);
  return { hands, accomplice: rest.slice(DEALT), interrogation: [...mixed, ...bottom], removed };
}
