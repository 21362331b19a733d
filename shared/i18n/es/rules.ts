import type { GameRules, RulesCatalog } from '../en/rules.ts';
import { plural } from '../plural.ts';

/** Spanish: the rules of every game as Hideout plays them (see en/rules.ts). */

const mole: GameRules = {
  title: 'Mole in the Crew',
  tagline: 'De 5 a 10 jugadores · una banda abre cerraduras; unos cuantos Topos quieren que el golpe fracase',
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
        'La Banda solo puede jugar Limpia. Los sabotajes son un presupuesto para toda la partida: un Topo (o el Soplón) que ha gastado los suyos solo puede jugar Limpia. El teléfono de cada Topo muestra cuántos le quedan. Todos los teléfonos del equipo muestran Limpia y Sabotaje, para que ninguno delate a su dueño; donde no se puede jugar Sabotaje, tocarlo lo dice en privado y no envía nada.',
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
      ],
    },
  ],
};

const turncoat: GameRules = {
  title: 'Turncoat',
  tagline: 'De 2 a 4 jugadores · misiones con cartas normales y, quizá, un traidor entre vosotros',
  sections: [
    {
      heading: 'Objetivo',
      blocks: [
        'Los leales quieren 5 misiones con éxito. El traidor, si lo hay, quiere 5 misiones fallidas. Nadie salvo el traidor sabe si hay traidor.',
      ],
    },
    {
      heading: 'Las cartas',
      blocks: [
        {
          list: [
            'Mazo de juego: una baraja francesa sin comodines y sin los cuatro 10: 48 cartas. Del as (vale 1) al 9 valen su número; J, Q y K son espías y valen 0.',
            'Mazo de identidades: con 2 jugadores, 10, 10 y el comodín; con 3 o 4 jugadores, 10, 10, 10 y el comodín.',
            'Variante mazo de identidades coreano (como en la hoja coreana, con más lugar para la duda): con 2 jugadores, tres 10 y el comodín; con 3 o 4 jugadores, cuatro 10 y el comodín.',
          ],
        },
        'Cada jugador recibe una carta de identidad; las demás se retiran sin mirarlas. Quien tiene el comodín es el traidor. Si el comodín se retiró, no hay traidor. Después se reparten 5 cartas del mazo de juego a cada jugador.',
      ],
    },
    {
      heading: 'Una misión',
      blocks: [
        {
          steps: [
            'Los jugadores dirigen las misiones por turnos, pasando a la izquierda. El primer líder se sortea.',
            'El líder mira las dos cartas de arriba del mazo. Un espía que salga aquí se descarta boca arriba en el acto y se sustituye por la siguiente carta, hasta que el líder tenga dos cartas que no sean espías. El líder se queda una como misión (su palo y su valor son públicos) y descarta la otra boca abajo: solo el líder la ha visto.',
            'Todos, el líder también, colocan una carta de su mano boca abajo, a la vez; nadie ve lo que eligen los demás.',
            'Se añade boca abajo una carta más de lo alto del mazo. Puede ser un espía.',
            'Las cartas se barajan y se revelan una a una. Las del palo de la misión suman su valor al total; las demás lo restan (los espías valen 0). La misión tiene éxito si el total llega al menos al valor de la misión y no hay ningún espía entre las cartas.',
            'Tras la revelación cada jugador roba una carta, de vuelta a 5. Cuando se acaba el mazo, el descarte se baraja y forma un mazo nuevo.',
          ],
        },
      ],
    },
    {
      heading: 'Acusar',
      blocks: [
        'En cualquier momento, en cualquier fase, un jugador puede acusar a otro de ser el traidor. Si acierta, ganan los leales. Si falla, gana el traidor. Si no hay traidor, pierden todos.',
        'Una acusación hay que confirmarla en el teléfono, así que un dedo torpe no acusa a nadie.',
      ],
    },
    {
      heading: 'El final',
      blocks: [
        {
          list: [
            '5 misiones con éxito: ganan los leales; sin traidor, ganan todos.',
            '5 misiones fallidas: gana el traidor; sin traidor, pierden todos.',
          ],
        },
        'Al final la tele muestra todas las identidades y la historia completa de las misiones.',
      ],
    },
    {
      heading: 'Cómo lee Hideout las reglas',
      blocks: [
        {
          list: [
            'Tras cada revelación cada jugador roba una carta, de vuelta a 5; un mazo vacío se rehace barajando el descarte.',
            'El traidor no puede acusar (si pudiera, ganaría acusando a cualquiera). Todos los teléfonos muestran el mismo botón Acusar, para que nadie se delate; la hoja muestra los mismos nombres en todos los teléfonos y, en el del traidor, la línea sobre el toque final dice que un traidor no puede acusar; ese toque no envía nada.',
          ],
        },
      ],
    },
    {
      heading: 'En tu teléfono',
      screenOnly: true,
      blocks: [
        'Tu mano y tu identidad solo están en tu teléfono. Cuando diriges, el teléfono te enseña las dos cartas que has mirado. La tele muestra la carta de misión, quién ha jugado y cuántas cartas hay colocadas (nunca qué carta es de quién), la revelación y el marcador de misiones.',
      ],
    },
  ],
};

