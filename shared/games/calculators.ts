import { registryOf, type GameCalculator } from '../engine/index.ts';
import { moleCalculator, type MoleFigures } from './mole-in-the-crew/calculator.ts';
import { turncoatCalculator, type TurncoatFigures } from './turncoat/calculator.ts';
import { snitchCalculator, type SnitchFigures } from './the-snitch/calculator.ts';

/**
 * Every game's calculator piece by id, apart from the games' registry (index.ts): the rules
 * page's calculator takes only these, so its chunk carries none of the games' rules and bots
 * (the phone budget). One line per game, as in index.ts.
 */
export const CALCULATORS: Readonly<Record<string, GameCalculator<Figures>>> = /*#__PURE__*/ calculatorsOf([
  moleCalculator,
  turncoatCalculator,
  snitchCalculator,
]);

/** Any game's calculator figures; each says which game it is of in `game`. */
export type Figures = MoleFigures | TurncoatFigures | SnitchFigures;
/** The id of a game registered here, as a type. */
export type GameId = Figures['game'];

function calculatorsOf(calculators: GameCalculator<Figures>[]): Readonly<Record<string, GameCalculator<Figures>>> {
  return registryOf(calculators.map((calculator) => [calculator.game, calculator] as const));
}
