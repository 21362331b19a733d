import type { Cue } from './sounds.svelte.ts';
import { DEFAULT_PACING, flipTimes, type RevealPacing, type RevealTiming } from '../../../shared/engine/reveal.ts';

/*
 * The board's reveal queue, shared by every game. Views can arrive faster than people can follow
 * (bots act within a second; the last card in and the next round come in the same breath), so the
 * board shows them in order and holds the next one back while a reveal plays: cards turn over one
 * by one, then the verdict, then a pause to read it. A game says only what differs: which changes
 * between two views are reveals (`between`) and how each one plays (`step`). Which changes are
 * reveals and how long each lasts are the game's shared rules (shared/games/<id>/reveal.ts): the
 * host counts the same milliseconds to hold the phones until the board has shown the result.
 *
 * This file is plain TypeScript, so it runs under the unit tests with fake timers; the board reads
 * it through the rune wrapper in reveal-queue.svelte.ts.
 */

export { DEFAULT_PACING, flipTimes, type RevealPacing } from '../../../shared/engine/reveal.ts';

/** How one reveal plays out: its timing (the game's own, shared with the host), its sounds and its track. */
export interface RevealStep extends RevealTiming {
  /** The sound as the reveal starts. */
  start?: Cue;
  /** The sound with the verdict. */
  verdict?: Cue;
  /** With the verdict, the track may count up to this many results (see `RevealScript.settled`). */
  settle?: number;
}

/** What a game tells the queue. */
export interface RevealScript<V, R> {
  pacing: RevealPacing;
  /** The reveals from one view to a later one, in the order they happened. */
  between(prev: V, next: V): R[];
  /** How a reveal plays; `next` is the view the reveals lead to. */
  step(reveal: R, next: V): RevealStep;
  /**
   * How many results a view holds that a track shows (locks, missions). The track counts only
   * the `settled` ones, so a result being revealed stays pending until its verdict.
   */
  results?(view: V): number;
  /** Sounds for a change that reveals nothing (a new proposal, the game over). */
  cues?(prev: V, next: V): Cue[];
  /** The sound once a run of reveals has played (default: 'over' when the game is over). */
  afterReveals?(view: V): Cue | null;
  /**
   * Keep showing the view from before the reveals until the last one has played: for a game
   * whose next view would tell the result early (a guard that moved, a deck count).
   */
  holdBack?: boolean;
}

/** What the board shows, a new object at each change. */
export interface RevealState<V, R> {
  /** The view on screen: the live one, or an earlier one while reveals catch up. */
  shown: V | null;
  /** The reveal playing now. */
  reveal: R | null;
  /** Cards of the current reveal that are face up. */
  flipped: number;
  /** The current reveal has shown its verdict. */
  done: boolean;
  /** Results the track may show (see `RevealScript.results`). */
  settled: number;
}

export interface RevealHooks<V, R> {
  cue(cue: Cue): void;
  change(state: RevealState<V, R>): void;
  /** The viewer asked for less motion: cards turn over faster (the board fades them instead). */
  reducedMotion?(): boolean;
  /**
   * The host's reveal pace, in percent of the real time (`RoomInfo.revealPace`, default 100): the
   * host holds the phones for the scaled time, so the board plays every step at the same pace.
   */
  pace?(): number;
}

/** When the board falls behind, it plays at most this many of the waiting reveals. */
export const MAX_CATCH_UP = 2;
/** With reduced motion a card fades in rather than flips, so each step takes this share of the time. */
export const REDUCED_MOTION_PACE = 0.6;

export const emptyReveals = <V, R>(): RevealState<V, R> => ({ shown: null, reveal: null, flipped: 0, done: false, settled: 0 });

const afterRevealsDefault = (view: { phase: string }): Cue | null => (view.phase === 'over' ? 'over' : null);

export class RevealQueue<V extends { phase: string }, R> {
  private state: RevealState<V, R> = emptyReveals();
  private queue: V[] = [];
  private pending: R[] = [];
  /** The view the reveals playing now lead to (shown at once unless the script holds it back). */
  private target: V | null = null;
  private gameNumber = -1;
  /** Each step waiting to play: its timer (null while paused), when it is due, and what it does. */
  private timers = new Set<{ handle: ReturnType<typeof setTimeout> | null; due: number; fn: () => void }>();
  /** While the game is paused (RoomInfo.paused): when the pause began; null when running. */
  private pausedAt: number | null = null;

  constructor(
    private readonly script: RevealScript<V, R>,
    private readonly hooks: RevealHooks<V, R>,
  ) {}

  get current(): RevealState<V, R> {
    return this.state;
  }

  /** A view from the host. A new game number (or the first view) is shown at once, without replays. */
  push(view: V, gameNumber: number): void {
    if (gameNumber !== this.gameNumber || this.state.shown === null) {
      this.reset();
      this.gameNumber = gameNumber;
      this.set({ shown: view, settled: this.script.results?.(view) ?? 0 });
      return;
    }
    this.queue.push(view);
    this.pump();
  }

