import type { GameMoments } from '../../engine/moments.ts';

/** Turncoat's discussion moments: while the leader chooses a mission, and before the cards are played. */
export const turncoatMoments: GameMoments = {
  discussion: ['mission-choice', 'commit'],
};
