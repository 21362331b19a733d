import { describe, expect, it } from 'vitest';
import { createMatch, createRng, jsonEqual, playGame, type BaseState, type Viewer } from '../engine/index.ts';
import { CALCULATORS } from './calculators.ts';
import { GAMES, HOSTED_GAMES, gameRegistry } from './index.ts';
import { TESTED_GAMES } from './testing.ts';

// What the registry promises every caller that finds a game through it rather than by name.
describe('the games registry', () => {
  it('lists each game under its own id, in all three tables', () => {
    for (const [id, entry] of Object.entries(GAMES)) {
      expect(entry.game.id).toBe(id);
      expect(gameRegistry[id]).toBe(entry.game);
      if (entry.screens) expect(HOSTED_GAMES[id]).toBe(entry);
    }
    expect(GAMES['toString' as string]).toBeUndefined();
  });

  it('lists the same calculator pieces in CALCULATORS (what the rules page loads) as in GAMES', () => {
    expect(Object.keys(CALCULATORS)).toEqual(Object.keys(GAMES));
    for (const [id, entry] of Object.entries(GAMES)) {
      expect(CALCULATORS[id]).toBe(entry.calculator);
      expect(entry.calculator).toMatchObject({ game: id, minPlayers: entry.game.minPlayers, maxPlayers: entry.game.maxPlayers });
    }
  });

  it('split views (a shared part and each viewer\'s own, GameDefinition.views) are exactly the views, in every state of whole games at every count', () => {
    const split = Object.values(GAMES).filter((entry) => entry.game.views !== undefined);
    // The largest table's game splits its views (the host's cost per move depends on it).
    expect(split.map((entry) => entry.game.id)).toContain('mole-in-the-crew');
    for (const entry of split) {
      for (let players = entry.game.minPlayers; players <= entry.game.maxPlayers; players++) {
        playGame(entry.game, {
          players,
          seed: `views:${entry.game.id}:${players}`,
          bots: Array.from({ length: players }, () => entry.bots.heuristic!),
          onStep: (state: BaseState) => {
            const { shared, own } = entry.game.views!(state);
            for (const viewer of ['board', ...Array.from({ length: players }, (_, seat) => seat)] as Viewer[]) {
              const mine = own(viewer);
              // No key twice, none an array index: the host joins the two texts as they are.
              for (const key of Object.keys(mine)) expect(Object.hasOwn(shared, key), key).toBe(false);
              for (const key of [...Object.keys(shared), ...Object.keys(mine)]) expect(key).not.toMatch(/^(0|[1-9][0-9]*)$/);
              expect(JSON.stringify({ ...shared, ...mine })).toBe(JSON.stringify(entry.game.view(state, viewer)));
            }
          },
        });
      }
    }
  });

  for (const [id, entry] of Object.entries(GAMES)) {
    it(`${id}: the calculator's figures are of this game, for every count, with every variant it offers`, () => {
      for (let players = entry.game.minPlayers; players <= entry.game.maxPlayers; players++) {
        const variants = entry.calculator.variants(players);
        expect(entry.calculator.figures(players, {})).toMatchObject({ game: id, players });
        // Every variant offered is one the engine accepts at this count.
        for (const key of variants) {
          expect(createMatch(entry.game, { players, options: { [key]: true }, seed: 1 }).ok, `${players} ${key}`).toBe(true);
          expect(entry.calculator.figures(players, { [key]: true })).toMatchObject({ game: id, players });
        }
      }
    });

  }

  for (const [id, entry] of Object.entries(TESTED_GAMES)) {
    it(`${id}: a seat is due exactly when the rules wait for it (read from its view), and never the board`, () => {
      const players = entry.game.minPlayers;
      let steps = 0;
      playGame(entry.game, {
        players,
        seed: `due:${id}`,
        bots: Array.from({ length: players }, () => entry.bots.heuristic!),
        onStep: (state: BaseState) => {
          steps++;
          expect(entry.decision.due(entry.game.view(state, 'board'))).toBe(false);
          const pending = entry.game.pending(state);
          for (let seat = 0; seat < players; seat++) {
            const view = entry.game.view(state, seat);
            // A due seat is one the game waits for; a seat the game waits for without a prompt
            // (none in these games) would stall a phone, so both directions hold.
            expect(entry.decision.due(view), `seat ${seat} after ${steps} steps`).toBe(pending.includes(seat));
          }
        },
      });
      expect(steps).toBeGreaterThan(0);
    });

    it(`${id}: the secrecy rules' rewriting keeps what the viewer may see`, () => {
      const players = entry.game.minPlayers;
      const created = createMatch(entry.game, { players, seed: `secrecy:${id}` });
      if (!created.ok) throw new Error(created.error.message);
      const rng = createRng('registry');
      for (const viewer of ['board', 0] as Viewer[]) {
        const hidden = entry.secrecy.hideFrom(created.value, viewer, rng);
        expect(jsonEqual(entry.game.view(hidden, viewer), entry.game.view(created.value, viewer))).toBe(true);
        for (const shown of entry.secrecy.shown(created.value, viewer)) expect(entry.secrecy.universe.has(shown), shown).toBe(true);
      }
    });
  }
});
