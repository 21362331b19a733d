import type { GameScreens } from '../types.ts';
import { loadRulesText } from './rules/text.ts';
import { loadSnitchText } from './text.ts';

/** A screen of this game, with the game's words fetched beside it (they are a chunk of their own). */
const withWords = <M>(screen: Promise<M>): Promise<M> => Promise.all([screen, loadSnitchText()]).then(([module]) => module);

/** The Snitch's screens (see renderer/games/index.ts). */
export const snitchScreens: GameScreens = {
  id: 'the-snitch',

  // The TV board.
  board: () => withWords(import('./board/SnitchBoard.svelte')),

  // The host controls' summary panel.
  summary: () => withWords(import('./Summary.svelte')),

  // The phone.
  phone: () => withWords(import('./phone/SnitchPhone.svelte')),

  // The rules page and the phone's rules screen.
  rules: {
    text: loadRulesText,
    sheet: () => withWords(import('./rules/SheetFigures.svelte')),
    calculator: () => withWords(import('./rules/CalculatorResult.svelte')),
  },
};
