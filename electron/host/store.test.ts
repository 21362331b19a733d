import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../../shared/engine/bot.ts';
import { JOURNAL_FORMAT, JOURNAL_VERSION, replayJournal } from '../../shared/engine/journal.ts';
import { gameRegistry } from '../../shared/games/index.ts';
import {
  DEFAULT_KEEP_GAMES,
  JOURNAL_PAD_BYTES,
  KEEP_EMPTY_GAMES,
  StoreError,
  TableStore,
  dataDirUnwritable,
  isValidGameId,
  makeDirs,
  publicMessageOf,
  type JournalHeader,
  type StoredEntry,
} from './store.ts';
import { thrown } from './testing/thrown.ts';

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
    const err = thrown(() => store.loadRoom());
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_CORRUPT', path: `${path}.corrupt-1` });
    expect((err as Error).message).toContain(`${path}.corrupt-1`);
    expect(readFileSync(`${path}.corrupt-1`, 'utf8')).toBe('{"code": "KX');
    expect(store.loadRoom()).toBeNull();
    // A second bad file does not overwrite the first one kept.
    writeFileSync(path, 'nope');
    expect(thrown(() => store.loadRoom())).toMatchObject({ code: 'DATA_CORRUPT', path: `${path}.corrupt-2` });
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
    expect(thrown(() => store.openJournal('nope'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(thrown(() => store.resumeJournal('nope'))).toMatchObject({ code: 'NOT_FOUND' });
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
    const err = thrown(() => store.openJournal('g1'));
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_CORRUPT', path });
    expect((err as Error).message).toContain('line 3');
    expect(readFileSync(path)).toEqual(before);
    expect(thrown(() => store.resumeJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });
    expect(thrown(() => store.exportJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });
  });

  it('reports a well-formed line that is not an entry (not last), and a bad header, as DATA_CORRUPT', () => {
    const store = new TableStore(tempDir());
    store.createJournal(header('g1')).close();
    appendFileSync(journalFile(store, 'g1'), `{"who":0}\n${JSON.stringify(vote(0, true))}\n`);
    expect(thrown(() => store.openJournal('g1'))).toMatchObject({ code: 'DATA_CORRUPT' });

    writeFileSync(journalFile(store, 'g2'), '{"format":"hideout-journal","version":1,"gam');
    expect(thrown(() => store.openJournal('g2'))).toMatchObject({ code: 'DATA_CORRUPT' });
    writeFileSync(journalFile(store, 'g3'), `${JSON.stringify({ ...header('other'), actions: undefined })}\n`);
    expect((thrown(() => store.openJournal('g3')) as Error).message).toContain('gameId');
    writeFileSync(journalFile(store, 'g4'), '');
    expect(thrown(() => store.openJournal('g4'))).toMatchObject({ code: 'DATA_CORRUPT' });
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
    expect(thrown(() => store.openJournal('old'))).toMatchObject({ code: 'DATA_CORRUPT' });
  });

  it('discards the journal of a game that never got an action, and only that', () => {
    const store = new TableStore(tempDir());
    const writer = store.createJournal(header('g1'));
    store.discardJournal('g1');
    // The writer is closed: nothing can be appended to a file that is gone.
    expect(() => writer.append(vote(0, true))).toThrow(/closed/);
    expect(readdirSync(join(store.dataDir, 'games'))).toEqual([]);
    expect(thrown(() => store.openJournal('g1'))).toMatchObject({ code: 'NOT_FOUND' });
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
    const err = thrown(() => new TableStore(dir));
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
    const err = thrown(() => makeDirs(join(dir, 'games'), readOnly));
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
        // Nobody's own read-only folder: a folder of another user would be refused before its mode mattered.
        chownSync(dir, 65534, 65534);
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
      const err = thrown(() => new TableStore(dir));
      expect(err).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir });
      expect((err as Error).message).toContain(dir);
      expect((err as Error).message).toMatch(/EACCES|EPERM/);
    } finally {
      chmodSync(dir, 0o700);
    }
  });
});

const posixOnly = process.platform === 'win32';
const asRoot = process.getuid?.() === 0;

/** A file outside the data folder that a planted link points to: it must never change. */
function victim(): string {
  const path = join(tempDir(), 'victim.txt');
  writeFileSync(path, 'precious\n', { mode: 0o644 });
  return path;
}

