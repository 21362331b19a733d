import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_FORMAT, JOURNAL_VERSION } from '../../shared/engine/journal.ts';
import { GAMES } from '../../shared/games/index.ts';
import { checkRoomFile, MAX_SEATS, migrateRoomFile, ROOM_FILE_VERSION, type RoomMigration } from './room-record.ts';
import { Room, type RoomRecord } from './room.ts';
import { StoreError, TableStore } from './store.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { thrown } from './testing/thrown.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-room-record-'));
  made.push(dir);
  return dir;
}

const token = (n: number) => `tok${String(n).padStart(3, '0')}-abcdefghijklmnopq`;

/** A room file as the room writes one: two people, a bot, a finished game. */
function goodRoom(): RoomRecord {
  return {
    version: 1,
    code: 'KQWX',
    hostToken: token(0),
    phase: 'over',
    game: 'mole-in-the-crew',
    options: { rounds: 5 },
    seats: [
      { name: 'Ana', kind: 'human', token: token(1), lang: 'es' },
      { name: 'Bo', kind: 'human', token: token(2) },
      { name: 'Bot 1', kind: 'bot', bot: 'random' },
    ],
    vip: 0,
    gameNumber: 3,
    gameId: '2025-01-01-KQWX-3-abcdef',
    scores: [{ name: 'Ana', played: 3, won: 1 }],
    waiting: [{ name: 'Cy', token: token(3) }],
    lastFirst: 2,
    discussion: { 'mole-in-the-crew': { vote: 60 } },
  };
}

const damaged = (value: unknown): string => {
  const checked = checkRoomFile(value);
  if (checked.ok) throw new Error('expected the room file to be refused');
  expect(checked.newer).toBeUndefined();
  return checked.reason;
};

describe('checkRoomFile', () => {
  it('takes a room as the room writes it, and drops keys it does not know', () => {
    expect(checkRoomFile(goodRoom())).toEqual({ ok: true, value: goodRoom() });
    const lobby = { ...goodRoom(), phase: 'lobby', gameId: null, vip: null, seats: [] as unknown[], waiting: undefined, someday: 'a field of a later patch' };
    const checked = checkRoomFile(lobby);
    expect(checked.ok).toBe(true);
    expect(checked.ok && 'someday' in checked.value).toBe(false);
  });

  it('refuses each way a file was found to break the host (issue 25), quoting no token', () => {
    const { hostToken: _gone, ...noHostToken } = goodRoom();
    // A host link "#host=undefined".
    expect(damaged(noHostToken)).toContain('hostToken');
    // Every hello, join and fillBots answered INTERNAL.
    expect(damaged({ ...goodRoom(), seats: [null] })).toContain('seats.0');
    // The next game number "x1".
    expect(damaged({ ...goodRoom(), gameNumber: 'x' })).toContain('gameNumber');
    expect(damaged({ ...goodRoom(), gameNumber: -1 })).toContain('gameNumber');
    expect(damaged({ ...goodRoom(), gameNumber: 1.5 })).toContain('gameNumber');
    for (const reason of [damaged({ ...goodRoom(), hostToken: 'short' }), damaged({ ...goodRoom(), seats: [{ ...goodRoom().seats[0], token: 'x'.repeat(200) }] })]) {
      expect(reason).not.toContain('short');
      expect(reason).not.toContain('xxxx');
    }
  });

  it('checks every field\'s type and range, and the fields against each other', () => {
    const room = goodRoom();
    const cases: [string, unknown][] = [
      ['phase', { ...room, phase: 'paused' }],
      ['vip', { ...room, vip: 3 }],
      ['vip', { ...room, vip: -1 }],
      ['gameId', { ...room, gameId: '../../etc/passwd' }],
      ['gameId', { ...room, phase: 'lobby' }],
      ['gameId', { ...room, phase: 'playing', gameId: null }],
      ['code', { ...room, code: 'kqwx' }],
      ['options', { ...room, options: [1, 2] }],
      ['seats.1.kind', { ...room, seats: [room.seats[0], { name: 'Bo', kind: 'cat' }] }],
      ['seats.0.name', { ...room, seats: [{ ...room.seats[0], name: '' }] }],
      ['seats.0.name', { ...room, seats: [{ ...room.seats[0], name: 'A\u0007' }] }],
      ['seats.2.token', { ...room, seats: [room.seats[0], room.seats[1], { ...room.seats[2], token: token(9) }] }],
      ['seats', { ...room, seats: [room.seats[0], { ...room.seats[1], token: token(1) }] }],
      ['seats', { ...room, waiting: [{ name: 'Cy', token: token(0) }] }],
      ['seats', { ...room, seats: Array.from({ length: MAX_SEATS + 1 }, (_, i) => ({ name: `Bot ${i}`, kind: 'bot' })), vip: null }],
      ['scores.0.won', { ...room, scores: [{ name: 'Ana', played: 1, won: 2 }] }],
      ['scores.0.played', { ...room, scores: [{ name: 'Ana', played: -1, won: 0 }] }],
      ['waiting.0.token', { ...room, waiting: [{ name: 'Cy' }] }],
      ['lastFirst', { ...room, lastFirst: 'next' }],
      ['discussion', { ...room, discussion: { 'mole-in-the-crew': { vote: 100_000 } } }],
      ['remoteHost', { ...room, remoteHost: 'yes' }],
    ];
    for (const [field, value] of cases) expect(damaged(value), field).toContain(field);
    expect(damaged(null)).toContain('not a JSON object');
    expect(damaged([goodRoom()])).toContain('not a JSON object');
    expect(damaged({ ...room, version: '1' })).toContain('version');
    expect(damaged({ ...room, version: 0 })).toContain('version');
  });

  it('says a file of a newer version is newer, not damaged', () => {
    expect(checkRoomFile({ ...goodRoom(), version: ROOM_FILE_VERSION + 1, seats: 'a shape this host does not know' })).toEqual({
      ok: false,
      reason: `version ${ROOM_FILE_VERSION + 1} is newer than this host's ${ROOM_FILE_VERSION}`,
      newer: { version: ROOM_FILE_VERSION + 1, known: ROOM_FILE_VERSION },
    });
  });
});

