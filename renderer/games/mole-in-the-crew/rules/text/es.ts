import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';
import type { MoleRulesWords } from './en.ts';

/** Spanish: the rules of Mole in the Crew as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const moleRules: GameRules = {
  title: 'Mole in the Crew',
  tagline: 'De 5 a 10 jugadores · una banda abre cerraduras; unos cuantos Topos quieren que el golpe fracase',
  quickStart: {
    goal: "La Banda abre cerraduras; unos Topos escondidos entre ellos quieren hacerlas saltar.",
    round: "El Capo elige un equipo y todos votan. Un equipo aprobado juega Limpia o Sabotaje boca abajo: un Sabotaje hace saltar la cerradura.",
    win: "Tres cerraduras saltadas: ganan los Topos. Tres abiertas: la Huida, donde los Topos solo ganan si descubren al Contacto.",
    secret: "Tu rol, solo en tu teléfono. Los votos se ven con nombre; las cartas nunca dicen quién las jugó.",
  },
  sections: [
    {
      heading: 'Objetivo',
      blocks: [
        'Cada teléfono le dice a su dueño, en privado, de qué bando es. La Banda gana si abre 3 cerraduras y luego huye sin que los Topos descubran al Contacto. Los Topos ganan si hacen saltar 3 cerraduras o si descubren al Contacto en la Huida. Una partida clásica tiene hasta 5 cerraduras.',
      ],
    },
    {
      heading: 'El reparto',
      blocks: [
        'La tabla de abajo da, para cada número de jugadores, los Topos, los Dobles, si uno de los Topos es el Soplón, el tamaño del equipo de cada cerradura, los sabotajes que cada Topo puede jugar en toda la partida y las aprobaciones que necesita un equipo (más de la mitad de todos los jugadores).',
        'Los roles de la Banda se reparten en este orden hasta completarla: Contacto, Chófer, Vigía, los Dobles de la tabla y, después, miembros de la Banda sin rol. Con 5 jugadores: Contacto, Chófer y Vigía; con 8: Contacto, Chófer, Vigía, un Doble y un miembro de la Banda.',
        'Donde la tabla dice «Soplón: sí» (de 8 a 10 jugadores), uno de los Topos recibe el rol de Soplón. La variante Soplón avanzado hace lo mismo con 5 o 6 jugadores.',
      ],
    },
    {
      heading: 'Los roles',
      blocks: [
        {
          list: [
            'Topo (Topos): conoce a los demás Topos, salvo al Soplón. Juega Limpia o Sabotaje; en la Huida, busca al Contacto.',
            'Soplón (Topos): conoce a todos los Topos; los Topos no lo conocen y el Contacto no lo ve.',
            'Contacto (Banda): ve una lista barajada y sin etiquetas de sospechosos: todos los Topos salvo el Soplón, más todos los Dobles. Debe guiar a la Banda sin que lo descubran.',
            'Doble (Banda): solo sabe que es de la Banda; juega siempre Limpia; aparece entre los sospechosos del Contacto.',
            'Vigía (Banda): recibe coartadas durante la partida (ver abajo).',
            'Chófer (Banda): protege a un jugador en la Huida.',
            'Miembro de la Banda (Banda): no sabe nada más.',
          ],
        },
        'La Banda solo puede jugar Limpia. Los sabotajes son un presupuesto para toda la partida: un Topo (o el Soplón) que ha gastado los suyos solo puede jugar Limpia. El teléfono de cada Topo muestra cuántos le quedan. Todos los teléfonos del equipo muestran Limpia y Sabotaje, para que ninguno delate a su dueño; donde no se puede jugar Sabotaje, tocarlo abre la misma barra de confirmación que en cualquier otro teléfono, y su línea dice en privado que se jugará Limpia.',
      ],
    },
    {
      heading: 'Una cerradura',
      blocks: [
        {
          steps: [
            'El Capo propone un equipo del tamaño exacto de la cerradura, y puede incluirse. El primer Capo se sortea.',
            'Todos votan a la vez: aprobar o rechazar. Los votos quedan ocultos hasta que llega el último; entonces se muestra el voto de cada uno con su nombre. El equipo sigue adelante solo si lo aprueba más de la mitad de todos los jugadores; el empate rechaza.',
            'Un equipo rechazado pasa el cargo de Capo a la izquierda, y el nuevo Capo propone un equipo para la misma cerradura. El 3.er rechazo seguido en la misma cerradura la hace saltar: la Patrulla. La cuenta vuelve a empezar en cada cerradura.',
            'Un equipo aprobado juega en secreto una carta por cabeza: Limpia o Sabotaje.',
            'Las cartas se barajan y se revelan una a una en la tele. Un solo Sabotaje hace saltar la cerradura (Cámara acorazada: la cerradura 4 necesita dos). Solo se dice cuántos Sabotajes hubo, nunca quién los jugó.',
            'El cargo de Capo pasa a la izquierda y empieza la siguiente cerradura.',
          ],
        },
      ],
    },
    {
      heading: 'Las coartadas del Vigía',
      blocks: [
        'Tras la 1.ª y tras la 2.ª cerradura que salta por las cartas (no por la Patrulla), el Vigía sabe en privado el nombre de un miembro del equipo que jugó Limpia en esa cerradura, sorteado entre ellos y nunca el propio Vigía. Si no hay nadie a quien nombrar, se le dice que no se encontró coartada. Una coartada es una pista, no una prueba: un Topo también puede jugar Limpia.',
      ],
    },
    {
      heading: 'El final y la Huida',
      blocks: [
        'La 3.ª cerradura que salta da la victoria a los Topos en el acto. Cuando la Banda abre su 3.ª cerradura, empieza la Huida:',
        {
          list: [
            'Cada jugador marca en secreto a otro jugador, para que marcar no delate a nadie; solo cuentan las marcas de los Topos y del Soplón. El Chófer, además, protege en secreto a un jugador que no sea él mismo.',
            'Queda acusado el jugador con más marcas que cuentan; un empate se sortea.',
            'Si el acusado es el protegido, la acusación se anula y gana la Banda. Si el acusado es el Contacto, ganan los Topos. Si es cualquier otro, la Banda escapa y gana.',
          ],
        },
        'Al final la tele muestra todos los roles y la historia completa.',
      ],
    },
    {
      heading: 'Variantes',
      blocks: [
        {
          list: [
            'Partida rápida: 3 cerraduras, gana el primer bando que llegue a 2, y cada Topo tiene 1 sabotaje. Los equipos tienen los tamaños de las cerraduras 1 a 3 de la tabla; la Huida llega cuando la Banda abre su 2.ª cerradura.',
            'Cámara acorazada (de 7 a 10 jugadores): la cerradura 4 necesita 2 Sabotajes para saltar. No se combina con la Partida rápida, que no tiene cerradura 4.',
            'Soplón avanzado (5 o 6 jugadores): uno de los 2 Topos es el Soplón.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo lee Hideout las reglas',
      blocks: [
        {
          list: [
            'Tras una Patrulla el Capo solo avanza una vez: el jugador a la izquierda del último Capo rechazado es el primer Capo de la siguiente cerradura.',
            'Votos, cartas y marcas son definitivos una vez confirmados.',
            'Nadie, ni siquiera el juego, guarda quién jugó cada carta: se barajan y se cuentan, y el vínculo con los jugadores se descarta.',
            'La cuenta de rechazos de la tele cuenta los de esta cerradura; tras una aprobación se mantiene hasta resolver la cerradura y luego vuelve a 0.',
            'En la Huida todos los teléfonos piden una marca y una protección, así que la pantalla del Chófer es la de todos; solo se envía y cuenta la protección del Chófer. El Chófer envía la marca y la protección juntas, como una sola elección.',
            'Si la carta de un jugador trae algo nuevo (la coartada del Vigía), todos los teléfonos piden a la vez que cada uno mire su carta.',
            'Al final la tele muestra cada rol, las coartadas del Vigía, cada marca de la Huida (y cuáles contaron), a quién se protegió, el recuento y cualquier empate sorteado.',
          ],
        },
      ],
    },
    {
      heading: 'En tu teléfono',
      screenOnly: true,
      blocks: [
        'Mantén pulsada tu carta de rol para ver tu rol y lo que sabes; al soltarla se oculta.',
        'Cuando te toca decidir, el teléfono vibra (si puede, y no si está configurado para reducir el movimiento) y lo muestra en su mitad inferior. Toca tu elección y después Confirmar: ya no se puede cambiar. Las pantallas de elección de todos se parecen, así que tu vecino no puede adivinar tu rol por tu pantalla.',
        'El anfitrión (o el VIP) puede pausar la partida: todos los teléfonos muestran En pausa, y la elección que tenías empezada sigue ahí después. Con tiempo por turno, el teléfono que debe decidir muestra el tiempo que queda; si se acaba, un suplente juega esa decisión por ti, con la misma regla para todos: el Capo se propone a sí mismo y a los jugadores a su izquierda, un voto aprueba, una carta de misión es Limpia y en la Huida marcas (y, si eres el Chófer, proteges) al jugador de tu izquierda. La TV solo dice que se te acabó el tiempo.',
        'El botón ✎ arriba en tu teléfono abre tus propias notas: una marca para cada jugador (confío, dudo, sospecho) y una línea corta sobre lo que dijo o hizo. Se quedan solo en tu teléfono, nadie más las ve (ni la tele ni el anfitrión), vuelven si recargas la página y se borran cuando empieza la siguiente partida. El botón ≡ muestra lo que ha pasado hasta ahora, el mismo historial en todos los teléfonos y en la tele cuando el anfitrión lo pone: las propuestas de cada cerradura, quién votó qué, sus cartas y su resultado, y las Patrullas.',
      ],
    },
  ],
};

export const moleRulesWords: MoleRulesWords = {
  dealTable: 'El reparto según el número de jugadores',
  dealHead: {
    players: 'Jug.',
    moles: 'Topos',
    doubles: 'Dobles',
    snitch: 'Soplón',
    teams: 'Equipos, cerraduras 1–5',
    budget: 'Sabotajes por Topo',
    approvals: 'Aprobaciones',
    yes: 'sí',
    no: 'no',
  },
  cards: {
    title: 'Mole in the Crew: cartas de rol',
    side: 'Bando',
    knowsLabel: 'Sabes',
    doesLabel: 'Tú',
    roles: {
      mole: { knows: 'Quiénes son los demás Topos, salvo el Soplón.', does: 'Juega Limpia o Sabotaje según tu presupuesto. En la Huida, encuentra al Contacto.' },
      snitch: { knows: 'Quiénes son todos los Topos. Nadie te conoce; el Contacto no te ve.', does: 'Sabotea como un Topo. Tu marca en la Huida cuenta.' },
      contact: { knows: 'Tus sospechosos: los Topos (no el Soplón) y los Dobles, mezclados.', does: 'Guía a la Banda sin que te descubran: los Topos te buscan en la Huida.' },
      double: { knows: 'Solo que eres de la Banda.', does: 'Juega siempre Limpia. El Contacto te ve entre los sospechosos.' },
      lookout: { knows: 'Tras la 1.ª y 2.ª cerradura que salta por las cartas: un nombre que jugó Limpia.', does: 'Juega Limpia. Usa tus coartadas: son pistas, no pruebas.' },
      driver: { knows: 'Nada más.', does: 'Juega Limpia. En la Huida, protege a otro jugador: acusarlo queda anulado.' },
      crew: { knows: 'Nada más.', does: 'Juega Limpia, vota bien, abre 3 cerraduras y mantén oculto al Contacto.' },
    },
  },
  calc: {
    roles: 'Roles que se reparten',
    sides: (moles: number, crew: number) => `${moles} Topos, ${crew} de la Banda`,
    snitchNote: 'uno de los Topos es el Soplón',
    noSnitchNote: 'sin Soplón',
    locks: 'Cerraduras',
    lock: (n: number) => `Cerradura ${n}`,
    teamSize: 'Tamaño del equipo',
    needed: 'Sabotajes para que salte',
    toWin: (n: number) => `Cada bando necesita ${n} cerraduras: los Topos, saltadas; la Banda, abiertas (y después la Huida).`,
    budget: (n: number) => plural('es', n, { one: 'Cada Topo puede jugar # sabotaje en toda la partida.', other: 'Cada Topo puede jugar # sabotajes en toda la partida.' }),
    approvals: (n: number, players: number) => `Un equipo necesita ${n} aprobaciones de ${players}.`,
    patrol: (n: number) => `La Patrulla hace saltar una cerradura al ${n}.º rechazo seguido.`,
  },
};
