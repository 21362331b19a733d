import { ErrorCode, RuleError, rngFrom, seal, type Actor, type Outcome, type Seat, type SetupContext, type TimerRequest } from '../../engine/index.ts';
import { SNITCH, isAccomplice, itemOf, type Card } from './cards.ts';
import { deal } from './deal.ts';
import { snitchSeat } from './piles.ts';
import {
  answer,
  choosePlan,
  draw,
  illegal,
  itemBlocked,
  itemTargets,
  notYourTurn,
  play,
  playTargets,
  reorder,
  revealFirstPlans,
  useItem,
} from './turn.ts';
import type { SnitchAction, SnitchDeal, SnitchOptions, SnitchState } from './types.ts';
import { addToRoute, callable, countVotes, escapeCard, giveWeapon, startEscape } from './weapon.ts';

export function setup({ players, options, rng, deal: fixed, first }: SetupContext<SnitchOptions, SnitchDeal>): Omit<SnitchState, 'players' | 'rng'> {
  const guard = options.guard === 'random' ? rng.int(players) : options.guard;
  // The soap starts the game: a seat the options name, else the host's choice, else the seed's.
  const soap = options.soap === 'random' ? (first ?? rng.int(players)) : options.soap;
  const { hands, accomplice, interrogation, removed } = deal(players, rng, soap, fixed);
  const state: Omit<SnitchState, 'players' | 'rng'> = {
    // What is dealt never changes: sealed, it is shared by every later state instead of copied.
    options: seal({ ...options }),
    removed: seal(removed),
    phase: 'first-plans',
    turn: 0,
    hands,
    accomplice,
    interrogation,
    plans: new Array(players).fill(null),
    stashes: Array.from({ length: players }, () => []),
    done: [],
    cleared: [],
    firstPlans: fixed?.firstPlans ? [...fixed.firstPlans] : new Array<Card | null>(players).fill(null),
    soap,
    guard,
    handcuffUp: false,
    windows: 0,
    offer: null,
    looking: null,
    looks: Array.from({ length: players }, () => []),
    newPlanBy: null,
    resolutions: [],
    log: [],
    votes: new Array<Seat | null>(players).fill(null),
    vote: null,
    weapon: null,
    shot: null,
    escape: null,
    escapeResult: null,
    result: null,
  };
  // A fixed deal may set every first plan: the game then starts with the first turn.
  if (state.firstPlans.every((c) => c !== null)) revealFirstPlans(state as SnitchState);
  return state;
}

const unset = (choices: readonly unknown[]): Seat[] => {
  const out: Seat[] = [];
  for (let s = 0; s < choices.length; s++) if (choices[s] === null) out.push(s);
  return out;
};

export function pending(state: SnitchState): Seat[] {
  switch (state.phase) {
    case 'first-plans':
      return unset(state.firstPlans);
    case 'turn':
      return [state.soap];
    case 'refusal':
      return [state.offer!.owner];
    case 'binoculars':
      return [state.looking!.seat];
    case 'new-plan':
      return [state.newPlanBy!];
    case 'vote':
      return unset(state.votes);
    case 'tie-break':
      return [state.soap];
    case 'shoot':
    case 'call':
      return [state.weapon!];
    case 'add':
      return [state.escape!.called!];
    case 'over':
      return [];
  }
}

/** Every order of a few cards (Binoculars look at three at most: six orders). */
function permutations(cards: readonly Card[]): Card[][] {
  if (cards.length <= 1) return [[...cards]];
  const out: Card[][] = [];
  cards.forEach((card, i) => {
    for (const rest of permutations([...cards.slice(0, i), ...cards.slice(i + 1)])) out.push([card, ...rest]);
  });
  return out;
}

const ANSWERS: readonly SnitchAction[] = seal([{ type: 'refuse' }, { type: 'accept' }]);

function turnActions(state: SnitchState, seat: Seat): SnitchAction[] {
  const actions: SnitchAction[] = [];
  const targets = playTargets(state, seat);
  for (const card of state.hands[seat]!) {
    if (!isAccomplice(card)) continue;
    for (const target of targets) actions.push({ type: 'play', card, target });
  }
  actions.push({ type: 'draw' });
  for (const card of state.stashes[seat]!) {
    const item = itemOf(card);
    if (itemBlocked(state, seat, item) !== null) continue;
    const on = itemTargets(state, item);
    if (on === null) actions.push({ type: 'use-item', card });
    else for (const target of on) actions.push({ type: 'use-item', card, target });
  }
  return actions;
}

const everySeat = (players: number): Seat[] => Array.from({ length: players }, (_, s) => s);

/** What this seat may do now; empty for a seat the game is not waiting for. */
export function legalActions(state: SnitchState, seat: Seat): readonly SnitchAction[] {
  if (!pending(state).includes(seat)) return [];
  switch (state.phase) {
    case 'first-plans':
    case 'new-plan':
      return state.hands[seat]!.filter(isAccomplice).map((card) => ({ type: 'choose-plan', card }));
    case 'turn':
      return turnActions(state, seat);
    case 'refusal':
      return ANSWERS;
    case 'binoculars':
      return permutations(state.looking!.cards).map((order) => ({ type: 'reorder', order }));
    case 'vote':
      return everySeat(state.players).map((s) => ({ type: 'vote', seat: s }));
    case 'tie-break':
      return state.vote!.tied.map((s) => ({ type: 'break-tie', seat: s }));
    case 'shoot':
      return [{ type: 'shoot', target: null }, ...everySeat(state.players).filter((s) => s !== seat).map((target) => ({ type: 'shoot' as const, target }))];
    case 'call':
      return callable(state).map((s) => ({ type: 'call', seat: s }));
    case 'add': {
      const actions: SnitchAction[] = state.hands[seat]!.filter(escapeCard).map((card) => ({ type: 'add', card }));
      if (state.accomplice.length > 0) actions.push({ type: 'add-top' });
      return actions;
    }
    case 'over':
      return [];
  }
}

