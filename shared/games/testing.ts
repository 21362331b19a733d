import { registryOf } from '../engine/index.ts';
import type { GameTesting } from '../engine/testing/parts.ts';
import { moleTesting } from './mole-in-the-crew/testing.ts';
import { turncoatTesting } from './turncoat/testing.ts';
import { snitchTesting } from './the-snitch/testing.ts';
import { GAMES, type RegisteredGame } from './index.ts';

/**
 * The tests' registry: what only tests, proofs, benchmarks and test phones ask of each game
 * (how a seat's view says it must decide, what the rules let each viewer see), by id. The host
 * never imports it: its rooms carry the games' registry (index.ts) alone.
 */
export const TESTING: Readonly<Record<string, GameTesting>> = registryOf<GameTesting>([
  ['mole-in-the-crew', moleTesting],
  ['turncoat', turncoatTesting],
  ['the-snitch', snitchTesting],
]);

/** A registered game with its test-only parts, as the proof suites and test phones take it. */
export type TestedGame = RegisteredGame & GameTesting;

/** Every game of the registry with its test-only parts, by id. */
export const TESTED_GAMES: Readonly<Record<string, TestedGame>> = registryOf(Object.entries(GAMES).map(([id, entry]) => [id, { ...entry, ...TESTING[id]! }] as const));
