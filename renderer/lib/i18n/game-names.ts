/**
 * What the shell shows of a game before the game's own words are fetched (the lobby lists every
 * game; the phone's header and the board name the phase): each game's folder has one file per
 * language, names/<lang>.ts, typed against its English one.
 */
export interface GameNames {
  name: string;
  /** The table options' names, by option key. */
  variants: Readonly<Record<string, string>>;
  /** The phases as the phone's header and the board's title name them, by the view's phase. */
  phases: { phone: Readonly<Record<string, string>>; board: Readonly<Record<string, string>> };
}

/**
 * Every game's names in one language, by game id (the folder's name), from the game folders'
 * names/<lang>.ts as a language's chunk gathers them (renderer/lib/i18n/words/<lang>.ts, as paths): found by
 * their place, so a new game's folder brings its own.
 */
export function namesOf(modules: Readonly<Record<string, GameNames>>): Readonly<Record<string, GameNames>> {
  const table: Record<string, GameNames> = Object.create(null);
  for (const [path, names] of Object.entries(modules)) table[/\/games\/([^/]+)\/names\//.exec(path)![1]!] = names;
  return table;
}
