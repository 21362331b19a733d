import { describe, expect, it } from 'vitest';
import { findLeak as findLeakIn } from '../../engine/testing/secrecy.ts';
import { hideFrom } from './hide-from.ts';
import { playGame, randomBot, type Bot, type Viewer } from '../../engine/index.ts';
import { heuristicDecision, turncoatHeuristicBot } from './bots.ts';
import { turncoat } from './index.ts';
import type { TurncoatAction, TurncoatOptions, TurncoatState } from './types.ts';
import type { TurncoatView } from './view.ts';

// hideFrom (./hide-from.ts) rewrites what a viewer may not know; a view must not change with it.
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
