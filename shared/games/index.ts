import { randomBot, registryOf, type AnyGame, type Bot } from '../engine/index.ts';
import { moleInTheCrew } from './mole-in-the-crew/index.ts';
import { moleHeuristicBot } from './mole-in-the-crew/bots.ts';
import { turncoat } from './turncoat/index.ts';
import { turncoatHeuristicBot } from './turncoat/bots.ts';
import { theSnitch } from './the-snitch/index.ts';
import { snitchHeuristicBot } from './the-snitch/bots.ts';

/** A game as the host and the tools know it: its rules and the bots that can take a seat. */
export interface RegisteredGame {
  game: AnyGame;
  /** Bots by id; every game has at least `random` and `heuristic`. */
  bots: Readonly<Record<string, Bot<any, any>>>;
  /** The board and phone have screens for it: only then does a lobby offer it. */
  screens: boolean;
}

/** Every game whose rules Hideout has, by id: simulation, replay and benchmarks take them all. */
// Registries have no prototype (registryOf): an id from a message such as "toString" or
// "constructor" finds nothing even where a lookup forgets ownEntry.
export const GAMES: Readonly<Record<string, RegisteredGame>> = registryOf([
  [moleInTheCrew.id, { game: moleInTheCrew, bots: registryOf([['random', randomBot], ['heuristic', moleHeuristicBot]]), screens: true }],
  [turncoat.id, { game: turncoat, bots: registryOf([['random', randomBot], ['heuristic', turncoatHeuristicBot]]), screens: true }],
  [theSnitch.id, { game: theSnitch, bots: registryOf([['random', randomBot], ['heuristic', snitchHeuristicBot]]), screens: true }],
]);

/** The games a table can be set up for: those with screens. */
export const HOSTED_GAMES: Readonly<Record<string, RegisteredGame>> = registryOf(Object.entries(GAMES).filter(([, entry]) => entry.screens));

export const gameRegistry: Readonly<Record<string, AnyGame>> = registryOf(Object.entries(GAMES).map(([id, entry]) => [id, entry.game] as const));
