import { seal, type Seat } from '../../engine/index.ts';
import { SNITCH, itemOf, requiredOf, type Card } from './cards.ts';
import { RIOT_AT } from './table.ts';
import type { DrawReason, HiddenDetail, LogEntry, Plan, SnitchEvent, SnitchState, Winner } from './types.ts';

export const leftOf = (players: number, seat: Seat): Seat => (seat + 1) % players;
export const rightOf = (players: number, seat: Seat): Seat => (seat + players - 1) % players;

/** The seat holding the snitch card, if anyone does. */
export function snitchSeat(state: SnitchState): Seat | null {
  for (let s = 0; s < state.players; s++) if (state.hands[s]!.includes(SNITCH)) return s;
  return null;
}

/** Entries per chunk of the record. */
export const LOG_CHUNK = 32;

/** Appends an event to the record, with what it hid kept apart for the end. */
export function record(state: SnitchState, event: SnitchEvent, hidden?: HiddenDetail): void {
  let chunk = state.log[state.log.length - 1];
  if (chunk === undefined || Object.isFrozen(chunk)) {
    chunk = [];
    state.log.push(chunk);
  }
  chunk.push(seal({ event, hidden: hidden ?? null }));
  if (chunk.length >= LOG_CHUNK) seal(chunk);
}

/** The whole record, in order. */
export function entries(state: SnitchState): readonly Readonly<LogEntry>[] {
  return state.log.length === 1 ? state.log[0]! : state.log.flat();
}

export const newPlan = (card: Card): Plan => ({ card, under: [], sideways: false, attached: [] });

export function hasKnuckles(plan: Plan): boolean {
  for (const c of plan.attached) if (itemOf(c) === 'brass-knuckles') return true;
  return false;
}
export function crowbarsOf(plan: Plan): number {
  let n = 0;
  for (const c of plan.attached) if (itemOf(c) === 'crowbar') n++;
  return n;
}
/** Cards the plan needs under it: its required count less one per Crowbar. */
export const needOf = (plan: Plan): number => requiredOf(plan.card) - crowbarsOf(plan);

export const riot = (state: SnitchState): boolean => state.interrogation.length <= RIOT_AT;

/** Ends the game. */
export function finish(state: SnitchState, winner: Winner, way: NonNullable<SnitchState['result']>['way']): void {
  state.phase = 'over';
  state.offer = null;
  state.looking = null;
  state.newPlanBy = null;
  state.result = seal({ winner, way });
}

/**
 * The top interrogation card into `seat`'s hand. Drawing the last one ends the game: time is
 * up, the snitch (if anyone holds the snitch card, the drawer included) wins, else nobody does.
 * Returns false when the game ended.
 */
export function drawInterrogation(state: SnitchState, seat: Seat, why: DrawReason): boolean {
  const card = state.interrogation.shift();
  if (card === undefined) throw new Error('The Snitch: a draw from an empty interrogation deck (the game should have ended)');
  state.hands[seat]!.push(card);
  record(state, { kind: 'draw', seat, deck: 'interrogation', why }, { card });
  if (state.interrogation.length === RIOT_AT) record(state, { kind: 'riot' });
  if (state.interrogation.length > 0) return true;
  record(state, { kind: 'time-up', seat });
  finish(state, snitchSeat(state) === null ? 'nobody' : 'snitch', 'time-up');
  return false;
}

/** The top accomplice card into `seat`'s hand; an empty accomplice deck skips the draw (a ruling). */
export function drawAccomplice(state: SnitchState, seat: Seat, why: DrawReason): void {
  const card = state.accomplice.shift();
  if (card === undefined) {
    record(state, { kind: 'no-draw', seat, why });
    return;
  }
  state.hands[seat]!.push(card);
  record(state, { kind: 'draw', seat, deck: 'accomplice', why }, { card });
}
