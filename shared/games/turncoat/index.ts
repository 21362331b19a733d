import { defineGame, type GameDefinition } from '../../engine/index.ts';
import { turncoatHeuristicBot } from './bots.ts';
import { turncoatCalculator } from './calculator.ts';
import { turncoatMoments } from './moments.ts';
import { turncoatReveal } from './reveal.ts';
import demoScript from './demo.json';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { TurncoatAction, TurncoatDeal, TurncoatOptions, TurncoatState } from './types.ts';
import { view, type TurncoatView } from './view.ts';
import { turncoatTurns } from './turns.ts';
import { turncoatTips } from './tips.ts';

export const turncoat: GameDefinition<TurncoatState, TurncoatAction, TurncoatOptions, TurncoatDeal, TurncoatView> = {
  id: 'turncoat',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  optionSpecs: OPTION_SPECS,
  parseOptions,
  parseDeal,
  parseAction,
  setup,
  pending,
  legalActions,
  apply,
  view,
  outcome,
};

/**
 * Turncoat as the host and the tools know it (shared/games/index.ts lists it): its rules with its
 * bots, calculator, reveals and staged moments. Its test-only parts are in testing.ts.
 */
export const turncoatGame = /*#__PURE__*/ defineGame({
  game: turncoat,
  heuristic: turncoatHeuristicBot,
  screens: true,
  calculator: turncoatCalculator,
  phaseOf: (state) => state.phase,
  reveal: turncoatReveal,
  moments: turncoatMoments,
  // Five cards in hand, at most five face-down discards (nine missions), a prompt: about 400 bytes.
  seatViewBytes: () => 640,
  turns: turncoatTurns,
  tips: turncoatTips,
  demo: demoScript,
});

export type { Card, Suit, Rank } from './cards.ts';
export type { TurncoatAction, TurncoatDeal, TurncoatOptions, TurncoatState, Identity, MissionRecord } from './types.ts';
export type { TurncoatView, TurncoatSecret, TurncoatPrompt, TurncoatDecision, TurncoatReveal, AccuseControl, PublicMission, CurrentMission } from './view.ts';
