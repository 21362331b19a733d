/**
 * room.json: the room, saved atomically and checked when it is read.
 *
 * - saveRoom replaces the file atomically (room.json.tmp, fsync, rename, fsync folder): it is at
 *   every instant either the previous room or the new one, whole.
 * - The room file is checked when it is read (loadRoom's `check`; the room's is room-record.ts:
 *   every field's type and range, and the migrations from older versions). One that is not JSON,
 *   or not a valid room, is set aside as room.json.corrupt-<n> (first free n) and loadRoom throws
 *   DATA_CORRUPT naming that file: the caller learns the saved room is gone (and says so),
 *   nothing is deleted or overwritten, and the next loadRoom returns null, so the host still
 *   starts; the games' journals are separate files and are not touched. (saveRoom is atomic, so
 *   this only happens when something outside the host damaged the file.)
 * - A room file of a version NEWER than this host knows is not damaged, only not ours to read:
 *   loadRoom throws DATA_TOO_NEW and leaves it exactly as it is, and the host does not start
 *   over it (starting a fresh room would overwrite it: the newer Hideout's table, lost to an
 *   older one).
 */
import { renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { errnoCode, osMessage, roomFileTooNew, StoreError, unwritable } from './errors.ts';
import { fsyncDir, replaceDurably } from './durable.ts';
import { nameTaken, readOwnFile, type ReadCount } from './safe-files.ts';

/**
 * A check of the room file's content, given to loadRoom (room-record.ts makes the room's): the
 * room, or why not. `newer` when the file is of a version this host does not know yet.
 */
export type RoomCheck<T> = (value: unknown) => { ok: true; value: T } | { ok: false; reason: string; newer?: { version: number; known: number } };

const ROOM_FILE = 'room.json';
/** A room is a few KB; a room file larger than this is not one (and is not read into memory whole). */
const MAX_ROOM_BYTES = 4 * 1024 * 1024;

/** Renames a damaged file to <path>.corrupt-<n>, n the first free number (a link counts as taken), durably. */
function setAside(path: string, dataDir: string): string {
  let n = 1;
  while (nameTaken(`${path}.corrupt-${n}`)) n++;
  const aside = `${path}.corrupt-${n}`;
  renameSync(path, aside);
  fsyncDir(dataDir);
  return aside;
}

/** Sets a damaged room file aside and throws DATA_CORRUPT saying where it went. */
function roomDamaged(path: string, dataDir: string, what: string, publicWhat: string, cause?: unknown): never {
  let aside: string;
  try {
    aside = setAside(path, dataDir);
  } catch (moveErr) {
    throw new StoreError('DATA_CORRUPT', path, `The saved room ${path} ${what} and could not be moved aside (${osMessage(moveErr)})`, {
      cause: moveErr,
      publicMessage: `The saved room ${publicWhat} and could not be moved aside; the host's log says why`,
    });
  }
  throw new StoreError('DATA_CORRUPT', aside, `The saved room ${path} ${what}; it was kept as ${aside} and the host starts without it`, {
    cause,
    publicMessage: `The saved room ${publicWhat}; it was kept in the data folder as ${basename(aside)} and the host starts without it`,
  });
}

/** The room in `dataDir`, or null if none was saved; TableStore.loadRoom says what is thrown. */
export function loadRoom<T>(dataDir: string, reads: ReadCount, check?: RoomCheck<T>): T | null {
  const path = join(dataDir, ROOM_FILE);
  let bytes: Buffer;
  try {
    bytes = readOwnFile(path, reads, MAX_ROOM_BYTES).bytes;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return null;
    if (err instanceof RangeError) roomDamaged(path, dataDir, `is larger than ${MAX_ROOM_BYTES} bytes`, 'is far too large to be a room');
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    // The parser's words quote the file, which holds tokens: in the log only.
    roomDamaged(path, dataDir, `is not valid JSON (${osMessage(err)})`, 'is not valid JSON', err);
  }
  if (check === undefined) return value as T;
  const checked = check(value);
  if (checked.ok) return checked.value;
  if (checked.newer !== undefined) throw roomFileTooNew(path, checked.newer.version, checked.newer.known);
  roomDamaged(path, dataDir, `is not a valid room (${checked.reason})`, `is not a valid room (${checked.reason})`);
}

/** Saves the room in `dataDir` atomically; `room` must be JSON-serialisable. */
export function saveRoom<T>(dataDir: string, room: T): void {
  const text = JSON.stringify(room, null, 2) as string | undefined;
  if (text === undefined) throw new TypeError('the room must be a JSON value');
  const path = join(dataDir, ROOM_FILE);
  try {
    replaceDurably(path, Buffer.from(`${text}\n`, 'utf8'), dataDir);
  } catch (err) {
    throw unwritable(path, `Could not save the room to ${path}`, err);
  }
}
