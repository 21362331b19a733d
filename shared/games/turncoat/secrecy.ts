// What the rules let each viewer see, for the host's secrecy-at-the-wire suite
// (electron/host/proof/wire-check.ts), reached through the games' registry.
import type { SecrecyRules } from '../../engine/testing/secrecy.ts';
import { PLAY_DECK } from './cards.ts';
import { hideFrom } from './hide-from.ts';
import type { TurncoatState } from './types.ts';

export const turncoatSecrecy: SecrecyRules<TurncoatState> = {
  // Card ids only: "turncoat" is also the game's id, so identities are left to the exactness and
  // rewriting checks.
  universe: new Set<string>(PLAY_DECK),
  *shown(s, viewer) {
    for (const m of s.missions) {
      yield m.card;
      yield* m.lookSpies;
      yield* m.cards;
      if (s.phase === 'over' || m.leader === viewer) yield m.faceDown;
    }
    if (s.missionCard !== null) yield s.missionCard;
    yield* s.lookSpies;
    if (s.faceDown !== null && (s.phase === 'over' || s.leader === viewer)) yield s.faceDown;
    if (viewer === 'board') return;
    // Hands stay hidden even at the end (docs/rulings.md).
    yield* s.hands[viewer]!;
    const committed = s.commits[viewer];
    if (committed != null) yield committed;
    if (s.phase === 'mission-choice' && s.leader === viewer && s.looked !== null) yield* s.looked;
  },
  hideFrom,
};
