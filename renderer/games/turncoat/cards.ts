import { isSpy, rankOf, suitOf, valueOf, type Card, type Suit } from '../../../shared/games/turncoat/cards.ts';
import type { TurncoatCatalog } from './words/en.ts';

/**
 * Suit shapes on a 24-unit grid, filled: the shape tells the suit on its own, the colour only
 * helps (and with four colours, helps more).
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  S: 'M12 2C9 6 4 9 4 13.5a4 4 0 0 0 7 2.7L10 22h4l-1-5.8a4 4 0 0 0 7-2.7C20 9 15 6 12 2z',
  H: 'M12 21C8 17.5 3 14 3 8.7A4.8 4.8 0 0 1 12 6a4.8 4.8 0 0 1 9 2.7C21 14 16 17.5 12 21z',
  D: 'M12 2l7.5 10L12 22 4.5 12z',
  C: 'M12 2a4.2 4.2 0 0 1 3.4 6.7 4.2 4.2 0 1 1-2.2 7.4L14 22h-4l.8-5.9a4.2 4.2 0 1 1-2.2-7.4A4.2 4.2 0 0 1 12 2z',
};

export type Ink = 'black' | 'red' | 'blue' | 'green';

/** Each ink's colour on the card's white face (dark enough for AA contrast on it). */
export const INK_COLOURS: Readonly<Record<Ink, string>> = { black: '#15171c', red: '#c01f2f', blue: '#1649b8', green: '#0f6e33' };

/**
 * The ink of a suit. Two colours: the usual red and black. Four colours, for colour-blind
 * players: every suit its own (spades black, hearts red, diamonds blue, clubs green).
 */
export function suitInk(suit: Suit, fourColour: boolean): Ink {
  if (!fourColour) return suit === 'H' || suit === 'D' ? 'red' : 'black';
  return suit === 'S' ? 'black' : suit === 'H' ? 'red' : suit === 'D' ? 'blue' : 'green';
}

/** What a card says aloud to a screen reader: "Seven of Hearts", "Jack of Spades, a spy". */
export function cardLabel(card: Card, text: Pick<TurncoatCatalog, 'ranks' | 'suits' | 'cardName' | 'spyName'>): string {
  const name = text.cardName(text.ranks[rankOf(card)] ?? rankOf(card), text.suits[suitOf(card)] ?? suitOf(card));
  return isSpy(card) ? text.spyName(name) : name;
}

/** A list of cards as words, for history lines and screen readers. */
export function cardList(cards: readonly Card[], text: Pick<TurncoatCatalog, 'ranks' | 'suits' | 'cardName' | 'spyName'>, sep = ', '): string {
  return cards.map((c) => cardLabel(c, text)).join(sep);
}

/** The mission card's target in words: its value and its suit. */
export function missionTarget(card: Card): { value: number; suit: Suit } {
  return { value: valueOf(card), suit: suitOf(card) };
}

/** Hand order for a phone: by suit, then by rank, spies last within their suit. Does not change `hand`. */
export function sortHand(hand: readonly Card[]): Card[] {
  const suitOrder: Record<Suit, number> = { S: 0, H: 1, C: 2, D: 3 };
  const rankKey = (c: Card) => (isSpy(c) ? 10 + 'JQK'.indexOf(rankOf(c)) : valueOf(c));
  return [...hand].sort((a, b) => suitOrder[suitOf(a)] - suitOrder[suitOf(b)] || rankKey(a) - rankKey(b));
}
