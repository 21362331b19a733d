import type { TurncoatView } from '../../../../shared/games/turncoat/view.ts';
import type { Cue } from '../../../board/sounds.svelte.ts';
import { MAX_CATCH_UP, TIMING, bringsReveal, flipTimes, revealsBetween, type Reveal } from './pacing.ts';

/**
 * What the board shows of a Turncoat game. Views can arrive faster than people can follow (the
 * last card in and the next mission's look come in the same breath), so the board shows them in
 * order and holds the next one back while a reveal plays: a mission's cards flip one by one with
 * the running total, and only then does the track count the result.
 */
export class TurncoatStage {
  /** The view on screen: the live one, or an earlier one while reveals catch up. */
  shown = $state.raw<TurncoatView | null>(null);
  reveal = $state.raw<Reveal | null>(null);
  /** Cards of the mission being revealed that are face up. */
  flipped = $state(0);
  /** The mission being revealed has shown all its cards and its result; or the accusation its verdict. */
  done = $state(false);
  /** Missions whose result the track may count. */
  settled = $state(0);

  private queue: TurncoatView[] = [];
  private pendingReveals: Reveal[] = [];
  private gameNumber = -1;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly cue: (cue: Cue) => void) {}

  /** A view from the host. A new game number (or the first view) is shown at once, without replays. */
  push(view: TurncoatView, gameNumber: number): void {
    if (gameNumber !== this.gameNumber || this.shown === null) {
      this.reset();
      this.gameNumber = gameNumber;
      this.shown = view;
      this.settled = view.missions.length;
      return;
    }
    this.queue.push(view);
    this.pump();
  }

  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queue = [];
    this.pendingReveals = [];
    this.shown = null;
    this.reveal = null;
    this.flipped = 0;
    this.done = false;
    this.settled = 0;
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
    let steps = 0;
    let first = -1;
    let before = prev;
    this.queue.forEach((v, i) => {
      if (bringsReveal(before, v)) {
        steps++;
        if (first < 0) first = i;
      }
      before = v;
    });
    if (steps === 0) {
      // Nothing to reveal on the way: jump to the newest view.
      const next = this.queue[this.queue.length - 1]!;
      this.queue = [];
      this.show(prev, next);
      return;
    }
    // More than one waiting (bots play faster than the drama): only the last few reveals play.
    const next = steps > 1 ? this.queue[this.queue.length - 1]! : this.queue[first]!;
    this.queue = this.queue.slice(this.queue.indexOf(next) + 1);
    let reveals = revealsBetween(prev, next);
    if (steps > 1) reveals = reveals.slice(-MAX_CATCH_UP);
    const animated = reveals.filter((r) => r.kind === 'mission').length;
    this.settled = Math.max(this.settled, next.missions.length - animated);
    this.shown = next;
    this.pendingReveals = reveals;
    this.nextReveal();
  }

  private show(prev: TurncoatView, next: TurncoatView): void {
    this.shown = next;
    if (next.current?.card && !prev.current?.card) this.cue('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') this.cue('over');
  }

  private hold(ms: number): number {
    const shown = this.shown;
    const waiting = this.pendingReveals.length > 0 || (shown !== null && this.queue.some((v) => bringsReveal(shown, v)));
    return waiting ? ms * TIMING.hurry : ms;
  }

  private nextReveal(): void {
    const reveal = this.pendingReveals.shift();
    if (reveal === undefined) {
      this.reveal = null;
      if (this.shown?.phase === 'over') this.cue('over');
      this.pump();
      return;
    }
    this.reveal = reveal;
    this.flipped = 0;
    this.done = false;
    if (reveal.kind === 'accusation') {
      this.cue('votes');
      this.after(TIMING.accusationBeat, () => {
        this.done = true;
        this.cue(this.shown?.reveal?.winner === 'loyal' ? 'open' : 'blown');
        this.after(TIMING.accusationHold, () => this.nextReveal());
      });
      return;
    }
    const { mission } = reveal;
    const { flips, result } = flipTimes(mission.cards.length);
    this.cue('votes');
    flips.forEach((at, i) =>
      this.after(at, () => {
        this.flipped = i + 1;
        this.cue('flip');
      }),
    );
    this.after(result, () => {
      this.done = true;
      this.settled = Math.max(this.settled, mission.number);
      this.cue(mission.success ? 'open' : 'blown');
      this.after(this.hold(TIMING.resultHold), () => this.nextReveal());
    });
  }
}
