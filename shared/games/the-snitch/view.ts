import type { Seat, Viewer } from '../../engine/index.ts';
import { SNITCH, accomplice, isAccomplice, itemOf, type Card, type Item } from './cards.ts';
import { faceOf } from './plans.ts';
import { crowbarsOf, entries, hasKnuckles, riot, snitchSeat } from './piles.ts';
import { pending, winners } from './rules.ts';
import { ESCAPE_SIZE, PLANS_TO_WIN, RIOT_AT } from './table.ts';
import { itemBlocked, itemTargets, playTargets } from './turn.ts';
import type {
  EscapeAdd,
  EscapeResult,
  HiddenDetail,
  Look,
  Phase,
  PlanFace,
  Resolution,
  SnitchEvent,
  SnitchOptions,
  SnitchState,
  VoteResult,
  WinWay,
  Winner,
} from './types.ts';
import { callable, escapeCard } from './weapon.ts';

/** A plan as the table sees it: its face, what it needs, and how many cards lie under it (never which). */
export interface PublicPlan extends PlanFace {
  /** The required count less one per Crowbar beside it. */
  need: number;
  under: number;
  /** Turned sideways by a refusal: no more refusals until a new plan. */
  sideways: boolean;
  knuckles: boolean;
  crowbars: number;
}

/** An item in this seat's stash, and whether (and on which plans) it can be used now. */
export interface ItemChoice {
  card: Card;
  item: Item;
  usable: boolean;
  reason: 'guarded' | 'no-guard' | 'no-target' | null;
  /** The plans (by owner) it may go beside; null for the items that are not used on a plan. */
  targets: Seat[] | null;
}

/** What this seat is asked to decide now. Only the seat itself ever sees it. */
export type SnitchPrompt =
  | { kind: 'first-plan'; cards: Card[] }
  /** Play one of `cards` under a plan of `targets`, draw from the interrogation deck, or use an item. */
  | { kind: 'turn'; cards: Card[]; targets: Seat[]; items: ItemChoice[] }
  /** A card from `from` is about to go under your plan: refuse or accept; silence accepts after `windowMs`. */
  | { kind: 'refuse'; from: Seat; window: number; windowMs: number }
  /** Binoculars: these cards, top first, go back in an order you choose. */
  | { kind: 'binoculars'; cards: Card[] }
  | { kind: 'new-plan'; cards: Card[] }
  | { kind: 'vote'; candidates: Seat[] }
  | { kind: 'tie-break'; tied: Seat[] }
  | { kind: 'shoot'; targets: Seat[] }
  /** Who adds the next card to the escape route; in the first round everybody not shot, once each. */
  | { kind: 'call'; candidates: Seat[]; firstRound: boolean }
  /** Add one of `cards` face down, or (`top`) the top accomplice card unseen. */
  | { kind: 'add'; cards: Card[]; top: boolean };

export interface StashCard {
  card: Card;
  item: Item;
}

/** A seat's private knowledge. It never includes what the seat played under plans (a ruling). */
export interface SnitchSecret {
  seat: Seat;
  /** This seat holds the snitch card. */
  snitch: boolean;
  /** In the order held: the card drawn last is last. Escape plans and the snitch card included. */
  hand: Card[];
  /** The exact card of this seat's own plan (the table sees only its face). */
  plan: Card | null;
  stash: StashCard[];
  /** What this seat's Binoculars saw, look by look, in the order put back. */
  looks: Look[];
  /** The first plan chosen, until all are revealed together. */
  firstPlan: Card | null;
  /** This seat's weapon vote, until the count. */
  vote: Seat | null;
  /** Whether this seat has made the current simultaneous choice (a first plan, a vote). */
  done: boolean;
  /** Null when the table is not waiting for this seat. */
  prompt: SnitchPrompt | null;
}

/** An event of the record with what it hid, as the end reveals it. */
export type HistoryEntry = SnitchEvent & { hidden?: HiddenDetail };

