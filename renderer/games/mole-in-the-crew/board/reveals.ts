import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';
import { TIMING, moleReveal, revealsBetween, type MoleReveal } from '../../../../shared/games/mole-in-the-crew/reveal.ts';
import type { RevealScript } from '../../../lib/board/reveal-queue.ts';
import type { RevealStage } from '../../../lib/board/reveal-queue.svelte.ts';

export { revealsBetween };

/** A reveal the board plays before it shows what came after it (the game's, shared with the host). */
export type MoleBoardReveal = MoleReveal;

/** What Mole in the Crew's screens read while the board plays its reveals. */
export type MoleStage = RevealStage<MoleView, MoleBoardReveal>;

/**
 * Mole in the Crew's reveals: new named votes turn over together, a new lock's cards flip one by
 * one, and only then does the lock track show the result (`settled` counts locks).
 */
export const moleReveals: RevealScript<MoleView, MoleBoardReveal> = {
  pacing: moleReveal.pacing,
  between: revealsBetween,
  step(reveal, next) {
    const timing = moleReveal.timing(reveal, next);
    switch (reveal.kind) {
      case 'votes':
        return { ...timing, verdict: 'votes' };
      case 'patrol':
        return { ...timing, verdict: 'blown', settle: reveal.record.lock + 1 };
      case 'cards':
        return { ...timing, verdict: reveal.record.status === 'open' ? 'open' : 'blown', settle: reveal.record.lock + 1 };
      case 'getaway':
        // The marks turn over like cards; the verdict sounds for the side that won.
        return { ...timing, verdict: next.reveal?.winner === 'crew' ? 'open' : 'blown' };
    }
  },
  results: (view) => view.locks.length,
  cues(prev, next) {
    const cues: ('proposal' | 'over')[] = [];
    if (next.phase === 'vote' && (prev.phase !== 'vote' || prev.history.length !== next.history.length)) cues.push('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') cues.push('over');
    return cues;
  },
  // After the reveals, the next proposal (or the end) gets its sound.
  afterReveals: (view) => (view.phase === 'over' ? 'over' : view.phase === 'vote' ? 'proposal' : null),
};

/**
 * How long the votes take to turn over on the TV, at the host's reveal pace (percent): a little
 * shorter than the beat before their result, so the result always comes after the last vote is up.
 */
export function voteTurnMs(pace = 100): number {
  return Math.round((TIMING.votesTurn * 0.8 * pace) / 100);
}

/**
 * The rejections in a row the board shows while it plays `reveal` (null: none playing) over
 * `view`. A vote's own rejection counts only once its result is shown (`done`): the pips must not
 * tell the table the proposal failed while its votes are still turning over.
 */
export function rejectionsShown(view: MoleView, reveal: MoleBoardReveal | null, done: boolean): number {
  if (reveal === null) return view.phase === 'getaway' || view.phase === 'over' ? 0 : view.rejections;
  switch (reveal.kind) {
    case 'votes':
      return reveal.record.attempt - 1 + (done && !reveal.record.approved ? 1 : 0);
    case 'patrol':
      return view.patrolAt;
    case 'getaway':
      return 0;
    case 'cards': {
      const lock = reveal.record.lock;
      const proposal = [...view.history].reverse().find((h) => h.lock === lock);
      return (proposal?.attempt ?? 1) - 1;
    }
  }
}