/** The phase each action belongs to (`choose-plan` to two). */
const PHASES: Readonly<Record<SnitchAction['type'], readonly SnitchState['phase'][]>> = {
  'choose-plan': ['first-plans', 'new-plan'],
  play: ['turn'],
  draw: ['turn'],
  'use-item': ['turn'],
  reorder: ['binoculars'],
  refuse: ['refusal'],
  accept: ['refusal'],
  vote: ['vote'],
  'break-tie': ['tie-break'],
  shoot: ['shoot'],
  call: ['call'],
  add: ['add'],
  'add-top': ['add'],
};

function checkSeat(state: SnitchState, seat: Seat, what: string): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) throw illegal('no-such-seat', `${what} must be a seat of this table`, { seat });
}

export function apply(state: SnitchState, actor: Actor, action: SnitchAction): void {
  if (!PHASES[action.type].includes(state.phase)) {
    throw new RuleError(ErrorCode.NotYourTurn, `"${action.type}" is not what the table is doing now (${state.phase})`, 'wrong-phase', { phase: state.phase });
  }
  if (actor === 'clock') {
    // The host's clock closes a refusal window in silence, and does nothing else.
    if (action.type !== 'accept') throw new RuleError(ErrorCode.BadActor, 'the clock only accepts a card when a refusal window closes', 'clock-accepts-only');
    answer(state, 'clock', false);
    return;
  }
  if (!pending(state).includes(actor)) {
    if ((state.phase === 'first-plans' && state.firstPlans[actor] !== null) || (state.phase === 'vote' && state.votes[actor] !== null)) {
      throw new RuleError(ErrorCode.AlreadyActed, 'you already made this choice; it is final', state.phase === 'vote' ? 'already-voted' : 'already-chosen');
    }
    throw notYourTurn('not-your-turn', 'the table is not waiting for you now');
  }
  const rng = () => rngFrom(state.rng);
  switch (action.type) {
    case 'choose-plan':
      return choosePlan(state, actor, action.card);
    case 'play':
      return play(state, actor, action.card, action.target);
    case 'draw':
      return draw(state, actor);
    case 'use-item':
      return useItem(state, actor, action.card, action.target);
    case 'reorder':
      return reorder(state, actor, action.order);
    case 'refuse':
    case 'accept':
      return answer(state, actor, action.type === 'refuse');
    case 'vote':
      checkSeat(state, action.seat, 'the vote');
      state.votes[actor] = action.seat;
      if (state.votes.every((v) => v !== null)) countVotes(state);
      return;
    case 'break-tie': {
      const { tally, tied } = state.vote!;
      if (!tied.includes(action.seat)) throw illegal('not-tied', 'choose one of the players tied on most votes', { seat: action.seat });
      return giveWeapon(state, { tally: [...tally], tied: [...tied], weapon: action.seat, decidedBy: actor });
    }
    case 'shoot':
      if (action.target !== null) {
        checkSeat(state, action.target, 'the target');
        if (action.target === actor) throw illegal('shoot-self', 'shoot another player, or nobody');
      }
      return startEscape(state, action.target, rng());
    case 'call':
      if (!callable(state).includes(action.seat)) {
        throw illegal('not-callable', 'call a player who has not played yet (every player not shot plays once first) and has something to add', { seat: action.seat });
      }
      state.escape!.called = action.seat;
      state.phase = 'add';
      return;
    case 'add': {
      const hand = state.hands[actor]!;
      const at = hand.indexOf(action.card);
      if (at < 0) throw illegal('not-in-hand', `${action.card} is not in your hand`, { card: action.card });
      if (action.card === SNITCH) throw illegal('snitch-kept', 'the snitch card stays in your hand');
      hand.splice(at, 1);
      return addToRoute(state, actor, action.card, false, rng());
    }
    case 'add-top': {
      const top = state.accomplice.shift();
      if (top === undefined) throw illegal('deck-empty', 'the accomplice deck is empty: add a hand card');
      return addToRoute(state, actor, top, true, rng());
    }
  }
}

/** The seats on the winning side. */
export function winners(state: SnitchState): Seat[] {
  const result = state.result;
  if (result === null) return [];
  const snitch = snitchSeat(state);
  switch (result.winner) {
    case 'everyone':
      return everySeat(state.players);
    case 'nobody':
      return [];
    case 'snitch':
      return snitch === null ? [] : [snitch];
    case 'inmates':
      return everySeat(state.players).filter((s) => s !== snitch && s !== state.shot);
  }
}

export function outcome(state: SnitchState): Outcome | null {
  if (state.result === null) return null;
  return { winner: state.result.winner, way: state.result.way, winners: winners(state) };
}

/** While a refusal window is open, the host's clock accepts the card after the configured delay. */
export function timer(state: SnitchState): TimerRequest<SnitchAction> | null {
  if (state.phase !== 'refusal' || state.offer === null) return null;
  return { key: `refusal-${state.offer.window}`, afterMs: state.options.refusalWindowMs, action: { type: 'accept' } };
}
