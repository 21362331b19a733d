/**
 * Turncoat for the role calculator: the identity deck and the play deck at a player count, from
 * the tables the setup deals with. shared/games/calculator.test.ts deals real games to prove it.
 */
import { fraction, type Fraction, type GameCalculator } from '../../engine/index.ts';
import { PLAY_DECK, SPY_RANKS, RANKS } from './cards.ts';
import { HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, MISSIONS_TO_WIN, identityDeck } from './table.ts';

export interface TurncoatFigures {
  game: 'turncoat';
  players: number;
  koreanIdentityDeck: boolean;
  /** The identity deck before the deal. */
  tens: number;
  jokers: number;
  /** Identity cards removed unseen after each player takes one. */
  removed: number;
  /** The Joker is among the removed cards: nobody is the turncoat. */
  noTurncoat: Fraction;
  /** The play deck: 48 cards (no 10s), of which the J, Q and K are spies. */
  playDeck: number;
  spies: number;
  handSize: number;
  /** Cards left in the deck after the hands are dealt. */
  deckAfterDeal: number;
  missionsToWin: number;
}

export function turncoatFigures(players: number, koreanIdentityDeck: boolean): TurncoatFigures {
  const deck = identityDeck(players, koreanIdentityDeck);
  const jokers = deck.filter((c) => c === 'joker').length;
  const removed = deck.length - players;
  // Each card is equally likely to be one of the removed ones after a fair shuffle.
  return {
    game: 'turncoat',
    players,
    koreanIdentityDeck,
    tens: deck.length - jokers,
    jokers,
    removed,
    noTurncoat: fraction(removed * jokers, deck.length),
    playDeck: PLAY_DECK.length,
    spies: PLAY_DECK.filter((c) => SPY_RANKS.includes(c.slice(1) as (typeof RANKS)[number])).length,
    handSize: HAND_SIZE,
    deckAfterDeal: PLAY_DECK.length - HAND_SIZE * players,
    missionsToWin: MISSIONS_TO_WIN,
  };
}

export const turncoatCalculator: GameCalculator<TurncoatFigures> = {
  game: 'turncoat',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: () => ['koreanIdentityDeck'],
  figures: (players, variants) => turncoatFigures(players, variants.koreanIdentityDeck === true),
};
