import type { GameScreens } from '../types.ts';

/** Turncoat's screens (see renderer/games/index.ts). */
export const turncoatScreens: GameScreens = {
  id: 'turncoat',

  // The TV board.
  board: () => import('./board/TurncoatBoard.svelte'),

  // The host controls' summary panel.
  summary: () => import('./Summary.svelte'),

  // The phone.
  phone: () => import('./phone/TurncoatPhone.svelte'),

  // The rules page and the phone's rules screen.
  rules: {
    sheet: () => import('./rules/SheetFigures.svelte'),
    calculator: () => import('./rules/CalculatorResult.svelte'),
  },
};
