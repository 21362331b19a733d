import { defineGame, type GameDefinition } from '../../engine/index.ts';
import { moleHeuristicBot } from './bots.ts';
import { moleCalculator } from './calculator.ts';
import { moleMoments } from './moments.ts';
import { moleReveal } from './reveal.ts';
import demoScript from './demo.json';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { MoleAction, MoleDeal, MoleOptions, MoleState } from './types.ts';
import { view, views, type MoleView } from './view.ts';
import { moleTurns } from './turns.ts';
import { moleTips } from './tips.ts';

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

/**
 * Mole in the Crew as the host and the tools know it (shared/games/index.ts lists it): its rules with its
 * bots, calculator, reveals and staged moments. Its test-only parts are in testing.ts.
 */
export const moleGame = /*#__PURE__*/ defineGame({
  game: moleInTheCrew,
  heuristic: moleHeuristicBot,
  screens: true,
  calculator: moleCalculator,
  phaseOf: (state) => state.phase,
  reveal: moleReveal,
  moments: moleMoments,
  // A seat's own part is bounded by the rules (a role, at most five alibis, a prompt): about 200 bytes.
  seatViewBytes: () => 384,
  turns: moleTurns,
  tips: moleTips,
  demo: demoScript,
});

export type { MoleAction, MoleDeal, MoleOptions, MoleState } from './types.ts';
export type { MoleView, MoleSecret, MolePrompt, MoleReveal } from './view.ts';
