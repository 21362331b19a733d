import { GAMES } from '../../shared/games/index.ts';

/** The games this build can host, as the start screens list them. */
export interface CatalogueEntry {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  variants: string[];
}

export function catalogue(): CatalogueEntry[] {
  return Object.values(GAMES).map(({ game }) => ({
    id: game.id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    variants: game.optionSpecs.filter((o) => o.kind === 'flag').map((o) => o.key),
  }));
}
