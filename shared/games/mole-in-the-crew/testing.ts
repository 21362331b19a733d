import type { GameTesting } from '../../engine/testing/parts.ts';
import { moleDecision } from './decision.ts';
import { moleSecrecy } from './secrecy.ts';
import type { MoleState } from './types.ts';
import type { MoleView } from './view.ts';

/** What only tests, proofs and benchmarks ask of this game (shared/games/testing.ts lists it). */
export const moleTesting: GameTesting<MoleState, MoleView> = {
  decision: moleDecision,
  secrecy: moleSecrecy,
};
