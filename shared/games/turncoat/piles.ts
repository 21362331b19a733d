import type { Rng } from '../../engine/index.ts';
import type { Card } from './cards.ts';
import type { TurncoatState } from './types.ts';

/** The whole discard pile, shuffled, becomes the new deck. */
export function reshuffle(state: TurncoatState, rng: Rng): void {
  state.deck = rng.shuffle(state.discard);
  state.discard = [];
  state.reshuffles += 1;
}

/**
 * The top card of the deck; when the deck has run out, the discard pile is shuffled into a new
 * deck first (a ruling). Both piles empty at once cannot happen: at every draw at least 27 of
 * the 48 cards are in the deck or the discard pile (see docs/rulings.md, "Turncoat"), so this
 * throws only on a bug.
 */
export function draw(state: TurncoatState, rng: Rng): Card {
  if (state.deck.length === 0) reshuffle(state, rng);
  const card = state.deck.shift();
  if (card === undefined) throw new Error('Turncoat: the deck and the discard pile are both empty');
  return card;
}