describe('migrateRoomFile', () => {
  // What adding version 2 and 3 will look like: each step takes the file one version up.
  const table: Record<number, RoomMigration> = {
    1: (r) => ({ ...r, version: 2, seats: (r.seats as { name: string }[]).map((s) => ({ ...s, colour: 'none' })) }),
    2: ({ scores: _dropped, ...r }) => ({ ...r, version: 3 }),
  };

  it('runs the steps in turn from the file\'s version up to the current one', () => {
    const migrated = migrateRoomFile({ version: 1, seats: [{ name: 'Ana' }], scores: [] }, table, 3);
    expect(migrated).toEqual({ ok: true, record: { version: 3, seats: [{ name: 'Ana', colour: 'none' }] } });
    expect(migrateRoomFile({ version: 2, seats: [], scores: [] }, table, 3)).toEqual({ ok: true, record: { version: 3, seats: [] } });
    expect(migrateRoomFile({ version: 3, x: 1 }, table, 3)).toEqual({ ok: true, record: { version: 3, x: 1 } });
    expect(migrateRoomFile({ version: 4 }, table, 3)).toMatchObject({ ok: false, newer: { version: 4, known: 3 } });
  });

  it('treats a gap or a wrong step as this host\'s bug (thrown), not as a damaged file', () => {
    expect(() => migrateRoomFile({ version: 1 }, { 2: table[2]! }, 3)).toThrow(/no migration of the room file from version 1 to 2/);
    expect(() => migrateRoomFile({ version: 1 }, { 1: (r) => ({ ...r, version: 3 }) }, 2)).toThrow(/gave version 3/);
  });
});

