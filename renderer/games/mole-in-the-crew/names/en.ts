import type { GameNames } from '../../../lib/i18n/game-names.ts';

/**
 * What the shell shows of Mole in the Crew before its own words are fetched: its name, its table
 * options' names and its phases as the phone's header and the board's title name them. Every
 * language's chunk of the shell carries every game's (renderer/lib/i18n/game-names.ts).
 */
export const names = {
  name: 'Mole in the Crew',
  variants: { quick: 'Quick game', vault: 'Vault', advancedSnitch: 'Advanced Snitch' },
  phases: {
    phone: { propose: 'Proposal', vote: 'Vote', mission: 'Mission', getaway: 'Getaway', over: 'Game over' },
    board: {
      propose: 'The Boss picks a team',
      vote: 'Everyone votes',
      mission: 'The team plays its cards',
      getaway: 'The Getaway',
      over: 'Game over',
    },
  },
} satisfies GameNames;
