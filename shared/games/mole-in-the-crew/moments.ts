import type { GameMoments } from '../../engine/moments.ts';

/**
 * Mole in the Crew's staged moments: the table talks while the Boss picks and before the team
 * vote (the host may put a countdown on either), and the Boss's picks show on the TV as drafted.
 */
export const moleMoments: GameMoments = {
  discussion: ['propose', 'vote'],
  draft: ['propose'],
};
