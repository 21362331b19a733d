import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCode, type Bot } from '../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../shared/games/index.ts';
import { SimArgsError, SimGameError, parseSimArgs, simulate, type SimArgs, type SimResult } from './sim-lib.ts';

const MOLE = 'mole-in-the-crew';
const root = fileURLToPath(new URL('..', import.meta.url));

const args = (over: Partial<SimArgs> = {}): SimArgs => ({
  game: MOLE,
  players: 5,
  games: 30,
  seed: '1',
  bots: 'random',
  variants: [],
  ...over,
});

/** The result without the timing fields, which are the only ones allowed to differ between runs. */
function counts(result: SimResult): Omit<SimResult, 'seconds' | 'gamesPerSecond'> {
  const { seconds: _s, gamesPerSecond: _g, ...rest } = result;
  return rest;
}

function argsError(argv: readonly string[]): SimArgsError {
  try {
    parseSimArgs(argv);
  } catch (error) {
    if (error instanceof SimArgsError) return error;
    throw error;
  }
  throw new Error(`parseSimArgs accepted ${JSON.stringify(argv)}`);
}

describe('parseSimArgs', () => {
  it('fills the defaults from the game', () => {
    const game = GAMES[MOLE]!.game;
    expect(parseSimArgs(['--game', MOLE])).toEqual({
      game: MOLE,
      players: game.minPlayers,
      games: 1000,
      seed: '1',
      bots: 'random',
      variants: [],
    });
  });

  it('reads every flag, in both --flag value and --flag=value forms', () => {
    expect(
      parseSimArgs(['--game', MOLE, '--players=7', '--games', '10000', '--seed', 'abc', '--bots=heuristic', '--variant', 'vault']),
    ).toEqual({ game: MOLE, players: 7, games: 10000, seed: 'abc', bots: 'heuristic', variants: ['vault'] });
  });

  it('accepts --variant as a comma list, repeated, without duplicates', () => {
    expect(parseSimArgs(['--game', MOLE, '--variant', 'quick,advancedSnitch', '--variant', 'quick']).variants).toEqual([
      'quick',
      'advancedSnitch',
    ]);
  });

  it.each([
    [[], /--game is required/],
    [['--game', 'nope'], /unknown game "nope"; known: .*mole-in-the-crew/],
    [['--game', MOLE, '--players', '4'], /5 to 10 players, not 4/],
    [['--game', MOLE, '--players', '11'], /5 to 10 players, not 11/],
    [['--game', MOLE, '--players', 'seven'], /--players must be a whole number/],
    [['--game', MOLE, '--games', '0'], /--games must be at least 1/],
    [['--game', MOLE, '--games', '1e3'], /--games must be a whole number/],
    [['--game', MOLE, '--games', '-5'], /--games must be a whole number, got "-5"/],
    [['--game', MOLE, '--games', '--seed', '2'], /--games needs a value/],
    [['--game', MOLE, '--bots', 'genius'], /unknown bot "genius".*random, heuristic/],
    [['--game', MOLE, '--variant', 'turbo'], /no variant "turbo"; variants: quick, vault, advancedSnitch/],
    [['--game', MOLE, '--variant', 'quick,'], /empty name/],
    [['--game', MOLE, '--seed'], /--seed needs a value/],
    [['--game', MOLE, '--seed='], /--seed must not be empty/],
    [['--game', MOLE, '--speed', '3'], /unknown option "--speed"/],
    [['--game', MOLE, 'extra'], /unexpected argument "extra"/],
    [['--game', MOLE, '--seed', '1', '--seed', '2'], /--seed given twice/],
  ] as const)('rejects %j with a clear one-line error', (argv, message) => {
    const error = argsError(argv);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
    expect(error.showUsage).toBe(true);
  });
});