const unchanged = (path: string) => {
  expect(readFileSync(path, 'utf8')).toBe('precious\n');
  expect(statSync(path).mode & 0o777).toBe(0o644);
};

describe.skipIf(posixOnly)('a data folder no one can trick (issue 25)', () => {
  it('never writes the room through a link planted as room.json.tmp, in a folder that was world-writable', () => {
    const dir = join(tempDir(), 'D');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const target = victim();
    symlinkSync(target, join(dir, 'room.json.tmp'));
    const lines: string[] = [];
    const store = new TableStore(dir, { log: (line) => lines.push(line) });
    // Made private first, and said so, once.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(lines).toEqual([`the data folder ${dir} could be changed by other users (mode 0777); it is now private to you (0700)`]);
    store.saveRoom({ hostToken: 'secret-host-token', seats: [{ token: 'secret-seat-token' }] });
    unchanged(target);
    expect(readFileSync(target, 'utf8')).not.toContain('secret');
    // The link itself was removed (not what it pointed to), and the room is a plain 0600 file.
    expect(readdirSync(dir).sort()).toEqual(['games', 'room.json']);
    expect(lstatSync(join(dir, 'room.json')).isFile()).toBe(true);
    expect(statSync(join(dir, 'room.json')).mode & 0o777).toBe(0o600);
    expect(store.loadRoom()).toEqual({ hostToken: 'secret-host-token', seats: [{ token: 'secret-seat-token' }] });
  });

  it('refuses a room.json that is a link, a FIFO or not a plain file, and leaves it as it is', () => {
    const store = new TableStore(tempDir());
    const path = join(store.dataDir, 'room.json');
    const target = victim();
    symlinkSync(target, path);
    const err = thrown(() => store.loadRoom());
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_DIR_UNSAFE', path, osCode: 'ELOOP' });
    expect((err as Error).message).toContain('symbolic link');
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
    unchanged(target);
    rmSync(path);
    // A FIFO would block a plain open for reading forever.
    const fifo = spawnSync('mkfifo', [path]);
    if (fifo.status === 0) {
      expect(thrown(() => store.loadRoom())).toMatchObject({ code: 'DATA_DIR_UNSAFE', path });
      rmSync(path);
    }
    mkdirSync(path);
    expect(thrown(() => store.loadRoom())).toMatchObject({ code: 'DATA_DIR_UNSAFE', path });
  });

  it('refuses journals that are links, have a second name, or whose temporary or .corrupt file is a link', () => {
    const store = new TableStore(tempDir());
    const games = join(store.dataDir, 'games');
    const target = victim();
    // A journal planted as a link: not read (it would be exported as a game), not written.
    symlinkSync(target, join(games, 'planted.jsonl'));
    expect(thrown(() => store.openJournal('planted'))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect(thrown(() => store.exportJournal('planted'))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect(thrown(() => store.markFinished('planted', null))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect(store.listGames()).toEqual([]);
    expect(store.unfinishedGames()).toEqual(['planted']);
    expect(store.pruneJournals().removed).toEqual([]);
    unchanged(target);

    // The temporary file of a new journal planted as a link: removed, never written through.
    symlinkSync(target, join(games, 'g1.jsonl.tmp'));
    const writer = store.createJournal(header('g1'));
    writer.append(vote(0, true, 'a1'));
    writer.close();
    unchanged(target);
    expect(lstatSync(journalFile(store, 'g1')).isFile()).toBe(true);
    expect(statSync(journalFile(store, 'g1')).mode & 0o777).toBe(0o600);

    // The .corrupt file planted as a link: the bad line is not written through it.
    symlinkSync(target, `${journalFile(store, 'g1')}.corrupt`);
    appendFileSync(journalFile(store, 'g1'), 'garbage\n');
    expect(thrown(() => store.openJournal('g1'))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    unchanged(target);
    rmSync(`${journalFile(store, 'g1')}.corrupt`);
    expect(store.openJournal('g1').problems).toHaveLength(1);

    // A hard link elsewhere would receive every append made in place: refused for writing.
    const outside = join(tempDir(), 'outside.jsonl');
    linkSync(journalFile(store, 'g1'), outside);
    expect(thrown(() => store.resumeJournal('g1'))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect(thrown(() => store.markFinished('g1', null))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect((thrown(() => store.resumeJournal('g1')) as Error).message).toContain('hard link');
  });

  it('refuses a data folder or games folder that is a link, and makes a world-writable games folder private', () => {
    const real = tempDir();
    const linked = join(tempDir(), 'data');
    symlinkSync(real, linked);
    const err = thrown(() => new TableStore(linked));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: linked });
    expect((err as Error).message).toContain('symbolic link');
    expect(readdirSync(real)).toEqual([]);
    // A dangling one too (it would otherwise read as "there" and "missing" at once).
    const dangling = join(tempDir(), 'gone');
    symlinkSync(join(real, 'nothing'), dangling);
    expect(thrown(() => new TableStore(dangling))).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: dangling });

    const dir = tempDir();
    const elsewhere = tempDir();
    symlinkSync(elsewhere, join(dir, 'games'));
    expect(thrown(() => new TableStore(dir))).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: join(dir, 'games') });

    const open = tempDir();
    mkdirSync(join(open, 'games'), { mode: 0o777 });
    chmodSync(join(open, 'games'), 0o777);
    const lines: string[] = [];
    new TableStore(open, { log: (line) => lines.push(line) });
    expect(statSync(join(open, 'games')).mode & 0o777).toBe(0o700);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('games folder');
    // A folder others may only read (0755) is left as it is: its files are 0600 anyway.
    const readable = tempDir();
    chmodSync(readable, 0o755);
    new TableStore(readable, { log: (line) => lines.push(line) });
    expect(statSync(readable).mode & 0o777).toBe(0o755);
    expect(lines).toHaveLength(1);
  });

  it.skipIf(!asRoot)('refuses a data folder, or a file in it, that belongs to another user (run as root: it can make one)', () => {
    const dir = tempDir();
    chownSync(dir, 65534, 65534);
    const err = thrown(() => new TableStore(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: dir });
    expect((err as Error).message).toContain('belongs to another user (uid 65534');
    chownSync(dir, 0, 0);
    const store = new TableStore(dir);
    store.saveRoom({ a: 1 });
    chownSync(join(dir, 'room.json'), 65534, 65534);
    expect(thrown(() => store.loadRoom())).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: join(dir, 'room.json') });
  });
});