/** Everything revealed at the end. */
export interface SnitchReveal {
  winner: Winner;
  way: WinWay;
  winners: Seat[];
  snitch: Seat | null;
  /** Where the snitch card ended up: with a player, among the removed cards, or still in the interrogation deck. */
  snitchCard: 'hand' | 'removed' | 'interrogation';
  hands: Card[][];
  stashes: Card[][];
  plans: ({ card: Card; under: Card[]; attached: Card[] } | null)[];
  removed: Card[];
  interrogation: Card[];
  votes: (Seat | null)[];
  history: HistoryEntry[];
}

export interface SnitchView {
  game: 'the-snitch';
  players: number;
  options: SnitchOptions;
  plansToWin: number;
  riotAt: number;
  escapeSize: number;
  phase: Phase;
  /** 1-based once the first plans are revealed. */
  turn: number;
  soap: Seat;
  /** Null when bribed away, and once the weapon is in. */
  guard: Seat | null;
  handcuffUp: boolean;
  weapon: Seat | null;
  shot: Seat | null;
  riot: boolean;
  interrogationCount: number;
  accompliceCount: number;
  removedCount: number;
  /** By seat; null once the weapon is in (the table is cleared). */
  plans: (PublicPlan | null)[];
  /** Successful plans beside the weapon. */
  done: PlanFace[];
  handSizes: number[];
  stashSizes: number[];
  waitingFor: Seat[];
  /** An open refusal window: a card from `from` waits to go under `owner`'s plan. */
  refusal: { owner: Seat; from: Seat; window: number; windowMs: number } | null;
  /** Binoculars in use: who looks, at how many cards. */
  looking: { seat: Seat; cards: number } | null;
  resolutions: Resolution[];
  /** Who has voted (never how) and, once counted, the result. */
  vote: { voted: Seat[]; result: VoteResult | null } | null;
  escape: { cards: number; adds: EscapeAdd[]; toPlay: Seat[]; called: Seat | null; result: EscapeResult | null } | null;
  /** The public record: who did what, never which hidden card. */
  log: SnitchEvent[];
  /** Null on the board and for spectators. */
  you: SnitchSecret | null;
  /** Null until the game is over. */
  reveal: SnitchReveal | null;
}

function publicPlan(state: SnitchState, seat: Seat): PublicPlan | null {
  const plan = state.plans[seat];
  if (plan == null) return null;
  const card = accomplice(plan.card);
  const crowbars = crowbarsOf(plan);
  return {
    name: card.name,
    required: card.required,
    need: card.required - crowbars,
    under: plan.under.length,
    sideways: plan.sideways,
    knuckles: hasKnuckles(plan),
    crowbars,
  };
}

function itemChoices(state: SnitchState, seat: Seat): ItemChoice[] {
  return state.stashes[seat]!.map((card) => {
    const item = itemOf(card);
    const blocked = itemBlocked(state, seat, item);
    const targets = itemTargets(state, item);
    const reason = blocked ?? (targets !== null && targets.length === 0 ? 'no-target' : null);
    return { card, item, usable: reason === null, reason, targets };
  });
}

function prompt(state: SnitchState, seat: Seat): SnitchPrompt | null {
  if (!pending(state).includes(seat)) return null;
  const hand = state.hands[seat]!;
  switch (state.phase) {
    case 'first-plans':
      return { kind: 'first-plan', cards: hand.filter(isAccomplice) };
    case 'turn':
      return { kind: 'turn', cards: hand.filter(isAccomplice), targets: playTargets(state, seat), items: itemChoices(state, seat) };
    case 'refusal': {
      const offer = state.offer!;
      return { kind: 'refuse', from: offer.from, window: offer.window, windowMs: state.options.refusalWindowMs };
    }
    case 'binoculars':
      return { kind: 'binoculars', cards: [...state.looking!.cards] };
    case 'new-plan':
      return { kind: 'new-plan', cards: hand.filter(isAccomplice) };
    case 'vote':
      return { kind: 'vote', candidates: Array.from({ length: state.players }, (_, s) => s) };
    case 'tie-break':
      return { kind: 'tie-break', tied: [...state.vote!.tied] };
    case 'shoot':
      return { kind: 'shoot', targets: Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== seat) };
    case 'call':
      return { kind: 'call', candidates: callable(state), firstRound: state.escape!.toPlay.length > 0 };
    case 'add':
      return { kind: 'add', cards: hand.filter(escapeCard), top: state.accomplice.length > 0 };
    case 'over':
      return null;
  }
}

