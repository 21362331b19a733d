import { expect } from 'vitest';
import { cloneJson, jsonEqual } from '../clone.ts';
import type { EngineError, ErrorCode } from '../errors.ts';
import type { BaseState, GameDefinition, Seat, Viewer } from '../game.ts';
import { applyAction, createMatch } from '../match.ts';
import type { Seed } from '../rng.ts';

/**
 * The helpers every game's rule tests share, bound to one game: deal, act (must be accepted,
 * and must leave the caller's state untouched), expect a rejection (code, reason, and the state
 * unchanged), views, seats.
 */
export function gameTester<S extends BaseState & { phase: string }, A, O, D, V>(game: GameDefinition<S, A, O, D, V>) {
  return {
    /** A game dealt at random from the seed, as a lobby would start it. */
    dealtGame(players: number, options: Partial<O> = {}, seed: Seed = 1): S {
      const created = createMatch(game, { players, options, seed });
      if (!created.ok) throw new Error(`setup refused: ${created.error.code} ${created.error.reason ?? ''} ${created.error.message}`);
      return created.value;
    },

    /** A game from a hand-fixed deal; a refused deal fails the test with the game's reason. */
    fixedDeal(players: number, deal: unknown, options: Partial<O> = {}, seed: Seed = 1): S {
      const created = createMatch(game, { players, options, seed, deal });
      if (!created.ok) throw new Error(`fixed deal refused: ${created.error.code} ${created.error.reason ?? ''} ${created.error.message}`);
      return created.value;
    },

    /** Applies an action that must be accepted, and returns the new state. */
    act(state: S, actor: Seat | 'clock', action: unknown): S {
      const before = cloneJson(state);
      const result = applyAction(game, state, actor, action);
      if (!result.ok) {
        throw new Error(
          `expected ${JSON.stringify(action)} by ${String(actor)} to be accepted in phase ${state.phase}, ` +
            `got ${result.error.code}${result.error.reason ? ` (${result.error.reason})` : ''}: ${result.error.message}`,
        );
      }
      // The state a caller holds is never modified, even by an accepted action.
      expect(jsonEqual(state, before)).toBe(true);
      return result.value;
    },

    /** Applies an action that must be rejected with `code` (and `reason`), and checks nothing changed. */
    expectRejected(state: S, actor: unknown, action: unknown, code: ErrorCode, reason?: string): EngineError {
      const before = cloneJson(state);
      const result = applyAction(game, state, actor, action);
      if (result.ok) throw new Error(`expected ${JSON.stringify(action)} by ${String(actor)} to be rejected with ${code}, but it was accepted`);
      expect(result.error.code).toBe(code);
      if (reason !== undefined) expect(result.error.reason).toBe(reason);
      expect(jsonEqual(state, before)).toBe(true);
      return result.error;
    },

    view: (state: S, viewer: Viewer): V => game.view(state, viewer),
    /** Every seat of a table. */
    seats: (players: number): Seat[] => [...Array(players).keys()],
    /** The board and every seat. */
    allViewers: (players: number): Viewer[] => ['board', ...Array(players).keys()],
  };
}
