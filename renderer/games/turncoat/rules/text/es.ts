import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';
import type { TurncoatRulesWords } from './en.ts';

/** Spanish: the rules of Turncoat as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const turncoatRules: GameRules = {
  title: 'Turncoat',
  tagline: 'De 2 a 4 jugadores · misiones con cartas normales y, quizá, un traidor entre vosotros',
  quickStart: {
    goal: "Cinco misiones deben salir bien. Un traidor, si el reparto lo creó, quiere que fracasen cinco.",
    round: "El líder se queda una de dos cartas como misión. Todos juegan una carta boca abajo: su palo suma, los demás restan, un espía (J, Q, K) la hunde.",
    win: "Cinco éxitos: ganan los leales. Cinco fracasos: gana el traidor. Un leal puede acusar una vez: si acierta gana, si falla pierde.",
    secret: "Tu identidad y tu mano. Nadie sabe si hay traidor, ni de quién es cada carta.",
  },
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
        'El anfitrión (o el VIP) puede pausar la partida: todos los teléfonos muestran En pausa, y la elección que tenías empezada sigue ahí después. Con tiempo por turno, el teléfono que debe decidir muestra el tiempo que queda; si se acaba, un suplente juega esa decisión por ti, con la misma regla para todos, traidor incluido: el líder se queda la primera de las dos cartas vistas, y la carta que se entrega es la que más suma a la misión, nunca un espía mientras tengas otra. La TV solo dice que se te acabó el tiempo.',
        'El botón ✎ arriba en tu teléfono abre tus propias notas: una marca para cada jugador (confío, dudo, sospecho) y una línea corta sobre lo que dijo o hizo. Se quedan solo en tu teléfono, nadie más las ve (ni la tele ni el anfitrión), vuelven si recargas la página y se borran cuando empieza la siguiente partida. El botón ≡ muestra lo que ha pasado hasta ahora, el mismo historial en todos los teléfonos y en la tele cuando el anfitrión lo pone: el líder, la carta, los espías, las cartas jugadas (nunca de quién) y el resultado de cada misión.',
      ],
    },
  ],
};

export const turncoatRulesWords: TurncoatRulesWords = {
  calc: {
    identityDeck: 'Mazo de identidades',
    tens: (n: number) => `${n} × 10`,
    joker: 'el comodín',
    removed: (n: number) => plural('es', n, { one: '# carta retirada sin mirar', other: '# cartas retiradas sin mirar' }),
    noTurncoat: 'Probabilidad de que no haya traidor',
    playDeck: (cards: number, spies: number) => `Mazo de juego: ${cards} cartas, ${spies} de ellas espías (J, Q, K).`,
    hands: (size: number, left: number) => `Manos de ${size}; quedan ${left} cartas en el mazo.`,
  },
};
