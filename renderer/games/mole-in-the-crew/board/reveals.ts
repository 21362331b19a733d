import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';
import type { LockRecord, ProposalRecord } from '../../../../shared/games/mole-in-the-crew/types.ts';
import type { RevealScript } from '../../../lib/reveal-queue.ts';
import type { RevealStage } from '../../../lib/reveal-queue.svelte.ts';

/** A reveal the board plays before it shows what came after it. */
export type MoleBoardReveal =
  /** The named votes of a proposal turn over together. */
  | { kind: 'votes'; record: ProposalRecord }
  /** A lock's cards turn over one by one, then its result. */
  | { kind: 'cards'; record: LockRecord }
  /** A lock blown by the Patrol (no cards). */
  | { kind: 'patrol'; record: LockRecord };

/** What Mole in the Crew's screens read while the board plays its reveals. */
export type MoleStage = RevealStage<MoleView, MoleBoardReveal>;

/** The reveals from one view to a later one, in the order they happened. */
export function revealsBetween(prev: MoleView, next: MoleView): MoleBoardReveal[] {
  const votes: MoleBoardReveal[] = next.history.slice(prev.history.length).map((record) => ({ kind: 'votes', record }));
  const out: MoleBoardReveal[] = [];
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
  resultHold: 3000,
  patrolHold: 3500,
} as const;

/**
 * Mole in the Crew's reveals: new named votes turn over together, a new lock's cards flip one by
 * one, and only then does the lock track show the result (`settled` counts locks).
 */
export const moleReveals: RevealScript<MoleView, MoleBoardReveal> = {
  pacing: TIMING,
  between: revealsBetween,
  step(reveal) {
    switch (reveal.kind) {
      case 'votes':
        return { verdict: 'votes', hold: TIMING.votesHold };
      case 'patrol':
        return { verdict: 'blown', settle: reveal.record.lock + 1, hold: TIMING.patrolHold };
      case 'cards':
        return {
          cards: reveal.record.cards.length,
          verdict: reveal.record.status === 'open' ? 'open' : 'blown',
          settle: reveal.record.lock + 1,
          hold: TIMING.resultHold,
        };
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
