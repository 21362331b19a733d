import type { GameScreens } from '../types.ts';
import { loadRulesText } from './rules/text.ts';

/** Mole in the Crew's screens (see renderer/games/index.ts). */
export const moleScreens: GameScreens = {
  id: 'mole-in-the-crew',

  // The TV board.
  board: () => import('./board/MoleBoard.svelte'),

  // The host controls' summary panel.
  summary: () => import('./Summary.svelte'),

  // The phone.
  phone: () => import('./phone/MolePhone.svelte'),

  // The rules page and the phone's rules screen.
  rules: {
    text: loadRulesText,
    onScreen: () => import('./DealSection.svelte'),
    sheet: () => import('./DealSection.svelte'),
    calculator: () => import('./rules/CalculatorResult.svelte'),
    cards: () => import('./rules/RoleCards.svelte'),
  },
};
