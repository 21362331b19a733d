import type { RulesCatalog } from '../en/rules.ts';

/** Spanish: the words of the rules pages (see en/rules.ts; each game's rules are in its folder, renderer/games/<id>/rules/text/). */

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
    quickStart: { title: 'En un vistazo', goal: 'Objetivo', round: 'Una ronda', win: 'Cómo se gana', secret: 'Qué es secreto' },
    screenFooter: (app: string) => `${app} · las reglas tal como las juega la app`,
  },
  calc: {
    title: 'Calculadora de reparto',
    intro: 'Elige un juego, el número de jugadores y las variantes: esto es exactamente lo que se reparte.',
    players: 'Jugadores',
    variants: 'Variantes',
    noVariants: 'Con este número ninguna variante cambia el reparto.',
    chance: (num: number, den: number) =>
      num === 0 ? 'nunca' : num === den ? 'siempre' : `${num} de cada ${den} (${Math.round((100 * num) / den)} %)`,
  },
};
