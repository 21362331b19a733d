import type { DecisionCue } from '../bot.ts';
import type { BaseState } from '../game.ts';
import type { SecrecyRules } from './secrecy.ts';

/**
 * What only tests, proofs and benchmarks ask of a game: how a phone reads that it must decide
 * (the test phones and the proofs play as phones) and what the rules let each viewer see (the
 * secrecy suites). Each game's folder has its own (shared/games/<id>/testing.ts), listed by the
 * test registry (shared/games/testing.ts); the host never carries it.
 */
export interface GameTesting<S extends BaseState = BaseState, V = unknown> {
  decision: DecisionCue<V>;
  secrecy: SecrecyRules<S>;
}
