import type { Seat, SplitViews, Viewer } from '../../engine/index.ts';
import { knownMoles } from './deal.ts';
import { lockCount, locksToWin, pending, playableCards, sabotagesNeeded, teamSize } from './rules.ts';
import { approvalsNeeded, PATROL_AT } from './table.ts';
import {
  sideOf,
  type Alibi,
  type Card,
  type GetawayResult,
  type LockRecord,
  type MoleOptions,
  type MoleState,
  type Phase,
  type ProposalRecord,
  type Role,
  type Side,
  type WinWay,
} from './types.ts';

/** What this seat is asked to decide now. Only the seat itself ever sees it. */
export type MolePrompt =
  | { kind: 'propose'; size: number }
  | { kind: 'vote'; team: Seat[] }
  | { kind: 'play'; cards: Card[] }
  | { kind: 'getaway'; protect: boolean };

/** A seat's private knowledge. */
export interface MoleSecret {
  seat: Seat;
  role: Role;
  side: Side;
  /** Moles this seat sees: for a Mole the other Moles but the Snitch; for the Snitch all Moles. */
  knownMoles: Seat[];
  /** The Contact's unlabeled suspects, in the order dealt; null for everyone else. */
  suspects: Seat[] | null;
  /** The Lookout's alibis so far; empty for everyone else. */
  alibis: Alibi[];
  /** Sabotages left, for the Moles and the Snitch; null for the Crew. */
  sabotagesLeft: number | null;
  /** Whether this seat has already made the current choice (never what it chose). */
  done: boolean;
  prompt: MolePrompt | null;
}

/** Everything revealed at the end. */
export interface MoleReveal {
  winner: Side;
  way: WinWay;
  roles: Role[];
  alibis: Alibi[];
  /** Every player's Getaway mark (only Moles' counted), and the Driver's protection. */
  marks: (Seat | null)[] | null;
  getaway: GetawayResult | null;
}

export interface MoleView {
  game: 'mole-in-the-crew';
  players: number;
  options: MoleOptions;
  phase: Phase;
  lockCount: number;
  locksToWin: number;
  teamSizes: number[];
  /** Sabotages that blow each lock. */
  sabotagesNeeded: number[];
  approvalsNeeded: number;
  patrolAt: number;
  boss: Seat;
  lock: number;
  rejections: number;
  proposal: Seat[] | null;
  /** Seats whose vote, card or Getaway choice is still awaited (never what the others chose). */
  waitingFor: Seat[];
  locks: LockRecord[];
  history: ProposalRecord[];
  /** Null on the board and for spectators. */
  you: MoleSecret | null;
  /** Null until the game is over. */
  reveal: MoleReveal | null;
}

function prompt(state: MoleState, seat: Seat): MolePrompt | null {
  if (!pending(state).includes(seat)) return null;
  switch (state.phase) {
    case 'propose':
      return { kind: 'propose', size: teamSize(state.players, state.lock) };
    case 'vote':
      return { kind: 'vote', team: [...state.proposal!] };
    case 'mission':
      return { kind: 'play', cards: playableCards(state, seat) };
    case 'getaway':
      return { kind: 'getaway', protect: state.roles[seat] === 'driver' };
    case 'over':
      return null;
  }
}

function secret(state: MoleState, seat: Seat): MoleSecret {
  const role = state.roles[seat]!;
  const side = sideOf(role);
  // Seats asked for a choice in this phase: everybody for votes and the Getaway, the team for cards.
  const asked = state.phase === 'vote' || state.phase === 'getaway' || (state.phase === 'mission' && state.proposal!.includes(seat));
  return {
    seat,
    role,
    side,
    knownMoles: knownMoles(state.roles, seat),
    suspects: role === 'contact' ? [...state.suspects] : null,
    alibis: role === 'lookout' ? state.alibis.map((a) => ({ ...a })) : [],
    sabotagesLeft: side === 'moles' ? state.budgets[seat]! : null,
    done: asked && !pending(state).includes(seat),
    prompt: prompt(state, seat),
  };
}

function reveal(state: MoleState): MoleReveal | null {
  if (state.result === null) return null;
  return {
    winner: state.result.winner,
    way: state.result.way,
    roles: [...state.roles],
    alibis: state.alibis.map((a) => ({ ...a })),
    marks: state.result.getaway ? [...state.marks] : null,
    getaway: state.result.getaway ? structuredCopy(state.result.getaway) : null,
  };
}

const structuredCopy = (g: GetawayResult): GetawayResult => ({ ...g, tally: [...g.tally], tied: [...g.tied] });

/**
 * One state's views, the way anything of a Mole in the Crew game leaves the host: what everyone
 * sees built once, then each viewer's own part (GameDefinition.views). Built field by field
 * from what the viewer may know; never a copy of the state.
 */
export function views(state: MoleState): SplitViews<MoleView> {
  const locks = lockCount(state.options);
  const seq = [...Array(locks).keys()];
  const shared: Omit<MoleView, 'you' | 'reveal'> = {
    game: 'mole-in-the-crew',
    players: state.players,
    options: { ...state.options },
    phase: state.phase,
    lockCount: locks,
    locksToWin: locksToWin(state.options),
    teamSizes: seq.map((l) => teamSize(state.players, l)),
    sabotagesNeeded: seq.map((l) => sabotagesNeeded(state.players, state.options, l)),
    approvalsNeeded: approvalsNeeded(state.players),
    patrolAt: PATROL_AT,
    boss: state.boss,
    lock: state.lock,
    rejections: state.rejections,
    proposal: state.proposal ? [...state.proposal] : null,
    waitingFor: pending(state),
    locks: state.locks.map((l) => ({ ...l, team: [...l.team], cards: [...l.cards] })),
    history: state.history.map((h) => ({ ...h, team: [...h.team], votes: [...h.votes] })),
  };
  const revealed = reveal(state);
  return { shared, own: (viewer) => ({ you: viewer === 'board' ? null : secret(state, viewer), reveal: revealed }) };
}

/** One viewer's view: the shared part and that viewer's own, as the host sends it. */
export function view(state: MoleState, viewer: Viewer): MoleView {
  const { shared, own } = views(state);
  return { ...shared, ...own(viewer) } as MoleView;
}
