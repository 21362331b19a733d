import type { GameDefinition } from '../../engine/index.ts';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { TurncoatAction, TurncoatDeal, TurncoatOptions, TurncoatState } from './types.ts';
import { view, type TurncoatView } from './view.ts';

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

export type { Card, Suit, Rank } from './cards.ts';
export type { TurncoatAction, TurncoatDeal, TurncoatOptions, TurncoatState, Identity, MissionRecord } from './types.ts';
export type { TurncoatView, TurncoatSecret, TurncoatPrompt, TurncoatDecision, TurncoatReveal, AccuseControl, PublicMission, CurrentMission } from './view.ts';
