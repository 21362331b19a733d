import { randomBot, type AnyGame, type Bot } from '../engine/index.ts';
import { moleInTheCrew } from './mole-in-the-crew/index.ts';
import { moleHeuristicBot } from './mole-in-the-crew/bots.ts';

/** A game as the host and the tools know it: its rules and the bots that can take a seat. */
export interface RegisteredGame {
  game: AnyGame;
  /** Bots by id; every game has at least `random` and `heuristic`. */
  bots: Readonly<Record<string, Bot<any, any>>>;
}

/** Every game Hideout can host, by id. */
export const GAMES: Readonly<Record<string, RegisteredGame>> = {
  [moleInTheCrew.id]: { game: moleInTheCrew, bots: { random: randomBot, heuristic: moleHeuristicBot } },
};

export const gameRegistry: Readonly<Record<string, AnyGame>> = Object.fromEntries(
  Object.entries(GAMES).map(([id, entry]) => [id, entry.game]),
);
