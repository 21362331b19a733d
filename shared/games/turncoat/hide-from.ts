// A testing helper, shared by the game's secrecy tests and the host's secrecy-at-the-wire suite
// (electron/host/proof): it names, for each viewer, everything that viewer may not know.
import { cloneJson, type Rng, type Viewer } from '../../engine/index.ts';
import { PLAY_DECK, type Card } from './cards.ts';
import type { IdentityCard } from './table.ts';
import type { TurncoatState } from './types.ts';

/**
 * Secrecy by indistinguishability: a view may only depend on what its viewer may know. So we
 * rewrite, in a copy of the state, everything the viewer may NOT know (the others' identities
 * and the removed identity cards until the end; the others' hands; the deck and its order; the
 * discard pile; the leader's looked-at cards and face-down discards; commitments in progress;
 * the generator) and require the view to come out identical. A view that read any of it would
 * differ.
 */
export function hideFrom(state: TurncoatState, viewer: Viewer, rng: Rng): TurncoatState {
  const s = cloneJson(state);
  const me = viewer === 'board' ? -1 : viewer;
  const over = state.phase === 'over';

  if (!over) {
    // Identity cards the viewer has not seen: every other seat's and the removed ones.
    const others = [...Array(s.players).keys()].filter((seat) => seat !== me);
    const pool: IdentityCard[] = rng.shuffle([
      ...others.map((seat): IdentityCard => (state.identities[seat] === 'turncoat' ? 'joker' : '10')),
      ...state.removed,
    ]);
    const identities = [...state.identities];
    others.forEach((seat, i) => (identities[seat] = pool[i] === 'joker' ? 'turncoat' : 'loyal'));
    s.identities = identities;
    s.removed = pool.slice(others.length).sort((a, b) => (a === b ? 0 : a === '10' ? -1 : 1));
  }

  // Play cards the viewer has not seen, redistributed at random over the same hidden places.
  const leaderKnows = me === state.leader;
  const pool: Card[] = [...s.deck, ...s.discard];
  s.hands.forEach((hand, seat) => seat !== me && pool.push(...hand));
  s.commits.forEach((card, seat) => card !== null && seat !== me && pool.push(card));
  if (s.looked !== null && !leaderKnows) pool.push(...s.looked);
  rng.shuffle(pool);
  const take = (n: number): Card[] => pool.splice(0, n);
  s.deck = take(s.deck.length);
  s.discard = take(s.discard.length);
  s.hands = s.hands.map((hand, seat) => (seat === me ? hand : take(hand.length)));
  s.commits = s.commits.map((card, seat) => (card === null || seat === me ? card : take(1)[0]!));
  if (s.looked !== null && !leaderKnows) s.looked = take(s.looked.length);

  // Face-down discards are their leader's until the end.
  const anyCard = (): Card => PLAY_DECK[rng.int(PLAY_DECK.length)]!;
  if (!over) {
    s.missions = s.missions.map((m) => (m.leader === me ? m : { ...m, faceDown: anyCard() }));
    if (s.faceDown !== null && !leaderKnows) s.faceDown = anyCard();
  }
  s.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  return s;
}
