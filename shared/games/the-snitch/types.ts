import type { BaseState, Seat } from '../../engine/index.ts';
import type { Card, Item, Required } from './cards.ts';

/** A host's pick for "the most talkative" and "the most innocent" player: a seat, or drawn from the seed. */
export type SeatChoice = 'random' | Seat;

export interface SnitchOptions {
  /** Who gets the guard: the most talkative player. */
  guard: SeatChoice;
  /** Who starts with the bar of soap: the most innocent player. */
  soap: SeatChoice;
  /** How long the owner of a plan may think before silence accepts a card. */
  refusalWindowMs: number;
  /** Revealed cards must also differ in name from the plan card. */
  harder: boolean;
}

/**
 * A hand-fixed deal for scenario journals: every one of the 54 cards placed, as a real deal
 * could place them. Piles are listed top card first.
 */
export interface SnitchDeal {
  hands: Card[][];
  /** The accomplice deck: the 10 accomplice cards that are neither dealt nor in the interrogation deck. */
  accomplice: Card[];
  /** 18 cards: the shuffled part (the snitch and escape plans left, and accomplices) above 7 accomplices. */
  interrogation: Card[];
  /** The 2 cards removed unseen from the shuffled part. */
  removed: Card[];
  /** Each seat's first plan, or null for a seat that chooses it in the game. */
  firstPlans?: (Card | null)[];
}

export type SnitchAction =
  /** The first plan (all seats at once), or the new plan after a success. */
  | { type: 'choose-plan'; card: Card }
  /** The soap holder: one hand card face down under another player's plan. */
  | { type: 'play'; card: Card; target: Seat }
  /** The soap holder: the top card of the interrogation deck. */
  | { type: 'draw' }
  /** The soap holder: an item from the stash; Brass knuckles and Crowbar name the plan's owner. */
  | { type: 'use-item'; card: Card; target?: Seat }
  /** After Binoculars: the looked-at cards back on the accomplice deck, top first. Private. */
  | { type: 'reorder'; order: Card[] }
  /** The plan's owner, in the refusal window. */
  | { type: 'refuse' }
  /** The plan's owner, or the host's clock when the window closes in silence. */
  | { type: 'accept' }
  /** Everybody, at once: who gets the weapon (oneself allowed). */
  | { type: 'vote'; seat: Seat }
  /** The soap holder, among the seats tied on most votes. */
  | { type: 'break-tie'; seat: Seat }
  /** The weapon holder: another player, or nobody (null). */
  | { type: 'shoot'; target: Seat | null }
  /** The weapon holder: who adds the next card to the escape route. */
  | { type: 'call'; seat: Seat }
  /** The called player: a hand card (an accomplice or an escape plan) face down on the escape route. */
  | { type: 'add'; card: Card }
  /** The called player: the top accomplice card instead, unseen. */
  | { type: 'add-top' };

export type Phase =
  | 'first-plans'
  | 'turn'
  | 'refusal'
  | 'binoculars'
  | 'new-plan'
  | 'vote'
  | 'tie-break'
  | 'shoot'
  | 'call'
  | 'add'
  | 'over';

/** A face-up plan. `attached` holds the Brass knuckles and Crowbars lying beside it. */
export interface Plan {
  card: Card;
  under: Card[];
  sideways: boolean;
  attached: Card[];
}

/** A card offered under a plan while its owner may refuse it. */
export interface Offer {
  /** 1-based count of windows opened in this game: the timer's key. */
  window: number;
  from: Seat;
  owner: Seat;
  card: Card;
}

/** Binoculars in use: the looker sees `cards`, the top of the accomplice deck. */
export interface Looking {
  seat: Seat;
  item: Card;
  cards: Card[];
}

/** What a seat's Binoculars saw, in the order put back (top first). Only that seat knows. */
export interface Look {
  turn: number;
  cards: Card[];
}

/** A plan as everybody sees it face up: its name and required count (the same on both cards of a name). */
export interface PlanFace {
  name: string;
  required: Required;
}

/** A revealed set of cards and its verdict. Public, sealed once written. */
export interface Resolution {
  /** 1-based, in the order plans resolved. */
  number: number;
  owner: Seat;
  plan: PlanFace;
  /** Cards it needed when it resolved (the required count less any Crowbars). */
  need: number;
  knuckles: boolean;
  crowbars: number;
  /** Whether the top accomplice card joined them (not with Brass knuckles, not from an empty deck). */
  extra: boolean;
  /** In the shuffled order of the reveal: nobody can tell whose card is which. */
  cards: Card[];
  daggers: number;
  /** Names seen more than once (with Harder, a name equal to the plan's counts too). */
  repeated: string[];
  success: boolean;
}

/** The weapon vote's outcome: the count per seat, the tie if any, and who settled it. */
export interface VoteResult {
  tally: number[];
  tied: Seat[];
  weapon: Seat | null;
  /** The soap holder, when a tie had to be broken. */
  decidedBy: Seat | null;
}

