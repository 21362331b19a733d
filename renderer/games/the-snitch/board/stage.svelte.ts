import type { SnitchView } from '../../../../shared/games/the-snitch/view.ts';
import type { Cue } from '../../../board/sounds.svelte.ts';
import { cardsOf, revealsBetween, revealsSomething, succeeded, type SnitchReveal } from './reveals.ts';

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  cardsLead: 700,
  cardEach: 750,
  /** The extra beat before the last card. */
  lastBeat: 800,
  resultHold: 2800,
  voteHold: 3500,
  /** Holds shrink to this share when more reveals are already waiting (fast bots). */
  hurry: 0.5,
} as const;

/** When the board falls behind, it plays at most this many of the waiting reveals. */
const MAX_CATCH_UP = 2;

/**
 * What the board shows of a Snitch game. Views arrive as fast as people (or bots) act, so the
 * board shows them in order and holds the next one back while a reveal plays: a plan's cards
 * turn over one by one, the vote's count, the escape route card by card; only then does the
 * table move on.
 */
export class SnitchStage {
  shown = $state.raw<SnitchView | null>(null);
  reveal = $state.raw<SnitchReveal | null>(null);
  /** Cards of the current reveal that are face up. */
  flipped = $state(0);
  /** The current reveal has shown all its cards and its verdict. */
  done = $state(false);

  private queue: SnitchView[] = [];
  private pending: SnitchReveal[] = [];
  /**
   * The view the reveals lead to. The table keeps showing the view from before them until the last
   * card is turned: the guard's move, a new plan or the deck counts would otherwise tell the result early.
   */
  private after_: SnitchView | null = null;
  private gameNumber = -1;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly cue: (cue: Cue) => void) {}

  push(view: SnitchView, gameNumber: number): void {
    if (gameNumber !== this.gameNumber || this.shown === null) {
      this.reset();
      this.gameNumber = gameNumber;
      this.shown = view;
      return;
    }
    this.queue.push(view);
    this.pump();
  }

  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queue = [];
    this.pending = [];
    this.after_ = null;
    this.shown = null;
    this.reveal = null;
    this.flipped = 0;
    this.done = false;
    this.gameNumber = -1;
  }

  private after(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private pump(): void {
    if (this.reveal !== null || this.queue.length === 0) return;
    const prev = this.shown!;
    const i = this.queue.findIndex((v) => revealsSomething(prev, v));
    if (i < 0) {
      const next = this.queue[this.queue.length - 1]!;
      this.queue = [];
      this.showPlain(prev, next);
      return;
    }
    let steps = 0;
    let before = prev;
    for (const v of this.queue) {
      if (revealsSomething(before, v)) steps++;
      before = v;
    }
    // Behind by more than one reveal: jump to the newest view and play only the last few.
    const next = steps > 1 ? this.queue[this.queue.length - 1]! : this.queue[i]!;
    this.queue = this.queue.slice(this.queue.indexOf(next) + 1);
    let reveals = revealsBetween(prev, next);
    if (steps > 1) reveals = reveals.slice(-MAX_CATCH_UP);
    this.after_ = next;
    this.pending = reveals;
    this.nextReveal();
  }

  private showPlain(prev: SnitchView, next: SnitchView): void {
    this.shown = next;
    if (next.refusal !== null && next.refusal.window !== prev.refusal?.window) this.cue('proposal');
    if (next.phase === 'vote' && prev.phase !== 'vote') this.cue('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') this.cue('over');
  }

  private hold(ms: number): number {
    const shown = this.shown;
    const waiting = this.pending.length > 0 || (shown !== null && this.queue.some((v) => revealsSomething(shown, v)));
    return waiting ? ms * TIMING.hurry : ms;
  }

  private nextReveal(): void {
    const reveal = this.pending.shift();
    if (reveal === undefined) {
      if (this.after_ !== null) this.shown = this.after_;
      this.after_ = null;
      this.reveal = null;
      if (this.shown?.phase === 'over') this.cue('over');
      this.pump();
      return;
    }
    this.reveal = reveal;
    this.flipped = 0;
    this.done = false;
    if (reveal.kind === 'vote') {
      this.cue('votes');
      this.done = true;
      this.after(this.hold(TIMING.voteHold), () => this.nextReveal());
      return;
    }
    const n = cardsOf(reveal);
    let at = TIMING.cardsLead;
    for (let k = 1; k <= n; k++) {
      if (k === n && n > 1) at += TIMING.lastBeat;
      this.after(at, () => {
        this.flipped = k;
        this.cue('flip');
      });
      at += TIMING.cardEach;
    }
    this.after(at, () => {
      this.done = true;
      this.cue(succeeded(reveal) ? 'open' : 'blown');
      this.after(this.hold(TIMING.resultHold), () => this.nextReveal());
    });
  }
}
