// One language's chunk of the shell: its words (shared/i18n/en/words.ts) with every game's names in
// it (renderer/games/<id>/names/en.ts), which the shell shows before any game's own words come.
import type { GameNames } from '../game-names.ts';

export * from '../../../../shared/i18n/en/words.ts';
/** By path; renderer/lib/i18n/game-names.ts reads the game ids from them. */
export const games = import.meta.glob<GameNames>('../../../games/*/names/en.ts', { eager: true, import: 'names' });
