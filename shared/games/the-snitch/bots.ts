import type { Bot, BotTurn, Rng, Seat } from '../../engine/index.ts';
import { accomplice, hasDagger, isAccomplice, isEscapePlan, nameOf, requiredOf, twinOf, type Card } from './cards.ts';
import { INTERROGATION_BOTTOM, INTERROGATION_SIZE, REMOVED } from './table.ts';
import type { SnitchAction } from './types.ts';
import type { SnitchPrompt, SnitchView } from './view.ts';

type TurnPrompt = Extract<SnitchPrompt, { kind: 'turn' }>;

type Turn = BotTurn<SnitchAction, SnitchView>;

/** Interrogation cards that may be the snitch: the shuffled part above the bottom 7. */
const SNITCH_DRAWS = INTERROGATION_SIZE - INTERROGATION_BOTTOM;
/** The cards the snitch was shuffled among (the removed ones included). */
const SNITCH_POOL = SNITCH_DRAWS + REMOVED;

/**
 * How often a card of each source shows a dagger, for the bots' model: loyal heuristic players
 * keep their daggers out of plans (measured under 1%; 5% allows for less careful players), the
 * heuristic snitch plays one about a third of the time (measured 32%), the extra card is the
 * deck's share (12 daggers in 50 cards).
 */
const LOYAL_DAGGER = 0.05;
const SNITCH_DAGGER = 0.32;
const EXTRA_DAGGER = 12 / 50;

/** Who put cards into each resolved plan, from the public record (what was refused taken out). */
export function contributors(view: SnitchView): Map<number, { seat: Seat; at: number }[]> {
  const open: { seat: Seat; at: number }[][] = Array.from({ length: view.players }, () => []);
  const out = new Map<number, { seat: Seat; at: number }[]>();
  view.log.forEach((e, at) => {
    if (e.kind === 'play') open[e.target]!.push({ seat: e.seat, at });
    else if (e.kind === 'refuse') open[e.owner]!.pop();
    else if (e.kind === 'resolve') {
      out.set(e.number, open[e.owner]!);
      open[e.owner] = [];
    }
  });
  return out;
}

