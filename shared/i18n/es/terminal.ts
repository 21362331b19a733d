import type { TerminalCatalog } from '../en/terminal.ts';

/** Spanish: the terminal's lines (see en/terminal.ts). */
export const terminal: TerminalCatalog = {
  hosting: (room: string, iface: string | null) => `Hideout aloja la sala ${room}${iface ? ` en ${iface}` : ''}.`,
  join: 'Los teléfonos se unen (misma wifi):',
  board: 'Tablero para la tele:',
  host: 'Controles del anfitrión (privado):',
  rules: 'Reglas y calculadora de reparto:',
  notBuilt: 'Las pantallas no están compiladas: ejecuta "npm run build" (npm run serve lo hace por ti).',
  mdns: (on: boolean) => `mDNS: ${on ? 'anunciando la mesa en la red local' : 'desactivado'}. Pulsa Ctrl+C para parar.`,
  closing: (signal: string) => `host: ${signal}: cerrando la mesa (el diario ya está en disco)`,
  closeFailed: 'host: no se pudo cerrar limpiamente:',
  fetchingElectron: 'Hideout: descargando Electron para el primer arranque…',
  noElectron:
    'Hideout: Electron no está disponible en este equipo (no se pudo descargar), así que la mesa funciona sin ventana: abre la dirección del tablero de abajo en un navegador de la tele.',
  errors: {
    needsValue: (flag: string) => `${flag} necesita un valor`,
    wholeNumber: (flag: string, min: number, max: number, text: string) => `${flag} debe ser un número entero de ${min} a ${max}, no "${text}"`,
    noGame: (game: string, games: string) => `no existe el juego "${game}"; juegos: ${games}`,
    unknownOption: (arg: string) => `opción desconocida "${arg}"`,
  },
  desktop: {
    table: 'Mesa',
    hostControls: 'Controles del anfitrión',
    quit: 'Salir',
    quitApp: 'Salir de Hideout',
    view: 'Ver',
    boardFullscreen: 'Tablero a pantalla completa',
    mute: 'Silenciar el tablero',
    edit: 'Editar',
    controlsTitle: 'Hideout — controles del anfitrión',
    startFailed: 'Hideout no pudo arrancar',
  },
  usage: {
    port: 'puerto en el que escuchar (por defecto 4747; uno libre si está ocupado; 0 para cualquiera)',
    dataDir: 'dónde se guardan la sala y los diarios de partida (por defecto: tu carpeta de datos de usuario)',
    game: (games: string) => `el juego con el que empieza la sala: ${games}`,
    iface: 'la interfaz de red (nombre o dirección IPv4) del enlace para unirse',
    noMdns: 'no anunciar la mesa en la red local',
    noTips: 'empezar con «enseñar jugando» apagado en todos los juegos (los controles del anfitrión pueden encenderlo)',
    botDelay: 'cuánto piensan los bots antes de actuar (por defecto 900)',
    turnPace: (min: number) => `los tiempos por turno a este porcentaje de su duración, de ${min} a 100 (por defecto 100; para pruebas y demostraciones)`,
    revealPace: (min: number) => `las revelaciones del tablero a este porcentaje de su tiempo real, de ${min} a 100 (por defecto 100; para pruebas y demostraciones)`,
    keepGames: (n: number) => `partidas terminadas que se guardan en el disco, las más recientes primero (por defecto ${n}; las más antiguas se borran al arrancar el anfitrión)`,
  },
};
