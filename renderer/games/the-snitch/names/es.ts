import type { names as english } from './en.ts';

/** The Snitch's names in Spanish (see en.ts). */
export const names: typeof english = {
  name: 'The Snitch',
  variants: { guard: 'El guardia empieza con', soap: 'El jabón empieza con', refusalWindowMs: 'Tiempo para rechazar', harder: 'Más difícil' },
  phases: {
    phone: {
      'first-plans': 'Primeros planes',
      turn: 'Turno',
      refusal: 'Rechazo',
      binoculars: 'Prismáticos',
      'new-plan': 'Nuevo plan',
      vote: 'Votación del arma',
      'tie-break': 'Desempate',
      shoot: 'El disparo',
      call: 'La fuga',
      add: 'La fuga',
      over: 'Fin de la partida',
    },
    board: {
      'first-plans': 'Todos eligen un primer plan',
      turn: 'Un turno',
      refusal: '¿Rechazar o aceptar?',
      binoculars: 'Prismáticos',
      'new-plan': 'Un plan nuevo',
      vote: '¿Quién se queda el arma?',
      'tie-break': 'Hay que desempatar',
      shoot: 'El disparo',
      call: 'La ruta de fuga',
      add: 'La ruta de fuga',
      over: 'Fin de la partida',
      reveal: 'Se resuelve un plan',
      escape: 'La fuga',
    },
  },
};
