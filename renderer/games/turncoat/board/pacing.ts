import { scoreOf, suitOf } from '../../../../shared/games/turncoat/cards.ts';
import type { Accusation } from '../../../../shared/games/turncoat/types.ts';
import type { PublicMission, TurncoatView } from '../../../../shared/games/turncoat/view.ts';

/** A moment the board plays before it shows what came after it. */
export type Reveal =
  /** A mission's cards turn over one by one, with the running total, then its result. */
  | { kind: 'mission'; mission: PublicMission }
  /** Someone accused someone: the accusation, then whether it was right. */
  | { kind: 'accusation'; accusation: Accusation };

/** Timings of the drama, in milliseconds. */
export const TIMING = {
  /** From the last card in to the first flip (the shuffle). */
  cardsLead: 900,
  cardEach: 850,
  /** The extra beat before the last card. */
  lastBeat: 800,
  resultHold: 3000,
  /** The accusation alone, before its verdict appears. */
  accusationBeat: 1800,
  accusationHold: 3500,
  /** Holds shrink to this share when more reveals are already waiting, so the board catches up. */
  hurry: 0.5,
} as const;

/** When the board falls behind, it plays at most this many of the waiting reveals. */
export const MAX_CATCH_UP = 2;

/** The reveals from one view to a later one, in the order they happened. */
export function revealsBetween(prev: TurncoatView, next: TurncoatView): Reveal[] {
  const out: Reveal[] = next.missions.slice(prev.missions.length).map((mission) => ({ kind: 'mission', mission }));
  if (next.accusation !== null && prev.accusation === null) out.push({ kind: 'accusation', accusation: next.accusation });
  return out;
}

export const bringsReveal = (prev: TurncoatView, next: TurncoatView): boolean =>
  next.missions.length > prev.missions.length || (next.accusation !== null && prev.accusation === null);

/** The total after the first `flipped` cards of a mission have been turned over. */
export function runningTotal(mission: Pick<PublicMission, 'card' | 'cards'>, flipped: number): number {
  const suit = suitOf(mission.card);
  let total = 0;
  for (const card of mission.cards.slice(0, Math.max(0, flipped))) total += scoreOf(card, suit);
  return total;
}

/**
 * When each of `n` cards turns over, counted from the start of the reveal, and when the result
 * shows: a lead for the shuffle, a steady pace, and one more beat before the last card.
 */
export function flipTimes(n: number, timing: { cardsLead: number; cardEach: number; lastBeat: number } = TIMING): { flips: number[]; result: number } {
  const flips: number[] = [];
  let at = timing.cardsLead;
  for (let k = 1; k <= n; k++) {
    if (k === n && n > 1) at += timing.lastBeat;
    flips.push(at);
    at += timing.cardEach;
  }
  return { flips, result: at };
}

/** Missions whose result the track may show, and the counts it shows for them. */
export function settledTrack(view: TurncoatView, settled: number): { successes: number; failures: number } {
  const done = view.missions.slice(0, settled);
  const successes = done.filter((m) => m.success).length;
  return { successes, failures: done.length - successes };
}
