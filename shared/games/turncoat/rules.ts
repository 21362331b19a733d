import { ErrorCode, RuleError, rngFrom, seal, type Actor, type Outcome, type Seat, type SetupContext } from '../../engine/index.ts';
import type { Card } from './cards.ts';
import { dealCards, dealIdentities } from './deal.ts';
import { resolveMission, startMission } from './mission.ts';
import type { Identity, TurncoatAction, TurncoatDeal, TurncoatOptions, TurncoatState, WinWay, Winner } from './types.ts';

export function setup({ players, options, rng, deal, first }: SetupContext<TurncoatOptions, TurncoatDeal>): Omit<TurncoatState, 'players' | 'rng'> {
  const { identities, removed } = dealIdentities(players, options, rng, deal?.identities);
  const { hands, deck } = dealCards(players, rng, deal);
  const leader = deal?.firstLeader ?? first ?? rng.int(players);
  const state: Omit<TurncoatState, 'players' | 'rng'> = {
    // What is dealt never changes: sealed, it is shared by every later state instead of copied.
    options: seal({ ...options }),
    identities: seal(identities),
    removed: seal(removed),
    phase: 'mission-choice',
    leader,
    hands,
    deck,
    discard: [],
    reshuffles: 0,
    looked: null,
    lookSpies: [],
    missionCard: null,
    faceDown: null,
    commits: new Array<Card | null>(players).fill(null),
    missions: [],
    successes: 0,
    failures: 0,
    accusation: null,
    result: null,
  };
  startMission(state as TurncoatState, rng);
  return state;
}

export function pending(state: TurncoatState): Seat[] {
  switch (state.phase) {
    case 'mission-choice':
      return [state.leader];
    case 'commit': {
      const due: Seat[] = [];
      for (let s = 0; s < state.players; s++) if (state.commits[s] === null) due.push(s);
      return due;
    }
    case 'over':
      return [];
  }
}

export const isTurncoat = (state: TurncoatState, seat: Seat): boolean => state.identities[seat] === 'turncoat';

/** Whether this seat may accuse: every seat but the turncoat's, while the game runs. */
export const canAccuse = (state: TurncoatState, seat: Seat): boolean => state.phase !== 'over' && !isTurncoat(state, seat);

// The accusations a seat may make depend only on the table and the seat: built once, shared.
const accusationCache = new Map<number, readonly TurncoatAction[]>();
function accusations(players: number, seat: Seat): readonly TurncoatAction[] {
  const key = players * 16 + seat;
  let actions = accusationCache.get(key);
  if (actions === undefined) {
    const list: TurncoatAction[] = [];
    for (let target = 0; target < players; target++) if (target !== seat) list.push({ type: 'accuse', target, confirm: true });
    actions = seal(list);
    accusationCache.set(key, actions);
  }
  return actions;
}

/**
 * The seat's decision when it is due (choosing the mission, committing a card), then every
 * accusation it may make. Accusations are listed for every seat but the turncoat's at every
 * moment, pending or not: the rules allow them at any time.
 */
export function legalActions(state: TurncoatState, seat: Seat): readonly TurncoatAction[] {
  if (state.phase === 'over') return [];
  const actions: TurncoatAction[] = [];
  if (state.phase === 'mission-choice' && seat === state.leader) {
    for (const card of state.looked!) actions.push({ type: 'choose-mission', card });
  } else if (state.phase === 'commit' && state.commits[seat] === null) {
    for (const card of state.hands[seat]!) actions.push({ type: 'commit', card });
  }
  if (!canAccuse(state, seat)) return actions;
  const accuse = accusations(state.players, seat);
  return actions.length === 0 ? accuse : actions.concat(accuse);
}

function illegal(reason: string, message: string, params?: Record<string, string | number | boolean>): RuleError {
  return new RuleError(ErrorCode.IllegalAction, message, reason, params);
}

function requirePhase(state: TurncoatState, type: TurncoatAction['type'], phase: TurncoatState['phase']): void {
  if (state.phase !== phase) {
    throw new RuleError(ErrorCode.NotYourTurn, `"${type}" is not what the table is doing now (${state.phase})`, 'wrong-phase', {
      phase: state.phase,
    });
  }
}

export function apply(state: TurncoatState, actor: Actor, action: TurncoatAction): void {
  if (actor === 'clock') throw new RuleError(ErrorCode.BadActor, 'Turncoat has no timed inputs', 'no-clock');
  switch (action.type) {
    case 'choose-mission':
      return chooseMission(state, actor, action.card);
    case 'commit':
      return commit(state, actor, action.card);
    case 'accuse':
      return accuse(state, actor, action.target);
  }
}

function chooseMission(state: TurncoatState, seat: Seat, card: Card): void {
  requirePhase(state, 'choose-mission', 'mission-choice');
  // Checked before the card, so that nobody but the leader can probe what the leader looked at.
  if (seat !== state.leader) throw new RuleError(ErrorCode.NotYourTurn, 'only the mission leader chooses the mission', 'not-leader');
  const looked = state.looked!;
  const at = looked.indexOf(card);
  if (at < 0) throw illegal('not-looked', `${card} is not one of the two cards you looked at`, { card });
  state.missionCard = card;
  state.faceDown = looked[1 - at]!;
  state.discard.push(state.faceDown);
  state.looked = null;
  state.phase = 'commit';
}

function commit(state: TurncoatState, seat: Seat, card: Card): void {
  requirePhase(state, 'commit', 'commit');
  if (state.commits[seat] !== null) throw new RuleError(ErrorCode.AlreadyActed, 'you already committed a card to this mission', 'already-committed');
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw illegal('not-in-hand', `${card} is not in your hand`, { card });
  hand.splice(at, 1);
  state.commits[seat] = card;
  if (state.commits.includes(null)) return;
  resolveMission(state, rngFrom(state.rng));
}

function accuse(state: TurncoatState, seat: Seat, target: Seat): void {
  // The turncoat's phone shows the same Accuse control; whatever the target, the answer is this one.
  if (isTurncoat(state, seat)) throw illegal('turncoat-cannot-accuse', 'a turncoat cannot accuse');
  if (!Number.isInteger(target) || target < 0 || target >= state.players) {
    throw illegal('no-such-seat', 'accuse a seat of this table', { seat: target });
  }
  if (target === seat) throw illegal('accuse-self', 'accuse another player, not yourself');
  state.accusation = seal({ by: seat, target });
  const turncoat = state.identities.indexOf('turncoat');
  let winner: Winner;
  let way: WinWay;
  if (turncoat < 0) [winner, way] = ['nobody', 'accusation-no-turncoat'];
  else if (target === turncoat) [winner, way] = ['loyal', 'accusation-right'];
  else [winner, way] = ['turncoat', 'accusation-wrong'];
  // The game ends at once. A mission in progress stays unresolved; its hidden commitments are never shown.
  state.result = seal({ winner, way });
  state.phase = 'over';
}

/** The seats on each side of the result. */
function winningSeats(identities: readonly Identity[], winner: Winner): Seat[] {
  switch (winner) {
    case 'everyone':
      return identities.map((_, seat) => seat);
    case 'nobody':
      return [];
    default:
      return identities.flatMap((identity, seat) => (identity === winner ? [seat] : []));
  }
}

export function outcome(state: TurncoatState): Outcome | null {
  if (state.result === null) return null;
  const { winner, way } = state.result;
  return { winner, way, winners: winningSeats(state.identities, winner) };
}
