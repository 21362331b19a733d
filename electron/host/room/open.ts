/**
 * What opening a table reads from the store before the room exists: the saved room, checked, and
 * afterwards the old journals' housekeeping.
 */
import { checkRoomFile } from '../room-record.ts';
import { roomFileTooNew, StoreError } from '../store.ts';
import type { RoomDeps, RoomRecord } from './types.ts';

/**
 * The saved room, or null for a new table. What was wrong with a saved file that is set aside is
 * added to `problems`, for the host controls.
 */
export function loadSaved(deps: RoomDeps, problems: string[]): RoomRecord | null {
  try {
    // Checked field by field and migrated (room-record.ts). A damaged or invalid file is set
    // aside by the store (DATA_CORRUPT): the table starts afresh rather than not at all. A
    // newer Hideout's file (DATA_TOO_NEW) or a room.json that is a link or not ours
    // (DATA_DIR_UNSAFE) stops the host instead: a fresh room saved over it would overwrite it.
    const loaded = deps.store.loadRoom(checkRoomFile);
    if (loaded === null) return null;
    // A store that does not check (the tests' memory store) hands over what it holds: checked here too.
    const checked = checkRoomFile(loaded);
    if (checked.ok) return checked.value;
    if (checked.newer !== undefined) throw roomFileTooNew('room.json', checked.newer.version, checked.newer.known);
    problems.push(`The saved room is not a valid room (${checked.reason}); the host starts without it`);
    return null;
  } catch (error) {
    if (!(error instanceof StoreError) || error.code !== 'DATA_CORRUPT') throw error;
    // The whole story (paths, the parser's words) for the host's log only; the host controls,
    // which may be on a phone, get the sentence without them.
    deps.log?.(error.message);
    problems.push(error.publicMessage);
    return null;
  }
}

/**
 * Old finished journals go (store.ts, pruneJournals: --keep-games), never the game the table
 * is on. Not after a damaged room file: which game the table was on is unknown then, and a
 * person working out what happened may want every journal. (The memory store has none.)
 */
export function pruneOldJournals(deps: RoomDeps, current: string | null): void {
  if (deps.store.pruneJournals === undefined) return;
  try {
    const pruned = deps.store.pruneJournals({ keep: [current] });
    if (pruned.removed.length > 0) deps.log?.(`deleted the journals of ${pruned.removed.length} old finished games (past --keep-games, or never played)`);
    for (const problem of pruned.problems) deps.log?.(problem);
  } catch (error) {
    // Housekeeping: the table opens anyway.
    deps.log?.(`old journals were not pruned: ${(error as Error).message}`);
  }
}