function secret(state: SnitchState, seat: Seat): SnitchSecret {
  const asked = state.phase === 'first-plans' || state.phase === 'vote';
  return {
    seat,
    snitch: state.hands[seat]!.includes(SNITCH),
    hand: [...state.hands[seat]!],
    plan: state.plans[seat]?.card ?? null,
    stash: state.stashes[seat]!.map((card) => ({ card, item: itemOf(card) })),
    looks: state.looks[seat]!.map((l) => ({ turn: l.turn, cards: [...l.cards] })),
    firstPlan: state.firstPlans[seat] ?? null,
    vote: state.phase === 'vote' ? state.votes[seat]! : null,
    done: asked && !pending(state).includes(seat),
    prompt: prompt(state, seat),
  };
}

function reveal(state: SnitchState): SnitchReveal | null {
  if (state.result === null) return null;
  const snitch = snitchSeat(state);
  return {
    winner: state.result.winner,
    way: state.result.way,
    winners: winners(state),
    snitch,
    snitchCard: snitch !== null ? 'hand' : state.removed.includes(SNITCH) ? 'removed' : 'interrogation',
    hands: state.hands.map((h) => [...h]),
    stashes: state.stashes.map((s) => [...s]),
    plans: state.plans.map((p) => (p == null ? null : { card: p.card, under: [...p.under], attached: [...p.attached] })),
    removed: [...state.removed],
    interrogation: [...state.interrogation],
    votes: [...state.votes],
    history: entries(state).map(({ event, hidden }) => (hidden === null ? event : { ...event, hidden })),
  };
}

/**
 * The one function through which anything of a Snitch game leaves the host. Built field by field
 * from what the viewer may know; never a copy of the state.
 */
export function view(state: SnitchState, viewer: Viewer): SnitchView {
  const escape = state.escape;
  const plans: (PublicPlan | null)[] = [];
  for (let s = 0; s < state.players; s++) plans.push(publicPlan(state, s));
  return {
    game: 'the-snitch',
    players: state.players,
    options: { ...state.options },
    plansToWin: PLANS_TO_WIN,
    riotAt: RIOT_AT,
    escapeSize: ESCAPE_SIZE,
    phase: state.phase,
    turn: state.turn,
    soap: state.soap,
    guard: state.guard,
    handcuffUp: state.handcuffUp,
    weapon: state.weapon,
    shot: state.shot,
    riot: riot(state),
    interrogationCount: state.interrogation.length,
    accompliceCount: state.accomplice.length,
    removedCount: state.removed.length,
    plans,
    done: state.done.map(faceOf),
    handSizes: state.hands.map((h) => h.length),
    stashSizes: state.stashes.map((s) => s.length),
    waitingFor: pending(state),
    refusal: state.offer === null ? null : { owner: state.offer.owner, from: state.offer.from, window: state.offer.window, windowMs: state.options.refusalWindowMs },
    looking: state.looking === null ? null : { seat: state.looking.seat, cards: state.looking.cards.length },
    resolutions: [...state.resolutions],
    vote:
      state.phase === 'vote' || state.vote !== null
        ? { voted: state.phase === 'vote' ? state.votes.flatMap((v, s) => (v === null ? [] : [s])) : Array.from({ length: state.players }, (_, s) => s), result: state.vote }
        : null,
    escape:
      escape === null
        ? null
        : { cards: escape.route.length, adds: escape.adds.map((a) => ({ ...a })), toPlay: [...escape.toPlay], called: escape.called, result: state.escapeResult },
    log: entries(state).map((e) => e.event),
    you: viewer === 'board' ? null : secret(state, viewer),
    reveal: reveal(state),
  };
}
