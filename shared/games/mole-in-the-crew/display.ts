import type { LockRecord } from './types.ts';

/*
 * Public facts of Mole in the Crew that the screens word for the table, from the board's view
 * alone: nothing here may depend on a seat's secret. Types only come in, so that a screen that
 * shows these takes none of the rules' tables with it.
 */

/**
 * How many locks blown by cards give the Lookout an alibi: the 1st and the 2nd (the rules'
 * LOOKOUT_ALIBIS in table.ts; display.test.ts holds the two together).
 */
export const ALIBI_LOCKS = 2;

/**
 * The lock (0-based) after which the Lookout has just learned an alibi, while that is the table's
 * latest news: the last lock decided was blown by its cards, and it is one of the first
 * ALIBI_LOCKS so blown. Null otherwise. Whether a name was found is the Lookout's secret: this
 * says only that the Lookout's card changed. Every table has a Lookout (the deal hands out
 * Contact, Driver and Lookout first, and the smallest Crew has three), so the TV may name the role.
 */
export function alibiNews(locks: readonly Pick<LockRecord, 'lock' | 'status' | 'by'>[]): number | null {
  const last = locks.at(-1);
  if (last === undefined || last.status !== 'blown' || last.by !== 'cards') return null;
  const blownByCards = locks.filter((l) => l.status === 'blown' && l.by === 'cards').length;
  return blownByCards <= ALIBI_LOCKS ? last.lock : null;
}