  /** Forget everything and stop every timer (the board left the game, or a new one starts). */
  reset(): void {
    for (const t of this.timers) if (t.handle !== null) clearTimeout(t.handle);
    this.timers.clear();
    this.queue = [];
    this.pending = [];
    this.target = null;
    this.gameNumber = -1;
    this.state = emptyReveals();
    this.hooks.change(this.state);
  }

  private set(patch: Partial<RevealState<V, R>>): void {
    this.state = { ...this.state, ...patch };
    this.hooks.change(this.state);
  }

  /**
   * The game is paused, or goes on: a reveal stops at the step it was at, and plays the rest
   * once the game goes on, as the host holds the phones for the rest of it (room/pause.ts).
   */
  setPaused(paused: boolean): void {
    if (paused === (this.pausedAt !== null)) return;
    if (paused) {
      this.pausedAt = Date.now();
      for (const t of this.timers) {
        if (t.handle !== null) clearTimeout(t.handle);
        t.handle = null;
      }
      return;
    }
    const stopped = Date.now() - this.pausedAt!;
    this.pausedAt = null;
    for (const t of this.timers) {
      t.due += stopped;
      this.arm(t);
    }
  }

  private after(ms: number, fn: () => void): void {
    const t = { handle: null, due: Date.now() + (ms * (this.hooks.pace?.() ?? 100)) / 100, fn };
    this.timers.add(t);
    if (this.pausedAt === null) this.arm(t);
  }

  private arm(t: { handle: ReturnType<typeof setTimeout> | null; due: number; fn: () => void }): void {
    t.handle = setTimeout(() => {
      this.timers.delete(t);
      t.fn();
    }, Math.max(0, t.due - Date.now()));
  }

  private brings(prev: V, next: V): boolean {
    return this.script.between(prev, next).length > 0;
  }

  private pump(): void {
    if (this.state.reveal !== null || this.queue.length === 0) return;
    const prev = this.state.shown!;
    let steps = 0;
    let first = -1;
    let before = prev;
    this.queue.forEach((v, i) => {
      if (this.brings(before, v)) {
        steps++;
        if (first < 0) first = i;
      }
      before = v;
    });
    if (steps === 0) {
      // Nothing to reveal on the way: jump to the newest view.
      const next = this.queue[this.queue.length - 1]!;
      this.queue = [];
      this.set({ shown: next });
      for (const cue of this.script.cues?.(prev, next) ?? []) this.hooks.cue(cue);
      return;
    }
    // More than one waiting (bots play faster than the drama): jump to the newest view and play
    // only the last few reveals; the rest settle at once.
    const next = steps > 1 ? this.queue[this.queue.length - 1]! : this.queue[first]!;
    this.queue = this.queue.slice(this.queue.indexOf(next) + 1);
    let reveals = this.script.between(prev, next);
    if (steps > 1) reveals = reveals.slice(-MAX_CATCH_UP);
    const results = this.script.results?.(next);
    const animated = reveals.filter((r) => this.script.step(r, next).settle !== undefined).length;
    this.target = next;
    this.pending = reveals;
    this.set({
      shown: this.script.holdBack ? prev : next,
      settled: results === undefined ? this.state.settled : Math.max(this.state.settled, results - animated),
    });
    this.nextReveal();
  }

  /** More reveals are already waiting: hold each verdict for less time. */
  private hold(ms: number, hurry: boolean): number {
    const target = this.target ?? this.state.shown;
    const waiting = this.pending.length > 0 || (target !== null && this.queue.some((v) => this.brings(target, v)));
    return hurry && waiting ? ms * (this.script.pacing.hurry ?? DEFAULT_PACING.hurry) : ms;
  }

  private nextReveal(): void {
    const reveal = this.pending.shift();
    const target = this.target!;
    if (reveal === undefined) {
      this.target = null;
      this.set({ shown: target, reveal: null });
      const cue = (this.script.afterReveals ?? afterRevealsDefault)(target);
      if (cue !== null) this.hooks.cue(cue);
      this.pump();
      return;
    }
    const step = this.script.step(reveal, target);
    this.set({ reveal, flipped: 0, done: false });
    if (step.start) this.hooks.cue(step.start);
    const verdict = () => {
      this.set({ done: true, ...(step.settle === undefined ? {} : { settled: Math.max(this.state.settled, step.settle) }) });
      if (step.verdict) this.hooks.cue(step.verdict);
      this.after(this.hold(step.hold, step.hurry ?? true), () => this.nextReveal());
    };
    const n = step.cards ?? 0;
    if (n === 0) {
      if (step.beat) this.after(step.beat, verdict);
      else verdict();
      return;
    }
    const { flips, result } = flipTimes(n, this.pace());
    flips.forEach((at, i) =>
      this.after(at, () => {
        this.set({ flipped: i + 1 });
        this.hooks.cue('flip');
      }),
    );
    this.after(result, verdict);
  }

  private pace(): Required<RevealPacing> {
    const pacing = { ...DEFAULT_PACING, ...this.script.pacing };
    if (!this.hooks.reducedMotion?.()) return pacing;
    const k = REDUCED_MOTION_PACE;
    return { ...pacing, cardsLead: pacing.cardsLead * k, cardEach: pacing.cardEach * k, lastBeat: pacing.lastBeat * k };
  }
}
