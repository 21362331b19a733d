import type { EscapeResult, Resolution, VoteResult } from '../../../../shared/games/the-snitch/types.ts';
import type { SnitchView } from '../../../../shared/games/the-snitch/view.ts';
import type { RevealScript } from '../../../lib/reveal-queue.ts';
import type { RevealStage } from '../../../lib/reveal-queue.svelte.ts';

/** A moment the board plays out before it shows what came after it. */
export type SnitchBoardReveal =
  /** A plan's cards turn over one by one, then its verdict. */
  | { kind: 'plan'; resolution: Resolution }
  /** The weapon vote's count (and, after a tie, who settled it). */
  | { kind: 'vote'; result: VoteResult }
  /** The escape route turns over card by card, then its verdict. */
  | { kind: 'escape'; result: EscapeResult };

type Revealing = Pick<SnitchView, 'resolutions' | 'vote' | 'escape'>;

const sameVote = (a: VoteResult | null | undefined, b: VoteResult | null | undefined): boolean =>
  (a ?? null) === (b ?? null) || (a != null && b != null && a.weapon === b.weapon && a.tied.join() === b.tied.join() && a.tally.join() === b.tally.join());

/** The reveals from one view to a later one, in the order they happened. */
export function revealsBetween(prev: Revealing, next: Revealing): SnitchBoardReveal[] {
  const out: SnitchBoardReveal[] = next.resolutions.slice(prev.resolutions.length).map((resolution) => ({ kind: 'plan', resolution }));
  const vote = next.vote?.result ?? null;
  if (vote !== null && !sameVote(prev.vote?.result, vote)) out.push({ kind: 'vote', result: vote });
  const escape = next.escape?.result ?? null;
  if (escape !== null && (prev.escape?.result ?? null) === null) out.push({ kind: 'escape', result: escape });
  return out;
}

/** How many cards a reveal turns over (a vote turns over all at once: none one by one). */
export function cardsOf(reveal: SnitchBoardReveal): number {
  if (reveal.kind === 'plan') return reveal.resolution.cards.length;
  if (reveal.kind === 'escape') return reveal.result.cards.length;
  return 0;
}

/** The verdict of a reveal: success for a plan or escape that held, and for any vote. */
export function succeeded(reveal: SnitchBoardReveal): boolean {
  if (reveal.kind === 'plan') return reveal.resolution.success;
  if (reveal.kind === 'escape') return reveal.result.success;
  return true;
}

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  cardsLead: 700,
  cardEach: 750,
  resultHold: 2800,
  voteHold: 3500,
} as const;

/** What The Snitch's screens read while the board plays its reveals. */
export type SnitchStage = RevealStage<SnitchView, SnitchBoardReveal>;

/**
 * The Snitch's reveals: a plan's cards turn over one by one, the vote's count, the escape route
 * card by card. The table keeps showing the view from before them until the last card is turned:
 * the guard's move, a new plan or the deck counts would otherwise tell the result early.
 */
export const snitchReveals: RevealScript<SnitchView, SnitchBoardReveal> = {
  pacing: TIMING,
  between: revealsBetween,
  step: (reveal) =>
    reveal.kind === 'vote'
      ? { verdict: 'votes', hold: TIMING.voteHold }
      : { cards: cardsOf(reveal), verdict: succeeded(reveal) ? 'open' : 'blown', hold: TIMING.resultHold },
  cues(prev, next) {
    const cues: ('proposal' | 'over')[] = [];
    if (next.refusal !== null && next.refusal.window !== prev.refusal?.window) cues.push('proposal');
    if (next.phase === 'vote' && prev.phase !== 'vote') cues.push('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') cues.push('over');
    return cues;
  },
  holdBack: true,
};
