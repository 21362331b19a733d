import type { PhoneCatalog } from '../en/phone.ts';
import { plural } from '../plural.ts';

/** Spanish: the phone's strings (see en/phone.ts). Words follow the Spanish rules sheet. */
export const phone: PhoneCatalog = {
  connecting: 'Conectando con la mesa…',
  dealing: 'Repartiendo las cartas…',
  unsupportedGame: (game: string) => `Este teléfono todavía no puede jugar a ${game}. Mira la tele.`,
  dismiss: 'Cerrar',
  reveal: {
    title: 'Mira la tele',
    body: 'El resultado se está mostrando allí.',
    phase: 'En la tele',
  },

  live: {
    region: 'Avisos',
    yourTurn: (what: string) => `Tu turno: ${what}`,
    voted: (approved: boolean, yes: number, no: number) => `${approved ? 'Equipo aprobado' : 'Equipo rechazado'} ${yes}–${no}`,
    lock: (lock: number, open: boolean) => `Cerradura ${lock} ${open ? 'abierta' : 'saltada'}`,
    mission: (n: number, success: boolean) => `Misión ${n}: ${success ? 'éxito' : 'fracaso'}`,
    secretToggle: 'Mostrar mi carta secreta',
    secretNote: 'Secreto, solo para ti:',
  },

  name: {
    title: 'Únete a la mesa',
    intro: 'Elige el nombre que los demás verán en la tele.',
    label: 'Tu nombre',
    placeholder: 'p. ej. Ana',
    lang: 'Idioma',
    join: 'Unirme',
    watch: 'Solo mirar',
  },

  header: {
    watching: 'Mirando',
    rulesLabel: 'Abrir las reglas',
    notesLabel: 'Mis notas',
    recordLabel: 'Lo que ha pasado',
    lobby: 'Sala',
    status: {
      online: 'Conectado',
      connecting: 'Conectando',
      offline: 'Sin conexión',
      closed: 'Desconectado',
    },
  },


  notes: {
    title: 'Mis notas',
    intro: 'Solo en este teléfono: nadie más las ve, ni siquiera el anfitrión. Se borran cuando empieza la siguiente partida.',
    marks: { trust: 'Confío', unsure: 'Dudo', suspect: 'Sospecho' },
    markGroup: (name: string) => `Qué piensas de ${name}`,
    textLabel: (name: string) => `Una nota sobre ${name}`,
    placeholder: 'Lo que dijo o hizo',
    done: 'Listo',
    nobody: 'Aún no hay nadie más en la mesa.',
  },

  tips: {
    title: 'Primera partida: este paso',
    done: 'Entendido',
  },
  record: {
    title: 'Lo que ha pasado',
    nothing: 'Todavía no ha pasado nada.',
    failed: 'No se pudo cargar el historial. Revisa la conexión y ábrelo de nuevo.',
  },
  trouble: {
    cannotOpenTitle: 'Este teléfono llegó a la mesa pero no consigue mantener la conexión en vivo',
    cannotOpenTips: [
      'Si la wifi mostró una página de acceso, complétala y recarga esta página.',
      'Desactiva cualquier VPN, retransmisión privada o ahorro de datos en este teléfono.',
      'Conéctate a la misma wifi que el portátil, no a una red de invitados.',
      'Si sigue sin funcionar, pide al anfitrión que active la zona wifi del portátil y conéctate a ella.',
    ],
    keepsDroppingTitle: 'La conexión con la mesa se corta una y otra vez',
    keepsDroppingTips: ['Acércate al router wifi.', 'Deja esta página abierta y la pantalla encendida.', 'Desactiva el ahorro de batería para el navegador.'],
    retry: 'Recargar',
  },
  closed: {
    title: 'Ya no estás en la mesa',
    elsewhereTitle: 'Tu asiento está abierto en otra parte',
    joinAgain: 'Volver a unirme',
    useHere: 'Jugar en esta pantalla',
    tryAgain: 'Reintentar',
  },

  /** The host's key (docs/security.md): a phone that got it from the page, not the QR code, compares it with the TV's. */
  hostKey: {
    check: (print: string) => `Comprueba que la tele muestra la clave de la mesa ${print}.`,
    wrongTitle: 'Esta no es la mesa que tu teléfono conocía',
    wrongBody: 'Su clave no coincide con la que guardó tu teléfono: la mesa se preparó de nuevo, u otro ordenador responde en su lugar. Vuelve a escanear el código QR de la tele, o confía en la clave que envía ahora esta mesa si la tele muestra la misma.',
    trust: 'Confiar en la clave de esta mesa',
  },

  /** A `#seat=` link opened on a phone that keeps another seat: it asks before giving its seat up. */
  seatOffer: {
    title: 'Este enlace es de otro asiento',
    body: (name: string) => `Este teléfono ocupa el asiento de ${name}. ¿Tomar el asiento del enlace? Dejarías el tuyo.`,
    bodyNoName: 'Este teléfono ya tiene un sitio en esta mesa. ¿Tomar el asiento del enlace? Dejarías el tuyo.',
    keep: 'Quedarme con mi asiento',
    take: 'Tomar el asiento nuevo',
  },

  lobby: {
    you: 'tú',
    vip: 'VIP',
    vipLabel: 'VIP: dirige la sala',
    bot: 'Bot',
    connected: 'conectado',
    disconnected: 'sin conexión',
    seats: 'En la mesa',
    classic: 'Partida clásica',
    room: (code: string) => `Sala ${code}`,
    ended: (vip: string | null) => (vip === null ? 'El anfitrión terminó la partida.' : `${vip} (el VIP) terminó la partida.`),
    renamed: (asked: string, name: string) => `“${asked}” ya estaba: aquí eres “${name}”.`,
    waitingStart: (vip: string | null) => (vip === null ? 'Esperando a que el anfitrión empiece la partida…' : `Esperando a que ${vip} (el VIP) o el anfitrión empiece la partida…`),
    tooMany: (out: number) => (out === 1 ? 'El VIP puede hacer descansar a un jugador una partida, o elegir otro juego.' : `El VIP puede hacer descansar a ${out} jugadores una partida, o elegir otro juego.`),
    tooFew: 'Esperando a que se unan más jugadores, o a que el VIP añada bots.',
    youAreVip: 'Eres el VIP: prepara la partida y empiézala.',
    leave: 'Dejar mi asiento',
    leaveAsk: '¿Dejar tu asiento? Otra persona puede ocuparlo antes de que vuelvas.',
    leaveYes: 'Dejarlo',
    leaveNo: 'Quedarme',
    takeSeat: 'Sentarme',
    watchingNote: 'Estás mirando. Siéntate para jugar la próxima partida.',
  },

  table: {
    waitingFor: 'Faltan por elegir',
  },

  decide: {
    yourTurn: 'Te toca',
    pickHint: 'Elige y después confirma.',
    confirmNote: 'Es definitivo: no se puede cambiar.',
    confirm: 'Confirmar',
    change: 'Cambiar',
    sending: 'Enviando…',
    sent: 'Enviado.',
    sentWaiting: (n: number) => plural('es', n, { one: 'Enviado: falta # persona', other: 'Enviado: faltan # personas' }),
  },

  end: {
    youWon: 'Has ganado',
    youLost: 'Has perdido',
    title: 'Fin de la partida',
    waitingNext: 'Esperando a que el anfitrión empiece otra partida…',
  },

  rules: {
    title: 'Reglas',
    game: 'Juego',
    close: 'Cerrar',
    closeLabel: 'Cerrar las reglas',
    loading: 'Cargando las reglas…',
    failed: 'No se pudieron cargar las reglas. Revisa la conexión y vuelve a abrirlas.',
  },

  late: {
    join: 'Unirme a la próxima partida',
    place: (n: number) => (n === 1 ? 'Eres el siguiente: asiento en la próxima partida' : `Eres el número ${n} para un asiento en la próxima partida`),
    giveUp: 'Dejar mi lugar',
    aside: 'Descansas la próxima partida: mírala, y vuelves a sentarte después.',
  },
  botSeat: (name: string) => `${name} (bot)`,
  seat: (n: number) => `Asiento ${n + 1}`,
  listJoin: (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`),
};
