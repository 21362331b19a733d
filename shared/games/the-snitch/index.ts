import { defineGame, type GameDefinition } from '../../engine/index.ts';
import { snitchHeuristicBot } from './bots.ts';
import { snitchCalculator } from './calculator.ts';
import { snitchMoments } from './moments.ts';
import { snitchReveal } from './reveal.ts';
import demoScript from './demo.json';
import { OPTION_SPECS, parseAction, parseDeal, parseOptions } from './options.ts';
import { apply, legalActions, outcome, pending, setup, timer } from './rules.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { SnitchAction, SnitchDeal, SnitchOptions, SnitchState } from './types.ts';
import { view, type SnitchView } from './view.ts';
import { snitchTurns } from './turns.ts';
import { snitchTips } from './tips.ts';

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

/**
 * The Snitch as the host and the tools know it (shared/games/index.ts lists it): its rules with its
 * bots, calculator, reveals and staged moments. Its test-only parts are in testing.ts.
 */
export const snitchGame = /*#__PURE__*/ defineGame({
  game: theSnitch,
  heuristic: snitchHeuristicBot,
  screens: true,
  calculator: snitchCalculator,
  phaseOf: (state) => state.phase,
  reveal: snitchReveal,
  moments: snitchMoments,
  seatViewBytes,
  turns: snitchTurns,
  tips: snitchTips,
  demo: demoScript,
});

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

/**
 * A hand and a stash have no fixed size in The Snitch, but their sizes are public (`handSizes`,
 * `stashSizes`), and so are the Binoculars looks (the record's `look` events, the look in
 * progress): a card costs at most 32 bytes in a seat's view (in the hand and in the prompt), a
 * stashed item 160 (in the stash and the prompt's items), a look 24 and each card looked at 16,
 * over about 200 bytes of the rest.
 */
function seatViewBytes(board: SnitchView): number {
  let most = 0;
  for (let seat = 0; seat < board.players; seat++) {
    let bytes = 32 * board.handSizes[seat]! + 160 * board.stashSizes[seat]!;
    for (const e of board.log) if (e.kind === 'look' && e.seat === seat) bytes += 24 + 16 * e.cards;
    if (board.looking?.seat === seat) bytes += 16 * board.looking.cards;
    most = Math.max(most, bytes);
  }
  return 320 + most;
}
