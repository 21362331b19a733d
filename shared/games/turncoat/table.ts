/**
 * The numbers of Turncoat (binding rules, "Players and cards" and "End"), as data. The deal,
 * the rules and the views all read this one place.
 */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Cards in every hand at the start of each mission. */
export const HAND_SIZE = 5;

/** Successful missions that win for the loyal players; failed missions that win for the turncoat. */
export const MISSIONS_TO_WIN = 5;

/** Non-spy cards the leader ends up holding in the look. */
export const LOOK_SIZE = 2;

/** An identity card: a 10 makes a loyal player, the Joker the turncoat. */
export type IdentityCard = '10' | 'joker';

/** The identity deck for a table, as the English sheet prints it (the default). */
const ENGLISH_TENS: Readonly<Record<number, number>> = { 2: 2, 3: 3, 4: 3 };
/** The Korean sheet prints one more 10 at every count (the `koreanIdentityDeck` variant). */
const KOREAN_TENS: Readonly<Record<number, number>> = { 2: 3, 3: 4, 4: 4 };

/** The identity cards shuffled before the deal: the table's 10s, then the Joker. */
export function identityDeck(players: number, korean: boolean): IdentityCard[] {
  const tens = (korean ? KOREAN_TENS : ENGLISH_TENS)[players];
  if (tens === undefined) throw new RangeError(`Turncoat is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  return [...new Array<IdentityCard>(tens).fill('10'), 'joker'];
}
