/**
 * The role calculator: for a game, a player count and its variants, exactly what the deal will
 * hand out. Each game's folder has its piece (`<game>/calculator.ts`), built from the functions
 * and tables its own setup uses (never from a copy of the rules), and this module reaches it
 * through the registry; calculator.test.ts deals real games to prove the figures.
 */
import { ownEntry, type GameCalculator } from '../engine/index.ts';
import { CALCULATORS, type Figures, type GameId } from './calculators.ts';

export { fraction, type Fraction } from '../engine/index.ts';
export type { Figures } from './calculators.ts';

export type CalculatorGame = GameId;

/** Every game the calculator knows, in the registry's order. */
export const CALCULATOR_GAMES: readonly CalculatorGame[] = Object.keys(CALCULATORS) as CalculatorGame[];

// CALCULATORS, not GAMES: the rules page loads this module, and the games' rules and bots
// would come with GAMES.
function entryOf(game: string): GameCalculator<Figures> {
  const entry = ownEntry(CALCULATORS, game);
  if (entry === undefined) throw new RangeError(`the calculator has no game ${JSON.stringify(game)}`);
  return entry;
}

/** The player counts each game can be dealt for. */
export function playerCounts(game: CalculatorGame): number[] {
  const { minPlayers: min, maxPlayers: max } = entryOf(game);
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The figures for a game from the calculator's choices (variants a count does not allow are off). */
export function figures(game: CalculatorGame, players: number, variants: Readonly<Record<string, boolean>> = {}): Figures {
  return entryOf(game).figures(players, variants);
}

/** The variants the calculator offers for a game at a count (the engine refuses the others). */
export function calculatorVariants(game: CalculatorGame, players: number): string[] {
  return entryOf(game).variants(players);
}
