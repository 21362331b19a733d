import type { RevealRules } from '../../engine/reveal.ts';
import type { Accusation } from './types.ts';
import type { PublicMission, TurncoatView } from './view.ts';

/** A moment the board plays before it shows what came after it. */
export type TurncoatReveal =
  /** A mission's cards turn over one by one, with the running total, then its result. */
  | { kind: 'mission'; mission: PublicMission }
  /** Someone accused someone: the accusation, then whether it was right. */
  | { kind: 'accusation'; accusation: Accusation };

type Revealing = Pick<TurncoatView, 'missions' | 'accusation'>;

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

/** The reveals from one board view to a later one, in the order they happened. */
export function revealsBetween(prev: Revealing, next: Revealing): TurncoatReveal[] {
  const out: TurncoatReveal[] = next.missions.slice(prev.missions.length).map((mission) => ({ kind: 'mission', mission }));
  if (next.accusation !== null && prev.accusation === null) out.push({ kind: 'accusation', accusation: next.accusation });
  return out;
}

/** Turncoat's reveals: a mission's cards one by one; an accusation, a beat, then its verdict. */
export const turncoatReveal: RevealRules<Revealing, TurncoatReveal> = {
  pacing: TIMING,
  between: revealsBetween,
  timing: (reveal) =>
    reveal.kind === 'accusation'
      ? // The game ends on it: nothing comes after to catch up with.
        { beat: TIMING.accusationBeat, hold: TIMING.accusationHold, hurry: false }
      : { cards: reveal.mission.cards.length, hold: TIMING.resultHold },
};
