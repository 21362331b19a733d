import { describe, expect, it } from 'vitest';
import { findLeak as findLeakIn } from '../../engine/testing/secrecy.ts';
import { cloneJson, playGame, randomBot, type Bot, type GameDefinition, type Rng, type Seat, type Viewer } from '../../engine/index.ts';
import { moleHeuristicBot } from './bots.ts';
import { knownMoles } from './deal.ts';
import { moleInTheCrew } from './index.ts';
import type { MoleOptions, MoleState } from './types.ts';
import type { MoleView } from './view.ts';

/**
 * Secrecy by indistinguishability: a view may only depend on what its viewer may know. So we
 * rewrite, in a copy of the state, everything the viewer may NOT know (other seats' roles and
 * budgets, hidden votes, hidden cards and who played them, hidden marks and the protection,
 * the Lookout's alibis, the Contact's list, the generator's future) and require the view to
 * come out identical. A view that read any of it would differ.
 */
function hideFrom(state: MoleState, viewer: Viewer, rng: Rng): MoleState {
  const s = cloneJson(state);
  const me = viewer === 'board' ? -1 : viewer;
  const myRole = me >= 0 ? state.roles[me] : undefined;
  // Seats whose role the viewer knows: itself, and the Moles it sees.
  const fixed = new Set<Seat>(me >= 0 ? [me, ...knownMoles(state.roles, me)] : []);
  const movable = [...Array(s.players).keys()].filter((seat) => !fixed.has(seat));
  const shuffled = rng.shuffle([...movable]);
  const roles = [...s.roles];
  const budgets = [...s.budgets];
  movable.forEach((seat, i) => {
    roles[seat] = state.roles[shuffled[i]!]!;
    budgets[seat] = state.budgets[shuffled[i]!]!;
  });
  s.roles = roles;
  s.budgets = budgets.map((b, seat) => (fixed.has(seat) ? b : rng.int(3)));
  // Hidden choices in progress: keep only whether each was made, and the viewer's own.
  s.votes = s.votes.map((v, seat) => (v === null || seat === me ? v : rng.int(2) === 1));
  s.plays = s.plays.map((p, seat) => (p === null || seat === me ? p : rng.pick(['clean', 'sabotage'] as const)));
  s.marks = s.marks.map((m, seat) => (m === null || seat === me ? m : (seat + 1 + rng.int(s.players - 1)) % s.players));
  if (myRole !== 'driver' && s.protect !== null) s.protect = (s.protect + 1 + rng.int(s.players - 1)) % s.players;
  if (myRole !== 'contact') s.suspects = rng.shuffle([...s.suspects.map((x) => (x + rng.int(s.players)) % s.players)]);
  if (myRole !== 'lookout') s.alibis = s.alibis.map((a) => ({ ...a, seat: rng.int(s.players) }));
  s.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  return s;
}

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
