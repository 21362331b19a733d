import { describe, expect, it } from 'vitest';
import { findLeak as findLeakIn } from '../../engine/testing/secrecy.ts';
import { hideFrom } from './hide-from.ts';
import { playGame, randomBot, type Bot, type GameDefinition, type Viewer } from '../../engine/index.ts';
import { moleHeuristicBot } from './bots.ts';
import { moleInTheCrew } from './index.ts';
import type { MoleOptions, MoleState } from './types.ts';
import type { MoleView } from './view.ts';

// hideFrom (./hide-from.ts) rewrites what a viewer may not know; a view must not change with it.
type ViewFn = (state: MoleState, viewer: Viewer) => MoleView;

/** Plays games and checks every view at every step; returns the first leak found, or null. */
const findLeak = (view: ViewFn, games: number, players: number, options: MoleOptions, bot: Bot<any, any>): string | null =>
  // After the end everything is revealed, so only running games are checked.
  findLeakIn({ game: moleInTheCrew, view, hideFrom, games, players, options, bot, skip: (s: MoleState) => s.phase === 'over' });

const classic: MoleOptions = { quick: false, vault: false, advancedSnitch: false };

describe('Mole in the Crew views carry only what their viewer may know', () => {
  const tables: [number, MoleOptions][] = [
    [5, classic],
    [6, { ...classic, advancedSnitch: true }],
    [7, { ...classic, vault: true }],
    [8, classic],
    [10, classic],
    [9, { ...classic, quick: true }],
  ];
  for (const [players, options] of tables) {
    it(`no view depends on a hidden fact, at ${players} players ${JSON.stringify(options)}`, () => {
      expect(findLeak(moleInTheCrew.view, 40, players, options, randomBot)).toBeNull();
      expect(findLeak(moleInTheCrew.view, 40, players, options, moleHeuristicBot)).toBeNull();
    });
  }

  it('the check catches a view that leaks (it can fail)', () => {
    const leakyRoles: ViewFn = (state, viewer) => ({ ...moleInTheCrew.view(state, viewer), leaked: state.roles }) as MoleView;
    expect(findLeak(leakyRoles, 2, 7, classic, randomBot)).not.toBeNull();
    const leakyVotes: ViewFn = (state, viewer) => ({ ...moleInTheCrew.view(state, viewer), leaked: state.votes }) as MoleView;
    expect(findLeak(leakyVotes, 2, 7, classic, randomBot)).not.toBeNull();
    const leakyCards: ViewFn = (state, viewer) => ({ ...moleInTheCrew.view(state, viewer), leaked: state.plays }) as MoleView;
    expect(findLeak(leakyCards, 5, 7, classic, randomBot)).not.toBeNull();
    const leakyRng: ViewFn = (state, viewer) => ({ ...moleInTheCrew.view(state, viewer), leaked: state.rng[0] }) as MoleView;
    expect(findLeak(leakyRng, 1, 7, classic, randomBot)).not.toBeNull();
  });

  it('the board and spectators never see a role, a budget or a hidden choice before the end', () => {
    const game: GameDefinition<MoleState, unknown, unknown, unknown, MoleView> = moleInTheCrew as never;
    const played = playGame(game, { players: 8, seed: 'board', bots: new Array(8).fill(randomBot) });
    expect(played.outcome).not.toBeNull();
    const state = played.state as MoleState;
    const board = moleInTheCrew.view(state, 'board');
    expect(board.you).toBeNull();
    expect(board.reveal?.roles).toEqual(state.roles);
  });
});
