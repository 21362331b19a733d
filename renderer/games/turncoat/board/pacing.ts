import { scoreOf, suitOf } from '../../../../shared/games/turncoat/cards.ts';
import { revealsBetween, turncoatReveal, type TurncoatReveal } from '../../../../shared/games/turncoat/reveal.ts';
import type { PublicMission, TurncoatView } from '../../../../shared/games/turncoat/view.ts';
import type { RevealScript } from '../../../lib/board/reveal-queue.ts';
import type { RevealStage } from '../../../lib/board/reveal-queue.svelte.ts';

/** A moment the board plays before it shows what came after it (the game's, shared with the host). */
export type TurncoatBoardReveal = TurncoatReveal;

export { revealsBetween };

/** The total after the first `flipped` cards of a mission have been turned over. */
export function runningTotal(mission: Pick<PublicMission, 'card' | 'cards'>, flipped: number): number {
  const suit = suitOf(mission.card);
  let total = 0;
  for (const card of mission.cards.slice(0, Math.max(0, flipped))) total += scoreOf(card, suit);
  return total;
}

/** Missions whose result the track may show, and the counts it shows for them. */
export function settledTrack(view: TurncoatView, settled: number): { successes: number; failures: number } {
  const done = view.missions.slice(0, settled);
  const successes = done.filter((m) => m.success).length;
  return { successes, failures: done.length - successes };
}

/** What Turncoat's screens read while the board plays its reveals. */
export type TurncoatStage = RevealStage<TurncoatView, TurncoatBoardReveal>;

/**
 * Turncoat's reveals: a mission's cards flip one by one with the running total, and only then does
 * the track count the result (`settled` counts missions); an accusation, then its verdict.
 */
export const turncoatReveals: RevealScript<TurncoatView, TurncoatBoardReveal> = {
  pacing: turncoatReveal.pacing,
  between: revealsBetween,
  step(reveal, next) {
    const timing = turncoatReveal.timing(reveal, next);
    if (reveal.kind === 'accusation') return { ...timing, start: 'votes', verdict: next.reveal?.winner === 'loyal' ? 'open' : 'blown' };
    const { mission } = reveal;
    return { ...timing, start: 'votes', verdict: mission.success ? 'open' : 'blown', settle: mission.number };
  },
  results: (view) => view.missions.length,
  cues(prev, next) {
    const cues: ('proposal' | 'over')[] = [];
    if (next.current?.card && !prev.current?.card) cues.push('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') cues.push('over');
    return cues;
  },
};
