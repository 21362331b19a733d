import { beforeAll, describe, expect, it } from 'vitest';
import { playGame, randomBot, type BaseState } from '../../shared/engine/index.ts';
import { GAMES } from '../../shared/games/index.ts';
import { loadStrings } from '../lib/i18n/strings.ts';
import type { RecordModule } from '../lib/record.ts';
import { SCREENS } from './index.ts';

const nameOf = (seat: number) => `Player ${seat + 1}`;

/*
 * Every game's record, over whole games at its largest and smallest tables: a seat's record is
 * the board's, word for word, at every step (it reads nothing of the seat's secrets), and it grows
 * as the game goes (what has happened stays in it).
 */
describe.each(Object.keys(SCREENS))('the record of %s', (id) => {
  let record: RecordModule;
  beforeAll(async () => {
    await loadStrings();
    record = await SCREENS[id]!.record();
  });

  const entry = GAMES[id]!;
  for (const players of new Set([entry.game.minPlayers, entry.game.maxPlayers])) {
    it(`is the same on every seat's phone as on the board, at every step of two games at ${players}`, () => {
      for (const seed of [`record-${players}-a`, `record-${players}-b`]) {
        let steps = 0;
        let longest = 0;
        const check = (state: BaseState) => {
          const board = record.recordOf(entry.game.view(state, 'board'), nameOf);
          for (let seat = 0; seat < players; seat++) expect(record.recordOf(entry.game.view(state, seat), nameOf)).toEqual(board);
          const lines = board.reduce((n, part) => n + part.items.length, 0);
          expect(lines, 'the record never loses a line').toBeGreaterThanOrEqual(longest);
          longest = lines;
          steps++;
        };
        // The game's own heuristic bots: a random one may end a game at its first move (an accusation).
        const bot = entry.bots.heuristic ?? randomBot;
        const played = playGame(entry.game, { players, seed, bots: Array.from({ length: players }, () => bot), onStep: check });
        check(played.state);
        expect(steps).toBeGreaterThan(1);
        expect(longest, 'a whole game has a record').toBeGreaterThan(0);
        for (const part of record.recordOf(entry.game.view(played.state, 'board'), nameOf)) for (const item of part.items) expect(item.text).not.toMatch(/undefined|NaN|\[object/);
      }
    });
  }
});
