import type { names as english } from './en.ts';

/** Mole in the Crew's names in Spanish (see en.ts). */
export const names: typeof english = {
  name: 'Mole in the Crew',
  variants: { quick: 'Partida rápida', vault: 'Cámara acorazada', advancedSnitch: 'Soplón avanzado' },
  phases: {
    phone: { propose: 'Propuesta', vote: 'Votación', mission: 'Misión', getaway: 'Huida', over: 'Fin de la partida' },
    board: {
      propose: 'El Capo elige un equipo',
      vote: 'Todos votan',
      mission: 'El equipo juega sus cartas',
      getaway: 'La Huida',
      over: 'Fin de la partida',
    },
  },
};
