import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../../shared/engine/bot.ts';
import { JOURNAL_FORMAT, JOURNAL_VERSION, replayJournal } from '../../shared/engine/journal.ts';
import { gameRegistry } from '../../shared/games/index.ts';
import { JOURNAL_PAD_BYTES, StoreError, TableStore, dataDirUnwritable, isValidGameId, makeDirs, type JournalHeader, type StoredEntry } from './store.ts';

const root = join(import.meta.dirname, '..', '..');
const made: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-store-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) {
    // A test may have made a folder read-only; give it back before removing it.
    try {
      chmodSync(dir, 0o700);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

function header(gameId: string, extra: Partial<JournalHeader> = {}): JournalHeader {
  return {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    gameId,
    startedAt: '2025-01-01T20:00:00.000Z',
    game: 'mole-in-the-crew',
    players: 5,
    options: {},
    seed: 'store-test',
    ...extra,
  };
}

const vote = (actor: number, approve: boolean, id?: string): StoredEntry => ({
  actor,
  action: { type: 'vote', approve },
  ...(id !== undefined ? { id, at: 1_700_000_000_000 } : {}),
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

const journalFile = (store: TableStore, gameId: string) => join(store.dataDir, 'games', `${gameId}.jsonl`);

describe('room', () => {
  it('round-trips the room, and is null before anything was saved', () => {
    const store = new TableStore(tempDir());
    expect(store.loadRoom()).toBeNull();
    const room = { code: 'KX4P', seats: [{ name: 'Ana', token: 't0' }, { name: 'Bo', token: null }], game: 'g1' };
    store.saveRoom(room);
    expect(store.loadRoom()).toEqual(room);
    store.saveRoom({ ...room, code: 'ZZ9Q' });
    expect(store.loadRoom<typeof room>()?.code).toBe('ZZ9Q');
  });

  it('leaves no temporary file behind, and the files are the owner\'s only', () => {
    const store = new TableStore(tempDir());
    store.saveRoom({ a: 1 });
    expect(readdirSync(store.dataDir).sort()).toEqual(['games', 'room.json']);
    if (process.platform !== 'win32') expect(statSync(join(store.dataDir, 'room.json')).mode & 0o777).toBe(0o600);
  });

  it('ignores the half-written room.json.tmp of a crash between write and rename', () => {
    const store = new TableStore(tempDir());
    store.saveRoom({ round: 1 });
    writeFileSync(join(store.dataDir, 'room.json.tmp'), '{"round": 2, "seats": [');
    expect(store.loadRoom()).toEqual({ round: 1 });
    // The next save goes through and takes the stale file's place.
    store.saveRoom({ round: 3 });
    expect(store.loadRoom()).toEqual({ round: 3 });
    expect(readdirSync(store.dataDir)).not.toContain('room.json.tmp');
  });

  it('sets an unparseable room.json aside, says so once, then starts without a room', () => {
    const store = new TableStore(tempDir());
    const path = join(store.dataDir, 'room.json');
    writeFileSync(path, '{"code": "KX');
    const err = catchError(() => store.loadRoom());
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_CORRUPT', path: `${path}.corrupt-1` });
    expect((err as Error).message).toContain(`${path}.corrupt-1`);
    expect(readFileSync(`${path}.corrupt-1`, 'utf8')).toBe('{"code": "KX');
    expect(store.loadRoom()).toBeNull();
    // A second bad file does not overwrite the first one kept.
    writeFileSync(path, 'nope');
    expect(catchError(() => store.loadRoom())).toMatchObject({ code: 'DATA_CORRUPT', path: `${path}.corrupt-2` });
    expect(readFileSync(`${path}.corrupt-1`, 'utf8')).toBe('{"code": "KX');
  });

  it('refuses a room that is not JSON', () => {
    const store = new TableStore(tempDir());
    expect(() => store.saveRoom(undefined)).toThrow(TypeError);
  });
});

describe('journal', () => {
  it('round-trips header and entries through append, close and open, and resumes', () => {
    const store = new TableStore(tempDir());
    const h = header('g1', { names: ['Ana', 'Bo', 'Chen', 'Dee', 'Eli'], deal: { roles: ['mole'], firstBoss: 0 } });
    const writer = store.createJournal(h);
    const entries: StoredEntry[] = [
      { actor: 0, action: { type: 'propose', team: [0, 1] }, id: 'c1', at: 1_700_000_000_000 },
      vote(1, false, 'c2'),
      { actor: 'clock', action: { type: 'close' } },
    ];
    for (const e of entries) writer.append(e);
    writer.close();
    writer.close();
    expect(() => writer.append(vote(2, true))).toThrow(/closed/);

    expect(store.openJournal('g1')).toEqual({ header: h, entries, torn: false, finished: false });

    const again = store.resumeJournal('g1');
    again.append(vote(2, true, 'c3'));
    again.close();
    const reopened = store.openJournal('g1');
    expect(reopened.entries).toEqual([...entries, vote(2, true, 'c3')]);
    expect(readFileSync(journalFile(store, 'g1'), 'utf8').split('\n')).toHaveLength(1 + 4 + 1);
  });

  it('journals only the known fields of an entry, and refuses what it could not read back', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    writer.append({ ...vote(0, true), extra: 'dropped' } as StoredEntry);
    expect(() => writer.append({ actor: 0, action: undefined })).toThrow(TypeError);
    expect(() => writer.append({ actor: -1, action: {} })).toThrow(TypeError);
    expect(() => writer.append({ actor: 'board' as never, action: {} })).toThrow(TypeError);
    writer.close();
    expect(store.openJournal('g1').entries).toEqual([vote(0, true)]);
  });

  it('creates journals atomically, once per game, with one writer at a time', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    expect(readdirSync(join(store.dataDir, 'games'))).toEqual(['g1.jsonl']);
    expect(() => store.resumeJournal('g1')).toThrow(/open journal writer/);
    writer.close();
    expect(() => store.createJournal(header('g1'))).toThrow(/already has a journal/);
    expect(() => store.createJournal({ ...header('g2'), players: 2.5 })).toThrow(TypeError);
    expect(() => store.createJournal({ ...header('g2'), startedAt: 'yesterday' })).toThrow(TypeError);
    expect(readdirSync(join(store.dataDir, 'games'))).toEqual(['g1.jsonl']);
  });

  it('says NOT_FOUND for a game without a journal', () => {
    const store = new TableStore(tempDir());
    expect(catchError(() => store.openJournal('nope'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(catchError(() => store.resumeJournal('nope'))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('drops a torn last line, repairs the file, and appends cleanly after it', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    writer.append(vote(1, true, 'a2'));
    writer.close();
    const path = journalFile(store, 'g1');
    const good = readFileSync(path);
    appendFileSync(path, '{"actor":2,"action":{"type":"vo');

    const opened = store.openJournal('g1');
    expect(opened.torn).toBe(true);
    expect(opened.entries.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(readFileSync(path)).toEqual(good);

    const resumed = store.resumeJournal('g1');
    resumed.append(vote(2, false, 'a3'));
    resumed.close();
    const clean = store.openJournal('g1');
    expect(clean.torn).toBe(false);
    expect(clean.entries.map((e) => e.id)).toEqual(['a1', 'a2', 'a3']);
  });

  it('counts a line only with its newline: without one, whole JSON or followed by zeros, it is a torn tail', () => {
    const store = new TableStore(tempDir());
    store.createJournal(header('g1')).close();
    const path = journalFile(store, 'g1');
    // Whole JSON but no newline: the append never returned, so it was never acknowledged.
    appendFileSync(path, JSON.stringify(vote(0, true, 'x')));
    expect(store.openJournal('g1')).toMatchObject({ torn: true, entries: [] });
    // The same over the padding: the line, then zeros.
    appendFileSync(path, Buffer.concat([Buffer.from(JSON.stringify(vote(0, true, 'x'))), Buffer.from([0, 0, 0])]));
    expect(store.openJournal('g1')).toMatchObject({ torn: true, entries: [] });
    // Zeros alone are padding (a host killed with its journal open), not a line: cut off, nothing torn.
    const bare = readFileSync(path);
    appendFileSync(path, Buffer.from([0, 0, 0]));
    expect(store.openJournal('g1')).toMatchObject({ torn: false, entries: [] });
    expect(readFileSync(path)).toEqual(bare);
    const clean = store.openJournal('g1');
    expect(clean).toMatchObject({ torn: false, entries: [] });
    expect(clean.problems).toBeUndefined();
    expect(existsSync(`${path}.corrupt`)).toBe(false);
  });

  it('writes lines over NUL padding while a game is open, so appends do not grow the file; readers skip it; close cuts it', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    const path = journalFile(store, 'g1');
    const headerBytes = readFileSync(path).indexOf(0x0a) + 1;
    expect(statSync(path).size).toBe(headerBytes + JOURNAL_PAD_BYTES);
    writer.append(vote(0, true, 'a1'));
    writer.append(vote(1, false, 'a2'));
    // The size (so the inode) did not change: fdatasync has only the line's data to flush.
    expect(statSync(path).size).toBe(headerBytes + JOURNAL_PAD_BYTES);
    // Another store reading the running game's files sees exactly its lines.
    const reader = new TableStore(store.dataDir);
    expect(reader.exportJournal('g1').actions.map((e) => (e as StoredEntry).id)).toEqual(['a1', 'a2']);
    expect(reader.listGames()).toMatchObject([{ gameId: 'g1', actions: 2, finished: false }]);
    expect(reader.unfinishedGames()).toEqual(['g1']);
    writer.close();
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('\0');
    expect(text.split('\n')).toHaveLength(4);
    store.markFinished('g1', { winners: [0] });
    expect(store.unfinishedGames()).toEqual([]);
  });

  it('runs past the padding: a fresh stretch is written with the line that needs it, and every line reads back', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    const path = journalFile(store, 'g1');
    const filler = 'x'.repeat(1000);
    const ids: string[] = [];
    for (let i = 0; i < 150; i++) {
      ids.push(`${i}-${filler}`);
      writer.append(vote(i % 5, true, ids[i]));
    }
    const size = statSync(path).size;
    expect(size).toBeGreaterThan(2 * JOURNAL_PAD_BYTES);
    expect(new TableStore(store.dataDir).exportJournal('g1').actions.map((e) => (e as StoredEntry).id)).toEqual(ids);
    writer.close();
    expect(statSync(path).size).toBeLessThan(size);
    expect(store.openJournal('g1').entries.map((e) => e.id)).toEqual(ids);
  });

  it('after a host killed with its journal open: cuts the padding off, drops a torn line written over it, and resumes', () => {
    const dataDir = tempDir();
    const store = new TableStore(dataDir);
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    const path = journalFile(store, 'g1');
    const lines = readFileSync(path).subarray(0, readFileSync(path).lastIndexOf(0x0a) + 1);
    // Killed mid-append: half a line over the start of the padding, the zeros after it untouched.
    const bytes = readFileSync(path);
    bytes.write('{"actor":1,"action":{"ty', lines.length);
    writeFileSync(path, bytes);
    // A new host (the old one's writer is never closed).
    const after = new TableStore(dataDir);
    expect(after.unfinishedGames()).toEqual(['g1']);
    const opened = after.openJournal('g1');
    expect(opened).toMatchObject({ torn: true });
    expect(opened.entries.map((e) => e.id)).toEqual(['a1']);
    expect(readFileSync(path)).toEqual(lines);
    const resumed = after.resumeJournal('g1');
    resumed.append(vote(1, true, 'a2'));
    resumed.close();
    expect(after.openJournal('g1')).toMatchObject({ torn: false });
    expect(after.openJournal('g1').entries.map((e) => e.id)).toEqual(['a1', 'a2']);

    // Written after a killed host's padding (as a tool appending to the file would): a torn
    // fragment there is dropped, a complete unreadable line is set aside without the zeros.
    const padded = Buffer.concat([readFileSync(path), Buffer.alloc(100)]);
    writeFileSync(path, Buffer.concat([padded, Buffer.from('{"actor":2,"act')]));
    expect(after.openJournal('g1')).toMatchObject({ torn: true });
    writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.alloc(100), Buffer.from('garbage\n')]));
    const damaged = after.openJournal('g1');
    expect(damaged.entries.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(damaged.problems).toHaveLength(1);
    expect(readFileSync(`${path}.corrupt`, 'utf8')).toBe('garbage\n');
  });

  it('keeps a complete but unreadable last line aside byte for byte, says so, and goes on from the lines before it', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    writer.append(vote(1, true, 'a2'));
    writer.close();
    const path = journalFile(store, 'g1');
    const good = readFileSync(path);
    // It has its newline, so an append finished writing it: it may be an acknowledged move.
    const damaged = Buffer.concat([Buffer.from('{"actor":2,"action":{"type":"vo'), Buffer.from([0xff, 0x00]), Buffer.from('te"}}\n')]);
    appendFileSync(path, damaged);

    const opened = store.openJournal('g1');
    expect(opened.entries.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(opened.torn).toBe(false);
    expect(opened.problems).toHaveLength(1);
    expect(opened.problems![0]).toContain('Line 4');
    expect(opened.problems![0]).toContain(`${path}.corrupt`);
    expect(opened.problems![0]).toContain('2 actions');
    expect(readFileSync(`${path}.corrupt`)).toEqual(damaged);
    if (process.platform !== 'win32') expect(statSync(`${path}.corrupt`).mode & 0o777).toBe(0o600);
    expect(readFileSync(path)).toEqual(good);
    // Said once: the journal is clean now, and the game goes on.
    expect(store.openJournal('g1').problems).toBeUndefined();
    const resumed = store.resumeJournal('g1');
    resumed.append(vote(2, false, 'a3'));
    resumed.close();

    // Well-formed JSON that is not an action is set aside the same way, after what was kept before.
    appendFileSync(path, '{"who":0}\n');
    const again = store.openJournal('g1');
    expect(again.entries.map((e) => e.id)).toEqual(['a1', 'a2', 'a3']);
    expect(again.problems![0]).toMatch(/Line 5 .*is not an action/);
    expect(readFileSync(`${path}.corrupt`)).toEqual(Buffer.concat([damaged, Buffer.from('{"who":0}\n')]));
  });

  it('leaves an unreadable last line on disk when only reading (listGames, exportJournal)', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    writer.close();
    const path = journalFile(store, 'g1');
    appendFileSync(path, 'garbage\n');
    const before = readFileSync(path);
    expect(store.listGames()).toMatchObject([{ gameId: 'g1', actions: 1 }]);
    expect(store.exportJournal('g1').actions).toHaveLength(1);
    expect(readFileSync(path)).toEqual(before);
    expect(existsSync(`${path}.corrupt`)).toBe(false);
  });

  it('reports a bad line that is not the last as DATA_CORRUPT and leaves the file alone', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    writer.close();
    const path = journalFile(store, 'g1');
    appendFileSync(path, '{"actor":1,"act\n');
    appendFileSync(path, `${JSON.stringify(vote(2, true, 'a3'))}\n`);
    const before = readFileSync(path);
    const err = catchError(() => store.openJournal('g1'));
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_CORRUPT', path });
    expect((err as Error).message).toContain('line 3');
    expect(readFileSync(path)).toEqual(before);
    expect(catchError(() => store.resumeJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });
    expect(catchError(() => store.exportJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });
  });

  it('reports a well-formed line that is not an entry (not last), and a bad header, as DATA_CORRUPT', () => {
    const store = new TableStore(tempDir());
    store.createJournal(header('g1')).close();
    appendFileSync(journalFile(store, 'g1'), `{"who":0}\n${JSON.stringify(vote(0, true))}\n`);
    expect(catchError(() => store.openJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });

    writeFileSync(journalFile(store, 'g2'), '{"format":"hideout-journal","version":1,"gam');
    expect(catchError(() => store.openJournal('g2'))).toMatchObject({ code: 'DATA_CORRUPT' });
    writeFileSync(journalFile(store, 'g3'), `${JSON.stringify({ ...header('other'), actions: undefined })}\n`);
    expect((catchError(() => store.openJournal('g3')) as Error).message).toContain('gameId');
    writeFileSync(journalFile(store, 'g4'), '');
    expect(catchError(() => store.openJournal('g4'))).toMatchObject({ code: 'DATA_CORRUPT' });
  });

  it('exports a journal that replays a real game of Mole in the Crew to the same state', () => {
    const game = gameRegistry['mole-in-the-crew'];
    if (game === undefined) throw new Error('mole-in-the-crew is not registered');
    const players = 7;
    const played = playGame(game, { players, seed: 'store-replay', bots: Array.from({ length: players }, () => randomBot) });
    expect(played.journal.actions.length).toBeGreaterThan(10);

    const store = new TableStore(tempDir());
    const writer = store.createJournal({
      format: JOURNAL_FORMAT,
      version: JOURNAL_VERSION,
      gameId: 'mole-1',
      startedAt: new Date().toISOString(),
      game: played.journal.game,
      players,
      options: played.journal.options,
      seed: played.journal.seed,
      names: ['Ana', 'Bo', 'Chen', 'Dee', 'Eli', 'Fay', 'Gus'],
    });
    played.journal.actions.forEach((entry, i) => writer.append({ ...entry, id: `act-${i}`, at: Date.now() }));
    writer.close();
    store.markFinished('mole-1', played.outcome);

    const opened = store.openJournal('mole-1');
    expect(opened).toMatchObject({ finished: true, torn: false, outcome: played.outcome });
    const exported = store.exportJournal('mole-1');
    expect(exported).toMatchObject({ format: 'hideout-journal', version: 1, game: 'mole-in-the-crew', players, names: expect.any(Array) });
    expect(exported.actions.map(({ actor, action }) => ({ actor, action }))).toEqual(played.journal.actions);

    const replayed = replayJournal(gameRegistry, JSON.parse(JSON.stringify(exported)));
    expect(replayed.failure).toBeUndefined();
    expect(replayed.applied).toBe(played.journal.actions.length);
    expect(replayed.state).toEqual(played.state);
  });

  it('marks games finished and lists them newest first with their counts', () => {
    const store = new TableStore(tempDir());
    const starts: [string, string, number][] = [
      ['old', '2025-01-01T19:00:00.000Z', 3],
      ['newest', '2025-01-02T21:30:00.000Z', 1],
      ['middle', '2025-01-02T08:00:00.000Z', 0],
    ];
    for (const [id, startedAt, count] of starts) {
      const w = store.createJournal(header(id, { startedAt, players: id === 'old' ? 6 : 5 }));
      for (let i = 0; i < count; i++) w.append(vote(i, true));
      w.close();
    }
    const live = store.resumeJournal('newest');
    store.markFinished('old', { winner: 'crew' });
    store.markFinished('newest', null);
    // Finishing closed the game's writer: nothing can follow the end-of-game line.
    expect(() => live.append(vote(1, true))).toThrow(/closed/);
    const oldFile = readFileSync(journalFile(store, 'old'));
    store.markFinished('old', { winner: 'moles' });
    expect(readFileSync(journalFile(store, 'old'))).toEqual(oldFile);

    // Neither a leftover temporary file nor an unreadable journal hides the others.
    writeFileSync(join(store.dataDir, 'games', 'tmpgame.jsonl.tmp'), '{"format":');
    writeFileSync(join(store.dataDir, 'games', 'broken.jsonl'), 'not json\n{}\n');

    expect(store.listGames()).toEqual([
      { gameId: 'newest', game: 'mole-in-the-crew', players: 5, startedAt: '2025-01-02T21:30:00.000Z', actions: 1, finished: true },
      { gameId: 'middle', game: 'mole-in-the-crew', players: 5, startedAt: '2025-01-02T08:00:00.000Z', actions: 0, finished: false },
      { gameId: 'old', game: 'mole-in-the-crew', players: 6, startedAt: '2025-01-01T19:00:00.000Z', actions: 3, finished: true },
    ]);
    expect(store.openJournal('old')).toMatchObject({ finished: true, outcome: { winner: 'crew' } });
    expect(() => store.resumeJournal('old')).toThrow(/finished/);

    appendFileSync(journalFile(store, 'old'), `${JSON.stringify(vote(0, true))}\n`);
    expect(catchError(() => store.openJournal('old'))).toMatchObject({ code: 'DATA_CORRUPT' });
  });

  it('discards the journal of a game that never got an action, and only that', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    store.discardJournal('g1');
    // The writer is closed: nothing can be appended to a file that is gone.
    expect(() => writer.append(vote(0, true))).toThrow(/closed/);
    expect(readdirSync(join(store.dataDir, 'games'))).toEqual([]);
    expect(catchError(() => store.openJournal('g1'))).toMatchObject({ code: 'NOT_FOUND' });
    // A rollback may run twice, or after the journal was never made.
    store.discardJournal('g1');
    // The id is free again.
    store.createJournal(header('g1')).close();

    const played = store.createJournal(header('g2'));
    played.append(vote(0, true, 'a1'));
    played.close();
    expect(() => store.discardJournal('g2')).toThrow(/not discarded/);
    expect(store.openJournal('g2').entries).toHaveLength(1);
    store.markFinished('g1', null);
    expect(() => store.discardJournal('g1')).toThrow(/not discarded/);
    expect(() => store.discardJournal('../x')).toThrow(RangeError);
  });

  it('lists the games without an end-of-game line, reading only the end of each file', () => {
    const store = new TableStore(tempDir());
    store.createJournal(header('fresh')).close();
    const playing = store.createJournal(header('playing'));
    playing.append(vote(0, true));
    playing.close();
    store.createJournal(header('done')).close();
    // An outcome far longer than the first chunk read from the end.
    store.markFinished('done', { log: 'x'.repeat(20_000) });
    store.createJournal(header('tornend')).close();
    store.markFinished('tornend', null);
    const tornEnd = journalFile(store, 'tornend');
    // The end line itself torn (a crash inside markFinished): the game did not finish.
    writeFileSync(tornEnd, readFileSync(tornEnd).subarray(0, -3));
    store.createJournal(header('finishedtorn')).close();
    store.markFinished('finishedtorn', null);
    appendFileSync(journalFile(store, 'finishedtorn'), '{"actor":0,');
    store.createJournal(header('badtail')).close();
    appendFileSync(journalFile(store, 'badtail'), 'garbage\n');
    writeFileSync(join(store.dataDir, 'games', 'half.jsonl.tmp'), '{"format":');

    expect(store.unfinishedGames()).toEqual(['badtail', 'fresh', 'playing', 'tornend']);
    expect(store.listGames().filter((g) => !g.finished).map((g) => g.gameId).sort()).toEqual(['badtail', 'fresh', 'playing', 'tornend']);
    expect(new TableStore(tempDir()).unfinishedGames()).toEqual([]);
  });

  it('rejects game ids that are not safe file names', () => {
    const store = new TableStore(tempDir());
    for (const id of ['', '../escape', 'a/b', 'a\\b', 'a.b', 'x'.repeat(65), 'CON', 'nul', 'com1', 'é']) {
      expect(isValidGameId(id)).toBe(false);
      expect(() => store.createJournal(header(id))).toThrow(RangeError);
      expect(() => store.openJournal(id)).toThrow(RangeError);
      expect(() => store.markFinished(id, null)).toThrow(RangeError);
    }
    expect(isValidGameId('x'.repeat(64))).toBe(true);
    expect(isValidGameId('Game_2025-01-02')).toBe(true);
    expect(readdirSync(join(store.dataDir, 'games'))).toEqual([]);
  });
});

describe('data folder', () => {
  it('creates a missing data folder, nested', () => {
    const dir = join(tempDir(), 'a', 'b', 'hideout');
    const store = new TableStore(dir);
    expect(store.dataDir).toBe(dir);
    expect(statSync(join(dir, 'games')).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual(['games']);
  });

  it('says DATA_DIR_UNWRITABLE, naming the folder, when the folder cannot be made', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'afile'), 'not a folder');
    const dir = join(parent, 'afile', 'data');
    const err = catchError(() => new TableStore(dir));
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir });
    expect((err as Error).message).toContain(dir);
    expect((err as Error).message).toMatch(/ENOTDIR|EEXIST/);
  });

  it('creates the folder one level at a time and passes on the real reason a level fails (EROFS, not ENOENT)', () => {
    const base = tempDir();
    const levels: string[] = [];
    makeDirs(join(base, 'a', 'b'), (path, mode) => {
      levels.push(path);
      mkdirSync(path, { mode });
    });
    expect(levels).toEqual([join(base, 'a'), join(base, 'a', 'b')]);
    makeDirs(join(base, 'a', 'b'), () => {
      throw new Error('nothing to make');
    });

    // A read-only file system, as root sees it too (chmod does not stop root): Node's recursive
    // mkdir turns this EROFS into ENOENT, which would send the person looking for a missing folder.
    const readOnly = (path: string) => {
      throw Object.assign(new Error(`EROFS: read-only file system, mkdir '${path}'`), { code: 'EROFS' });
    };
    const dir = join(base, 'data');
    const err = catchError(() => makeDirs(join(dir, 'games'), readOnly));
    expect(err).toMatchObject({ code: 'EROFS' });
    const reported = dataDirUnwritable(dir, err);
    expect(reported).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir, cause: err });
    expect(reported.message).toContain(dir);
    expect(reported.message).toContain('EROFS: read-only file system');
  });

  it.skipIf(process.platform === 'win32')('says DATA_DIR_UNWRITABLE for a read-only folder', (ctx) => {
    const parent = tempDir();
    const dir = join(parent, 'readonly');
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    try {
      if (process.getuid?.() === 0) {
        // Root writes anywhere, whatever the mode: open it as an ordinary user (nobody) instead.
        chmodSync(parent, 0o755);
        const canRead = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(join(root, 'node_modules', 'tsx', 'package.json'))})`], { uid: 65534, gid: 65534 });
        // A checkout inside root's own home (mode 700) is out of nobody's reach: nothing to run it with.
        if (canRead.status !== 0) ctx.skip();
        const run = spawnSync(process.execPath, ['--import', 'tsx', join('electron', 'host', 'testing', 'store-open.ts'), dir], { cwd: root, uid: 65534, gid: 65534, encoding: 'utf8' });
        expect(run.stderr).toBe('');
        const outcome = JSON.parse(run.stdout) as { ok: boolean; code?: string; path?: string; message?: string };
        expect(outcome).toMatchObject({ ok: false, code: 'DATA_DIR_UNWRITABLE', path: dir });
        expect(outcome.message).toContain(dir);
        expect(outcome.message).toMatch(/EACCES|EPERM/);
        return;
      }
      const err = catchError(() => new TableStore(dir));
      expect(err).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir });
      expect((err as Error).message).toContain(dir);
      expect((err as Error).message).toMatch(/EACCES|EPERM/);
    } finally {
      chmodSync(dir, 0o700);
    }
  });
});

describe('crash', () => {
  it('keeps every acknowledged append when the writer is killed with SIGKILL mid-loop', async () => {
    const dir = tempDir();
    // Node with the tsx loader, not npx: SIGKILL must reach the writing process itself.
    const child = spawn(process.execPath, ['--import', 'tsx', join('electron', 'host', 'testing', 'store-writer.ts'), dir, 'crash'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acknowledged = 0;
    let pending = '';
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      // Lines still in the pipe after the kill were printed after their fsync too: count them.
      for (const line of lines) acknowledged = Number(line);
      if (!killed && acknowledged >= 300) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, sig) => resolve(sig)));
    expect(killed, `the writer stopped by itself: ${stderr}`).toBe(true);
    expect(signal).toBe('SIGKILL');

    const store = new TableStore(dir);
    const opened = store.openJournal('crash');
    expect(opened.entries.length).toBeGreaterThanOrEqual(acknowledged);
    expect(opened.entries.map((e) => e.id)).toEqual(opened.entries.map((_, i) => `a${i + 1}`));
    expect(opened.finished).toBe(false);
    // The game goes on from where the crash left it.
    const writer = store.resumeJournal('crash');
    writer.append(vote(0, true, 'after'));
    writer.close();
    const after = store.openJournal('crash');
    expect(after.torn).toBe(false);
    expect(after.entries.at(-1)?.id).toBe('after');
    expect(after.entries).toHaveLength(opened.entries.length + 1);
  }, 15_000);
});
