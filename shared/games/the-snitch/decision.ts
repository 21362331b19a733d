import type { DecisionCue } from '../../engine/index.ts';
import type { SnitchView } from './view.ts';

/** A Snitch seat is asked something exactly when its view carries a prompt it has not answered. */
export const snitchDecision: DecisionCue<SnitchView> = {
  due: (view) => view?.you?.prompt != null && !view.you.done,
  // Every step of the game adds to the log or changes the phase.
  key: (view) => `${view.phase}:${view.log.length}`,
};
