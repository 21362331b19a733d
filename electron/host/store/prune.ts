/**
 * Old journals go, so that the data folder does not grow for ever. pruneJournals (the host
 * calls it as it opens the room) DELETES finished journals past the newest `keepGames` (default
 * 500; `--keep-games`), and finished journals of games that never got a move past the newest 10
 * (a host restarted in a loop makes one per start). Deleted, not archived: an archive would grow
 * as the folder did, and the export (host controls) is how a game is kept. Never deleted: an
 * unfinished journal, the game the room is on (named by the caller), a journal with an open
 * writer, one that cannot be read (a person may want to look at it), and the .corrupt files
 * (they are what was saved of damaged lines).
 */
import { unlinkSync } from 'node:fs';
import { errnoCode, osMessage } from './errors.ts';
import { fsyncDir } from './durable.ts';
import { journalPath } from './journal-format.ts';
import { journalShape } from './journal-read.ts';
import type { PastGames } from './past-games.ts';
import type { ReadCount } from './safe-files.ts';

/** Finished games kept on disk unless the host says otherwise (`--keep-games`). */
export const DEFAULT_KEEP_GAMES = 500;
/** Finished games that never got a move, kept (newest first) besides: a restart loop makes one per start. */
export const KEEP_EMPTY_GAMES = 10;

/** What pruneJournals did: the games whose journals were deleted, and what could not be done (for the log). */
export interface PruneResult {
  removed: string[];
  problems: string[];
}

/** What pruning works on: the store's games folder, its listing, and which games it must not touch. */
export interface PruneScope {
  gamesDir: string;
  games: PastGames;
  reads: ReadCount;
  keepGames: number;
  /** The room's current game (and any other the caller names), and games with an open writer. */
  spared: (gameId: string) => boolean;
}

/**
 * Deletes what the top of the file says, newest first; reads the first and last lines of every
 * journal. Problems (a journal that could not be deleted) are returned, not thrown: this is
 * housekeeping, and the host starts anyway.
 */
export function pruneJournals({ gamesDir, games, reads, keepGames, spared }: PruneScope): PruneResult {
  const removed: string[] = [];
  const problems: string[] = [];
  const keepEmpty = Math.min(KEEP_EMPTY_GAMES, keepGames);
  let played = 0;
  let empty = 0;
  for (const gameId of games.inOrder()) {
    if (spared(gameId)) continue;
    const path = journalPath(gamesDir, gameId);
    let shape: { finished: boolean; empty: boolean };
    try {
      shape = journalShape(path, gameId, reads);
    } catch {
      // Unreadable, a link, not ours: left for a person to look at (openJournal says why).
      continue;
    }
    if (!shape.finished) continue;
    if (shape.empty ? ++empty <= keepEmpty : ++played <= keepGames) continue;
    try {
      // The name only: a link there would be removed, never what it points to (and journalShape refused links).
      unlinkSync(path);
      removed.push(gameId);
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') problems.push(`the journal of game ${gameId} could not be deleted (${osMessage(err)})`);
    }
    games.forget(gameId);
  }
  if (removed.length > 0) {
    try {
      fsyncDir(gamesDir);
    } catch (err) {
      problems.push(`the games folder could not be synced after deleting old journals (${osMessage(err)})`);
    }
  }
  return { removed, problems };
}
