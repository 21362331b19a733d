import { registryOf, type AnyGame, type GameEntry } from '../engine/index.ts';
import { moleGame } from './mole-in-the-crew/index.ts';
import { turncoatGame } from './turncoat/index.ts';
import { snitchGame } from './the-snitch/index.ts';

/**
 * The shared side's registry: every game Hideout has, by id, each one typed object from its own
 * folder (`defineGame`, shared/engine/define.ts). The host and the tools ask it; nothing else
 * outside a game's own folder names a game (scripts/game-ids.test.ts checks). The rules page's
 * calculator has its own registry (calculators.ts), and the tests theirs (testing.ts).
 */

/** A game as the host and the tools know it, its types erased (a registry holds games whose types differ). */
export type RegisteredGame = GameEntry;

// The table is built by a function called with nothing that could have side effects, the call
// marked pure: a bundle that imports this module for a type only keeps none of the games.
function gamesOf(entries: () => RegisteredGame[]): Readonly<Record<string, RegisteredGame>> {
  return registryOf(entries().map((entry) => [entry.game.id, entry] as const));
}
function hostedOf(games: Readonly<Record<string, RegisteredGame>>): Readonly<Record<string, RegisteredGame>> {
  return registryOf(Object.entries(games).filter(([, entry]) => entry.screens));
}
function rulesOf(games: Readonly<Record<string, RegisteredGame>>): Readonly<Record<string, AnyGame>> {
  return registryOf(Object.entries(games).map(([id, entry]) => [id, entry.game] as const));
}

/** Every game whose rules Hideout has, by id: simulation, replay and benchmarks take them all. */
// Registries have no prototype (registryOf): an id from a message such as "toString" or
// "constructor" finds nothing even where a lookup forgets ownEntry.
export const GAMES: Readonly<Record<string, RegisteredGame>> = /*#__PURE__*/ gamesOf(() => [
  moleGame,
  turncoatGame,
  snitchGame,
]);

/** The games a table can be set up for: those with screens. */
export const HOSTED_GAMES: Readonly<Record<string, RegisteredGame>> = /*#__PURE__*/ hostedOf(GAMES);

export const gameRegistry: Readonly<Record<string, AnyGame>> = /*#__PURE__*/ rulesOf(GAMES);
