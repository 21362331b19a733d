import type { GameNames } from '../../../lib/i18n/game-names.ts';

/**
 * What the shell shows of Turncoat before its own words are fetched: its name, its table
 * options' names and its phases as the phone's header and the board's title name them. Every
 * language's chunk of the shell carries every game's (renderer/lib/i18n/game-names.ts).
 */
export const names = {
  name: 'Turncoat',
  variants: { koreanIdentityDeck: 'Korean identity deck' },
  phases: {
    phone: { 'mission-choice': 'Mission choice', commit: 'Play a card', over: 'Game over' },
    board: { 'mission-choice': 'The leader chooses a mission', commit: 'Everyone plays a card face down', over: 'Game over' },
  },
} satisfies GameNames;
