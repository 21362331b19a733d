import type { GameTesting } from '../../engine/testing/parts.ts';
import { snitchDecision } from './decision.ts';
import { snitchSecrecy } from './secrecy.ts';
import type { SnitchState } from './types.ts';
import type { SnitchView } from './view.ts';

/** What only tests, proofs and benchmarks ask of this game (shared/games/testing.ts lists it). */
export const snitchTesting: GameTesting<SnitchState, SnitchView> = {
  decision: snitchDecision,
  secrecy: snitchSecrecy,
};