const snitch: GameRules = {
  title: 'The Snitch',
  tagline: 'De 4 a 6 jugadores · presos que planean una fuga juntos, y uno de ellos puede cantar',
  sections: [
    {
      heading: 'Objetivo',
      blocks: [
        'Los presos completan 5 planes, consiguen el arma y se fugan juntos antes de que se acabe el mazo de interrogatorio. Quien roba la carta del soplón pasa a ser el soplón, en secreto, y gana si la fuga fracasa.',
      ],
    },
    {
      heading: 'Las cartas',
      blocks: [
        {
          list: [
            '50 cartas de cómplice: 25 nombres, 2 cartas de cada uno. 12 cartas llevan una daga, nunca las dos de un mismo nombre. Cada carta tiene un objeto (prismáticos, llave, puño americano, dinero del soborno o palanca, 10 de cada), que solo se usa boca abajo en un escondite. Cada una muestra una cifra impresa «N + 1»: N es 2 en 20 cartas, 3 en 20 y 4 en 10; solo importa mientras la carta es un plan boca arriba. Todas las cartas tienen el símbolo de rechazo.',
            '3 planes de fuga y 1 carta del soplón.',
            'El guardia, la pastilla de jabón (con una cara de esposas) y el arma los lleva la app.',
          ],
        },
      ],
    },
    {
      heading: 'Preparación',
      blocks: [
        {
          steps: [
            'Mazo de interrogatorio: 7 cartas de cómplice al azar abajo; encima, el soplón, los 3 planes de fuga y 9 cartas de cómplice al azar, barajados, de los que se retiran 2 sin mirar (se enseñan al final). Empieza con 18 cartas. Si el soplón está entre las retiradas, esta partida no hay soplón.',
            'Se reparten 24 cartas de cómplice lo más igualado posible; el resto, barajado, es el mazo de cómplices.',
            'Cada uno elige una carta de su mano como plan boca arriba, todos a la vez.',
            'El anfitrión señala al jugador más hablador, que recibe el guardia, y al más inocente, que empieza con el jabón; por defecto ambos se sortean.',
          ],
        },
      ],
    },
    {
      heading: 'Tu turno (tienes el jabón)',
      blocks: [
        'Haz exactamente una cosa y el jabón pasa a la izquierda:',
        {
          list: [
            'Jugar una carta: una carta de tu mano boca abajo bajo el plan de otro jugador; antes del motín solo bajo el de tu vecino de la izquierda o de la derecha, durante el motín bajo el de cualquier otro. Nadie puede volver a mirarla, y la app no le recuerda a nadie lo que jugó.',
            'Robar una carta del mazo de interrogatorio: un cómplice, un plan de fuga o el soplón.',
            'Usar un objeto de tu escondite; no mientras tengas el guardia delante, salvo el dinero del soborno.',
          ],
        },
      ],
    },
    {
      heading: 'Rechazar',
      blocks: [
        'Cuando ponen una carta bajo tu plan mientras tu plan está derecho y no tienes el guardia delante, puedes rechazarla: la carta va bajo el mazo de cómplices sin mirarla y tu plan se gira de lado (no más rechazos hasta tener un plan nuevo). Tienes un momento para rechazar, 8 segundos salvo que el anfitrión ponga otro; callar es aceptar.',
      ],
    },
    {
      heading: 'Completar un plan',
      blocks: [
        'En cuanto un plan tiene debajo su cifra de cartas, esas cartas y la carta de arriba del mazo de cómplices (ninguna con el puño americano) se barajan y se revelan una a una.',
        {
          list: [
            'Éxito: todos los nombres son distintos y hay como mucho 1 daga. Las cartas van bajo el mazo de cómplices; el plan se suma a los planes hechos. El dueño, luego su vecino de la izquierda y luego el de la derecha roban 1 carta de cómplice cada uno; el dueño roba 1 carta de interrogatorio por cada daga que salió y después elige un plan nuevo de su mano (no tras el 5.º plan). Con la mano vacía, el plan nuevo es la carta de arriba del mazo de cómplices.',
            'Pillados: se repite un nombre o salen 2 dagas o más. La carta del plan va boca abajo al escondite del dueño, donde es un objeto. El dueño, luego la izquierda y luego la derecha roban 1 carta de interrogatorio cada uno, y después el dueño roba 1 más por cada daga que salió. Las cartas van bajo el mazo de cómplices; el plan nuevo del dueño es la carta de arriba del mazo de cómplices. El guardia se pone delante del dueño (vuelve al juego si lo habían sobornado) y el jabón queda con la cara de esposas abajo.',
            'Variante Más difícil: las cartas reveladas tampoco pueden tener el mismo nombre que la propia carta del plan.',
          ],
        },
      ],
    },
    {
      heading: 'Guardia y jabón',
      blocks: [
        'Quien tiene el guardia delante no puede hablar (norma de mesa: la app lo muestra), usar objetos (salvo el dinero del soborno) ni rechazar. Cuando termina un turno con las esposas abajo, se giran hacia arriba; cuando el jabón le vuelve con las esposas arriba, al final de ese turno se giran abajo y el guardia pasa al jugador de su derecha.',
      ],
    },
    {
      heading: 'Objetos',
      blocks: [
        'Se usan desde tu escondite y luego van bajo el mazo de cómplices.',
        {
          list: [
            'Prismáticos: mira las 3 cartas de arriba del mazo de cómplices y devuélvelas en el orden que quieras.',
            'Llave: tú, y luego tus vecinos de la izquierda y de la derecha, robáis 1 carta de cómplice cada uno.',
            'Puño americano: se pone en cualquier plan; se resuelve sin la carta extra de cómplice.',
            'Dinero del soborno: el guardia sale del juego hasta que fracase un plan; se puede usar con el guardia delante.',
            'Palanca: se pone en cualquier plan; necesita una carta menos, y se resuelve en el acto si así queda completo.',
          ],
        },
      ],
    },
    {
      heading: 'Motín, soplón y tiempo',
      blocks: [
        {
          list: [
            'Con 7 cartas o menos en el mazo de interrogatorio empieza el motín: se pueden poner cartas bajo el plan de cualquier otro jugador.',
            'Quien roba la última carta de interrogatorio acaba la partida: se acabó el tiempo, pierden todos y gana el soplón, si lo hay.',
            'Los planes de fuga robados se quedan en la mano hasta la fuga; son comodines (sin nombre ni daga).',
            'La carta del soplón se queda en la mano de quien la roba: ese jugador es ahora el soplón, en secreto, y gana si se acaba el mazo, si consigue el arma o si la fuga fracasa.',
          ],
        },
      ],
    },
    {
      heading: 'Arma y fuga (tras 5 planes)',
      blocks: [
        {
          steps: [
            'Todos votan quién se queda el arma; gana quien tenga más votos, y quien tiene el jabón decide un empate entre los empatados. Si el soplón se la queda, gana en el acto.',
            'Quien tiene el arma puede disparar a un jugador, o a nadie. El jugador disparado queda fuera de la fuga.',
            'La ruta de fuga lleva 6 cartas boca abajo, sin carta extra. Cada jugador no disparado juega 1 carta, en el orden que elige quien tiene el arma; después quien tiene el arma elige jugadores que añadan cartas hasta llegar a 6. En lugar de una carta de la mano, un jugador puede añadir sin mirarla la carta de arriba del mazo de cómplices. Los planes de fuga son comodines.',
            'Se resuelve como un plan: todos los nombres distintos y como mucho 1 daga. Si fracasa, gana el soplón (aunque lo hayan disparado); sin soplón pierden todos. Si sale bien, ganan todos salvo el soplón y el disparado; sin soplón y sin nadie disparado, ganan todos.',
          ],
        },
        'Al final la tele muestra las manos, el soplón, las cartas retiradas y la historia.',
      ],
    },
    {
      heading: 'Cómo lee Hideout las reglas',
      blocks: [
        {
          list: [
            'Todas las cartas de cómplice tienen el símbolo de rechazo: cada plan puede rechazar una vez.',
            'El anfitrión elige quién recibe el guardia y quién empieza con el jabón; «al azar» es lo predeterminado para ambos.',
            'A nadie se le recuerda qué carta jugó bajo un plan.',
            'El momento para rechazar dura 8 segundos salvo que el anfitrión ponga otro (de 2 a 30); callar es aceptar.',
            'Tras un plan con éxito, un dueño con la mano vacía toma como plan nuevo la carta de arriba del mazo de cómplices.',
            'Un robo de un mazo de cómplices vacío se salta.',
          ],
        },
      ],
    },
    {
      heading: 'En tu teléfono',
      screenOnly: true,
      blocks: [
        'Tu mano, los objetos de tu escondite y lo que vieron tus prismáticos solo están en tu teléfono. La tele muestra los planes y cuántas cartas hay bajo cada uno (no cuáles), los mazos, quién tiene el jabón, el guardia y el arma, y cada revelación.',
      ],
    },
  ],
};

