import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';
import type { SnitchRulesWords } from './en.ts';

/** Spanish: the rules of The Snitch as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const snitchRules: GameRules = {
  title: 'The Snitch',
  tagline: 'De 4 a 6 jugadores · presos que planean una fuga juntos, y uno de ellos puede cantar',
  quickStart: {
    goal: "Completad cinco planes, conseguid el arma y fugaos juntos antes de que se acabe el mazo de interrogatorio.",
    round: "Con el jabón, haz una cosa: pon una carta bajo el plan de un vecino, roba del mazo de interrogatorio o usa un objeto. Un plan completo sale bien si todos sus nombres son distintos.",
    win: "La fuga aguanta: ganan los presos. Quien robó la carta del Soplón gana si fracasa o se acaba el tiempo.",
    secret: "Tu mano, tu escondite y si eres el Soplón. Las cartas bajo un plan van boca abajo hasta que se resuelve.",
  },
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
            'Cada nombre lleva un número del 1 al 25 en una insignia delante, el mismo en todos los idiomas: en una mesa que lee varios idiomas, los nombres se comparan por su número (el 7 de la TV es el 7 de tu mano).',
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
        'El anfitrión (o el VIP) puede pausar la partida: todos los teléfonos muestran En pausa, y la elección que tenías empezada sigue ahí después. Con tiempo por turno, el teléfono que debe decidir muestra el tiempo que queda; si se acaba, un suplente juega esa decisión por ti, con la misma regla para todos, Soplón o no: un plan es tu primera carta de cómplice, un turno roba del mazo de interrogatorio, los Prismáticos devuelven las cartas como estaban, el voto del arma te nombra a ti, un empate va al primer jugador empatado, el arma no dispara a nadie, la fuga se encarga al primer jugador ofrecido, y quien es llamado añade sin verla la carta de arriba de los cómplices. La TV solo dice que se te acabó el tiempo.',
        'El botón ✎ arriba en tu teléfono abre tus propias notas: una marca para cada jugador (confío, dudo, sospecho) y una línea corta sobre lo que dijo o hizo. Se quedan solo en tu teléfono, nadie más las ve (ni la tele ni el anfitrión), vuelven si recargas la página y se borran cuando empieza la siguiente partida. El botón ≡ muestra lo que ha pasado hasta ahora, el mismo historial en todos los teléfonos y en la tele cuando el anfitrión lo pone: turno a turno, quién ayudó al plan de quién, el resultado de cada plan, el guardia, el motín, el arma y la fuga.',
      ],
    },
  ],
};

export const snitchRulesWords: SnitchRulesWords = {
  calc: {
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
};
