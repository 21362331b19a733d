import type { CommonCatalog } from '../en/common.ts';
import { plural } from '../plural.ts';

/** Spanish: the strings both screens use (see en/common.ts). */
export const common: CommonCatalog = {
  app: 'Hideout',
  language: 'Idioma',
  languages: { en: 'English', es: 'Español', ko: '한국어' },
  connection: {
    connecting: 'Conectando con la mesa…',
    offline: 'Conexión perdida: reconectando…',
    hostGone: 'El anfitrión se ha detenido. Esperando a que vuelva…',
    kicked: 'El anfitrión te ha quitado de la mesa.',
    replaced: 'Tu asiento pasó a otro teléfono.',
    elsewhere: 'Tu asiento se abrió en otra pantalla (otra pestaña, o este teléfono al recargar).',
    retry: 'Reintentar',
  },
  errors: {
    generic: 'Eso no ha funcionado.',
    codeLabel: (code: string) => `código ${code}`,
    byCode: {
      BAD_NAME: 'Ese nombre no vale: de 1 a 20 letras, sin caracteres especiales.',
      TABLE_FULL: 'Todos los asientos están ocupados. Aún puedes mirar.',
      NOT_IN_LOBBY: 'Hay una partida en juego: podrás unirte cuando termine.',
      NOT_YOUR_TURN: 'Ahora no es tu turno.',
      ALREADY_ACTED: 'Ya has elegido.',
      ILLEGAL_ACTION: 'Las reglas no lo permiten.',
      BAD_PLAYER_COUNT: 'No es el número de jugadores adecuado para este juego.',
      BAD_OPTIONS: 'Esas opciones no encajan con esta mesa.',
      NOT_ALLOWED: 'Solo el anfitrión o el VIP pueden hacerlo.',
      RATE_LIMITED: 'Demasiado rápido: ve un poco más despacio.',
      STORAGE_FAILED: 'El anfitrión no pudo guardarlo, así que no cambió nada. Avisa a quien lleva el portátil.',
      BAD_TOKEN: 'Ese enlace ya no es válido.',
    },
  },
  games: {
    'mole-in-the-crew': 'Mole in the Crew',
    turncoat: 'Turncoat',
    'the-snitch': 'The Snitch',
  },
  variants: {
    'mole-in-the-crew': { quick: 'Partida rápida', vault: 'Cámara acorazada', advancedSnitch: 'Soplón avanzado' },
    turncoat: { koreanIdentityDeck: 'Mazo de identidades coreano' },
    'the-snitch': { guard: 'El guardia empieza con', soap: 'El jabón empieza con', refusalWindowMs: 'Tiempo para rechazar', harder: 'Más difícil' },
  },
  players: (lang: string, n: number) => plural(lang, n, { one: '# jugador', other: '# jugadores' }),
  mole: {
    roles: {
      mole: 'Topo',
      snitch: 'Soplón',
      contact: 'Contacto',
      double: 'Doble',
      lookout: 'Vigía',
      driver: 'Chófer',
      crew: 'Miembro de la Banda',
    },
    sides: { crew: 'Banda', moles: 'Topos' },
    cards: { clean: 'Limpia', sabotage: 'Sabotaje' },
    lockOpen: 'Abierta',
    lockBlown: 'Saltada',
    byPatrol: 'por la Patrulla',
    lock: (n: number) => `Cerradura ${n}`,
    ways: {
      locks: 'Los Topos hicieron saltar suficientes cerraduras.',
      patrol: 'La última cerradura saltó por la Patrulla.',
      'getaway-found': 'Los Topos encontraron al Contacto en la Huida.',
      'getaway-void': 'El Chófer protegió al acusado: la acusación se anula.',
      'getaway-escaped': 'Los Topos acusaron a quien no era: la Banda escapa.',
    },
    winner: { crew: 'Gana la Banda', moles: 'Ganan los Topos' },
  },
};