describe('what a StoreError may show on a phone', () => {
  it('keeps paths, OS words and file content in the log message, out of publicMessage', () => {
    const store = new TableStore(tempDir());
    const path = join(store.dataDir, 'room.json');
    writeFileSync(path, '{"hostToken": "tok-en-that-is-secret" nope');
    const damaged = thrown(() => store.loadRoom()) as StoreError;
    expect(damaged.message).toContain(path);
    expect(damaged.detail).toBe(damaged.message);
    expect(damaged.publicMessage).toBe('The saved room is not valid JSON; it was kept in the data folder as room.json.corrupt-1 and the host starts without it');
    const parent = tempDir();
    writeFileSync(join(parent, 'afile'), '');
    const unwritable = thrown(() => new TableStore(join(parent, 'afile', 'data'))) as StoreError;
    expect(unwritable.osCode).toBe('ENOTDIR');
    const linked = join(tempDir(), 'l');
    symlinkSync(tempDir(), linked);
    const unsafe = thrown(() => new TableStore(linked)) as StoreError;
    for (const err of [damaged, unwritable, unsafe]) {
      expect(err.publicMessage).not.toContain(tmpdir());
      expect(err.publicMessage).not.toMatch(/ENOTDIR|ELOOP|EACCES|secret|nope|Unexpected/);
      expect(publicMessageOf(err)).toBe(err.publicMessage);
    }
    expect(publicMessageOf(new Error(`EACCES ${path}`))).toBe('The host could not save to its disk.');
  });
});

/** A journal as the room writes one, straight to disk: header, `moves` votes, maybe the end line. */
function writeJournal(dataDir: string, gameId: string, startedAt: string, moves: number, finished: boolean): void {
  const lines = [JSON.stringify({ format: JOURNAL_FORMAT, version: JOURNAL_VERSION, gameId, startedAt, game: 'mole-in-the-crew', players: 5, options: {}, seed: 's' })];
  for (let i = 0; i < moves; i++) lines.push(JSON.stringify(vote(i % 5, true, `a${i}`)));
  if (finished) lines.push(JSON.stringify({ finished: true, outcome: null, at: 1 }));
  writeFileSync(join(dataDir, 'games', `${gameId}.jsonl`), `${lines.join('\n')}\n`, { mode: 0o600 });
}

