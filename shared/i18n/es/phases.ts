// Each game's phase names: the phone's header and the board's title. Apart from the games'
// catalogs so that a language's common chunk carries them without every game's words.
import type { snitchPhases as EnglishSnitchPhases } from '../en/phases.ts';
import type { turncoatPhases as EnglishTurncoatPhases } from '../en/phases.ts';
export const turncoatPhases: typeof EnglishTurncoatPhases = {
    phone: { 'mission-choice': 'Elección de misión', commit: 'Juega una carta', over: 'Fin de la partida' },
    board: { 'mission-choice': 'El líder elige la misión', commit: 'Todos juegan una carta boca abajo', over: 'Fin de la partida' },
  };
export const snitchPhases: typeof EnglishSnitchPhases = {
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
  };
