/**
 * What a game tells the rules page's role calculator. Each game's folder has its own piece
 * (`calculator.ts`), built from the same functions and tables its setup deals with; the
 * calculator (shared/games/calculator.ts) reaches it through the games' registry.
 */

/** A probability as an exact fraction, in lowest terms. */
export interface Fraction {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function fraction(num: number, den: number): Fraction {
  const d = gcd(num, den) || 1;
  return { num: num / d, den: den / d };
}

/** A game's figures always say which game they are of, so screens can tell them apart. */
export interface FiguresBase {
  game: string;
  players: number;
}

export interface GameCalculator<F extends FiguresBase = FiguresBase> {
  /** The game's id, as its figures' `game` says it. */
  game: F['game'];
  /** The player counts it can be dealt for (the game's own limits). */
  minPlayers: number;
  maxPlayers: number;
  /** The variants the calculator offers at this count (the engine refuses the others). */
  variants(players: number): string[];
  /** The figures for a count and the calculator's choices; variants the count does not allow are off. */
  figures(players: number, variants: Readonly<Record<string, boolean>>): F;
}
