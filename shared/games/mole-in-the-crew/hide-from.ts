// A testing helper, shared by the game's secrecy tests and the host's secrecy-at-the-wire suite
// (electron/host/proof): it names, for each viewer, everything that viewer may not know.
import { cloneJson, type Rng, type Seat, type Viewer } from '../../engine/index.ts';
import { knownMoles } from './deal.ts';
import type { MoleState } from './types.ts';

/**
 * Secrecy by indistinguishability: a view may only depend on what its viewer may know. So we
 * rewrite, in a copy of the state, everything the viewer may NOT know (other seats' roles and
 * budgets, hidden votes, hidden cards and who played them, hidden marks and the protection,
 * the Lookout's alibis, the Contact's list, the generator's future) and require the view to
 * come out identical. A view that read any of it would differ.
 */
export function hideFrom(state: MoleState, viewer: Viewer, rng: Rng): MoleState {
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
