import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createRng, standTurn, type BaseState, type GameEntry } from '../engine/index.ts';
import { GAMES } from './index.ts';

/**
 * Every game's turn timers, over random games at every table size: each decision a seat is asked
 * for has a time, and the stand-in's own move (not the fallback) is one the rules take, whatever
 * the seat's role or hand. The rule is written per decision, never per role (turns.ts).
 */
function* randomStates(entry: GameEntry, players: number, seed: string): Generator<BaseState> {
  const created = createMatch(entry.game, { players, seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = createRng(`${seed}:moves`);
  for (let step = 0; step < 400 && entry.game.outcome(state) === null; step++) {
    yield state;
    const seats = entry.game.pending(state);
    const timed = entry.game.timer?.(state);
    if (seats.length === 0 && timed) {
      const next = applyAction(entry.game, state, 'clock', timed.action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      continue;
    }
    const seat = rng.pick(seats);
    const next = applyAction(entry.game, state, seat, rng.pick(entry.game.legalActions(state, seat)));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
}

describe('turn timers and their stand-ins', () => {
  for (const [id, entry] of Object.entries(GAMES)) {
    it(`${id}: every decision asked of a seat has a time, and the stand-in's move is legal for every role`, () => {
      const turns = entry.turns!;
      expect(turns, `${id} declares turn rules`).toBeDefined();
      let checked = 0;
      for (let players = entry.game.minPlayers; players <= entry.game.maxPlayers; players++) {
        for (const seed of ['a', 'b', 'c']) {
          for (const state of randomStates(entry, players, `${id}-${players}-${seed}`)) {
            for (const seat of entry.game.pending(state)) {
              const seconds = turns.seconds(state, seat);
              expect(seconds).toBeGreaterThanOrEqual(0);
              if (seconds === 0) continue;
              const wanted = turns.standIn(state, seat);
              if (wanted !== null) expect(applyAction(entry.game, state, seat, wanted).ok, `${id} ${JSON.stringify(wanted)}`).toBe(true);
              expect(standTurn(entry.game, turns, state, seat)).not.toBeNull();
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
    });
  }
});
