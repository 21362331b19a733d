import type { DecisionCue } from '../../engine/index.ts';
import type { MoleView } from './view.ts';

/** A Mole seat is asked something exactly when its view carries a prompt. */
export const moleDecision: DecisionCue<MoleView> = {
  due: (view) => view?.you?.prompt != null,
  // A lock's proposal, vote and play each change the phase, the history or the locks.
  key: (view) => `${view.phase}:${view.lock}:${view.history.length}:${view.locks.length}`,
};
