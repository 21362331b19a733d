/**
 * The play deck of Turncoat: a standard deck without the four 10s and the jokers, 48 cards.
 * A card is a compact id, suit letter then rank: `DA` (Ace of diamonds), `H7`, `SK`.
 */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Suit}${Rank}`;

/** The spies: J, Q and K of every suit. */
export const SPY_RANKS: readonly Rank[] = ['J', 'Q', 'K'];

/** Every card of the play deck, suit by suit, A to K. */
export const PLAY_DECK: readonly Card[] = Object.freeze(SUITS.flatMap((suit) => RANKS.map((rank): Card => `${suit}${rank}`)));

const CARD_SET: ReadonlySet<string> = new Set(PLAY_DECK);

export const isCard = (value: unknown): value is Card => typeof value === 'string' && CARD_SET.has(value);

export const suitOf = (card: Card): Suit => card[0] as Suit;
export const rankOf = (card: Card): Rank => card.slice(1) as Rank;

/** J, Q and K are spies. */
export const isSpy = (card: Card): boolean => {
  const rank = card[1];
  return rank === 'J' || rank === 'Q' || rank === 'K';
};

/** A = 1, 2 to 9 at face value, spies 0. */
export function valueOf(card: Card): number {
  const rank = card[1]!;
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return rank.charCodeAt(0) - 48;
}

/** What a revealed card adds to a mission's total: its value in the mission's suit, minus it otherwise (spies 0). */
export function scoreOf(card: Card, missionSuit: Suit): number {
  const value = valueOf(card);
  // Spies are 0 either way (never -0, which JSON would not tell apart but equality checks do).
  return value === 0 || suitOf(card) === missionSuit ? value : -value;
}
