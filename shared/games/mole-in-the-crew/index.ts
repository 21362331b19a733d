import type { GameDefinition } from '../../engine/index.ts';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { MoleAction, MoleDeal, MoleOptions, MoleState } from './types.ts';
import { view, views, type MoleView } from './view.ts';

export const moleInTheCrew: GameDefinition<MoleState, MoleAction, MoleOptions, MoleDeal, MoleView> = {
  id: 'mole-in-the-crew',
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
  views,
  outcome,
};

export type { MoleAction, MoleDeal, MoleOptions, MoleState } from './types.ts';
export type { MoleView, MoleSecret, MolePrompt, MoleReveal } from './view.ts';