describe('the room file on disk', () => {
  it('leaves a newer Hideout\'s room file exactly as it is, and the host does not start over it', () => {
    const store = new TableStore(tempDir());
    const path = join(store.dataDir, 'room.json');
    const newer = `${JSON.stringify({ ...goodRoom(), version: 2, seats: { a: 'new shape' } }, null, 2)}\n`;
    writeFileSync(path, newer, { mode: 0o600 });
    const before = statSync(path);
    const err = thrown(() => Room.open({ registry: GAMES, store, randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 }));
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_TOO_NEW', path });
    expect((err as Error).message).toContain('newer Hideout');
    expect((err as Error).message).toContain('--data-dir');
    expect((err as StoreError).publicMessage).not.toContain(store.dataDir);
    expect(readFileSync(path, 'utf8')).toBe(newer);
    expect(statSync(path).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(store.dataDir).sort()).toEqual(['games', 'room.json']);
    // The same from a store that does not check (the memory store): the room checks itself.
    const memory = new MemoryStore();
    memory.room = { ...goodRoom(), version: 7 };
    expect(thrown(() => Room.open({ registry: GAMES, store: memory, randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 }))).toMatchObject({ code: 'DATA_TOO_NEW' });
    expect(memory.room).toEqual({ ...goodRoom(), version: 7 });
  });

  it('sets an invalid room file aside, says so without a path, starts a real room, and leaves the journals alone', () => {
    const store = new TableStore(tempDir());
    const path = join(store.dataDir, 'room.json');
    const bad = JSON.stringify({ ...goodRoom(), seats: [null], phase: 'lobby', gameId: null });
    writeFileSync(path, bad, { mode: 0o600 });
    const journal = join(store.dataDir, 'games', 'old.jsonl');
    const journalText = `${JSON.stringify({ format: JOURNAL_FORMAT, version: JOURNAL_VERSION, gameId: 'old', startedAt: '2025-01-01T00:00:00.000Z', game: 'mole-in-the-crew', players: 5, options: {}, seed: 's' })}\n{"finished":true,"outcome":null,"at":1}\n`;
    writeFileSync(journal, journalText, { mode: 0o600 });
    const log: string[] = [];
    const room = Room.open({ registry: GAMES, store: new TableStore(store.dataDir, { keepGames: 0 }), randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0, log: (line) => log.push(line) });
    expect(room.code).toBe('ZZZZ');
    expect(room.hostToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readFileSync(`${path}.corrupt-1`, 'utf8')).toBe(bad);
    expect(room.problems).toHaveLength(1);
    expect(room.problems[0]).toMatchObject({ code: 'ROOM_FILE_DAMAGED' });
    expect(room.problems[0]!.message).toBe('The saved room is not a valid room (seats.0: Invalid input: expected object, received null); it was kept in the data folder as room.json.corrupt-1 and the host starts without it');
    expect(room.problems[0]!.message).not.toContain(store.dataDir);
    // The whole story, with the path, in the host's log.
    expect(log.some((line) => line.includes(`${path}.corrupt-1`))).toBe(true);
    // Not pruned (keepGames 0 would have): after a damaged room file nothing is deleted.
    expect(readFileSync(journal, 'utf8')).toBe(journalText);
    // The new room was saved in its place, and is valid.
    expect(checkRoomFile(JSON.parse(readFileSync(path, 'utf8'))).ok).toBe(true);
  });

  it('prunes old finished journals as the room opens, never the game the table is on', () => {
    const dir = tempDir();
    const store = new TableStore(dir, { keepGames: 0 });
    const first = Room.open({ registry: GAMES, store, randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 });
    first.close();
    // Three games abandoned before a move (so that resuming one replays nothing).
    for (const [i, id] of ['a', 'b', 'c'].entries()) {
      writeFileSync(
        join(dir, 'games', `${id}.jsonl`),
        `${JSON.stringify({ format: JOURNAL_FORMAT, version: JOURNAL_VERSION, gameId: id, startedAt: `2025-01-0${i + 1}T00:00:00.000Z`, game: 'mole-in-the-crew', players: 5, options: {}, seed: 's' })}\n{"finished":true,"outcome":"abandoned","at":1}\n`,
        { mode: 0o600 },
      );
    }
    // The table is on game "a" (the oldest): it stays whatever its age.
    const saved = JSON.parse(readFileSync(join(dir, 'room.json'), 'utf8')) as RoomRecord;
    writeFileSync(join(dir, 'room.json'), JSON.stringify({ ...saved, phase: 'over', gameId: 'a' }), { mode: 0o600 });
    const log: string[] = [];
    const room = Room.open({ registry: GAMES, store, randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0, log: (line) => log.push(line) });
    room.close();
    expect(room.problems).toEqual([]);
    expect(readdirSync(join(dir, 'games')).sort()).toEqual(['a.jsonl']);
    expect(log).toContain('deleted the journals of 2 old finished games (past --keep-games, or never played)');
  });

  it('does not start over a room.json that is a link', () => {
    const store = new TableStore(tempDir());
    const target = join(tempDir(), 'elsewhere.json');
    writeFileSync(target, JSON.stringify(goodRoom()));
    symlinkSync(target, join(store.dataDir, 'room.json'));
    const err = thrown(() => Room.open({ registry: GAMES, store, randomBytes, newRoomCode: () => 'ZZZZ', scheduler: new ManualScheduler(), botDelayMs: 0 }));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNSAFE' });
    expect(readFileSync(target, 'utf8')).toBe(JSON.stringify(goodRoom()));
    expect(existsSync(join(store.dataDir, 'room.json.corrupt-1'))).toBe(false);
  });
});
