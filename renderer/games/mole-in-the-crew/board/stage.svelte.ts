import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';
import type { LockRecord, ProposalRecord } from '../../../../shared/games/mole-in-the-crew/types.ts';
import type { Cue } from '../../../board/sounds.svelte.ts';

/** A reveal the board plays before it shows what came after it. */
export type Reveal =
  /** The named votes of a proposal turn over together. */
  | { kind: 'votes'; record: ProposalRecord }
  /** A lock's cards turn over one by one, then its result. */
  | { kind: 'cards'; record: LockRecord }
  /** A lock blown by the Patrol (no cards). */
  | { kind: 'patrol'; record: LockRecord };

/** When the board falls behind, it plays at most this many of the waiting reveals. */
const MAX_CATCH_UP = 2;

/** The reveals from one view to a later one, in the order they happened. */
function revealsBetween(prev: MoleView, next: MoleView): Reveal[] {
  const votes: Reveal[] = next.history.slice(prev.history.length).map((record) => ({ kind: 'votes', record }));
  const out: Reveal[] = [];
  let v = 0;
  for (const record of next.locks.slice(prev.locks.length)) {
    // A lock's proposals were all voted on before the lock was resolved.
    while (v < votes.length && votes[v]!.record.lock <= record.lock) out.push(votes[v++]!);
    out.push({ kind: record.by === 'patrol' ? 'patrol' : 'cards', record });
  }
  while (v < votes.length) out.push(votes[v++]!);
  return out;
}

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  votesHold: 3200,
  cardsLead: 700,
  cardEach: 800,
  /** The extra beat before the last card. */
  lastBeat: 800,
  resultHold: 3000,
  patrolHold: 3500,
  /** Holds shrink to this share when more reveals are already waiting (fast bots), so the board catches up. */
  hurry: 0.5,
} as const;

/**
 * What the board shows of a Mole in the Crew game. Views can arrive faster than people can
 * follow (bots act within a second), so the board shows them in order and holds the next one
 * back while a reveal plays: new named votes turn over together, a new lock's cards flip one by
 * one, and only then does the lock track show the result. The lock being revealed stays
 * "pending" until its last card is down.
 */
export class Stage {
  /** The view on screen: the live one, or an earlier one while reveals catch up. */
  shown = $state.raw<MoleView | null>(null);
  /** The reveal playing now. */
  reveal = $state.raw<Reveal | null>(null);
  /** Cards of the current lock reveal that are face up. */
  flipped = $state(0);
  /** The current lock reveal has shown all its cards and its result. */
  cardsDone = $state(false);
  /** Locks whose result the lock track may show. */
  settledLocks = $state(0);

  private queue: MoleView[] = [];
  private pendingReveals: Reveal[] = [];
  private gameNumber = -1;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly cue: (cue: Cue) => void) {}

  /** A view from the host. A new game number (or the first view) is shown at once, without replays. */
  push(view: MoleView, gameNumber: number): void {
    if (gameNumber !== this.gameNumber || this.shown === null) {
      this.reset();
      this.gameNumber = gameNumber;
      this.shown = view;
      this.settledLocks = view.locks.length;
      return;
    }
    this.queue.push(view);
    this.pump();
  }

  /** Forget everything (back to the lobby, or a new game). */
  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queue = [];
    this.pendingReveals = [];
    this.shown = null;
    this.reveal = null;
    this.flipped = 0;
    this.cardsDone = false;
    this.settledLocks = 0;
    this.gameNumber = -1;
  }

  /** True while nothing is waiting to be revealed. */
  get idle(): boolean {
    return this.reveal === null;
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
    const i = this.queue.findIndex((v) => v.history.length > prev.history.length || v.locks.length > prev.locks.length);
    if (i < 0) {
      // Nothing to reveal on the way: jump to the newest view.
      const next = this.queue[this.queue.length - 1]!;
      this.queue = [];
      this.show(prev, next);
      return;
    }
    // Views that each bring something to reveal. When more than one is waiting (bots play faster
    // than the drama), the board catches up: only the last few reveals play, the rest settle at once.
    let steps = 0;
    let before = prev;
    for (const v of this.queue) {
      if (v.history.length > before.history.length || v.locks.length > before.locks.length) steps++;
      before = v;
    }
    const next = steps > 1 ? this.queue[this.queue.length - 1]! : this.queue[i]!;
    this.queue = this.queue.slice(this.queue.indexOf(next) + 1);
    let reveals = revealsBetween(prev, next);
    if (steps > 1) reveals = reveals.slice(-MAX_CATCH_UP);
    const animatedLocks = reveals.filter((r) => r.kind !== 'votes').length;
    this.settledLocks = Math.max(this.settledLocks, next.locks.length - animatedLocks);
    this.shown = next;
    this.pendingReveals = reveals;
    this.nextReveal();
  }

  private show(prev: MoleView, next: MoleView): void {
    this.shown = next;
    if (next.phase === 'vote' && (prev.phase !== 'vote' || prev.history.length !== next.history.length)) this.cue('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') this.cue('over');
  }

  /** More reveals are already waiting: hold each result for less time. */
  private hold(ms: number): number {
    const shown = this.shown;
    const waiting =
      this.pendingReveals.length > 0 ||
      (shown !== null && this.queue.some((v) => v.history.length > shown.history.length || v.locks.length > shown.locks.length));
    return waiting ? ms * TIMING.hurry : ms;
  }

  private nextReveal(): void {
    const reveal = this.pendingReveals.shift();
    if (reveal === undefined) {
      this.reveal = null;
      const shown = this.shown!;
      if (shown.phase === 'over') this.cue('over');
      else if (shown.phase === 'vote') this.cue('proposal');
      this.pump();
      return;
    }
    this.reveal = reveal;
    this.flipped = 0;
    this.cardsDone = false;
    switch (reveal.kind) {
      case 'votes':
        this.cue('votes');
        this.after(this.hold(TIMING.votesHold), () => this.nextReveal());
        return;
      case 'patrol':
        this.settledLocks = Math.max(this.settledLocks, reveal.record.lock + 1);
        this.cue('blown');
        this.after(this.hold(TIMING.patrolHold), () => this.nextReveal());
        return;
      case 'cards':
        this.flipCards(reveal.record);
        return;
    }
  }

  private flipCards(record: LockRecord): void {
    const n = record.cards.length;
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
      this.cardsDone = true;
      this.settledLocks = Math.max(this.settledLocks, record.lock + 1);
      this.cue(record.status === 'open' ? 'open' : 'blown');
    });
    this.after(at, () => this.after(this.hold(TIMING.resultHold), () => this.nextReveal()));
  }
}
