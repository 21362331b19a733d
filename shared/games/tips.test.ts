import { describe, expect, it } from 'vitest';
import { createMatch, playGame, randomBot, type BaseState, type Seat } from '../engine/index.ts';
import { GAMES } from './index.ts';

/*
 * Every game's first-game tips, over whole games: each step the game says it teaches happens in
 * some game (none is dead), no step is named that the game does not declare, and a seat's view
 * brings exactly the board's steps (a tip reads public facts only, so it can tell no one's role).
 */
describe.each(Object.keys(GAMES))('the tips of %s', (id) => {
  const entry = GAMES[id]!;
  const tips = entry.tips!;

  it('starts every game with the deal', () => {
    const created = createMatch(entry.game, { players: entry.game.minPlayers, seed: 'tips-deal' });
    if (!created.ok) throw new Error(created.error.message);
    expect(tips.between(null, entry.game.view(created.value, 'board'))[0]).toBe('deal');
  });

  it('meets every step it teaches over many games, and from every seat the same steps as the board', () => {
    const met = new Set<string>();
    for (const players of new Set([entry.game.minPlayers, entry.game.maxPlayers])) {
      for (let n = 0; n < 12; n++) {
        // Heuristic and random bots: the random ones reject teams and fail plans the others would not.
        const bot = n % 2 === 0 ? (entry.bots.heuristic ?? randomBot) : randomBot;
        const created = createMatch(entry.game, { players, seed: `tips-${players}-${n}` });
        if (!created.ok) throw new Error(created.error.message);
        let before: BaseState | null = null;
        const check = (state: BaseState) => {
          const steps = tips.between(before === null ? null : entry.game.view(before, 'board'), entry.game.view(state, 'board'));
          for (const step of steps) expect(tips.steps).toContain(step);
          for (let seat: Seat = 0; seat < players; seat++) {
            expect(tips.between(before === null ? null : entry.game.view(before, seat), entry.game.view(state, seat))).toEqual(steps);
          }
          for (const step of steps) met.add(step);
          before = state;
        };
        check(created.value);
        playGame(entry.game, { players, seed: `tips-${players}-${n}`, bots: Array.from({ length: players }, () => bot), onStep: check });
      }
    }
    expect([...met].sort()).toEqual([...tips.steps].sort());
  });
});
