import type { GameDefinition } from '../../engine/index.ts';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup, timer } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { SnitchAction, SnitchDeal, SnitchOptions, SnitchState } from './types.ts';
import { view, type SnitchView } from './view.ts';

export const theSnitch: GameDefinition<SnitchState, SnitchAction, SnitchOptions, SnitchDeal, SnitchView> = {
  id: 'the-snitch',
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
  timer,
};

export type { Card, Item, Required, AccompliceCard, NameSpec } from './cards.ts';
export type {
  SnitchAction,
  SnitchDeal,
  SnitchOptions,
  SnitchState,
  SnitchEvent,
  SeatChoice,
  PlanFace,
  Resolution,
  VoteResult,
  EscapeAdd,
  EscapeResult,
  Winner,
  WinWay,
} from './types.ts';
export type { SnitchView, SnitchSecret, SnitchPrompt, SnitchReveal, PublicPlan, ItemChoice, HistoryEntry } from './view.ts';
