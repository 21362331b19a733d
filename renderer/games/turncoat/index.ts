import type { GameScreens } from '../types.ts';
import { loadRulesText } from './rules/text.ts';
import { loadTurncoatText } from './text.ts';

/** A screen of this game, with the game's words fetched beside it (they are a chunk of their own). */
const withWords = <M>(screen: Promise<M>): Promise<M> => Promise.all([screen, loadTurncoatText()]).then(([module]) => module);

/** Turncoat's screens (see renderer/games/index.ts). */
export const turncoatScreens: GameScreens = {
  id: 'turncoat',

  // The TV board.
  board: () => withWords(import('./board/TurncoatBoard.svelte')),

  // The host controls' summary panel.
  summary: () => withWords(import('./Summary.svelte')),

  // The phone.
  phone: () => withWords(import('./phone/TurncoatPhone.svelte')),

  // The rules page and the phone's rules screen.
  rules: {
    text: loadRulesText,
    sheet: () => withWords(import('./rules/SheetFigures.svelte')),
    calculator: () => withWords(import('./rules/CalculatorResult.svelte')),
  },
};
