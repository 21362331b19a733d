import { playGame, type Bot } from '../bot.ts';
import { jsonEqual } from '../clone.ts';
import type { BaseState, GameDefinition, Viewer } from '../game.ts';
import { createMatch } from '../match.ts';
import { createRng, type Rng } from '../rng.ts';

/**
 * What a game's rules say each viewer may see, for the host's secrecy-at-the-wire suite
 * (electron/host/proof/wire-check.ts). Each game's folder has its own (`secrecy.ts`), written
 * from the rules rather than from its view code, so it can catch what the views get wrong.
 */
export interface SecrecyRules<S = any> {
  /** Every secret-bearing string of the game (card ids, role names). */
  universe: ReadonlySet<string>;
  /** The secret-bearing strings this viewer is shown by the rules in this state. */
  shown(state: S, viewer: Viewer): Iterable<string>;
  /** A copy of the state with everything this viewer may NOT know rewritten at random. */
  hideFrom(state: S, viewer: Viewer, rng: Rng): S;
  /** States where the rules themselves make a hidden fact public (left out of the rewriting check). */
  skipB?(state: S): boolean;
}

export interface LeakSearch<S extends BaseState, O> {
  game: GameDefinition<S, any, any, any, any>;
  /** The view under test (the game's own, or a deliberately leaking one to test the check). */
  view: (state: S, viewer: Viewer) => unknown;
  /** A copy of the state with everything this viewer may NOT know rewritten at random. */
  hideFrom: (state: S, viewer: Viewer, rng: Rng) => S;
  games: number;
  players: number;
  options: O;
  bot: Bot<any, any>;
  /** States the check leaves out (ones where the rules themselves make a fact public). */
  skip?: (state: S) => boolean;
}

/**
 * Secrecy by indistinguishability: plays games and, at the start and after every action, asks
 * every viewer's view of the state and of a copy with that viewer's unknowns rewritten. A view
 * that reads anything it should not differs. Returns where the first leak was seen, or null.
 */
export function findLeak<S extends BaseState, O>(search: LeakSearch<S, O>): string | null {
  const { game, view, hideFrom, players, skip } = search;
  const rng = createRng(`secrecy:${players}`);
  let leak: string | null = null;
  const check = (state: S, where: string): void => {
    if (leak !== null || skip?.(state)) return;
    for (const viewer of ['board', ...Array(players).keys()] as Viewer[]) {
      if (!jsonEqual(view(state, viewer), view(hideFrom(state, viewer, rng), viewer))) {
        leak = `${where}, viewer ${String(viewer)} (${(state as { phase?: string }).phase ?? '?'})`;
        return;
      }
    }
  };
  for (let g = 0; g < search.games && leak === null; g++) {
    const spec = { players, options: search.options, seed: `secrecy:${g}` };
    const start = createMatch(game, spec);
    if (!start.ok) throw new Error(start.error.message);
    check(start.value, `game ${g}, start`);
    playGame(game, { ...spec, bots: new Array(players).fill(search.bot), onStep: (raw, index) => check(raw as S, `game ${g}, action ${index}`) });
  }
  return leak;
}