/** One contribution to the escape route, as everybody saw it. */
export interface EscapeAdd {
  seat: Seat;
  /** The top accomplice card, unseen, instead of a hand card. */
  top: boolean;
}

export interface Escape {
  /** Face down; shuffled when revealed. */
  route: Card[];
  adds: EscapeAdd[];
  /** Seats not shot that have not yet played their one card. */
  toPlay: Seat[];
  called: Seat | null;
}

export interface EscapeResult {
  cards: Card[];
  daggers: number;
  repeated: string[];
  /** Fewer than 6 cards could be gathered (nobody had anything left to add). */
  short: boolean;
  success: boolean;
}

export type Winner = 'snitch' | 'inmates' | 'everyone' | 'nobody';

/**
 * How the game ended: the last interrogation card drawn (`time-up`), the weapon voted to the
 * snitch, or the escape: failed, succeeded, or succeeded with the snitch shot.
 */
export type WinWay = 'time-up' | 'weapon-to-snitch' | 'escape-failed' | 'escape' | 'escape-snitch-shot';

export interface SnitchResult {
  winner: Winner;
  way: WinWay;
}

export type DrawReason = 'turn' | 'caught' | 'dagger' | 'reward' | 'key';

/** The public record of what happened, in order. Hidden details are kept apart (see `hidden`). */
export type SnitchEvent =
  | { kind: 'first-plans'; plans: PlanFace[] }
  | { kind: 'turn'; turn: number; seat: Seat }
  | { kind: 'play'; seat: Seat; target: Seat }
  | { kind: 'refuse'; owner: Seat; from: Seat }
  | { kind: 'accept'; owner: Seat; from: Seat; by: 'owner' | 'clock' }
  | { kind: 'draw'; seat: Seat; deck: 'interrogation' | 'accomplice'; why: DrawReason }
  /** A draw from the empty accomplice deck, skipped. */
  | { kind: 'no-draw'; seat: Seat; why: DrawReason }
  | { kind: 'item'; seat: Seat; item: Item; target: Seat | null }
  /** Binoculars: how many cards were looked at and put back. */
  | { kind: 'look'; seat: Seat; cards: number }
  | { kind: 'resolve'; number: number; owner: Seat; success: boolean }
  | { kind: 'new-plan'; seat: Seat; plan: PlanFace; from: 'hand' | 'deck' }
  | { kind: 'guard'; to: Seat | null; why: 'caught' | 'passed' | 'bribed' }
  | { kind: 'riot' }
  | { kind: 'weapon' }
  | { kind: 'vote'; result: VoteResult }
  | { kind: 'shoot'; by: Seat; target: Seat | null }
  | { kind: 'call'; by: Seat; seat: Seat }
  | { kind: 'add'; seat: Seat; top: boolean }
  | { kind: 'escape'; success: boolean }
  | { kind: 'time-up'; seat: Seat };

/** What an event hid from the table: the card played, drawn, added or used, the order put back. */
export interface HiddenDetail {
  card?: Card;
  order?: Card[];
  /** The exact plan cards, where the public record shows only their face. */
  plans?: Card[];
}

/** An event of the record and what it hid from the table (shown only in the end reveal). */
export interface LogEntry {
  event: SnitchEvent;
  hidden: HiddenDetail | null;
}

export interface SnitchState extends BaseState {
  /** Options and the removed cards are sealed at the deal: they never change. */
  options: Readonly<SnitchOptions>;
  removed: readonly Card[];
  phase: Phase;
  turn: number;
  hands: Card[][];
  /** Top card first. */
  accomplice: Card[];
  /** Top card first. */
  interrogation: Card[];
  plans: (Plan | null)[];
  /** Face-down plan cards of caught plans: each is an item. */
  stashes: Card[][];
  /** Successful plan cards, beside the weapon. */
  done: Card[];
  /** Cards taken off the table when the weapon comes in (plans, cards under them, stashes). */
  cleared: Card[];
  /** First plans chosen so far, still in the hands until all are in. */
  firstPlans: (Card | null)[];
  soap: Seat;
  /** Null while bribed away, and once the weapon is in (the guard is turned to the escape route). */
  guard: Seat | null;
  handcuffUp: boolean;
  /** Refusal windows opened so far. */
  windows: number;
  offer: Offer | null;
  looking: Looking | null;
  /** Per seat: what its Binoculars saw. */
  looks: Readonly<Look>[][];
  /** The owner choosing a new plan after a success. */
  newPlanBy: Seat | null;
  resolutions: Readonly<Resolution>[];
  /**
   * The record, in chunks of LOG_CHUNK entries: a full chunk is sealed and shared by every later
   * state instead of copied, so a long game costs little to carry from one state to the next.
   * Read it through `entries`.
   */
  log: Readonly<LogEntry>[][];
  votes: (Seat | null)[];
  vote: Readonly<VoteResult> | null;
  weapon: Seat | null;
  shot: Seat | null;
  escape: Escape | null;
  escapeResult: Readonly<EscapeResult> | null;
  result: Readonly<SnitchResult> | null;
}
