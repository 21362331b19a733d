// What the rules let each viewer see, for the host's secrecy-at-the-wire suite
// (electron/host/proof/wire-check.ts), reached through the games' registry.
import type { SecrecyRules } from '../../engine/testing/secrecy.ts';
import { hideFrom } from './hide-from.ts';
import { ROLES, sideOf, type MoleState } from './types.ts';

export const moleSecrecy: SecrecyRules<MoleState> = {
  // Roles and sides by name; which seat voted or played what is checked by the exactness and
  // rewriting checks.
  universe: new Set<string>([...ROLES, 'moles']),
  *shown(s, viewer) {
    if (s.phase === 'over') {
      yield* ROLES;
      yield 'moles';
      return;
    }
    if (viewer === 'board') return;
    yield s.roles[viewer]!;
    yield sideOf(s.roles[viewer]!);
  },
  hideFrom,
  skipB: (s) => s.phase === 'over',
};