describe('old journals (issue 25: cheap things stay cheap)', () => {
  it('deletes finished journals past keepGames, and never-played ones past the newest few; never an unfinished one or the current game', () => {
    const dir = tempDir();
    const store = new TableStore(dir, { keepGames: 3 });
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 12, i)).toISOString();
    // Newest first: g-9 ... g-0, alternately played and never played; g-0 and g-5 unfinished.
    for (let i = 0; i < 10; i++) writeJournal(dir, `g-${i}`, at(i), i % 2 === 0 ? 3 : 0, i !== 0 && i !== 5);
    // Many never-played finished games, as a restart loop leaves them.
    for (let i = 0; i < 15; i++) writeJournal(dir, `e-${i}`, at(20 + i), 0, true);
    const pruned = store.pruneJournals({ keep: ['g-2', null] });
    const left = store.listGames().map((g) => g.gameId);
    // Played and finished: g-8, g-6, g-4 kept (3), g-2 kept as the current game.
    for (const id of ['g-8', 'g-6', 'g-4', 'g-2', 'g-0', 'g-5']) expect(left).toContain(id);
    expect(left.filter((id) => id.startsWith('e-')).sort()).toEqual(['e-12', 'e-13', 'e-14']);
    // Never played: only min(KEEP_EMPTY_GAMES, keepGames) = 3, the newest, kept (the e- ones are newer than every g-).
    expect(pruned.removed.sort()).toEqual([...Array.from({ length: 12 }, (_, i) => `e-${i}`), 'g-1', 'g-3', 'g-7', 'g-9'].sort());
    expect(pruned.problems).toEqual([]);
    expect(left).toHaveLength(25 - 16);
    expect(store.pruneJournals({ keep: ['g-2'] }).removed).toEqual([]);
    expect(KEEP_EMPTY_GAMES).toBeGreaterThan(0);
    expect(DEFAULT_KEEP_GAMES).toBe(500);
  });

  it('never deletes a journal with an open writer, nor one it cannot read', () => {
    const dir = tempDir();
    const store = new TableStore(dir, { keepGames: 0 });
    writeJournal(dir, 'done', '2025-01-01T00:00:00.000Z', 2, true);
    writeFileSync(join(dir, 'games', 'broken.jsonl'), 'not json\n{"finished":true}\n');
    const writer = store.createJournal(header('live'));
    writer.append(vote(0, true));
    store.markFinished('done', null);
    expect(store.pruneJournals().removed).toEqual(['done']);
    expect(readdirSync(join(dir, 'games')).sort()).toEqual(['broken.jsonl', 'live.jsonl']);
    writer.close();
    expect(() => new TableStore(dir, { keepGames: -1 })).toThrow(RangeError);
  });
});

