import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, jsonEqual, playGame, type Journal, type PlayedGame } from '../shared/engine/index.ts';
import { GAMES } from '../shared/games/index.ts';
import { ReplayArgsError, parseReplayArgs, replayFile, replayRaw, replayText, type ReplayReport, type ReplayRun } from './replay-lib.ts';

const MOLE = 'mole-in-the-crew';
const root = fileURLToPath(new URL('..', import.meta.url));
const examplePath = join(root, 'docs/examples/mole-5-patrol.json');

function play(gameId: string, players: number, seed: string, options: unknown = {}, bots = 'heuristic'): PlayedGame {
  const entry = GAMES[gameId]!;
  return playGame(entry.game, { players, options, seed, bots: new Array(players).fill(entry.bots[bots]!) });
}

/** A journal as it would sit on disk: through JSON and back, so nothing in-memory leaks into the test. */
const onDisk = (journal: Journal): unknown => JSON.parse(JSON.stringify(journal));

function report(run: ReplayRun): ReplayReport {
  if (run.kind !== 'ok') throw new Error(`expected a replay, got ${JSON.stringify(run)}`);
  return run.report;
}

function failure(run: ReplayRun): { code: string; reason?: string; index: number } {
  if (run.kind !== 'failed') throw new Error(`expected a failure, got ${run.kind}`);
  const { error, index } = run.failure;
  return error.reason === undefined ? { code: error.code, index } : { code: error.code, reason: error.reason, index };
}

describe('parseReplayArgs', () => {
  it('reads a path and an optional seat', () => {
    expect(parseReplayArgs(['game.json'])).toEqual({ file: 'game.json', seat: null });
    expect(parseReplayArgs(['game.json', '--seat', '3'])).toEqual({ file: 'game.json', seat: 3 });
    expect(parseReplayArgs(['--seat=0', 'game.json'])).toEqual({ file: 'game.json', seat: 0 });
  });

  it.each([
    [[], /which journal/],
    [['a.json', 'b.json'], /one journal at a time/],
    [['a.json', '--seat'], /--seat needs a seat number/],
    [['a.json', '--seat', '-1'], /--seat must be a seat number/],
    [['a.json', '--seat', 'two'], /--seat must be a seat number/],
    [['a.json', '--seat', '1', '--seat', '2'], /--seat given twice/],
    [['a.json', '--outcome'], /unknown option "--outcome"/],
  ] as const)('rejects %j', (argv, message) => {
    expect(() => parseReplayArgs(argv)).toThrow(ReplayArgsError);
    expect(() => parseReplayArgs(argv)).toThrow(message);
  });
});

describe('replaying a journal', () => {
  it('rebuilds a bot game to the same final views and outcome, for every registered game', () => {
    for (const [id, entry] of Object.entries(GAMES)) {
      for (const players of [entry.game.minPlayers, entry.game.maxPlayers]) {
        const played = play(id, players, `replay:${players}`);
        const board = report(replayRaw(onDisk(played.journal), null));
        expect(board.applied).toBe(played.journal.actions.length);
        expect(board.outcome).toEqual(played.outcome);
        expect(board.view).toEqual(entry.game.view(played.state, 'board'));
        for (let seat = 0; seat < players; seat++) {
          expect(report(replayRaw(onDisk(played.journal), seat)).view).toEqual(entry.game.view(played.state, seat));
        }
      }
    }
  });

  it('keeps the options of the journal', () => {
    const played = play(MOLE, 8, 'vault', { vault: true });
    const { view } = report(replayRaw(onDisk(played.journal), null));
    expect(view).toMatchObject({ options: { vault: true }, sabotagesNeeded: [1, 1, 1, 2, 1] });
  });

  it('reports an unfinished journal with a null outcome', () => {
    const played = play(MOLE, 5, 'cut');
    const journal = { ...played.journal, actions: played.journal.actions.slice(0, 4) };
    const result = report(replayRaw(onDisk(journal), null));
    expect(result.applied).toBe(4);
    expect(result.outcome).toBeNull();
  });

  it('stops at the first rejected action with its code and index', () => {
    const played = play(MOLE, 5, 'illegal');
    const actions = played.journal.actions;
    // actions[0] is the first proposal, actions[1] the first vote: repeating that vote is refused.
    expect(actions[1]!.action).toMatchObject({ type: 'vote' });
    const twice = { ...played.journal, actions: [actions[0]!, actions[1]!, actions[1]!, ...actions.slice(2)] };
    expect(failure(replayRaw(onDisk(twice), null))).toEqual({ code: ErrorCode.AlreadyActed, reason: 'already-voted', index: 2 });

    const tooBig = { ...played.journal, actions: [{ actor: actions[0]!.actor, action: { type: 'propose', team: [0, 1, 2, 3] } }] };
    expect(failure(replayRaw(onDisk(tooBig), null))).toEqual({ code: ErrorCode.IllegalAction, reason: 'team-size', index: 0 });

    const shapeless = { ...played.journal, actions: [...actions.slice(0, 3), { actor: 0, action: { type: 'dance' } }] };
    expect(failure(replayRaw(onDisk(shapeless), null))).toEqual({ code: ErrorCode.BadAction, index: 3 });

    const pastTheEnd = { ...played.journal, actions: [...actions, actions[actions.length - 1]!] };
    expect(failure(replayRaw(onDisk(pastTheEnd), null))).toEqual({ code: ErrorCode.GameOver, index: actions.length });
  });

  it('reports journal and setup problems at index -1', () => {
    const good = onDisk(play(MOLE, 5, 'setup').journal) as Record<string, unknown>;
    expect(failure(replayText('{"format": ', null))).toEqual({ code: ErrorCode.BadJournal, reason: 'not-json', index: -1 });
    expect(failure(replayRaw([], null))).toEqual({ code: ErrorCode.BadJournal, index: -1 });
    expect(failure(replayRaw({ ...good, version: 2 }, null))).toEqual({ code: ErrorCode.BadJournal, index: -1 });
    expect(failure(replayRaw({ ...good, game: 'chess' }, null))).toEqual({ code: ErrorCode.UnknownGame, index: -1 });
    expect(failure(replayRaw({ ...good, players: 4 }, null))).toEqual({ code: ErrorCode.BadPlayerCount, index: -1 });
    expect(failure(replayRaw({ ...good, options: { vault: true } }, null))).toEqual({
      code: ErrorCode.BadOptions,
      reason: 'vault-players',
      index: -1,
    });
    expect(failure(replayRaw({ ...good, deal: { roles: ['mole', 'mole', 'mole', 'mole', 'mole'] } }, null))).toEqual({
      code: ErrorCode.BadDeal,
      index: -1,
    });
    expect(failure(replayFile(join(root, 'docs/examples/no-such-journal.json'), null))).toEqual({
      code: ErrorCode.BadJournal,
      reason: 'unreadable',
      index: -1,
    });
  });

  it('shows a seat its own secrets, which the board view does not carry', () => {
    const played = play(MOLE, 6, 'seat');
    const board = report(replayRaw(onDisk(played.journal), null)).view as { you: unknown };
    const seat = report(replayRaw(onDisk(played.journal), 2)).view as { you: { seat: number; role: string } | null };
    expect(board.you).toBeNull();
    expect(seat.you).toMatchObject({ seat: 2 });
    expect(seat).not.toEqual(board);
    const { you: _board, ...boardRest } = board;
    const { you: _seat, ...seatRest } = seat;
    // Everything but `you` is public, so the rest of the two views must agree.
    expect(seatRest).toEqual(boardRest);
  });

  it('refuses a seat that is not at the table, before replaying', () => {
    const played = play(MOLE, 5, 'bad-seat');
    const run = replayRaw(onDisk(played.journal), 5);
    expect(run.kind).toBe('bad-seat');
    expect(run.kind === 'bad-seat' && run.message).toMatch(/seats are 0 to 4/);
  });
});

