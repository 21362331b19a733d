import { seal, type Rng, type Seat } from '../../engine/index.ts';
import { isSpy, scoreOf, suitOf, valueOf, type Card } from './cards.ts';
import { draw } from './piles.ts';
import { LOOK_SIZE, MISSIONS_TO_WIN } from './table.ts';
import type { TurncoatState } from './types.ts';

export const leftOf = (state: TurncoatState, seat: Seat): Seat => (seat + 1) % state.players;

/**
 * A mission starts with the leader's look: cards come off the deck until the leader holds two
 * non-spies; each spy drawn on the way is discarded face up at once (public).
 */
export function startMission(state: TurncoatState, rng: Rng): void {
  const looked: Card[] = [];
  const spies: Card[] = [];
  while (looked.length < LOOK_SIZE) {
    const card = draw(state, rng);
    if (isSpy(card)) {
      state.discard.push(card);
      spies.push(card);
    } else {
      looked.push(card);
    }
  }
  state.phase = 'mission-choice';
  state.looked = looked;
  state.lookSpies = spies;
  state.missionCard = null;
  state.faceDown = null;
  state.commits.fill(null);
}

export interface Tally {
  total: number;
  spies: number;
  success: boolean;
}

/** Mission-suit cards add, all others subtract (spies 0); success needs the value and no spy. */
export function tally(missionCard: Card, cards: readonly Card[]): Tally {
  const suit = suitOf(missionCard);
  let total = 0;
  let spies = 0;
  for (const card of cards) {
    total += scoreOf(card, suit);
    if (isSpy(card)) spies++;
  }
  return { total, spies, success: total >= valueOf(missionCard) && spies === 0 };
}

/**
 * The last commitment is in: one card from the deck joins them face down, they are shuffled and
 * revealed, and who committed which is forgotten. The mission card and the revealed cards go to
 * the discard pile. Then the game ends, or everybody draws back to a full hand (the leader
 * first, then to the left) and the next leader, to the left, looks.
 */
export function resolveMission(state: TurncoatState, rng: Rng): void {
  const missionCard = state.missionCard!;
  const cards = state.commits as Card[];
  cards.push(draw(state, rng));
  rng.shuffle(cards);
  state.commits = new Array<Card | null>(state.players).fill(null);
  const { total, spies, success } = tally(missionCard, cards);
  const leader = state.leader;
  state.missions.push(
    seal({
      number: state.missions.length + 1,
      leader,
      card: missionCard,
      lookSpies: state.lookSpies,
      cards,
      total,
      spies,
      success,
      faceDown: state.faceDown!,
    }),
  );
  state.discard.push(missionCard, ...cards);
  state.missionCard = null;
  state.faceDown = null;
  state.lookSpies = [];
  if (success) state.successes += 1;
  else state.failures += 1;

  if (state.successes >= MISSIONS_TO_WIN || state.failures >= MISSIONS_TO_WIN) {
    const hasTurncoat = state.identities.includes('turncoat');
    state.phase = 'over';
    state.result = seal(
      state.successes >= MISSIONS_TO_WIN
        ? { winner: hasTurncoat ? 'loyal' : 'everyone', way: 'successes' }
        : { winner: hasTurncoat ? 'turncoat' : 'nobody', way: 'failures' },
    );
    return;
  }
  for (let i = 0; i < state.players; i++) state.hands[(leader + i) % state.players]!.push(draw(state, rng));
  state.leader = leftOf(state, leader);
  startMission(state, rng);
}
