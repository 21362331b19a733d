/**
 * The host's disk: the room, and one journal per game. Everything here is synchronous on
 * purpose: the host journals an accepted action and only then broadcasts it (docs/architecture.md,
 * principle 5), and a synchronous append that has synced before it returns makes that ordering
 * and the crash semantics obvious. One append costs one small write and one fdatasync.
 *
 * Layout of the data folder:
 *
 *     room.json              the room, replaced atomically (room.json.tmp, fsync, rename, fsync folder)
 *     room.json.corrupt-<n>  a room.json that could not be parsed or is not a valid room, set aside (see loadRoom)
 *     games/<gameId>.jsonl   one journal per game, JSON lines
 *     games/<gameId>.jsonl.corrupt  complete but unreadable last lines set aside (see openJournal)
 *     hideout.lock           the running host's identity (data-dir-lock.ts)
 *
 * A journal file, one JSON value per line, each line ending in "\n":
 *
 *     line 1     the header: the engine's Journal envelope without `actions`, plus `gameId` and
 *                `startedAt` ({"format":"hideout-journal","version":1,"gameId":...,"game":...})
 *     then       one accepted action per line: {"actor":..,"action":..,"id"?:..,"at"?:..}
 *     at most    {"finished":true,"outcome":..,"at":..} once the game has ended; nothing follows it
 *     once
 *     then       possibly NUL bytes (0x00): padding, not content (see below)
 *
 * `exportJournal` turns such a file into a standard engine Journal (docs/journal.md).
 *
 * While a game is being played its journal file is longer than its lines: the writer keeps
 * JOURNAL_PAD_BYTES of NUL bytes, really written (not a sparse hole or fallocate's unwritten
 * extent), after the last line, and writes each new line over the start of that padding. The
 * file's size and block map then do not change with an append, so the fdatasync that makes the
 * line durable has only data to flush, not the inode's new size and extents (on ext4 that
 * roughly halves its cost; docs/performance.md). A reader treats NUL bytes where a line would
 * start as padding and skips them, and trailing NULs after a line without its newline as the
 * rest of the padding, so a torn line is still a torn line. Closing the writer cuts the padding
 * off, and openJournal does so too, so a finished or repaired journal is plain JSON lines; a
 * host killed mid-game leaves its padding, which the next openJournal removes. JSON text never
 * contains a raw NUL, so padding cannot be mistaken for part of a line.
 *
 * The rest of the rules, and why, are at the top of the part that keeps them (store/):
 *
 *   table-store.ts     TableStore: one data folder, its open writers, each call handed on;
 *   folders.ts         the data folder and games/: made, checked (no link, ours, private), writable;
 *   safe-files.ts      opening a file of the data folder: no link followed, ours, 0600;
 *   durable.ts         writes that survive a crash: fsync, atomic replace, the folder's fsync;
 *   room-file.ts       room.json: saved atomically, checked, set aside when damaged;
 *   journal-format.ts  game ids, the header and entry lines, the engine Journal a file exports;
 *   journal-writer.ts  a journal created, appended to (over the padding), finished;
 *   journal-read.ts    a journal read back: torn, damaged and padding told apart, nothing written;
 *   journal-repair.ts  openJournal's repair of a journal's end (a bad last line kept first);
 *   past-games.ts      listGames a page at a time, list-order.ts their order from the names;
 *   prune.ts           old finished journals deleted, and what never is;
 *   errors.ts          StoreError: its codes, the log's words and what a screen may say.
 */
export { DEFAULT_KEEP_GAMES, KEEP_EMPTY_GAMES, type PruneResult } from './store/prune.ts';
export { dataDirUnwritable, publicMessageOf, roomFileTooNew, StoreError, type StoreErrorCode } from './store/errors.ts';
export { makeDirs, openDataDir } from './store/folders.ts';
export { isValidGameId, JOURNAL_PAD_BYTES, type JournalHeader, type StoredEntry } from './store/journal-format.ts';
export type { OpenedJournal } from './store/journal-read.ts';
export type { JournalWriter } from './store/journal-writer.ts';
export type { GamePage, GameSummary } from './store/past-games.ts';
export type { RoomCheck } from './store/room-file.ts';
export { TableStore, type TableStoreOptions } from './store/table-store.ts';
