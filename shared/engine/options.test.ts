import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.ts';
import { moleInTheCrew } from '../games/mole-in-the-crew/index.ts';
import { theSnitch } from '../games/the-snitch/index.ts';
import { isEngineError, type EngineError } from './errors.ts';
import { createMatch } from './match.ts';
import { changeOptionRequest, checkOptionRequest, optionsForTable } from './options.ts';

const classic = { quick: false, vault: false, advancedSnitch: false };
const reasonOf = (e: unknown) => (e as EngineError).reason;

describe('a lobby\'s options for the table as it is', () => {
  it('sets aside what does not fit this many seats, with the game\'s reason, and keeps the rest', () => {
    expect(optionsForTable(moleInTheCrew, { quick: true, vault: true }, 5)).toEqual({
      options: { ...classic, quick: true },
      setAside: [{ key: 'vault', value: true, reason: 'vault-players', message: 'the Vault variant is for 7 to 10 players' }],
    });
    expect(optionsForTable(moleInTheCrew, { vault: true }, 7)).toEqual({ options: { ...classic, vault: true }, setAside: [] });
    expect(optionsForTable(moleInTheCrew, { advancedSnitch: true }, 7).setAside.map((s) => s.reason)).toEqual(['advanced-snitch-players']);
  });

  it('judges a seat choice against the seats there are', () => {
    const at6 = optionsForTable(theSnitch, { soap: '5', guard: '1' }, 6);
    expect(at6.options).toMatchObject({ soap: 5, guard: 1 });
    const at4 = optionsForTable(theSnitch, { soap: '5', guard: '1' }, 4);
    expect(at4.options).toMatchObject({ soap: 'random', guard: 1 });
    expect(at4.setAside).toEqual([expect.objectContaining({ key: 'soap', value: '5', reason: 'no-such-seat' })]);
  });

  it('never throws on a request an older host saved unchecked: what the game refuses is set aside', () => {
    const judged = optionsForTable(moleInTheCrew, { nope: 1, quick: 'yes', vault: true, toString: 3 }, 8);
    expect(judged.options).toEqual({ ...classic, vault: true });
    expect(judged.setAside.map((s) => [s.key, s.reason])).toEqual([
      ['quick', 'not-a-flag'],
      ['nope', 'unknown-option'],
      ['toString', 'unknown-option'],
    ]);
    expect(optionsForTable(moleInTheCrew, {}, 0)).toEqual({ options: classic, setAside: [] });
  });

  it('gives, for every game, count and single option value, options the game deals with as they are', () => {
    for (const { game } of Object.values(GAMES)) {
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        const requests: Record<string, unknown>[] = [{}];
        for (const spec of game.optionSpecs) {
          const values = spec.kind === 'flag' ? [true, false] : spec.kind === 'choice' ? [...(spec.values ?? [])] : [spec.min, spec.max, spec.default];
          for (const value of values) requests.push({ [spec.key]: value });
        }
        for (const request of requests) {
          const { options } = optionsForTable(game, request, players);
          // The room shows `options` and a start deals them: the game must take them unchanged.
          const again = game.parseOptions(options, players);
          expect(isEngineError(again), `${game.id} ${players} ${JSON.stringify(request)}`).toBe(false);
          expect(again).toEqual(options);
          expect(createMatch(game, { players, options, seed: 1 }).ok).toBe(true);
        }
      }
    }
  });
});

describe('a change to the requested options', () => {
  it('refuses what no table size of the game could play, with the game\'s reason', () => {
    expect(reasonOf(checkOptionRequest(moleInTheCrew, { nope: true }, 5))).toBe('unknown-option');
    expect(reasonOf(checkOptionRequest(moleInTheCrew, { vault: 'on' }, 7))).toBe('not-a-flag');
    expect(reasonOf(checkOptionRequest(moleInTheCrew, { vault: true, quick: true }, 7))).toBe('vault-quick');
    // Refused at the nearest size the game has, for a lobby short of players.
    expect(checkOptionRequest(theSnitch, { guard: '9' }, 2)).toMatchObject({ reason: 'no-such-seat', params: { seat: 9 }, message: expect.stringContaining('a table of 4') });
  });

  it('keeps a request that fits some size, though not this one', () => {
    expect(checkOptionRequest(moleInTheCrew, { vault: true }, 5)).toBeNull();
    expect(changeOptionRequest(moleInTheCrew, { quick: true }, { vault: false }, 5)).toEqual({ vault: false, quick: true });
  });

  it('lets the newer choice win over an older one it cannot be played with', () => {
    expect(changeOptionRequest(moleInTheCrew, { vault: true }, { quick: true }, 8)).toEqual({ quick: true });
    expect(changeOptionRequest(moleInTheCrew, { quick: true }, { vault: true }, 8)).toEqual({ vault: true });
    // Vault (7-10) and Advanced Snitch (5-6) never meet at one table.
    expect(changeOptionRequest(moleInTheCrew, { vault: true }, { advancedSnitch: true }, 6)).toEqual({ advancedSnitch: true });
  });

  it('changes nothing when refused', () => {
    const request = { vault: true };
    expect(isEngineError(changeOptionRequest(moleInTheCrew, request, { vault: 1 }, 7))).toBe(true);
    expect(request).toEqual({ vault: true });
  });
});
