import { ErrorCode, RuleError, rngFrom, type Seat } from '../../engine/index.ts';
import { SNITCH, isAccomplice, isEscapePlan, itemOf, requiredOf, type Card, type Item } from './cards.ts';
import { faceOf, resolvePlan } from './plans.ts';
import { crowbarsOf, drawAccomplice, drawInterrogation, hasKnuckles, leftOf, needOf, newPlan, record, riot, rightOf } from './piles.ts';
import type { SnitchState } from './types.ts';

export function illegal(reason: string, message: string, params?: Record<string, string | number | boolean>): RuleError {
  return new RuleError(ErrorCode.IllegalAction, message, reason, params);
}

export function notYourTurn(reason: string, message: string): RuleError {
  return new RuleError(ErrorCode.NotYourTurn, message, reason);
}

/** Looked at by Binoculars at most. */
export const LOOK_SIZE = 3;

/** Whose plans this seat may play under now: its neighbours, or during the riot anyone else. */
export function playTargets(state: SnitchState, seat: Seat): Seat[] {
  const n = state.players;
  const out: Seat[] = [];
  if (riot(state)) {
    for (let s = 0; s < n; s++) if (s !== seat && state.plans[s] != null) out.push(s);
    return out;
  }
  for (const s of [leftOf(n, seat), rightOf(n, seat)]) if (state.plans[s] != null && !out.includes(s)) out.push(s);
  return out.sort((a, b) => a - b);
}

/** A Crowbar may not bring a plan's need below one card (a ruling). */
export const crowbarFits = (state: SnitchState, owner: Seat): boolean => {
  const plan = state.plans[owner];
  return plan != null && requiredOf(plan.card) - crowbarsOf(plan) >= 2;
};

/** Why this seat may not use this item now, or null when it may. */
export function itemBlocked(state: SnitchState, seat: Seat, item: Item): 'guarded' | 'no-guard' | null {
  if (item === 'bribe-money') return state.guard === null ? 'no-guard' : null;
  return state.guard === seat ? 'guarded' : null;
}

/** The plans an item may go beside: any plan for Brass knuckles (one pair per plan), Crowbar within its floor. */
export function itemTargets(state: SnitchState, item: Item): Seat[] | null {
  if (item !== 'brass-knuckles' && item !== 'crowbar') return null;
  const out: Seat[] = [];
  for (let s = 0; s < state.players; s++) {
    const plan = state.plans[s];
    if (plan == null) continue;
    if (item === 'brass-knuckles' ? !hasKnuckles(plan) : crowbarFits(state, s)) out.push(s);
  }
  return out;
}

/** Whether the owner may refuse a card placed now: the plan is upright and the guard is not in front of them. */
export const canRefuse = (state: SnitchState, owner: Seat): boolean => !state.plans[owner]!.sideways && state.guard !== owner;

function requireTurn(state: SnitchState, seat: Seat): void {
  if (state.soap !== seat) throw notYourTurn('not-your-turn', 'only the player with the bar of soap takes a turn');
}

function takeFromHand(state: SnitchState, seat: Seat, card: Card): void {
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw illegal('not-in-hand', `${card} is not in your hand`, { card });
  if (card === SNITCH) throw illegal('snitch-kept', 'the snitch card stays in your hand');
  if (isEscapePlan(card)) throw illegal('escape-plan-kept', 'escape plans stay in your hand until the escape');
  hand.splice(at, 1);
}

function checkSeat(state: SnitchState, seat: Seat, what: string): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) throw illegal('no-such-seat', `${what} must be a seat of this table`, { seat });
}

/**
 * The end of the soap holder's turn. A guarded player ending a turn turns the handcuff side up;
 * if it was already up, it goes down and the guard passes to their right. The soap passes left.
 */
