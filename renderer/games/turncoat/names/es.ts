import type { names as english } from './en.ts';

/** Turncoat's names in Spanish (see en.ts). */
export const names: typeof english = {
  name: 'Turncoat',
  variants: { koreanIdentityDeck: 'Mazo de identidades coreano' },
  phases: {
    phone: { 'mission-choice': 'Elección de misión', commit: 'Juega una carta', over: 'Fin de la partida' },
    board: { 'mission-choice': 'El líder elige la misión', commit: 'Todos juegan una carta boca abajo', over: 'Fin de la partida' },
  },
};
