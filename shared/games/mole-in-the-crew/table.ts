/**
 * The deal table of Mole in the Crew (binding rules, "Deal (classic)"), as data, and the
 * numbers derived from it. The role calculator and the engine both read this one place.
 */
export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;

export interface TableRow {
  moles: number;
  doubles: number;
  /** One of the Moles is dealt as the Snitch. */
  decoy: boolean;
  /** Team size for locks 1-5. */
  teamSizes: readonly [number, number, number, number, number];
  /** Sabotages each Mole may play over the whole classic game. */
  sabotagesPerMole: number;
}

export const DEAL_TABLE: Readonly<Record<number, TableRow>> = {
  5: { moles: 2, doubles: 0, decoy: false, teamSizes: [2, 2, 2, 3, 3], sabotagesPerMole: 2 },
  6: { moles: 2, doubles: 1, decoy: false, teamSizes: [2, 3, 3, 3, 4], sabotagesPerMole: 2 },
  7: { moles: 3, doubles: 1, decoy: false, teamSizes: [2, 2, 2, 3, 3], sabotagesPerMole: 1 },
  8: { moles: 3, doubles: 1, decoy: true, teamSizes: [3, 3, 3, 3, 4], sabotagesPerMole: 1 },
  9: { moles: 3, doubles: 1, decoy: true, teamSizes: [3, 4, 4, 4, 5], sabotagesPerMole: 1 },
  10: { moles: 3, doubles: 1, decoy: true, teamSizes: [4, 5, 5, 5, 6], sabotagesPerMole: 1 },
};

export function tableRow(players: number): TableRow {
  const row = DEAL_TABLE[players];
  if (row === undefined) throw new RangeError(`Mole in the Crew is for 5 to 10 players, not ${players}`);
  return row;
}

/** A proposal passes with more than half of all players approving; a tie rejects. */
export function approvalsNeeded(players: number): number {
  return Math.floor(players / 2) + 1;
}

/** Rejections in a row that blow a lock by Patrol. */
export const PATROL_AT = 3;

/** The lock (0-based) that the Vault variant hardens, and what it then needs. */
export const VAULT_LOCK = 3;
export const VAULT_SABOTAGES = 2;
export const VAULT_PLAYERS: readonly number[] = [7, 8, 9, 10];
export const ADVANCED_SNITCH_PLAYERS: readonly number[] = [5, 6];

/** The deal's order for Crew roles, filled until the Crew is full (a ruling). */
export const CREW_ROLE_ORDER = ['contact', 'driver', 'lookout'] as const;

/** How many alibis the Lookout can get: after the 1st and the 2nd lock blown by cards. */
export const LOOKOUT_ALIBIS = 2;
