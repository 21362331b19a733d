import type { BaseState, Seat } from '../../engine/index.ts';

export const ROLES = ['mole', 'snitch', 'contact', 'double', 'lookout', 'driver', 'crew'] as const;
export type Role = (typeof ROLES)[number];

export type Side = 'crew' | 'moles';

export const sideOf = (role: Role): Side => (role === 'mole' || role === 'snitch' ? 'moles' : 'crew');

export interface MoleOptions {
  /** 3 locks, first side to 2; every Mole's budget is 1. */
  quick: boolean;
  /** 7-10 players: lock 4 needs 2 Sabotages to blow. */
  vault: boolean;
  /** 5-6 players: one of the 2 Moles is the Snitch. */
  advancedSnitch: boolean;
}

/** A hand-fixed deal for scenario journals: each seat's role, and optionally the first Boss. */
export interface MoleDeal {
  roles: Role[];
  firstBoss?: Seat;
}

export type Card = 'clean' | 'sabotage';

export type MoleAction =
  | { type: 'propose'; team: Seat[] }
  | { type: 'vote'; approve: boolean }
  | { type: 'play'; card: Card }
  /** The Getaway: everybody marks; the Driver also names whom he protects, in the same action. */
  | { type: 'getaway'; mark: Seat; protect?: Seat };

export type Phase = 'propose' | 'vote' | 'mission' | 'getaway' | 'over';

export type LockStatus = 'open' | 'blown';

/** A resolved lock, all public. `cards` is in the shuffled order of the reveal. */
export interface LockRecord {
  lock: number;
  status: LockStatus;
  by: 'cards' | 'patrol';
  team: Seat[];
  cards: Card[];
  sabotages: number;
  /** Sabotages that were needed to blow it (2 for the Vault's lock 4). */
  needed: number;
}

/** A proposal and its named votes, all public once the votes are in. */
export interface ProposalRecord {
  lock: number;
  attempt: number;
  boss: Seat;
  team: Seat[];
  votes: boolean[];
  approved: boolean;
}

export interface Alibi {
  lock: number;
  /** A team member who played Clean on that lock, or null when there was none to name. */
  seat: Seat | null;
}

export type WinWay = 'locks' | 'patrol' | 'getaway-found' | 'getaway-void' | 'getaway-escaped';

export interface GetawayResult {
  accused: Seat;
  protected: Seat;
  /** Counted marks per seat (only Moles' and the Snitch's marks count). */
  tally: number[];
  /** The seats tied on most marks, before the random draw. */
  tied: Seat[];
}

export interface MoleResult {
  winner: Side;
  way: WinWay;
  getaway?: GetawayResult;
}

export interface MoleState extends BaseState {
  /** Options, roles and suspects are sealed at the deal: they never change. */
  options: Readonly<MoleOptions>;
  roles: readonly Role[];
  /** The Contact's shuffled, unlabeled suspects (Moles but the Snitch, and Doubles). */
  suspects: readonly Seat[];
  /** Sabotages each seat may still play (0 for the Crew). */
  budgets: number[];
  phase: Phase;
  boss: Seat;
  /** The lock being played, 0-based. */
  lock: number;
  /** Rejections in a row on this lock. */
  rejections: number;
  proposal: Seat[] | null;
  /** Votes in progress; secret until all are in. */
  votes: (boolean | null)[];
  /** Cards in progress by seat; secret, and forgotten as soon as they are shuffled. */
  plays: (Card | null)[];
  /** Resolved records are sealed (frozen) and shared between successive states. */
  locks: Readonly<LockRecord>[];
  history: Readonly<ProposalRecord>[];
  alibis: Readonly<Alibi>[];
  marks: (Seat | null)[];
  protect: Seat | null;
  result: MoleResult | null;
}
