import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';

/**
 * Identifies the decision in front of the table: it changes whenever a new choice is asked
 * (new game, phase, lock or proposal), so a phone's half-made choice never leaks into the next.
 */
export function decisionKey(gameNumber: number, view: MoleView): string {
  return `${gameNumber}:${view.phase}:${view.lock}:${view.history.length}:${view.locks.length}`;
}