export function endTurn(state: SnitchState): void {
  const seat = state.soap;
  if (state.guard === seat) {
    if (!state.handcuffUp) {
      state.handcuffUp = true;
    } else {
      state.handcuffUp = false;
      state.guard = rightOf(state.players, seat);
      record(state, { kind: 'guard', to: state.guard, why: 'passed' });
    }
  }
  state.soap = leftOf(state.players, seat);
  state.turn += 1;
  state.phase = 'turn';
  record(state, { kind: 'turn', turn: state.turn, seat: state.soap });
}

/** The turn is over unless what it started still waits for someone (a window, a look, a new plan) or the game moved on. */
function finishTurn(state: SnitchState): void {
  if (state.phase === 'turn') endTurn(state);
}

/** A card lands under a plan; a full plan resolves at once. */
function place(state: SnitchState, owner: Seat, card: Card): void {
  const plan = state.plans[owner]!;
  plan.under.push(card);
  if (plan.under.length >= needOf(plan)) resolvePlan(state, owner, rngFrom(state.rng));
}

export function play(state: SnitchState, seat: Seat, card: Card, target: Seat): void {
  requireTurn(state, seat);
  checkSeat(state, target, 'the plan\'s owner');
  if (target === seat) throw illegal('own-plan', 'play under another player\'s plan, not your own');
  if (!playTargets(state, seat).includes(target)) {
    throw illegal('not-a-neighbour', 'before the riot, cards go only under the plans of your left and right neighbours', { target });
  }
  takeFromHand(state, seat, card);
  record(state, { kind: 'play', seat, target }, { card });
  if (canRefuse(state, target)) {
    state.windows += 1;
    state.offer = { window: state.windows, from: seat, owner: target, card };
    state.phase = 'refusal';
    return;
  }
  place(state, target, card);
  finishTurn(state);
}

export function draw(state: SnitchState, seat: Seat): void {
  requireTurn(state, seat);
  if (!drawInterrogation(state, seat, 'turn')) return;
  finishTurn(state);
}

/** The owner's answer, or the clock's silence: the card goes under the plan, or under the accomplice deck unseen. */
export function answer(state: SnitchState, actor: Seat | 'clock', refuse: boolean): void {
  const offer = state.offer!;
  if (actor !== 'clock' && actor !== offer.owner) throw notYourTurn('not-owner', 'only the plan\'s owner may refuse or accept this card');
  state.offer = null;
  state.phase = 'turn';
  if (refuse) {
    state.accomplice.push(offer.card);
    state.plans[offer.owner]!.sideways = true;
    record(state, { kind: 'refuse', owner: offer.owner, from: offer.from });
  } else {
    record(state, { kind: 'accept', owner: offer.owner, from: offer.from, by: actor === 'clock' ? 'clock' : 'owner' });
    place(state, offer.owner, offer.card);
  }
  finishTurn(state);
}

export function useItem(state: SnitchState, seat: Seat, card: Card, target: Seat | undefined): void {
  requireTurn(state, seat);
  const stash = state.stashes[seat]!;
  const at = stash.indexOf(card);
  if (at < 0) throw illegal('not-in-stash', `${card} is not in your stash`, { card });
  const item = itemOf(card);
  const blocked = itemBlocked(state, seat, item);
  if (blocked === 'guarded') throw illegal('guarded', 'while the guard is in front of you, only Bribe money can be used');
  if (blocked === 'no-guard') throw illegal('no-guard', 'the guard is not in play: there is nobody to bribe');
  const targets = itemTargets(state, item);
  if (targets === null && target !== undefined) throw illegal('no-target', `${item} is not used on a plan`);
  if (targets !== null) {
    if (target === undefined) throw illegal('needs-target', `${item} goes beside a plan: name its owner`);
    checkSeat(state, target, 'the plan\'s owner');
    if (!targets.includes(target)) {
      if (item === 'crowbar') throw illegal('crowbar-floor', 'a plan always needs at least one card: no Crowbar fits it', { target });
      throw illegal('already-knuckled', 'that plan already has Brass knuckles', { target });
    }
  }
  stash.splice(at, 1);
  record(state, { kind: 'item', seat, item, target: target ?? null }, { card });
  switch (item) {
    case 'binoculars': {
      const cards = state.accomplice.slice(0, LOOK_SIZE);
      if (cards.length === 0) {
        record(state, { kind: 'look', seat, cards: 0 });
        state.accomplice.push(card);
        break;
      }
      state.looking = { seat, item: card, cards };
      state.phase = 'binoculars';
      break;
    }
    case 'key': {
      const n = state.players;
      for (const s of [seat, leftOf(n, seat), rightOf(n, seat)]) drawAccomplice(state, s, 'key');
      state.accomplice.push(card);
      break;
    }
    case 'bribe-money':
      state.guard = null;
      state.handcuffUp = false;
      record(state, { kind: 'guard', to: null, why: 'bribed' });
      state.accomplice.push(card);
      break;
    case 'brass-knuckles':
      state.plans[target!]!.attached.push(card);
      break;
    case 'crowbar': {
      const plan = state.plans[target!]!;
      plan.attached.push(card);
      if (plan.under.length >= needOf(plan)) resolvePlan(state, target!, rngFrom(state.rng));
      break;
    }
  }
  finishTurn(state);
}

