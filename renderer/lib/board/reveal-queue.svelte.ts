import type { Cue } from './sounds.svelte.ts';
import { RevealQueue, emptyReveals, type RevealScript, type RevealState } from './reveal-queue.ts';

const reducedMotion = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The reveal queue as a board's screens read it: one reactive snapshot, replaced at each change.
 * A game's board makes one per game (BoardFrame does) and its screens read `shown`, `reveal`,
 * `flipped`, `done` and `settled`.
 */
export class RevealStage<V extends { phase: string }, R> {
  #state = $state.raw<RevealState<V, R>>(emptyReveals());
  readonly #queue: RevealQueue<V, R>;

  /** `pace`: the host's reveal pace in percent (`RoomInfo.revealPace`; 100 when there is no room). */
  constructor(script: RevealScript<V, R>, cue: (cue: Cue) => void, pace: () => number = () => 100) {
    this.#queue = new RevealQueue(script, { cue, change: (state) => (this.#state = state), reducedMotion, pace });
  }

  /** The view on screen: the live one, or an earlier one while reveals catch up. */
  get shown(): V | null {
    return this.#state.shown;
  }
  /** The reveal playing now. */
  get reveal(): R | null {
    return this.#state.reveal;
  }
  /** Cards of the current reveal that are face up. */
  get flipped(): number {
    return this.#state.flipped;
  }
  /** The current reveal has shown its verdict. */
  get done(): boolean {
    return this.#state.done;
  }
  /** Results (locks, missions) the track may count. */
  get settled(): number {
    return this.#state.settled;
  }

  push(view: V, gameNumber: number): void {
    this.#queue.push(view, gameNumber);
  }

  /** The game is paused, or goes on (RevealQueue.setPaused). */
  setPaused(paused: boolean): void {
    this.#queue.setPaused(paused);
  }

  /** Stops every timer: call it when the board leaves the game. */
  reset(): void {
    this.#queue.reset();
  }
}