describe('hand-written journals with a fixed deal', () => {
  it('deals the given roles and first Boss', () => {
    const journal = {
      format: 'hideout-journal',
      version: 1,
      game: MOLE,
      players: 5,
      options: {},
      seed: 7,
      deal: { roles: ['lookout', 'mole', 'contact', 'driver', 'mole'], firstBoss: 2 },
      actions: [{ actor: 2, action: { type: 'propose', team: [2, 3] } }],
    };
    const contact = report(replayRaw(journal, 2));
    expect(contact.applied).toBe(1);
    expect(contact.view).toMatchObject({ boss: 2, phase: 'vote', proposal: [2, 3], you: { role: 'contact' } });
    // The Contact's suspects are the two Moles (no Doubles at five), in a seeded order.
    expect([...((contact.view as { you: { suspects: number[] } }).you.suspects)].sort()).toEqual([1, 4]);
    expect(report(replayRaw(journal, 4)).view).toMatchObject({ you: { role: 'mole', knownMoles: [1] } });
  });

  it('replays the documented example to a Moles win by Patrol', () => {
    const example = JSON.parse(readFileSync(examplePath, 'utf8')) as Journal;
    const run = report(replayRaw(example, null));
    expect(run.applied).toBe(example.actions.length);
    expect(run.outcome).toEqual({ winner: 'moles', way: 'patrol', winners: [0, 3] });
    expect(run.view).toMatchObject({
      phase: 'over',
      locks: [
        { status: 'blown', by: 'cards', sabotages: 1 },
        { status: 'open', by: 'cards', sabotages: 0 },
        { status: 'blown', by: 'cards', sabotages: 1 },
        { status: 'blown', by: 'patrol' },
      ],
      reveal: { roles: ['mole', 'contact', 'driver', 'mole', 'lookout'] },
    });
  });

  it('has the same example in docs/journal.md as in docs/examples/mole-5-patrol.json', () => {
    const markdown = readFileSync(join(root, 'docs/journal.md'), 'utf8');
    const blocks = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const example: unknown = JSON.parse(readFileSync(examplePath, 'utf8'));
    expect(blocks.some((block) => jsonEqual(JSON.parse(block), example))).toBe(true);
  });
});

describe('the replay command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-replay-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (argv: readonly string[]) =>
    spawnSync('npx', ['tsx', 'scripts/replay.ts', ...argv], { cwd: root, encoding: 'utf8', timeout: 30_000 });

  it('prints the seat view of a journal file as indented JSON', () => {
    const played = play(MOLE, 7, 'cli');
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(played.journal));
    const child = run([file, '--seat', '1']);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^\{\n {2}"applied": /);
    expect(JSON.parse(child.stdout)).toEqual(report(replayFile(file, 1)));
  });

  it('exits 1 with one JSON line on stderr when an action is rejected, and 2 for a seat off the table', () => {
    const played = play(MOLE, 5, 'cli-bad');
    const actions = played.journal.actions;
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ ...played.journal, actions: [actions[0], actions[1], actions[1]] }));
    const child = run([file]);
    expect(child.status).toBe(1);
    expect(child.stdout).toBe('');
    const lines = child.stderr.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ error: { code: ErrorCode.AlreadyActed, reason: 'already-voted' }, index: 2 });

    const offTable = run([file, '--seat', '9']);
    expect(offTable.status).toBe(2);
    expect(offTable.stderr).toMatch(/--seat 9 is not at this table/);
  });
});
