import type { GameScreens } from '../types.ts';

/** Turncoat's screens (see renderer/games/index.ts). */
export const turncoatScreens: GameScreens = {
  id: 'turncoat',

  // The TV board.
  board: () => import('./board/TurncoatBoard.svelte'),

  // The host controls' summary panel.
  summary: () => import('./Summary.svelte'),

  // The phone.
  phone: () => import('../../player/turncoat/TurncoatPhone.svelte'),
};
