import type { TurnRules } from '../../engine/index.ts';
import { isSpy, scoreOf, suitOf } from './cards.ts';
import type { TurncoatAction, TurncoatState } from './types.ts';

/**
 * Turncoat's turn timers. The stand-in's rule, the same for every seat, turncoat included: the
 * leader keeps the first of the two cards looked at; a seat commits the card of its hand that
 * adds most to the mission (a card of the mission's suit first), never a spy while it holds
 * anything else, since a spy fails the mission. An accusation is never asked of anyone, so it
 * has no timer.
 */
const SECONDS: Readonly<Record<TurncoatState['phase'], number>> = { 'mission-choice': 60, commit: 60, over: 0 };

export const turncoatTurns: TurnRules<TurncoatState, TurncoatAction> = {
  seconds: (state) => SECONDS[state.phase],
  standIn(state, seat): TurncoatAction {
    if (state.phase === 'mission-choice') return { type: 'choose-mission', card: state.looked![0]! };
    const suit = suitOf(state.missionCard!);
    const hand = state.hands[seat]!;
    const rank = (card: (typeof hand)[number]): number => (isSpy(card) ? -100 : scoreOf(card, suit));
    const best = hand.reduce((top, card) => (rank(card) > rank(top) ? card : top), hand[0]!);
    return { type: 'commit', card: best };
  },
};
