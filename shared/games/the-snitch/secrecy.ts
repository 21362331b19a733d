// What the rules let each viewer see, for the host's secrecy-at-the-wire suite
// (electron/host/proof/wire-check.ts), reached through the games' registry.
import type { SecrecyRules } from '../../engine/testing/secrecy.ts';
import { ALL_CARDS } from './cards.ts';
import { hideFrom } from './hide-from.ts';
import type { SnitchState } from './types.ts';

export const snitchSecrecy: SecrecyRules<SnitchState> = {
  universe: new Set<string>(ALL_CARDS),
  *shown(s, viewer) {
    if (s.phase === 'over') {
      yield* ALL_CARDS;
      return;
    }
    for (const r of s.resolutions) yield* r.cards;
    if (s.escapeResult !== null) yield* s.escapeResult.cards;
    if (viewer === 'board') return;
    yield* s.hands[viewer]!;
    yield* s.stashes[viewer]!;
    const plan = s.plans[viewer];
    if (plan != null) yield plan.card;
    const first = s.firstPlans[viewer];
    if (first != null) yield first;
    for (const look of s.looks[viewer]!) yield* look.cards;
    if (s.looking !== null && s.looking.seat === viewer) yield* s.looking.cards;
  },
  hideFrom,
  // During the escape with an empty accomplice deck, who can still be called is public by the rules.
  skipB: (s) => (s.phase === 'call' || s.phase === 'add') && s.accomplice.length === 0,
};
