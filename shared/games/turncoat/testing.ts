import type { GameTesting } from '../../engine/testing/parts.ts';
import { turncoatDecision } from './decision.ts';
import { turncoatSecrecy } from './secrecy.ts';
import type { TurncoatState } from './types.ts';
import type { TurncoatView } from './view.ts';

/** What only tests, proofs and benchmarks ask of this game (shared/games/testing.ts lists it). */
export const turncoatTesting: GameTesting<TurncoatState, TurncoatView> = {
  decision: turncoatDecision,
  secrecy: turncoatSecrecy,
};
