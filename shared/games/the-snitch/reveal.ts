import type { RevealRules } from '../../engine/reveal.ts';
import type { EscapeResult, Resolution, VoteResult } from './types.ts';
import type { SnitchView } from './view.ts';

/** A moment the board plays out before it shows what came after it. */
export type SnitchReveal =
  /** A plan's cards turn over one by one, then its verdict. */
  | { kind: 'plan'; resolution: Resolution }
  /** The weapon vote's count (and, after a tie, who settled it). */
  | { kind: 'vote'; result: VoteResult }
  /** The escape route turns over card by card, then its verdict. */
  | { kind: 'escape'; result: EscapeResult };

type Revealing = Pick<SnitchView, 'resolutions' | 'vote' | 'escape'>;

const sameVote = (a: VoteResult | null | undefined, b: VoteResult | null | undefined): boolean =>
  (a ?? null) === (b ?? null) || (a != null && b != null && a.weapon === b.weapon && a.tied.join() === b.tied.join() && a.tally.join() === b.tally.join());

/** The reveals from one board view to a later one, in the order they happened. */
export function revealsBetween(prev: Revealing, next: Revealing): SnitchReveal[] {
  const out: SnitchReveal[] = next.resolutions.slice(prev.resolutions.length).map((resolution) => ({ kind: 'plan', resolution }));
  const vote = next.vote?.result ?? null;
  if (vote !== null && !sameVote(prev.vote?.result, vote)) out.push({ kind: 'vote', result: vote });
  const escape = next.escape?.result ?? null;
  if (escape !== null && (prev.escape?.result ?? null) === null) out.push({ kind: 'escape', result: escape });
  return out;
}

/** How many cards a reveal turns over (a vote turns over all at once: none one by one). */
export function cardsOf(reveal: SnitchReveal): number {
  if (reveal.kind === 'plan') return reveal.resolution.cards.length;
  if (reveal.kind === 'escape') return reveal.result.cards.length;
  return 0;
}

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  cardsLead: 700,
  cardEach: 750,
  resultHold: 2800,
  /** The weapon vote's count alone on the TV, before whom it hands the weapon to. */
  voteCount: 1200,
  voteHold: 3500,
} as const;

/** The Snitch's reveals: a plan's cards one by one, the vote's count then its result, the escape route card by card. */
export const snitchReveal: RevealRules<Revealing, SnitchReveal> = {
  pacing: TIMING,
  between: revealsBetween,
  timing: (reveal) => (reveal.kind === 'vote' ? { beat: TIMING.voteCount, hold: TIMING.voteHold } : { cards: cardsOf(reveal), hold: TIMING.resultHold }),
};
