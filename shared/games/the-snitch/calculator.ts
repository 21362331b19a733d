/**
 * The Snitch for the role calculator: hands and decks at a player count, and the chances the
 * removed cards give, from the tables the setup deals with. shared/games/calculator.test.ts deals
 * real games to prove it.
 */
import { fraction, type Fraction, type GameCalculator } from '../../engine/index.ts';
import { ACCOMPLICE_IDS, ESCAPE_PLANS } from './cards.ts';
import { DEALT, INTERROGATION_BOTTOM, INTERROGATION_MIXED, INTERROGATION_SIZE, MAX_PLAYERS, MIN_PLAYERS, PLANS_TO_WIN, REMOVED, RIOT_AT, handSizes } from './table.ts';

export interface SnitchFigures {
  game: 'the-snitch';
  players: number;
  accompliceCards: number;
  /** Hand sizes from the first seat dealt (the player with the soap), going left. */
  hands: number[];
  /** The accomplice deck after the deal. */
  accompliceDeck: number;
  /** The interrogation deck at the start, and how it is built. */
  interrogation: number;
  interrogationBottom: number;
  /** The shuffled part above the bottom: the snitch, the escape plans and accomplice cards. */
  interrogationMixed: number;
  escapePlans: number;
  removed: number;
  /** The snitch card is among the removed cards: there is no snitch this game. */
  noSnitch: Fraction;
  /** Escape plans expected among the removed cards. */
  escapePlansRemoved: Fraction;
  riotAt: number;
  plansToWin: number;
}

export function snitchFigures(players: number): SnitchFigures {
  const mixed = 1 + ESCAPE_PLANS.length + INTERROGATION_MIXED;
  return {
    game: 'the-snitch',
    players,
    accompliceCards: ACCOMPLICE_IDS.length,
    hands: handSizes(players),
    accompliceDeck: ACCOMPLICE_IDS.length - INTERROGATION_BOTTOM - INTERROGATION_MIXED - DEALT,
    interrogation: INTERROGATION_SIZE,
    interrogationBottom: INTERROGATION_BOTTOM,
    interrogationMixed: mixed - REMOVED,
    escapePlans: ESCAPE_PLANS.length,
    removed: REMOVED,
    noSnitch: fraction(REMOVED, mixed),
    escapePlansRemoved: fraction(REMOVED * ESCAPE_PLANS.length, mixed),
    riotAt: RIOT_AT,
    plansToWin: PLANS_TO_WIN,
  };
}

export const snitchCalculator: GameCalculator<SnitchFigures> = {
  game: 'the-snitch',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: () => [],
  figures: (players) => snitchFigures(players),
};
