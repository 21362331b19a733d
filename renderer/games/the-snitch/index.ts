import type { GameScreens } from '../types.ts';

/** The Snitch's screens (see renderer/games/index.ts). */
export const snitchScreens: GameScreens = {
  id: 'the-snitch',

  // The TV board.
  board: () => import('./board/SnitchBoard.svelte'),

  // The host controls' summary panel.
  summary: () => import('./Summary.svelte'),

  // The phone.
  phone: () => import('./phone/SnitchPhone.svelte'),

  // The rules page and the phone's rules screen.
  rules: {
    sheet: () => import('./rules/SheetFigures.svelte'),
    calculator: () => import('./rules/CalculatorResult.svelte'),
  },
};
