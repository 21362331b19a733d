import type { EscapeResult, Resolution, VoteResult } from '../../../../shared/games/the-snitch/types.ts';
import type { SnitchView } from '../../../../shared/games/the-snitch/view.ts';

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

/** The reveals from one view to a later one, in the order they happened. */
export function revealsBetween(prev: Revealing, next: Revealing): SnitchReveal[] {
  const out: SnitchReveal[] = next.resolutions.slice(prev.resolutions.length).map((resolution) => ({ kind: 'plan', resolution }));
  const vote = next.vote?.result ?? null;
  if (vote !== null && !sameVote(prev.vote?.result, vote)) out.push({ kind: 'vote', result: vote });
  const escape = next.escape?.result ?? null;
  if (escape !== null && (prev.escape?.result ?? null) === null) out.push({ kind: 'escape', result: escape });
  return out;
}

/** Whether going from `prev` to `next` brings anything to reveal. */
export const revealsSomething = (prev: Revealing, next: Revealing): boolean => revealsBetween(prev, next).length > 0;

/** How many cards a reveal turns over (a vote turns over all at once: none one by one). */
export function cardsOf(reveal: SnitchReveal): number {
  if (reveal.kind === 'plan') return reveal.resolution.cards.length;
  if (reveal.kind === 'escape') return reveal.result.cards.length;
  return 0;
}

/** The verdict of a reveal: success for a plan or escape that held, and for any vote. */
export function succeeded(reveal: SnitchReveal): boolean {
  if (reveal.kind === 'plan') return reveal.resolution.success;
  if (reveal.kind === 'escape') return reveal.result.success;
  return true;
}