describe('simulate', () => {
  it('gives the same numbers for the same seed, and other numbers for another seed', () => {
    const a = simulate(args({ seed: '42' }));
    const b = simulate(args({ seed: '42' }));
    const c = simulate(args({ seed: '43' }));
    expect(counts(b)).toEqual(counts(a));
    // Key order too: the CLI prints JSON, and the same seed must print the same line.
    expect(JSON.stringify(counts(b))).toBe(JSON.stringify(counts(a)));
    expect(counts(c)).not.toEqual(counts(a));
  });

  it('counts every game once: wins add up to games, ways add up to wins per side', () => {
    const result = simulate(args({ players: 7, games: 60, bots: 'heuristic' }));
    expect(result.games).toBe(60);
    expect(result.errors).toBe(0);
    expect(Object.values(result.wins).reduce((s, n) => s + n, 0)).toBe(60);
    expect(Object.keys(result.ways).sort()).toEqual(Object.keys(result.wins).sort());
    for (const [side, byWay] of Object.entries(result.ways)) {
      expect(Object.values(byWay).reduce((s, n) => s + n, 0)).toBe(result.wins[side]);
    }
    expect(result.minActions).toBeGreaterThan(0);
    expect(result.minActions).toBeLessThanOrEqual(result.avgActions);
    expect(result.avgActions).toBeLessThanOrEqual(result.maxActions);
  });

  it('turns a variant into a game option', () => {
    expect(simulate(args({ games: 5 })).options).toMatchObject({ quick: false });
    expect(simulate(args({ games: 5, variants: ['quick'] })).options).toMatchObject({ quick: true, vault: false });
    const vault = simulate(args({ players: 7, games: 5, bots: 'heuristic', variants: ['vault'] }));
    expect(vault.options).toMatchObject({ vault: true, quick: false });
  });

  it('passes on the game\'s own error for a combination it refuses', () => {
    const game = GAMES[MOLE]!.game;
    const expected = game.parseOptions({ vault: true, quick: true }, 7);
    let thrown: unknown;
    try {
      simulate(args({ players: 7, variants: ['vault', 'quick'] }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SimArgsError);
    const error = thrown as SimArgsError;
    expect(error.engineError).toEqual(expected);
    expect(error.engineError?.code).toBe(ErrorCode.BadOptions);
    expect(error.message).toBe((expected as { message: string }).message);
    expect(error.showUsage).toBe(false);
  });

  it('stops at the first failing game and names its seed', () => {
    // A bot that answers with something no game accepts, to make the very first game fail.
    const broken: Bot = { id: 'broken', choose: () => ({ type: 'no-such-action' }) };
    const entry = GAMES[MOLE]!;
    const games: Record<string, RegisteredGame> = { [MOLE]: { ...entry, bots: { ...entry.bots, broken } } };
    let thrown: unknown;
    try {
      simulate(args({ seed: 'x', bots: 'broken' }), {}, games);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SimGameError);
    const error = thrown as SimGameError;
    expect(error.seed).toBe('x:0');
    expect(error.index).toBe(0);
    expect(error.message).toContain('seed "x:0"');
    expect(error.message).toContain('rejected action');
  });

  it('plays every registered game with every bot it ships', () => {
    for (const [id, entry] of Object.entries(GAMES)) {
      for (const bots of Object.keys(entry.bots)) {
        for (const players of [entry.game.minPlayers, entry.game.maxPlayers]) {
          const result = simulate(args({ game: id, players, bots, games: 3 }));
          expect(result.games).toBe(3);
        }
      }
    }
  });
});

describe('the sim command', () => {
  const run = (argv: readonly string[]) =>
    spawnSync('npx', ['tsx', 'scripts/sim.ts', ...argv], { cwd: root, encoding: 'utf8', timeout: 30_000 });

  it('prints exactly one JSON line with the same counts as simulate()', () => {
    const argv = ['--game', MOLE, '--players', '6', '--games', '25', '--seed', '9', '--bots', 'heuristic', '--variant', 'advancedSnitch'];
    const child = run(argv);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const lines = child.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const printed = JSON.parse(lines[0]!) as SimResult;
    expect(counts(printed)).toEqual(counts(simulate(parseSimArgs(argv))));
    expect(printed.gamesPerSecond).toBeGreaterThan(0);
  });

  it('exits 2 with the error and the usage on a bad command line, printing nothing on stdout', () => {
    const child = run(['--game', MOLE, '--players', '3']);
    expect(child.status).toBe(2);
    expect(child.stdout).toBe('');
    expect(child.stderr).toMatch(/^sim: .*not 3\nusage: /);
  });

  it('exits 2 with the game\'s message when it refuses the options', () => {
    const child = run(['--game', MOLE, '--players', '5', '--variant', 'vault']);
    expect(child.status).toBe(2);
    expect(child.stdout).toBe('');
    expect(child.stderr).toContain('the Vault variant is for 7 to 10 players');
    expect(child.stderr).toContain('BAD_OPTIONS');
  });
});
