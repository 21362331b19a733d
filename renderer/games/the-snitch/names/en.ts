import type { GameNames } from '../../../lib/i18n/game-names.ts';

/**
 * What the shell shows of The Snitch before its own words are fetched: its name, its table
 * options' names and its phases as the phone's header and the board's title name them. Every
 * language's chunk of the shell carries every game's (renderer/lib/i18n/game-names.ts).
 */
export const names = {
  name: 'The Snitch',
  variants: { guard: 'Guard starts with', soap: 'Soap starts with', refusalWindowMs: 'Time to refuse', harder: 'Harder' },
  phases: {
    phone: {
      'first-plans': 'First plans',
      turn: 'Turn',
      refusal: 'Refusal window',
      binoculars: 'Binoculars',
      'new-plan': 'New plan',
      vote: 'Weapon vote',
      'tie-break': 'Tie-break',
      shoot: 'The shot',
      call: 'The escape',
      add: 'The escape',
      over: 'Game over',
    },
    board: {
      'first-plans': 'Everyone chooses a first plan',
      turn: 'A turn',
      refusal: 'Refuse or accept?',
      binoculars: 'Binoculars',
      'new-plan': 'A new plan',
      vote: 'Who gets the weapon?',
      'tie-break': 'A tie to break',
      shoot: 'The shot',
      call: 'The escape route',
      add: 'The escape route',
      over: 'Game over',
      reveal: 'A plan resolves',
      escape: 'The escape',
    },
  },
} satisfies GameNames;
