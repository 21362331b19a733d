import type { Rng, Seat } from '../../engine/index.ts';
import { CREW_ROLE_ORDER, tableRow } from './table.ts';
import type { MoleOptions, Role } from './types.ts';

/** Sabotages each Mole (and the Snitch) may play over the whole game. */
export function sabotageBudget(players: number, options: MoleOptions): number {
  return options.quick ? 1 : tableRow(players).sabotagesPerMole;
}

/** Whether one of the Moles is dealt as the Snitch at this table. */
export function hasSnitch(players: number, options: MoleOptions): boolean {
  return tableRow(players).decoy || options.advancedSnitch;
}

/**
 * The roles that will be dealt, before they are shuffled onto seats: the Moles (one of them the
 * Snitch when the table has a decoy or Advanced Snitch is on), then the Crew in the ruled order:
 * Contact, Driver, Lookout, the table's Doubles, plain Crew members.
 */
export function rolesToDeal(players: number, options: MoleOptions): Role[] {
  const row = tableRow(players);
  const roles: Role[] = [];
  const snitch = hasSnitch(players, options);
  for (let i = 0; i < row.moles; i++) roles.push(snitch && i === 0 ? 'snitch' : 'mole');
  const crewSize = players - row.moles;
  const crewOrder: Role[] = [...CREW_ROLE_ORDER];
  for (let i = 0; i < row.doubles; i++) crewOrder.push('double');
  for (let i = 0; i < crewSize; i++) roles.push(crewOrder[i] ?? 'crew');
  return roles;
}

/** Sabotage budget per seat for a dealt table. */
export function budgetsFor(roles: readonly Role[], budget: number): number[] {
  return roles.map((role) => (role === 'mole' || role === 'snitch' ? budget : 0));
}

/** The Contact's suspects: every Mole except the Snitch, plus every Double, in shuffled order. */
export function contactSuspects(roles: readonly Role[], rng: Rng): Seat[] {
  const suspects: Seat[] = [];
  roles.forEach((role, seat) => {
    if (role === 'mole' || role === 'double') suspects.push(seat);
  });
  return rng.shuffle(suspects);
}

/**
 * The Moles a seat sees at the start. A Mole sees the other Moles but not the Snitch; the
 * Snitch sees every Mole (and there is only ever one Snitch). The Crew sees none.
 */
export function knownMoles(roles: readonly Role[], seat: Seat): Seat[] {
  const role = roles[seat];
  if (role !== 'mole' && role !== 'snitch') return [];
  return roles.flatMap((r, s) => (r === 'mole' && s !== seat ? [s] : []));
}
