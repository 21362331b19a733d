import { seal, type Rng, type Seat } from '../../engine/index.ts';
import { accomplice, isAccomplice, nameOf, requiredOf, type Card } from './cards.ts';
import { crowbarsOf, drawAccomplice, drawInterrogation, hasKnuckles, leftOf, needOf, newPlan, record, rightOf } from './piles.ts';
import { MAX_DAGGERS, PLANS_TO_WIN } from './table.ts';
import type { PlanFace, SnitchState } from './types.ts';

export interface Verdict {
  daggers: number;
  repeated: string[];
  success: boolean;
}

/**
 * All names different and at most one dagger. Escape plans are jokers: no name, no dagger.
 * With `planName` (the Harder variant) a card named like the plan counts as a repeat.
 */
export function judge(cards: readonly Card[], planName: string | null = null): Verdict {
  const seen = new Set<string>();
  if (planName !== null) seen.add(planName);
  const repeated: string[] = [];
  let daggers = 0;
  for (const card of cards) {
    if (!isAccomplice(card)) continue;
    const { name, dagger } = accomplice(card);
    if (dagger) daggers++;
    if (seen.has(name)) {
      if (!repeated.includes(name)) repeated.push(name);
    } else {
      seen.add(name);
    }
  }
  return { daggers, repeated, success: repeated.length === 0 && daggers <= MAX_DAGGERS };
}

export const faceOf = (card: Card): PlanFace => ({ name: nameOf(card), required: requiredOf(card) });

/**
 * The plan of `owner` has all its cards: they and the top accomplice card (none with Brass
 * knuckles, none from an empty deck) are shuffled and revealed, and the plan succeeds or is
 * caught. Whatever follows is done here, except the new plan after a success, which the owner
 * chooses (phase `new-plan`). Sets the phase to `over` or `vote` when the game moves on.
 */
export function resolvePlan(state: SnitchState, owner: Seat, rng: Rng): void {
  const plan = state.plans[owner]!;
  const knuckles = hasKnuckles(plan);
  const crowbars = crowbarsOf(plan);
  const need = needOf(plan);
  const cards = plan.under;
  let extra = false;
  if (!knuckles) {
    const top = state.accomplice.shift();
    if (top !== undefined) {
      cards.push(top);
      extra = true;
    }
  }
  rng.shuffle(cards);
  const face = faceOf(plan.card);
  const verdict = judge(cards, state.options.harder ? face.name : null);
  const number = state.resolutions.length + 1;
  state.resolutions.push(seal({ number, owner, plan: face, need, knuckles, crowbars, extra, cards: [...cards], ...verdict }));
  record(state, { kind: 'resolve', number, owner, success: verdict.success }, { plans: [plan.card] });
  state.plans[owner] = null;
  // The revealed cards go under the accomplice deck, then the attached items (ruling: they lie
  // beside the plan until it resolves).
  state.accomplice.push(...cards, ...plan.attached);
  const n = state.players;
  if (verdict.success) {
    state.done.push(plan.card);
    for (const seat of [owner, leftOf(n, owner), rightOf(n, owner)]) drawAccomplice(state, seat, 'reward');
    for (let d = 0; d < verdict.daggers; d++) if (!drawInterrogation(state, owner, 'dagger')) return;
    if (state.done.length >= PLANS_TO_WIN) {
      weaponArrives(state);
      return;
    }
    askNewPlan(state, owner);
    return;
  }
  state.stashes[owner]!.push(plan.card);
  // At least two cards were just revealed (a repeat or two daggers), so the deck has a top card.
  const top = state.accomplice.shift()!;
  state.plans[owner] = newPlan(top);
  record(state, { kind: 'new-plan', seat: owner, plan: faceOf(top), from: 'deck' }, { card: top });
  if (state.guard !== owner) record(state, { kind: 'guard', to: owner, why: 'caught' });
  state.guard = owner;
  state.handcuffUp = false;
  for (const seat of [owner, leftOf(n, owner), rightOf(n, owner)]) if (!drawInterrogation(state, seat, 'caught')) return;
  for (let d = 0; d < verdict.daggers; d++) if (!drawInterrogation(state, owner, 'dagger')) return;
}

/**
 * After a success the owner chooses a new plan from hand; a hand without an accomplice card
 * (empty, or only escape plans and the snitch) takes the top accomplice card instead (a ruling).
 */
export function askNewPlan(state: SnitchState, owner: Seat): void {
  if (state.hands[owner]!.some(isAccomplice)) {
    state.phase = 'new-plan';
    state.newPlanBy = owner;
    return;
  }
  const top = state.accomplice.shift();
  // Unreachable with the card set (the owner has just drawn from a deck that the revealed cards
  // refilled), but a plan must come from somewhere: a bug if not.
  if (top === undefined) throw new Error('The Snitch: no card for a new plan');
  state.plans[owner] = newPlan(top);
  record(state, { kind: 'new-plan', seat: owner, plan: faceOf(top), from: 'deck' }, { card: top });
}

/**
 * The fifth success: the weapon is in. Everything on the table but the two decks is removed
 * (plans, the cards under them and beside them, stashes); the guard turns over to show the
 * escape route; everybody votes.
 */
export function weaponArrives(state: SnitchState): void {
  for (let s = 0; s < state.players; s++) {
    const plan = state.plans[s];
    if (plan != null) state.cleared.push(plan.card, ...plan.under, ...plan.attached);
    state.plans[s] = null;
    state.cleared.push(...state.stashes[s]!);
    state.stashes[s] = [];
  }
  state.guard = null;
  state.handcuffUp = false;
  state.phase = 'vote';
  state.votes.fill(null);
  record(state, { kind: 'weapon' });
}
