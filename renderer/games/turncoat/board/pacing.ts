import { scoreOf, suitOf } from '../../../../shared/games/turncoat/cards.ts';
import type { Accusation } from '../../../../shared/games/turncoat/types.ts';
import type { PublicMission, TurncoatView } from '../../../../shared/games/turncoat/view.ts';
import type { RevealScript } from '../../../lib/reveal-queue.ts';
import type { RevealStage } from '../../../lib/reveal-queue.svelte.ts';

/** A moment the board plays before it shows what came after it. */
export type TurncoatBoardReveal =
  /** A mission's cards turn over one by one, with the running total, then its result. */
  | { kind: 'mission'; mission: PublicMission }
  /** Someone accused someone: the accusation, then whether it was right. */
  | { kind: 'accusation'; accusation: Accusation };

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  /** From the last card in to the first flip (the shuffle). */
  cardsLead: 900,
  cardEach: 850,
  resultHold: 3000,
  /** The accusation alone, before its verdict appears. */
  accusationBeat: 1800,
  accusationHold: 3500,
} as const;

/** The reveals from one view to a later one, in the order they happened. */
export function revealsBetween(prev: TurncoatView, next: TurncoatView): TurncoatBoardReveal[] {
  const out: TurncoatBoardReveal[] = next.missions.slice(prev.missions.length).map((mission) => ({ kind: 'mission', mission }));
  if (next.accusation !== null && prev.accusation === null) out.push({ kind: 'accusation', accusation: next.accusation });
  return out;
}

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
  pacing: TIMING,
  between: revealsBetween,
  step(reveal, next) {
    if (reveal.kind === 'accusation') {
      return {
        start: 'votes',
        beat: TIMING.accusationBeat,
        verdict: next.reveal?.winner === 'loyal' ? 'open' : 'blown',
        hold: TIMING.accusationHold,
        // The game ends on it: nothing comes after to catch up with.
        hurry: false,
      };
    }
    const { mission } = reveal;
    return { start: 'votes', cards: mission.cards.length, verdict: mission.success ? 'open' : 'blown', settle: mission.number, hold: TIMING.resultHold };
  },
  results: (view) => view.missions.length,
  cues(prev, next) {
    const cues: ('proposal' | 'over')[] = [];
    if (next.current?.card && !prev.current?.card) cues.push('proposal');
    if (next.phase === 'over' && prev.phase !== 'over') cues.push('over');
    return cues;
  },
};
