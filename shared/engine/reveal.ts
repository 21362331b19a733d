/*
 * How long the board's reveals last, as the host and the board both count them. Reveals are the
 * drama of these games (cards turned over one by one, the votes all together, then a pause to
 * read the verdict), and the table's secrecy hangs on their timing: a phone may show a result only
 * once the TV has shown it (docs/protocol.md, `revealMs`). So a game says once, in its own folder,
 * which changes between two board views are reveals and how long each one plays; the board plays
 * exactly that, and the host holds the phones, its bots and its clock for exactly that long.
 *
 * Pure numbers in milliseconds: a screen that plays faster (reduced motion) only ends sooner.
 */

/** How fast cards turn over, in milliseconds. */
export interface RevealPacing {
  /** From the start of a reveal to the first card (the shuffle). */
  cardsLead: number;
  cardEach: number;
  /** The extra beat before the last card (default DEFAULT_PACING's). */
  lastBeat?: number;
  /** Holds shrink to this share when more reveals are already waiting, so the board catches up (default DEFAULT_PACING's). */
  hurry?: number;
}

/** The beat and the hurry every game has used so far. */
export const DEFAULT_PACING = { lastBeat: 800, hurry: 0.5 } as const;

/** How long one reveal plays. */
export interface RevealTiming {
  /** Cards turned over one by one before the verdict (none: the verdict comes after `beat`). */
  cards?: number;
  /** Without cards: how long before the verdict (default at once). */
  beat?: number;
  /** How long the verdict stays before the next reveal. */
  hold: number;
  /** The board may shorten the hold when more reveals wait (default true). */
  hurry?: boolean;
}

/** A game's reveals: which changes between two board views are reveals, and how long each plays. */
export interface RevealRules<V, R> {
  pacing: RevealPacing;
  /** The reveals from one board view to a later one, in the order they happened. */
  between(prev: V, next: V): R[];
  /** How long a reveal plays; `next` is the view the reveals lead to. */
  timing(reveal: R, next: V): RevealTiming;
}

/**
 * When each of `n` cards turns over, counted from the start of the reveal, and when the verdict
 * shows: a lead for the shuffle, a steady pace, and one more beat before the last card.
 */
export function flipTimes(n: number, pacing: Pick<Required<RevealPacing>, 'cardsLead' | 'cardEach' | 'lastBeat'>): { flips: number[]; result: number } {
  const flips: number[] = [];
  let at = pacing.cardsLead;
  for (let k = 1; k <= n; k++) {
    if (k === n && n > 1) at += pacing.lastBeat;
    flips.push(at);
    at += pacing.cardEach;
  }
  return { flips, result: at };
}

/** One reveal from its start to the end of its verdict's hold, at full pace (`hurried`: more reveals follow it). */
export function revealStepMs(timing: RevealTiming, pacing: RevealPacing, hurried = false): number {
  const full = { ...DEFAULT_PACING, ...pacing };
  const n = timing.cards ?? 0;
  const verdict = n > 0 ? flipTimes(n, full).result : (timing.beat ?? 0);
  return verdict + (hurried && (timing.hurry ?? true) ? timing.hold * full.hurry : timing.hold);
}

/**
 * How long the board plays the reveals from one board view to the next (0: nothing to reveal).
 * Several reveals in one move (the last vote and the lock it decided) play one after the other,
 * each hold but the last shortened as the board does when more reveals are waiting.
 */
export function revealMs<V, R>(rules: RevealRules<V, R>, prev: V, next: V): number {
  const reveals = rules.between(prev, next);
  let ms = 0;
  reveals.forEach((reveal, i) => (ms += revealStepMs(rules.timing(reveal, next), rules.pacing, i < reveals.length - 1)));
  return ms;
}
