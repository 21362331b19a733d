import { cardsOf, revealsBetween, snitchReveal, type SnitchReveal } from '../../../../shared/games/the-snitch/reveal.ts';
import type { SnitchView } from '../../../../shared/games/the-snitch/view.ts';
import type { RevealScript } from '../../../lib/board/reveal-queue.ts';
import type { RevealStage } from '../../../lib/board/reveal-queue.svelte.ts';

/** A moment the board plays out before it shows what came after it (the game's, shared with the host). */
export type SnitchBoardReveal = SnitchReveal;

export { cardsOf, revealsBetween };

/** The verdict of a reveal: success for a plan or escape that held, and for any vote. */
export function succeeded(reveal: SnitchBoardReveal): boolean {
  if (reveal.kind === 'plan') return reveal.resolution.success;
  if (reveal.kind === 'escape') return reveal.result.success;
  return true;
}

/** What The Snitch's screens read while the board plays its reveals. */
export type SnitchStage = RevealStage<SnitchView, SnitchBoardReveal>;

/**
 * The Snitch's reveals: a plan's cards turn over one by one, the vote's count, the escape route
 * card by card. The table keeps showing the view from before them until the last card is turned:
 * the guard's move, a new plan or the deck counts would otherwise tell the result early.
 */
export const snitchReveals: RevealScript<SnitchView, SnitchBoardReveal> = {
  pacing: snitchReveal.pacing,
  between: revealsBetween,
  step: (reveal, next) => ({ ...snitchReveal.timing(reveal, next), verdict: reveal.kind === 'vote' ? 'votes' : succeeded(reveal) ? 'open' : 'blown' }),
  cues(prev, next) {
    const cues: ('proposal' | 'over')[] = [];
    if (next.refusal !== null && next.refusal.window !== prev.refusal?.window) cues.push('proposal');
    if (next.phase === 'vote' && prev.phase !== 'vote') cues.push('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') cues.push('over');
    return cues;
  },
  holdBack: true,
};
