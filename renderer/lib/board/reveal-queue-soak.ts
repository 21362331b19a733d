import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playGame, randomBotOf, type Bot } from '../../../shared/engine/bot.ts';
import type { BaseState, GameDefinition } from '../../../shared/engine/game.ts';
import { createMatch } from '../../../shared/engine/match.ts';
import { createRng } from '../../../shared/engine/rng.ts';
import { RevealQueue, type RevealScript, type RevealState } from './reveal-queue.ts';

interface SoakResult<V> {
  last: V;
  state: RevealState<V, unknown>;
}

/**
 * For each game's board tests (under fake timers): whole bot games played into the board's reveal
 * queue as a TV gets them — views one at a time or in bursts, with any time between them, a pause
 * now and then — and what the TV shows once the timers have run out. Whatever the arrival, the
 * stage must end on the game's last view with no reveal playing, which is what lets the end screen
 * replace the table (BoardFrame); a queue that strands the last view leaves the TV on an empty stage.
 */
function soakRevealQueue<V extends { phase: string }, R>(
  game: GameDefinition<any, any, any, any, V>,
  script: RevealScript<V, R>,
  { players, seed, bot }: { players: number; seed: string; bot: Bot<any, any> },
): SoakResult<V> {
  const setup = { players, seed };
  const created = createMatch(game, setup);
  if (!created.ok) throw new Error(created.error.message);
  const first = game.view(created.value, 'board');
  const views: V[] = [];
  playGame(game, { ...setup, bots: new Array(players).fill(bot), onStep: (state: BaseState) => views.push(game.view(state as never, 'board')) });
  let state: RevealState<V, R> | null = null;
  const queue = new RevealQueue(script, { cue: () => {}, change: (s) => (state = s) });
  const rng = createRng(`arrival:${seed}`);
  queue.push(first, 1);
  let paused = false;
  for (let i = 0; i < views.length; ) {
    // A burst of 1-4 views in the same breath (bots), then anything from nothing to a long wait.
    const burst = 1 + rng.int(4);
    for (const view of views.slice(i, i + burst)) queue.push(view, 1);
    i += burst;
    if (rng.int(10) === 0) {
      paused = !paused;
      queue.setPaused(paused);
    }
    vi.advanceTimersByTime([0, 5, 200, 1_000, 4_000, 12_000][rng.int(6)]!);
  }
  queue.setPaused(false);
  vi.runAllTimers();
  return { last: views.at(-1)!, state: state! as RevealState<V, unknown> };
}

/**
 * A game's board test of it: games at each table size in `players`, with the game's own bots and
 * with random ones, each ending on its last view with nothing playing and a final reveal for the
 * end screen.
 */
export function describeRevealSoak<V extends { phase: string; reveal: unknown }, R>(
  game: GameDefinition<any, any, any, any, V>,
  script: RevealScript<V, R>,
  bot: Bot<any, any>,
  players: readonly number[],
  games = 15,
): void {
  describe.each(players)('the TV\u2019s reveals of a whole %i-player game', (count) => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    it.each(['heuristic', 'random'])('end on the game\u2019s last view with nothing playing, %s bots, any arrival', (kind) => {
      for (let i = 0; i < games; i++) {
        const { last, state } = soakRevealQueue(game, script, { players: count, seed: `soak:${kind}:${count}:${i}`, bot: kind === 'random' ? randomBotOf() : bot });
        expect(last.phase, `game ${i}`).toBe('over');
        expect(state.reveal, `game ${i}`).toBeNull();
        expect(state.shown, `game ${i}`).toBe(last);
        expect(last.reveal, `game ${i}`).not.toBeNull();
      }
    });
  });
}
