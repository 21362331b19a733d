import type { GameMoments } from '../../engine/moments.ts';

/** The Snitch's discussion moments: the first plans, each turn, and before the weapon vote. */
export const snitchMoments: GameMoments = {
  discussion: ['first-plans', 'turn', 'vote'],
};