describe('listing thousands of games', () => {
  /** 3,000 finished journals as the room names them: 30 nights, two rooms playing on each. */
  function manyGames(): { dir: string; newestFirst: string[] } {
    const dir = tempDir();
    new TableStore(dir);
    const all: { id: string; time: number }[] = [];
    for (let day = 0; day < 30; day++) {
      for (let k = 0; k < 50; k++) {
        for (const [r, code] of ['KQWX', 'ZZZZ'].entries()) {
          const time = Date.UTC(2025, 2, day + 1, 18, 0, 0) + (2 * k + r) * 60_000;
          const id = `${new Date(time).toISOString().slice(0, 10)}-${code}-${day * 50 + k + 1}-s${k}`;
          writeJournal(dir, id, new Date(time).toISOString(), 3, true);
          all.push({ id, time });
        }
      }
    }
    all.sort((a, b) => b.time - a.time);
    return { dir, newestFirst: all.map((g) => g.id) };
  }

  it('reads only the page it lists (about one file per game shown, none the second time), and pages through them all', () => {
    const { dir, newestFirst } = manyGames();
    const store = new TableStore(dir);
    let reads = store.filesRead;
    const started = performance.now();
    const first = store.listGamesPage({ limit: 50 });
    const took = performance.now() - started;
    expect(first.games.map((g) => g.gameId)).toEqual(newestFirst.slice(0, 50));
    expect(first.games[0]).toMatchObject({ actions: 3, finished: true, players: 5 });
    expect(first.next).toBe(newestFirst[49]);
    // Each game on the page is read once, and the heads of the two rooms' lists once each.
    expect(store.filesRead - reads).toBeLessThanOrEqual(2 * 50 + 4);
    // Generous, for a loaded two-core machine; reading every journal took 330-400 ms.
    expect(took).toBeLessThan(200);
    reads = store.filesRead;
    expect(store.listGamesPage({ limit: 50 }).games.map((g) => g.gameId)).toEqual(newestFirst.slice(0, 50));
    expect(store.filesRead - reads).toBe(0);

    reads = store.filesRead;
    const second = store.listGamesPage({ limit: 50, before: first.next! });
    expect(second.games.map((g) => g.gameId)).toEqual(newestFirst.slice(50, 100));
    expect(store.filesRead - reads).toBeLessThanOrEqual(2 * 50 + 4);

    // Paged through to the end: every game exactly once, in order, across nights and rooms.
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 100; page++) {
      const { games, next } = store.listGamesPage({ limit: 170, ...(before !== undefined ? { before } : {}) });
      seen.push(...games.map((g) => g.gameId));
      if (next === null) break;
      before = next;
    }
    expect(seen).toEqual(newestFirst);
    // A cursor naming a game that is gone: said, so the page can start again from the top.
    expect(thrown(() => store.listGamesPage({ limit: 5, before: 'nope' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(() => store.listGamesPage({ limit: 0 })).toThrow(RangeError);
    // Writing 3,000 files takes seconds on a slow disk; only the listing itself is timed above.
  }, 60_000);

  it('lists one room\'s thousands of games of one night (a restart loop) without reading their headers', () => {
    const dir = tempDir();
    new TableStore(dir);
    for (let n = 1; n <= 1000; n++) writeJournal(dir, `2025-05-01-KQWX-${n}-x`, new Date(Date.UTC(2025, 4, 1, 0, 0, n)).toISOString(), 0, true);
    const store = new TableStore(dir);
    const page = store.listGamesPage({ limit: 20 });
    // By game number, not by name: game 999 comes before game 1000 as text, not here.
    expect(page.games.map((g) => g.gameId)).toEqual(Array.from({ length: 20 }, (_, i) => `2025-05-01-KQWX-${1000 - i}-x`));
    expect(store.filesRead).toBe(20);
    // And at the next start, the restart loop's never-played games are pruned to the newest few.
    expect(store.pruneJournals().removed).toHaveLength(1000 - KEEP_EMPTY_GAMES);
    expect(store.listGames().map((g) => g.gameId)).toEqual(Array.from({ length: KEEP_EMPTY_GAMES }, (_, i) => `2025-05-01-KQWX-${1000 - i}-x`));
  }, 30_000);
});

describe('GET /api/games (server.ts): one page at a time', () => {
  it('answers pages of the listing with a Link to the next, for the host controls only', async () => {
    const dir = tempDir();
    new TableStore(dir);
    for (let n = 1; n <= 120; n++) writeJournal(dir, `2025-06-01-KQWX-${n}-x`, new Date(Date.UTC(2025, 5, 1, 0, 0, n)).toISOString(), 1, true);
    const { startHost } = await import('./server.ts');
    const host = await startHost({ dataDir: dir, port: 0, bindHost: '127.0.0.1', mdns: false, log: () => {} });
    try {
      const base = `http://127.0.0.1:${host.port}`;
      const auth = { authorization: `Bearer ${host.room.hostToken}` };
      expect((await fetch(`${base}/api/games`)).status).toBe(403);
      expect((await fetch(`${base}/api/games?limit=5`, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
      const ids: string[] = [];
      let url: string | null = `${base}/api/games`;
      const sizes: number[] = [];
      while (url !== null) {
        const answer: Response = await fetch(url, { headers: auth });
        expect(answer.status).toBe(200);
        const games = (await answer.json()) as { gameId: string }[];
        sizes.push(games.length);
        ids.push(...games.map((g) => g.gameId));
        const link = answer.headers.get('link');
        url = link === null ? null : new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1]!, base).toString();
      }
      expect(sizes).toEqual([50, 50, 20]);
      expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => `2025-06-01-KQWX-${120 - i}-x`));
      const status = async (query: string) => (await fetch(`${base}/api/games${query}`, { headers: auth })).status;
      expect(await status('?limit=200')).toBe(200);
      for (const bad of ['?limit=0', '?limit=201', '?limit=abc', '?limit=1&limit=2', '?before=..%2Fx']) expect(await status(bad), bad).toBe(400);
      expect(await status('?before=gone')).toBe(404);
    } finally {
      await host.close();
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