export const rules: RulesCatalog = {
  ui: {
    title: 'Reglas',
    heading: (game: string) => `${game}: las reglas`,
    game: 'Juego',
    back: 'Volver',
    print: 'Imprimir',
    sheet: 'Hoja para imprimir',
    sheetHint: 'Una página A4: imprímela o guárdala como PDF.',
    cards: 'Cartas de rol',
    cardsHint: 'Una carta por rol, para imprimir en A4 y recortar por las líneas discontinuas.',
    dealTable: 'El reparto según el número de jugadores',
    screenFooter: (app: string) => `${app} · las reglas tal como las juega la app`,
  },
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
  calc: {
    title: 'Calculadora de reparto',
    intro: 'Elige un juego, el número de jugadores y las variantes: esto es exactamente lo que se reparte.',
    players: 'Jugadores',
    variants: 'Variantes',
    noVariants: 'Con este número ninguna variante cambia el reparto.',
    chance: (num: number, den: number) =>
      num === 0 ? 'nunca' : num === den ? 'siempre' : `${num} de cada ${den} (${Math.round((100 * num) / den)} %)`,
    mole: {
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
    turncoat: {
      identityDeck: 'Mazo de identidades',
      tens: (n: number) => `${n} × 10`,
      joker: 'el comodín',
      removed: (n: number) => plural('es', n, { one: '# carta retirada sin mirar', other: '# cartas retiradas sin mirar' }),
      noTurncoat: 'Probabilidad de que no haya traidor',
      playDeck: (cards: number, spies: number) => `Mazo de juego: ${cards} cartas, ${spies} de ellas espías (J, Q, K).`,
      hands: (size: number, left: number) => `Manos de ${size}; quedan ${left} cartas en el mazo.`,
    },
    snitch: {
      hands: 'Manos',
      handsNote: 'desde quien tiene el jabón, hacia la izquierda',
      accompliceDeck: (n: number) => `Mazo de cómplices: ${n} cartas.`,
      interrogation: (total: number, bottom: number, mixed: number) =>
        `Mazo de interrogatorio: ${total} cartas (${bottom} cartas de cómplice abajo y ${mixed} cartas barajadas encima).`,
      removed: (n: number) => plural('es', n, { one: '# carta retirada sin mirar', other: '# cartas retiradas sin mirar' }),
      noSnitch: 'Probabilidad de que no haya soplón',
      escapeRemoved: 'Planes de fuga retirados, de media',
      average: (num: number, den: number) => (num / den).toFixed(2).replace('.', ','),
      riot: (n: number) => `El motín empieza con ${n} cartas de interrogatorio o menos.`,
    },
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
  games: {
    'mole-in-the-crew': mole,
    turncoat,
    'the-snitch': snitch,
  },
};
