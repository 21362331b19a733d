import { registryOf } from '../../shared/engine/lookup.ts';
import { moleScreens } from './mole-in-the-crew/index.ts';
import { snitchScreens } from './the-snitch/index.ts';
import { turncoatScreens } from './turncoat/index.ts';
import type { GameScreens } from '../lib/games.ts';

/**
 * The renderer's registry: every game that has screens, by id. Screens, the host controls and
 * the rules page ask it; nothing else in renderer/ names a game. Adding a game is one line here
 * and one folder beside this file (docs/adding-a-game.md).
 */
export const SCREENS: Readonly<Record<string, GameScreens>> = registryOf([moleScreens, turncoatScreens, snitchScreens].map((s) => [s.id, s] as const));