/** Binoculars: the looked-at cards go back in the chosen order, then the item under the deck. */
export function reorder(state: SnitchState, seat: Seat, order: readonly Card[]): void {
  const looking = state.looking!;
  if (seat !== looking.seat) throw notYourTurn('not-looking', 'only the player using the Binoculars puts the cards back');
  const sorted = [...looking.cards].sort().join();
  if (order.length !== looking.cards.length || [...order].sort().join() !== sorted) {
    throw illegal('not-a-permutation', 'put back exactly the cards you looked at, in any order');
  }
  state.accomplice.splice(0, order.length, ...order);
  state.looks[seat]!.push({ turn: state.turn, cards: [...order] });
  record(state, { kind: 'look', seat, cards: order.length }, { order: [...order] });
  state.accomplice.push(looking.item);
  state.looking = null;
  state.phase = 'turn';
  finishTurn(state);
}

/** A plan from hand: a first plan (all at once, revealed together) or the new plan after a success. */
export function choosePlan(state: SnitchState, seat: Seat, card: Card): void {
  const hand = state.hands[seat]!;
  if (!hand.includes(card)) throw illegal('not-in-hand', `${card} is not in your hand`, { card });
  if (!isAccomplice(card)) throw illegal('not-an-accomplice', 'a plan is an accomplice card');
  if (state.phase === 'first-plans') {
    if (state.firstPlans[seat] !== null) throw new RuleError(ErrorCode.AlreadyActed, 'you already chose your first plan', 'already-chosen');
    state.firstPlans[seat] = card;
    if (state.firstPlans.some((c) => c === null)) return;
    revealFirstPlans(state);
    return;
  }
  if (seat !== state.newPlanBy) throw notYourTurn('not-your-plan', 'only the owner of the plan that succeeded chooses a new plan now');
  hand.splice(hand.indexOf(card), 1);
  state.plans[seat] = newPlan(card);
  state.newPlanBy = null;
  record(state, { kind: 'new-plan', seat, plan: faceOf(card), from: 'hand' }, { card });
  state.phase = 'turn';
  finishTurn(state);
}

/** Every first plan is in: they turn face up together and the soap holder starts. */
export function revealFirstPlans(state: SnitchState): void {
  const cards = state.firstPlans as Card[];
  cards.forEach((card, seat) => {
    const hand = state.hands[seat]!;
    hand.splice(hand.indexOf(card), 1);
    state.plans[seat] = newPlan(card);
  });
  record(state, { kind: 'first-plans', plans: cards.map(faceOf) }, { plans: [...cards] });
  state.firstPlans.fill(null);
  state.phase = 'turn';
  state.turn = 1;
  record(state, { kind: 'turn', turn: 1, seat: state.soap });
}
