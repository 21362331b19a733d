import type { BaseState, Seat } from '../../engine/index.ts';
import type { Card } from './cards.ts';
import type { IdentityCard } from './table.ts';

/** What a seat's identity card makes it: a 10 is loyal, the Joker is the turncoat. */
export type Identity = 'loyal' | 'turncoat';

export interface TurncoatOptions {
  /** The identity deck as printed in the Korean text: one more 10 at every player count. */
  koreanIdentityDeck: boolean;
}

/**
 * A hand-fixed deal for scenario journals. `identities` is required; the rest is optional and
 * drawn from the seed when absent. `deck` fixes the top of the deck (top card first); cards
 * neither in `hands` nor in `deck` are shuffled under it.
 */
export interface TurncoatDeal {
  identities: Identity[];
  hands?: Card[][];
  deck?: Card[];
  firstLeader?: Seat;
}

export type TurncoatAction =
  /** The leader keeps one of the two looked-at cards as the mission; the other is discarded face down. */
  | { type: 'choose-mission'; card: Card }
  /** Every seat, once per mission: one card from hand, face down. */
  | { type: 'commit'; card: Card }
  /** Any seat but the turncoat, at any moment. `confirm` is the phone's confirmation step: always literally true. */
  | { type: 'accuse'; target: Seat; confirm: true };

export type Phase = 'mission-choice' | 'commit' | 'over';

/** A resolved mission. Sealed once written. */
export interface MissionRecord {
  /** 1-based. */
  number: number;
  leader: Seat;
  /** The mission card: its suit and value are the target. */
  card: Card;
  /** Spies the leader drew and discarded face up during the look (public). */
  lookSpies: Card[];
  /** The committed cards and the deck's extra card, in the shuffled order of the reveal. */
  cards: Card[];
  total: number;
  spies: number;
  success: boolean;
  /** The leader's face-down discard: known to that leader only, until the end. */
  faceDown: Card;
}

export type Winner = 'loyal' | 'turncoat' | 'everyone' | 'nobody';

export type WinWay = 'successes' | 'failures' | 'accusation-right' | 'accusation-wrong' | 'accusation-no-turncoat';

export interface Accusation {
  by: Seat;
  target: Seat;
}

export interface TurncoatResult {
  winner: Winner;
  way: WinWay;
}

export interface TurncoatState extends BaseState {
  /** Options, identities and the removed identity cards are sealed at the deal: they never change. */
  options: Readonly<TurncoatOptions>;
  identities: readonly Identity[];
  /** Identity cards left over after the deal, removed unseen (sorted). */
  removed: readonly IdentityCard[];
  phase: Phase;
  leader: Seat;
  hands: Card[][];
  /** Top card first. */
  deck: Card[];
  discard: Card[];
  /** Times the discard pile was shuffled into a new deck. */
  reshuffles: number;
  /** The leader's two looked-at cards while choosing; null otherwise. */
  looked: Card[] | null;
  /** Spies discarded face up during this mission's look. */
  lookSpies: Card[];
  missionCard: Card | null;
  /** This mission's face-down discard, once the leader has chosen. */
  faceDown: Card | null;
  /** Commitments in progress by seat; forgotten as soon as they are shuffled. */
  commits: (Card | null)[];
  /** Resolved missions, sealed and shared between successive states. */
  missions: Readonly<MissionRecord>[];
  successes: number;
  failures: number;
  accusation: Readonly<Accusation> | null;
  result: Readonly<TurncoatResult> | null;
}
