/**
 * The numbers of The Snitch (binding rules, "Setup", "Interrogation deck, riot, snitch" and "The
 * weapon and the escape"), as data. The deal, the rules and the views read this one place.
 */
export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 6;

/** Accomplice cards at the bottom of the interrogation deck. */
export const INTERROGATION_BOTTOM = 7;
/** Accomplice cards shuffled with the snitch and the escape plans above them. */
export const INTERROGATION_MIXED = 9;
/** Cards of that shuffled part removed unseen. */
export const REMOVED = 2;
/** 7 + (1 + 3 + 9 - 2). */
export const INTERROGATION_SIZE = 18;

/** Accomplice cards dealt to the hands, as evenly as possible. */
export const DEALT = 24;

/** The riot starts when this many interrogation cards or fewer are left. */
export const RIOT_AT = 7;

/** Successful plans that bring the weapon in. */
export const PLANS_TO_WIN = 5;

/** Cards under the escape route. */
export const ESCAPE_SIZE = 6;

/** A revealed set may hold at most this many daggers. */
export const MAX_DAGGERS = 1;

/** Default, bounds of the refusal window (host-configurable). */
export const REFUSAL_WINDOW_MS = 8000;
export const REFUSAL_WINDOW_MIN_MS = 2000;
export const REFUSAL_WINDOW_MAX_MS = 30000;

/** Hand sizes of the deal, seat by seat from the first seat dealt: the first ones get the spare cards. */
export function handSizes(players: number): number[] {
  const base = Math.floor(DEALT / players);
  const spare = DEALT % players;
  return Array.from({ length: players }, (_, i) => base + (i < spare ? 1 : 0));
}
