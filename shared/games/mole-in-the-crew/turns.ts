import type { Seat, TurnRules } from '../../engine/index.ts';
import { teamSize } from './rules.ts';
import type { MoleAction, MoleState } from './types.ts';

/**
 * Mole in the Crew's turn timers. The stand-in's rule for each decision is one fixed rule, the
 * same for every role: the Boss proposes themself and the players to their left; a vote
 * approves; a mission card is Clean, the card everyone may play; at the Getaway the seat marks
 * (and, asked to, protects) the player to its left.
 */
const SECONDS: Readonly<Record<MoleState['phase'], number>> = { propose: 120, vote: 60, mission: 45, getaway: 120, over: 0 };

export const moleTurns: TurnRules<MoleState, MoleAction> = {
  seconds: (state) => SECONDS[state.phase],
  standIn(state, seat): MoleAction {
    const left = (s: Seat, by = 1): Seat => (s + by) % state.players;
    switch (state.phase) {
      case 'propose':
        return { type: 'propose', team: Array.from({ length: teamSize(state.players, state.lock) }, (_, i) => left(seat, i)) };
      case 'vote':
        return { type: 'vote', approve: true };
      case 'getaway':
        return state.roles[seat] === 'driver' ? { type: 'getaway', mark: left(seat), protect: left(seat) } : { type: 'getaway', mark: left(seat) };
      default:
        return { type: 'play', card: 'clean' };
    }
  },
};
