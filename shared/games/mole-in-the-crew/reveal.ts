import type { RevealRules } from '../../engine/reveal.ts';
import type { Seat } from '../../engine/index.ts';
import type { GetawayResult, LockRecord, ProposalRecord } from './types.ts';
import type { MoleView } from './view.ts';

/** A reveal the board plays before it shows what came after it. */
export type MoleReveal =
  /** The named votes of a proposal turn over together. */
  | { kind: 'votes'; record: ProposalRecord }
  /** A lock's cards turn over one by one, then its result. */
  | { kind: 'cards'; record: LockRecord }
  /** A lock blown by the Patrol (no cards). */
  | { kind: 'patrol'; record: LockRecord }
  /**
   * The Getaway: every player's mark turns over one by one (in seat order; who marked whom is
   * public at the end anyway), then who was caught and who protected. The end screen follows.
   */
  | { kind: 'getaway'; marks: (Seat | null)[]; result: GetawayResult };

/** What the reveals are read from; `reveal` (the end) is optional for callers that track only votes and locks. */
type Revealing = Pick<MoleView, 'history' | 'locks'> & { reveal?: MoleView['reveal'] };

/** The reveals from one board view to a later one, in the order they happened. */
export function revealsBetween(prev: Revealing, next: Revealing): MoleReveal[] {
  const votes: Extract<MoleReveal, { kind: 'votes' }>[] = next.history.slice(prev.history.length).map((record) => ({ kind: 'votes' as const, record }));
  const out: MoleReveal[] = [];
  let v = 0;
  for (const record of next.locks.slice(prev.locks.length)) {
    // A lock's proposals were all voted on before the lock was resolved.
    while (v < votes.length && votes[v]!.record.lock <= record.lock) out.push(votes[v++]!);
    out.push({ kind: record.by === 'patrol' ? 'patrol' : 'cards', record });
  }
  while (v < votes.length) out.push(votes[v++]!);
  // The Getaway's marks become public with the end: they are the last reveal of the game.
  const end = next.reveal;
  if (end?.marks != null && end.getaway != null && prev.reveal?.marks == null) out.push({ kind: 'getaway', marks: [...end.marks], result: end.getaway });
  return out;
}

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  /**
   * The named votes turning over together, before the result under them appears: a result shown
   * with its votes still face down would tell the table before the votes do.
   */
  votesTurn: 900,
  votesHold: 3200,
  cardsLead: 700,
  cardEach: 800,
  resultHold: 3000,
  patrolHold: 3500,
} as const;

/** Mole in the Crew's reveals: named votes turn over together, then their result; a lock's cards and the Getaway's marks one by one. */
export const moleReveal: RevealRules<Revealing, MoleReveal> = {
  pacing: TIMING,
  between: revealsBetween,
  timing(reveal) {
    switch (reveal.kind) {
      case 'votes':
        return { beat: TIMING.votesTurn, hold: TIMING.votesHold };
      case 'patrol':
        return { hold: TIMING.patrolHold };
      case 'cards':
        return { cards: reveal.record.cards.length, hold: TIMING.resultHold };
      case 'getaway':
        return { cards: reveal.marks.length, hold: TIMING.resultHold };
    }
  },
};
