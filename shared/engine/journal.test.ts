import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from './bot.ts';
import { ErrorCode } from './errors.ts';
import { tallyGame, type TallyState } from './fixtures/tally-game.ts';
import { parseJournal, replayJournal, type Journal } from './journal.ts';

const registry = { tally: tallyGame };

describe('journal', () => {
  it('replays a played game to the identical state, through a JSON round trip', () => {
    const played = playGame(tallyGame, { players: 3, seed: 'j', bots: [randomBot, randomBot, randomBot] });
    const text = JSON.stringify(played.journal);
    const replayed = replayJournal(registry, JSON.parse(text));
    expect(replayed.failure).toBeUndefined();
    expect(replayed.applied).toBe(played.journal.actions.length);
    expect(replayed.state).toEqual(played.state);
  });

  it('replays inputs the clock delivered', () => {
    const journal = {
      format: 'hideout-journal', version: 1, game: 'tally', players: 2, seed: 1, options: {},
      actions: [
        { actor: 0, action: { type: 'pick', n: 1 } },
        { actor: 1, action: { type: 'pick', n: 1 } },
        { actor: 'clock', action: { type: 'close' } },
        { actor: 1, action: { type: 'pick', n: 2 } },
      ],
    };
    const replayed = replayJournal(registry, journal);
    expect(replayed.failure).toBeUndefined();
    expect((replayed.state as unknown as TallyState).picks).toEqual([null, 2]);
  });

  it('stops at the first rejected action and names its index and code', () => {
    const played = playGame(tallyGame, { players: 2, seed: 'k', bots: [randomBot, randomBot] });
    const journal: Journal = JSON.parse(JSON.stringify(played.journal));
    journal.actions.splice(3, 0, { actor: 0, action: { type: 'pick', n: 7 } });
    const replayed = replayJournal(registry, journal);
    expect(replayed.applied).toBe(3);
    expect(replayed.failure?.index).toBe(3);
    expect(replayed.failure?.error.code).toBeDefined();
  });

  it('refuses what is not a journal, and unknown games, before dealing', () => {
    expect(replayJournal(registry, { hello: 1 }).failure?.error.code).toBe(ErrorCode.BadJournal);
    expect(replayJournal(registry, 'x').failure?.index).toBe(-1);
    const unknown = { format: 'hideout-journal', version: 1, game: 'chess', players: 2, seed: 1, options: {}, actions: [] };
    expect(replayJournal(registry, unknown).failure?.error.code).toBe(ErrorCode.UnknownGame);
    const badEntry = { ...unknown, game: 'tally', actions: [{ who: 0 }] };
    expect(parseJournal(badEntry)).toMatchObject({ code: ErrorCode.BadJournal });
    const badPlayers = { ...unknown, game: 'tally', players: 9 };
    expect(replayJournal(registry, badPlayers).failure?.error.code).toBe(ErrorCode.BadPlayerCount);
  });

  it('uses a fixed deal in place of the seed when the journal has one', () => {
    const journal = { format: 'hideout-journal', version: 1, game: 'tally', players: 2, seed: 1, options: {}, deal: { target: 5 }, actions: [] };
    const replayed = replayJournal(registry, journal);
    expect((replayed.state as unknown as TallyState).target).toBe(5);
  });
});
