/**
 * Mole in the Crew for the role calculator: for a player count and its variants, exactly what the
 * deal hands out, from the functions and tables the setup itself uses (never a copy of the rules).
 * shared/games/calculator.test.ts deals real games to prove it.
 */
import type { GameCalculator } from '../../engine/index.ts';
import { hasSnitch, rolesToDeal, sabotageBudget } from './deal.ts';
import { lockCount, locksToWin, sabotagesNeeded, teamSize } from './rules.ts';
import { ADVANCED_SNITCH_PLAYERS, MAX_PLAYERS, MIN_PLAYERS, PATROL_AT, VAULT_PLAYERS, approvalsNeeded } from './table.ts';
import { ROLES, sideOf, type MoleOptions, type Role } from './types.ts';

export interface MoleLock {
  /** 1-based, as players count them. */
  lock: number;
  teamSize: number;
  /** Sabotages that blow it (2 on the Vault's lock 4). */
  sabotagesNeeded: number;
}

export interface MoleFigures {
  game: 'mole-in-the-crew';
  players: number;
  options: MoleOptions;
  /** How many of each role are dealt, every role listed (0 when absent). */
  roles: Record<Role, number>;
  moles: number;
  crew: number;
  /** One of the Moles is the Snitch. */
  snitch: boolean;
  locks: MoleLock[];
  /** Locks a side must win: blown for the Moles; open, then the Getaway, for the Crew. */
  locksToWin: number;
  /** Sabotages each Mole (and the Snitch) may play over the whole game. */
  sabotagesPerMole: number;
  /** Yes votes a team needs (more than half of all players). */
  approvalsNeeded: number;
  /** Rejections in a row that blow a lock by Patrol. */
  patrolAt: number;
}

/** The Mole variants allowed at this count, in every combination the engine accepts. */
export function moleOptionSets(players: number): MoleOptions[] {
  const sets: MoleOptions[] = [];
  for (const quick of [false, true]) {
    for (const vault of [false, true]) {
      for (const advancedSnitch of [false, true]) {
        if (vault && (quick || !VAULT_PLAYERS.includes(players))) continue;
        if (advancedSnitch && !ADVANCED_SNITCH_PLAYERS.includes(players)) continue;
        sets.push({ quick, vault, advancedSnitch });
      }
    }
  }
  return sets;
}

export function moleFigures(players: number, options: MoleOptions): MoleFigures {
  const dealt = rolesToDeal(players, options);
  const roles = Object.fromEntries(ROLES.map((r) => [r, dealt.filter((d) => d === r).length])) as Record<Role, number>;
  const moles = dealt.filter((r) => sideOf(r) === 'moles').length;
  return {
    game: 'mole-in-the-crew',
    players,
    options: { ...options },
    roles,
    moles,
    crew: players - moles,
    snitch: hasSnitch(players, options),
    locks: Array.from({ length: lockCount(options) }, (_, lock) => ({
      lock: lock + 1,
      teamSize: teamSize(players, lock),
      sabotagesNeeded: sabotagesNeeded(players, options, lock),
    })),
    locksToWin: locksToWin(options),
    sabotagesPerMole: sabotageBudget(players, options),
    approvalsNeeded: approvalsNeeded(players),
    patrolAt: PATROL_AT,
  };
}

export const moleCalculator: GameCalculator<MoleFigures> = {
  game: 'mole-in-the-crew',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: (players) => [
    'quick',
    ...(VAULT_PLAYERS.includes(players) ? ['vault'] : []),
    ...(ADVANCED_SNITCH_PLAYERS.includes(players) ? ['advancedSnitch'] : []),
  ],
  figures: (players, variants) =>
    moleFigures(players, {
      quick: variants.quick === true,
      vault: variants.vault === true && variants.quick !== true && VAULT_PLAYERS.includes(players),
      advancedSnitch: variants.advancedSnitch === true && ADVANCED_SNITCH_PLAYERS.includes(players),
    }),
};
