import type { Rng, Seat } from '../../engine/index.ts';
import { PLAY_DECK, type Card } from './cards.ts';
import { HAND_SIZE, identityDeck, type IdentityCard } from './table.ts';
import type { Identity, TurncoatDeal, TurncoatOptions } from './types.ts';

export const identityOf = (card: IdentityCard): Identity => (card === 'joker' ? 'turncoat' : 'loyal');
const cardOf = (identity: Identity): IdentityCard => (identity === 'turncoat' ? 'joker' : '10');

const byCard = (a: IdentityCard, b: IdentityCard): number => (a === b ? 0 : a === '10' ? -1 : 1);

/**
 * The identity cards left after handing `identities` out of the table's identity deck, sorted
 * (10s first); null when the deck cannot deal them (two turncoats, more loyal seats than 10s).
 */
export function leftoverIdentities(identities: readonly Identity[], deck: readonly IdentityCard[]): IdentityCard[] | null {
  const rest = [...deck];
  for (const identity of identities) {
    const at = rest.indexOf(cardOf(identity));
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest.sort(byCard);
}

export interface DealtIdentities {
  identities: Identity[];
  removed: IdentityCard[];
}

/** Shuffles the identity deck, hands one card to each seat and removes the rest unseen. */
export function dealIdentities(players: number, options: TurncoatOptions, rng: Rng, fixed?: readonly Identity[]): DealtIdentities {
  const deck = identityDeck(players, options.koreanIdentityDeck);
  if (fixed !== undefined) {
    const removed = leftoverIdentities(fixed, deck);
    if (removed === null) throw new RangeError('a fixed deal the identity deck cannot give reached setup');
    return { identities: [...fixed], removed };
  }
  rng.shuffle(deck);
  return { identities: deck.slice(0, players).map(identityOf), removed: deck.slice(players).sort(byCard) };
}

export interface DealtCards {
  hands: Card[][];
  /** Top card first. */
  deck: Card[];
}

/**
 * Deals 5 cards to each seat and stacks the rest as the deck. A fixed deal's hands and deck top
 * are used as given; every card they leave out is shuffled (hands first, then under the deck top).
 */
export function dealCards(players: number, rng: Rng, fixed?: Pick<TurncoatDeal, 'hands' | 'deck'>): DealtCards {
  const placed = new Set<Card>([...(fixed?.hands ?? []).flat(), ...(fixed?.deck ?? [])]);
  const rest = rng.shuffle(PLAY_DECK.filter((card) => !placed.has(card)));
  const hands: Card[][] = [];
  for (let seat: Seat = 0; seat < players; seat++) {
    const hand = fixed?.hands?.[seat];
    hands.push(hand !== undefined ? [...hand] : rest.splice(0, HAND_SIZE));
  }
  return { hands, deck: [...(fixed?.deck ?? []), ...rest] };
}
