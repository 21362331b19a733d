import type { DecisionCue } from '../../engine/index.ts';
import type { TurncoatView } from './view.ts';

/**
 * A Turncoat seat is asked to choose the mission or commit a card when its prompt has a
 * decision (the prompt itself is always there during play, for the accusation control).
 */
export const turncoatDecision: DecisionCue<TurncoatView> = {
  due: (view) => view?.you?.prompt?.decision != null && !view.you.done,
  key: (view) => `${view.phase}:${view.missions.length}`,
};
