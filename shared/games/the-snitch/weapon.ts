import { seal, type Rng, type Seat } from '../../engine/index.ts';
import { SNITCH, isAccomplice, isEscapePlan, type Card } from './cards.ts';
import { judge } from './plans.ts';
import { finish, record, snitchSeat } from './piles.ts';
import { ESCAPE_SIZE } from './table.ts';
import type { SnitchState } from './types.ts';

/** All votes are in: most votes gets the weapon; a tie goes to the soap holder to settle. */
export function countVotes(state: SnitchState): void {
  const tally = new Array<number>(state.players).fill(0);
  for (const v of state.votes) tally[v!]! += 1;
  const top = Math.max(...tally);
  const tied: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (tally[s] === top) tied.push(s);
  if (tied.length === 1) {
    giveWeapon(state, { tally, tied: [], weapon: tied[0]!, decidedBy: null });
    return;
  }
  state.vote = seal({ tally, tied, weapon: null, decidedBy: null });
  state.phase = 'tie-break';
}

export function giveWeapon(state: SnitchState, result: { tally: number[]; tied: Seat[]; weapon: Seat; decidedBy: Seat | null }): void {
  state.vote = seal(result);
  state.weapon = result.weapon;
  record(state, { kind: 'vote', result: state.vote });
  if (snitchSeat(state) === result.weapon) {
    finish(state, 'snitch', 'weapon-to-snitch');
    return;
  }
  state.phase = 'shoot';
}

/** The weapon holder has shot (or not): the escape begins; every seat not shot must play once. */
export function startEscape(state: SnitchState, shot: Seat | null, rng: Rng): void {
  state.shot = shot;
  record(state, { kind: 'shoot', by: state.weapon!, target: shot });
  const toPlay: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== shot) toPlay.push(s);
  state.escape = { route: [], adds: [], toPlay, called: null };
  nextCall(state, rng);
}

/** A card that may go on the escape route: an accomplice or an escape plan (never the snitch). */
export const escapeCard = (card: Card): boolean => card !== SNITCH && (isAccomplice(card) || isEscapePlan(card));

/** Whether this seat has anything to add: a hand card, or the top accomplice card. */
export const canAdd = (state: SnitchState, seat: Seat): boolean => state.accomplice.length > 0 || state.hands[seat]!.some(escapeCard);

/**
 * Seats the weapon holder may call now: those who have not played their one card yet (in any
 * order the weapon holder likes); once all have, any seat not shot. A seat with nothing left to
 * add (no hand card, empty accomplice deck) is never called (a ruling).
 */
export function callable(state: SnitchState): Seat[] {
  const escape = state.escape!;
  const first = escape.toPlay.filter((s) => canAdd(state, s));
  if (first.length > 0) return first;
  const out: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== state.shot && canAdd(state, s)) out.push(s);
  return out;
}

/** After each card: resolve at 6 cards, or when nobody can add any more; else the weapon holder calls. */
export function nextCall(state: SnitchState, rng: Rng): void {
  const escape = state.escape!;
  escape.called = null;
  if (escape.route.length >= ESCAPE_SIZE || callable(state).length === 0) {
    resolveEscape(state, rng);
    return;
  }
  state.phase = 'call';
}

export function addToRoute(state: SnitchState, seat: Seat, card: Card, top: boolean, rng: Rng): void {
  const escape = state.escape!;
  escape.route.push(card);
  escape.adds.push({ seat, top });
  escape.toPlay = escape.toPlay.filter((s) => s !== seat);
  record(state, { kind: 'add', seat, top }, { card });
  nextCall(state, rng);
}

/**
 * The escape resolves like a plan, without an extra card: shuffled, revealed, all names different
 * and at most one dagger (escape plans are jokers). Fewer than 6 cards fail (a ruling).
 * Fails: the snitch wins, shot or not; with no snitch everybody loses. Succeeds: everybody but
 * the snitch and the shot player wins; with no snitch and nobody shot, everybody.
 */
function resolveEscape(state: SnitchState, rng: Rng): void {
  const cards = rng.shuffle([...state.escape!.route]);
  const verdict = judge(cards);
  const short = cards.length < ESCAPE_SIZE;
  const success = verdict.success && !short;
  state.escapeResult = seal({ cards, daggers: verdict.daggers, repeated: verdict.repeated, short, success });
  record(state, { kind: 'escape', success });
  const snitch = snitchSeat(state);
  if (!success) finish(state, snitch === null ? 'nobody' : 'snitch', 'escape-failed');
  else if (snitch === null && state.shot === null) finish(state, 'everyone', 'escape');
  else finish(state, 'inmates', snitch !== null && state.shot === snitch ? 'escape-snitch-shot' : 'escape');
}
