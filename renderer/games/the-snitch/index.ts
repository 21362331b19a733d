import type { GameScreens } from '../types.ts';

/** The Snitch's screens (see renderer/games/index.ts). */
export const snitchScreens: GameScreens = {
  id: 'the-snitch',

  // The TV board.
  board: () => import('./board/SnitchBoard.svelte'),

  // The host controls' summary panel.
  summary: () => import('./Summary.svelte'),

  // The phone.
  phone: () => import('../../player/snitch/SnitchPhone.svelte'),
};
