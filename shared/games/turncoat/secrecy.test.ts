import { describe, expect, it } from 'vitest';
import { findLeak as findLeakIn } from '../../engine/testing/secrecy.ts';
import { cloneJson, playGame, randomBot, type Bot, type Rng, type Viewer } from '../../engine/index.ts';
import { heuristicDecision, turncoatHeuristicBot } from './bots.ts';
import { PLAY_DECK, type Card } from './cards.ts';
import { turncoat } from './index.ts';
import type { IdentityCard } from './table.ts';
import type { TurncoatAction, TurncoatOptions, TurncoatState } from './types.ts';
import type { TurncoatView } from './view.ts';

/**
 * Secrecy by indistinguishability: a view may only depend on what its viewer may know. So we
 * rewrite, in a copy of the state, everything the viewer may NOT know (the others' identities
 * and the removed identity cards until the end; the others' hands; the deck and its order; the
 * discard pile; the leader's looked-at cards and face-down discards; commitments in progress;
 * the generator) and require the view to come out identical. A view that read any of it would
 * differ.
 */
function hideFrom(state: TurncoatState, viewer: Viewer, rng: Rng): TurncoatState {
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

type ViewFn = (state: TurncoatState, viewer: Viewer) => TurncoatView;

const missionsOnlyBot: Bot<TurncoatAction, TurncoatView> = {
  id: 'missions-only',
  choose: (turn) => heuristicDecision(turn) ?? turn.rng.pick(turn.legal),
};

/** Plays games and checks every view at every step, the start and the end included; returns the first leak found, or null. */
const findLeak = (view: ViewFn, games: number, players: number, options: TurncoatOptions, bot: Bot<any, any>): string | null =>
  findLeakIn({ game: turncoat, view, hideFrom, games, players, options, bot });

const english: TurncoatOptions = { koreanIdentityDeck: false };
const korean: TurncoatOptions = { koreanIdentityDeck: true };

describe('Turncoat views carry only what their viewer may know', () => {
  const tables: [number, TurncoatOptions][] = [
    [2, english],
    [3, english],
    [4, english],
    [2, korean],
    [4, korean],
  ];
  for (const [players, options] of tables) {
    it(`no view depends on a hidden fact, at ${players} players ${JSON.stringify(options)}`, () => {
      expect(findLeak(turncoat.view, 15, players, options, missionsOnlyBot)).toBeNull();
      expect(findLeak(turncoat.view, 15, players, options, turncoatHeuristicBot)).toBeNull();
      expect(findLeak(turncoat.view, 30, players, options, randomBot)).toBeNull();
    });
  }

  it('the check catches a view that leaks (it can fail)', () => {
    const leaking = (leak: (s: TurncoatState, viewer: Viewer) => unknown): ViewFn => (state, viewer) =>
      ({ ...turncoat.view(state, viewer), leaked: leak(state, viewer) }) as TurncoatView;
    const cases: [string, ViewFn][] = [
      ['identities', leaking((s) => s.identities)],
      ['the removed identity cards', leaking((s) => s.removed)],
      ['the hands', leaking((s) => s.hands)],
      ['the next card of the deck', leaking((s) => s.deck[0])],
      ['the order of the discard pile', leaking((s) => s.discard)],
      ['the looked-at cards', leaking((s) => s.looked)],
      ['the face-down discards', leaking((s) => s.missions.map((m) => m.faceDown))],
      ['the commitments', leaking((s) => s.commits)],
      ['the generator', leaking((s) => s.rng[0])],
      // Subtler: the board's handSizes computed from the hands' content instead of their length.
      ['a count of spies in hands', leaking((s) => s.hands.map((h) => h.filter((c) => 'JQK'.includes(c[1]!)).length))],
    ];
    for (const [what, view] of cases) expect(findLeak(view, 5, 3, english, missionsOnlyBot), what).not.toBeNull();
  });

  it('the board and spectators never see an identity, a hand or a hidden card before the end, and see every identity after', () => {
    const played = playGame(turncoat, { players: 4, seed: 'board', bots: new Array(4).fill(missionsOnlyBot) });
    const state = played.state as TurncoatState;
    const board = turncoat.view(state, 'board');
    expect(board.you).toBeNull();
    expect(board.reveal?.identities).toEqual(state.identities);
    // The hands are not shown even now: the board is the same with the hands dealt around once more.
    const rotated = { ...state, hands: [...state.hands.slice(1), state.hands[0]!] };
    expect(turncoat.view(rotated, 'board')).toEqual(board);
    for (let seat = 0; seat < 4; seat++) expect(turncoat.view(state, seat).you!.hand).toEqual(state.hands[seat]);
  });
});
