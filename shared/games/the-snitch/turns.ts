import type { TurnRules } from '../../engine/index.ts';
import type { SnitchAction, SnitchState } from './types.ts';

/**
 * The Snitch's turn timers. The stand-in's rule for each decision, the same for every seat,
 * snitch or not: a plan is the first accomplice card of the hand; a turn draws from the
 * interrogation deck; Binoculars put the cards back as they were; a weapon vote names oneself; a
 * tie is broken for the first tied seat; the weapon shoots nobody; the escape is called for the
 * first seat the rules offer, and a called player adds the top accomplice card unseen. The
 * refusal window has no turn timer: the game's own clock closes it.
 */
const SECONDS: Readonly<Record<SnitchState['phase'], number>> = {
  'first-plans': 90,
  'new-plan': 90,
  turn: 60,
  refusal: 0,
  binoculars: 45,
  vote: 60,
  'tie-break': 45,
  shoot: 60,
  call: 45,
  add: 45,
  over: 0,
};

export const snitchTurns: TurnRules<SnitchState, SnitchAction> = {
  seconds: (state) => SECONDS[state.phase],
  standIn(state, seat): SnitchAction | null {
    switch (state.phase) {
      case 'turn':
        return { type: 'draw' };
      case 'binoculars':
        return { type: 'reorder', order: [...state.looking!.cards] };
      case 'vote':
        return { type: 'vote', seat };
      case 'shoot':
        return { type: 'shoot', target: null };
      case 'add':
        return { type: 'add-top' };
      default:
        // A plan, a tie, a call: the first the rules list.
        return null;
    }
  },
};
