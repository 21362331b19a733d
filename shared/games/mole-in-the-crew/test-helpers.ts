/**
 * Helpers for the rule-by-rule tests of Mole in the Crew: fixed deals, applying actions that
 * must succeed, rejections that must leave the state untouched, and the common sequences
 * (a proposal and its vote, a whole team's cards, a Patrol, the Getaway).
 *
 * Everything goes through the public engine API (createMatch / applyAction) and the game's
 * `view`; tests read the raw state only where a rule is about hidden state.
 */
import { createMatch, type Seat, type Seed } from '../../engine/index.ts';
import { moleInTheCrew } from './index.ts';
import type { Card, MoleOptions, MoleState, Role } from './types.ts';
import { gameTester } from '../../engine/testing/game-tester.ts';

export const game = moleInTheCrew;

/**
 * One fixed deal per table size, seats in this order: the Moles (the Snitch last among them
 * where the table has one), then Contact, Driver, Lookout, Double, plain Crew.
 */
export const FIXED_ROLES: Readonly<Record<number, readonly Role[]>> = {
  5: ['mole', 'mole', 'contact', 'driver', 'lookout'],
  6: ['mole', 'mole', 'contact', 'driver', 'lookout', 'double'],
  7: ['mole', 'mole', 'mole', 'contact', 'driver', 'lookout', 'double'],
  8: ['mole', 'mole', 'snitch', 'contact', 'driver', 'lookout', 'double', 'crew'],
  9: ['mole', 'mole', 'snitch', 'contact', 'driver', 'lookout', 'double', 'crew', 'crew'],
  10: ['mole', 'mole', 'snitch', 'contact', 'driver', 'lookout', 'double', 'crew', 'crew', 'crew'],
};

export function fixedRoles(players: number): Role[] {
  const roles = FIXED_ROLES[players];
  if (roles === undefined) throw new Error(`no fixed deal for ${players} players`);
  return [...roles];
}

export interface FixedGameSpec {
  options?: Partial<MoleOptions>;
  /** Defaults to seat 0. */
  firstBoss?: Seat;
  /** Drives every later draw (suspects order, card shuffles, alibis, tie-breaks). */
  seed?: Seed;
}

/** A game dealt exactly as `roles` says (createMatch with a fixed deal). */
export function fixedGame(roles: readonly Role[], spec: FixedGameSpec = {}): MoleState {
  const created = createMatch(game, {
    players: roles.length,
    options: spec.options ?? {},
    seed: spec.seed ?? 1,
    deal: { roles: [...roles], firstBoss: spec.firstBoss ?? 0 },
  });
  if (!created.ok) {
    throw new Error(`fixed deal refused: ${created.error.code} ${created.error.reason ?? ''} ${created.error.message}`);
  }
  return created.value;
}

const tester = gameTester(game);
export const { dealtGame, act, expectRejected, view, seats } = tester;

/** The team size of the lock being played, as the board shows it. */
export const currentTeamSize = (state: MoleState): number => view(state, 'board').teamSizes[state.lock]!;

/** A team of the current lock's size made of `must` (in that order), padded with the lowest other seats. */
export function teamWith(state: MoleState, must: readonly Seat[] = [], avoid: readonly Seat[] = []): Seat[] {
  const size = currentTeamSize(state);
  const team = [...must];
  for (const s of seats(state.players)) {
    if (team.length >= size) break;
    if (!team.includes(s) && !avoid.includes(s)) team.push(s);
  }
  if (team.length !== size) throw new Error(`cannot make a team of ${size} from ${JSON.stringify(must)}`);
  return team;
}

/** The Boss proposes `team`. */
export const propose = (state: MoleState, team: readonly Seat[]): MoleState =>
  act(state, state.boss, { type: 'propose', team: [...team] });

/**
 * Every seat votes, in seat order (or in `order`): `approve` is one answer for everybody, or
 * one answer per seat.
 */
export function voteAll(state: MoleState, approve: boolean | readonly boolean[], order?: readonly Seat[]): MoleState {
  let s = state;
  for (const seat of order ?? seats(state.players)) {
    const yes = typeof approve === 'boolean' ? approve : approve[seat];
    if (yes === undefined) throw new Error(`no vote given for seat ${seat}`);
    s = act(s, seat, { type: 'vote', approve: yes });
  }
  return s;
}

/** The Boss proposes `team`, then everybody votes. */
export const proposeAndVote = (state: MoleState, team: readonly Seat[], approve: boolean | readonly boolean[]): MoleState =>
  voteAll(propose(state, team), approve);

/** Every member of the approved team plays: Sabotage for the seats in `saboteurs`, Clean for the others. */
export function playTeam(state: MoleState, saboteurs: readonly Seat[] = [], order?: readonly Seat[]): MoleState {
  if (state.phase !== 'mission' || state.proposal === null) throw new Error(`no team is playing (phase ${state.phase})`);
  let s = state;
  for (const seat of order ?? state.proposal) {
    const card: Card = saboteurs.includes(seat) ? 'sabotage' : 'clean';
    s = act(s, seat, { type: 'play', card });
  }
  return s;
}

/** A whole lock: the Boss proposes `team`, everybody approves, the team plays. */
export const playLock = (state: MoleState, team: readonly Seat[], saboteurs: readonly Seat[] = []): MoleState =>
  playTeam(proposeAndVote(state, team, true), saboteurs);

/** Opens the current lock with a team that plays all Clean. */
export const openLock = (state: MoleState, team?: readonly Seat[]): MoleState => playLock(state, team ?? teamWith(state));

/** Blows the current lock by cards: `saboteur` is on the team and plays Sabotage, the rest Clean. */
export const blowLock = (state: MoleState, saboteur: Seat, team?: readonly Seat[]): MoleState =>
  playLock(state, team ?? teamWith(state, [saboteur]), [saboteur]);

/** Everybody rejects once. */
export const rejectOnce = (state: MoleState, team?: readonly Seat[]): MoleState =>
  proposeAndVote(state, team ?? teamWith(state), false);

/** Three rejected proposals in a row: the lock is blown by Patrol. */
export function patrol(state: MoleState): MoleState {
  let s = state;
  for (let i = 0; i < 3; i++) s = rejectOnce(s);
  return s;
}

/** Plays open locks until the Getaway starts. */
export function reachGetaway(state: MoleState): MoleState {
  let s = state;
  while (s.phase !== 'getaway') {
    if (s.phase !== 'propose') throw new Error(`cannot reach the Getaway from phase ${s.phase}`);
    s = openLock(s);
  }
  return s;
}

/**
 * Every seat makes its Getaway choice, in seat order (or in `order`): `marks[seat]` is whom
 * that seat marks; the Driver also protects `protect`.
 */
export function getawayAll(state: MoleState, marks: readonly Seat[], protect: Seat, order?: readonly Seat[]): MoleState {
  let s = state;
  for (const seat of order ?? seats(state.players)) {
    const mark = marks[seat];
    if (mark === undefined) throw new Error(`no mark given for seat ${seat}`);
    s = act(s, seat, s.roles[seat] === 'driver' ? { type: 'getaway', mark, protect } : { type: 'getaway', mark });
  }
  return s;
}

/** Every view a table gives: the board's and each seat's. */
export const { allViewers } = tester;

export const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