/** P(exactly `daggers` daggers) when each card shows one with the given chances. */
function daggerOdds(chances: readonly number[], daggers: number): number {
  let dist = [1];
  for (const p of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist[daggers] ?? 0;
}

/**
 * The chance that each seat is the snitch, and that nobody is, from public facts only: a seat
 * can only be the snitch if it drew one of the first 11 interrogation cards (each of them is the
 * snitch with chance 1/13, the removed cards included), and only plays made after its first such
 * draw can be sabotage; each revealed plan weighs how many daggers it showed against what loyal
 * players and a snitch among its contributors would give. `me` (a loyal seat) rules itself out.
 */
export function suspicion(view: SnitchView, me: Seat | null = null): { snitch: number[]; none: number } {
  const n = view.players;
  const drawn = new Array<number>(n).fill(0);
  const since = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  let draws = 0;
  view.log.forEach((e, at) => {
    if (e.kind !== 'draw' || e.deck !== 'interrogation') return;
    if (draws < SNITCH_DRAWS) {
      drawn[e.seat]! += 1;
      if (since[e.seat] === Number.POSITIVE_INFINITY) since[e.seat] = at;
    }
    draws++;
  });
  const pool = SNITCH_POOL - (me === null ? 0 : drawn[me]!);
  const log = drawn.map((d, s) => (s === me || d === 0 ? Number.NEGATIVE_INFINITY : Math.log(d / pool)));
  const othersDrawn = drawn.reduce((a, d, s) => (s === me ? a : a + d), 0);
  let none = Math.log(Math.max(pool - othersDrawn, 1e-9) / pool);
  const who = contributors(view);
  for (const r of view.resolutions) {
    const plays = who.get(r.number) ?? [];
    const chances = (snitch: Seat | null): number[] => {
      const out: number[] = plays.map((p) => (p.seat === snitch && p.at > since[p.seat]! ? SNITCH_DAGGER : LOYAL_DAGGER));
      if (r.extra) out.push(EXTRA_DAGGER);
      return out;
    };
    const base = Math.log(Math.max(daggerOdds(chances(null), r.daggers), 1e-12));
    none += base;
    for (let s = 0; s < n; s++) {
      if (log[s] === Number.NEGATIVE_INFINITY) continue;
      log[s]! += plays.some((p) => p.seat === s) ? Math.log(Math.max(daggerOdds(chances(s), r.daggers), 1e-12)) : base;
    }
  }
  const top = Math.max(none, ...log);
  const weights = log.map((l) => (l === Number.NEGATIVE_INFINITY ? 0 : Math.exp(l - top)));
  const noneWeight = Math.exp(none - top);
  const sum = weights.reduce((a, b) => a + b, 0) + noneWeight;
  return { snitch: weights.map((w) => w / sum), none: noneWeight / sum };
}

/** Names this seat knows are not hidden under any plan or on the route: its own cards, and every face shown. */
function accountedNames(view: SnitchView): Map<string, number> {
  const me = view.you!;
  const count = new Map<string, number>();
  const add = (name: string): void => void count.set(name, (count.get(name) ?? 0) + 1);
  for (const c of me.hand) if (isAccomplice(c)) add(nameOf(c));
  for (const s of me.stash) add(nameOf(s.card));
  for (const d of view.done) add(d.name);
  // The plans face up, or, once the weapon is in, the ones that lay face up when the table was cleared.
  const faces: (string | null)[] = new Array<string | null>(view.players).fill(null);
  for (const e of view.log) {
    if (e.kind === 'first-plans') e.plans.forEach((p, seat) => (faces[seat] = p.name));
    else if (e.kind === 'new-plan') faces[e.seat] = e.plan.name;
    else if (e.kind === 'resolve') faces[e.owner] = null;
  }
  for (const f of faces) if (f !== null) add(f);
  return count;
}

/** This card's twin is known to be elsewhere than under a plan or on the route. */
function safeName(card: Card, view: SnitchView, accounted: Map<string, number>): boolean {
  const me = view.you!;
  if (me.hand.includes(twinOf(card)) || me.stash.some((s) => s.card === twinOf(card))) return true;
  // The card itself counts once among the accounted names (it is in the hand).
  return (accounted.get(nameOf(card)) ?? 0) >= 2;
}

const byLowest = (a: number, b: number): number => a - b;

function pickPlan(cards: readonly Card[], snitch: boolean): Card {
  // Loyal: the plan needing fewest cards, a dagger card if possible (a plan's own dagger never counts).
  // The snitch: the slowest plan, keeping its daggers for others' plans.
  const score = (c: Card): number => (snitch ? requiredOf(c) * 10 - (hasDagger(c) ? 5 : 0) : -requiredOf(c) * 10 + (hasDagger(c) ? 5 : 0));
  return cards.reduce((best, c) => (score(c) > score(best) ? c : best));
}

interface PlayOption {
  card: Card;
  target: Seat;
  score: number;
}

function loyalTurn(view: SnitchView, prompt: TurnPrompt, rng: Rng): SnitchAction {
  const me = view.you!;
  const accounted = accountedNames(view);
  const usable = prompt.items.filter((i) => i.usable);
  const remaining = (s: Seat): number => view.plans[s]!.need - view.plans[s]!.under;

  // A Crowbar that completes a plan now resolves it without adding any risky card.
  const crowbar = usable.find((i) => i.item === 'crowbar' && (i.targets ?? []).some((t) => remaining(t) === 1));
  if (crowbar) return { type: 'use-item', card: crowbar.card, target: crowbar.targets!.find((t) => remaining(t) === 1)! };

  const options: PlayOption[] = [];
  for (const card of prompt.cards) {
    for (const target of prompt.targets) {
      const plan = view.plans[target]!;
      if (view.options.harder && nameOf(card) === plan.name) continue;
      // Finishing a plan first; a name that might repeat costs more the more cards lie there.
      let score = 20 - 3 * remaining(target);
      if (hasDagger(card)) score -= 100;
      if (!safeName(card, view, accounted)) score -= 1 + plan.under;
      options.push({ card, target, score });
    }
  }
  options.sort((a, b) => b.score - a.score);
  const best = options[0];
  if (best !== undefined && best.score > 0 && remaining(best.target) === 1) return { type: 'play', card: best.card, target: best.target };

  const key = usable.find((i) => i.item === 'key');
  if (key) return { type: 'use-item', card: key.card };
  if (best !== undefined && best.score > -50) return { type: 'play', card: best.card, target: best.target };
  const binoculars = usable.find((i) => i.item === 'binoculars');
  if (binoculars && view.accompliceCount > 0) return { type: 'use-item', card: binoculars.card };
  const knuckles = usable.find((i) => i.item === 'brass-knuckles');
  if (knuckles) {
    const target = [...knuckles.targets!].sort((a, b) => remaining(a) - remaining(b))[0]!;
    return { type: 'use-item', card: knuckles.card, target };
  }
  const bribe = usable.find((i) => i.item === 'bribe-money');
  if (bribe && view.guard === me.seat) return { type: 'use-item', card: bribe.card };
  // Only daggers left: one under a plan with nothing under it yet is still likely to pass.
  const dagger = options.find((o) => view.plans[o.target]!.under === 0);
  if (dagger && rng.float() < 0.7) return { type: 'play', card: dagger.card, target: dagger.target };
  return { type: 'draw' };
}

/**
 * How often the heuristic snitch sabotages when it can, and how often it stalls (draws) when it
 * does not, twice as often once the riot is on. Measured over thousands of games: against
 * careful inmates the escape decides nearly everything, and a snitch who sabotages every plan is
 * soon the prime suspect; against careless ones the clock wins. One sabotage in three keeps it
 * in the crowd.
 */
const SABOTAGE_RATE = 0.3;
const STALL_RATE = 0.6;

function snitchTurn(view: SnitchView, prompt: TurnPrompt, rng: Rng): SnitchAction {
  const accounted = accountedNames(view);
  const usable = prompt.items.filter((i) => i.usable);
  const open = (t: Seat): number => view.plans[t]!.need - view.plans[t]!.under;
  // The plan with most room left: more hands will add to it, so the dagger is lost in the crowd,
  // and it will still be open for a second one.
  const targets = [...prompt.targets].sort((a, b) => open(b) - open(a) || byLowest(a, b));
  if (targets.length > 0 && rng.float() < SABOTAGE_RATE) {
    // With Harder, the plan's own name fails it for sure; else a dagger; else a name that may repeat.
    if (view.options.harder) {
      for (const t of targets) {
        const card = prompt.cards.find((c) => nameOf(c) === view.plans[t]!.name);
        if (card) return { type: 'play', card, target: t };
      }
    }
    const dagger = prompt.cards.find(hasDagger);
    if (dagger) return { type: 'play', card: dagger, target: targets[0]! };
    const binoculars = usable.find((i) => i.item === 'binoculars');
    if (binoculars && view.accompliceCount > 0) return { type: 'use-item', card: binoculars.card };
    const unsure = prompt.cards.find((c) => !safeName(c, view, accounted));
    if (unsure) return { type: 'play', card: unsure, target: targets[0]! };
  }
  const key = usable.find((i) => i.item === 'key');
  if (key) return { type: 'use-item', card: key.card };
  // Otherwise it stalls (late in the game the clock is its friend), or plays along with a clean
  // card where it finishes nothing.
  const stall = view.riot ? 2 * STALL_RATE : STALL_RATE;
  const clean = prompt.cards.filter((c) => !hasDagger(c));
  if (clean.length === 0 || targets.length === 0 || rng.float() < stall) return { type: 'draw' };
  return { type: 'play', card: rng.pick(clean), target: targets[0]! };
}

/** The least suspicious seat on public facts alone, lowest seat on a tie: every loyal bot names the same one. */
function consensus(view: SnitchView, among: readonly Seat[]): Seat {
  const { snitch } = suspicion(view);
  return among.reduce((best, s) => (snitch[s]! < snitch[best]! - 1e-9 ? s : best));
}

/** Belief in a suspect at which a loyal weapon holder shoots. */
const SHOOT_AT = 0.5;
/** Belief in the offering player at which a loyal owner refuses the card. */
const REFUSE_AT = 0.45;

function escapeCardOf(view: SnitchView, cards: readonly Card[], top: boolean, snitch: boolean): SnitchAction {
  const accounted = accountedNames(view);
  if (snitch) {
    const dagger = cards.find(hasDagger);
    if (dagger) return { type: 'add', card: dagger };
    const unsure = cards.find((c) => isAccomplice(c) && !safeName(c, view, accounted));
    if (unsure) return { type: 'add', card: unsure };
    if (top) return { type: 'add-top' };
    return { type: 'add', card: cards.find(isAccomplice) ?? cards[0]! };
  }
  const joker = cards.find(isEscapePlan);
  if (joker) return { type: 'add', card: joker };
  const clean = cards.filter((c) => isAccomplice(c) && !accomplice(c).dagger);
  const safe = clean.find((c) => safeName(c, view, accounted));
  if (safe) return { type: 'add', card: safe };
  if (clean.length > 0) return { type: 'add', card: clean[0]! };
  if (top) return { type: 'add-top' };
  return { type: 'add', card: cards[0]! };
}

/**
 * Plays sensibly for its side from its own seat's view only; it never relies on what it played
 * under plans (the app does not remind anyone, a ruling), only on its hand, its stash, its looks
 * and the public record.
 *
 * Loyal: plans that need few cards, no daggers under plans, names it knows cannot repeat (their
 * twin is in its hand or face up), a Crowbar to finish a plan, Keys for cards; refuses a card
 * from a player the record makes a likely snitch; votes with the table for the least suspicious
 * player, shoots only a likely snitch, and adds jokers and clean cards to the escape.
 * The snitch, subtly: one turn in three it sabotages, with a dagger (else a name that may repeat,
 * else Binoculars to put a dagger on top of the accomplice deck) under the neighbouring plan with
 * most room, or with Harder the plan's own name; otherwise it stalls with a draw to run the clock,
 * or plays a clean card like anyone. It refuses the card that would finish its own plan, votes
 * for itself and breaks a tie for itself, and adds a dagger to the escape.
 */
export const snitchHeuristicBot: Bot<SnitchAction, SnitchView> = {
  id: 'heuristic',
  choose(turn: Turn) {
    const { view, rng } = turn;
    const me = view.you;
    const prompt = me?.prompt ?? null;
    if (me === null || prompt === null) return rng.pick(turn.legal);
    const snitch = me.snitch;
    switch (prompt.kind) {
      case 'first-plan':
      case 'new-plan':
        return { type: 'choose-plan', card: pickPlan(prompt.cards, snitch) };
      case 'turn':
        return snitch ? snitchTurn(view, prompt, rng) : loyalTurn(view, prompt, rng);
      case 'refuse': {
        const plan = view.plans[me.seat]!;
        if (snitch) return { type: plan.under + 1 >= plan.need && rng.float() < 0.7 ? 'refuse' : 'accept' };
        return { type: suspicion(view, me.seat).snitch[prompt.from]! >= REFUSE_AT ? 'refuse' : 'accept' };
      }
      case 'binoculars': {
        // The top card is the next extra card: clean for the loyal, a dagger for the snitch.
        const order = [...prompt.cards].sort((a, b) => Number(hasDagger(snitch ? b : a)) - Number(hasDagger(snitch ? a : b)));
        return { type: 'reorder', order };
      }
      case 'vote':
        return { type: 'vote', seat: snitch ? me.seat : consensus(view, prompt.candidates) };
      case 'tie-break':
        if (prompt.tied.includes(me.seat)) return { type: 'break-tie', seat: me.seat };
        return { type: 'break-tie', seat: snitch ? rng.pick(prompt.tied) : consensus(view, prompt.tied) };
      case 'shoot': {
        if (snitch) return { type: 'shoot', target: null };
        const belief = suspicion(view, me.seat).snitch;
        const suspect = prompt.targets.reduce((best, s) => (belief[s]! > belief[best]! ? s : best));
        return { type: 'shoot', target: belief[suspect]! >= SHOOT_AT ? suspect : null };
      }
      case 'call': {
        if (prompt.firstRound || snitch) return { type: 'call', seat: prompt.candidates[0]! };
        // Extra cards: this seat itself when it holds a joker or a clean card, else the least suspicious.
        const mine = me.hand.some((c) => isEscapePlan(c) || (isAccomplice(c) && !hasDagger(c)));
        if (mine && prompt.candidates.includes(me.seat)) return { type: 'call', seat: me.seat };
        const belief = suspicion(view, me.seat).snitch;
        return { type: 'call', seat: prompt.candidates.reduce((best, s) => (belief[s]! < belief[best]! ? s : best)) };
      }
      case 'add':
        return escapeCardOf(view, prompt.cards, prompt.top, snitch);
    }
  },
};
