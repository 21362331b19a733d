import type { RoomStore } from '../room.ts';
import type { JournalHeader, JournalWriter, OpenedJournal, StoredEntry } from '../store.ts';

/**
 * A RoomStore in memory, for room tests that exercise the table's logic rather than the disk
 * (the disk store has its own tests). JSON copies on the way in and out, like a file would.
 */
export class MemoryStore implements RoomStore {
  room: unknown = null;
  journals = new Map<string, { header: JournalHeader; entries: StoredEntry[]; finished: unknown }>();
  /** Set to make every append fail, as a full or read-only disk would. */
  failAppends = false;
  /** Set to make every save of the room file fail, as a full or read-only disk would (an Error: with that error). */
  failSaves: boolean | Error = false;
  /** Room saves that reached the disk. */
  roomSaves = 0;
  /** Set to make creating a journal fail. */
  failCreates = false;

  loadRoom<T>(): T | null {
    return this.room === null ? null : (JSON.parse(JSON.stringify(this.room)) as T);
  }
  saveRoom<T>(room: T): void {
    if (this.failSaves) throw this.failSaves instanceof Error ? this.failSaves : new Error('disk full');
    this.room = JSON.parse(JSON.stringify(room));
    this.roomSaves++;
  }
  createJournal(header: JournalHeader): JournalWriter {
    if (this.failCreates) throw new Error('disk full');
    this.journals.set(header.gameId, { header: JSON.parse(JSON.stringify(header)), entries: [], finished: undefined });
    return this.resumeJournal(header.gameId);
  }
  openJournal(gameId: string): OpenedJournal {
    const j = this.journals.get(gameId);
    if (j === undefined) throw new Error(`no journal ${gameId}`);
    return { header: j.header, entries: JSON.parse(JSON.stringify(j.entries)) as StoredEntry[], torn: false, finished: j.finished !== undefined };
  }
  resumeJournal(gameId: string): JournalWriter {
    const j = this.journals.get(gameId)!;
    return {
      gameId,
      append: (entry) => {
        if (this.failAppends) throw new Error('disk full');
        j.entries.push(JSON.parse(JSON.stringify(entry)));
      },
      close: () => {},
    };
  }
  markFinished(gameId: string, outcome: unknown): void {
    this.journals.get(gameId)!.finished = outcome ?? null;
  }
  discardJournal(gameId: string): void {
    const j = this.journals.get(gameId);
    if (j === undefined) return;
    if (j.entries.length > 0 || j.finished !== undefined) throw new Error(`game "${gameId}" has journaled actions: its journal is not discarded`);
    this.journals.delete(gameId);
  }
  unfinishedGames(): string[] {
    return [...this.journals].filter(([, j]) => j.finished === undefined).map(([id]) => id).sort();
  }
}

/** Timers that run only when the test says so: no waiting, no flakiness. */
export class ManualScheduler {
  private queue: { at: number; seq: number; fn: () => void; handle: number }[] = [];
  private seq = 0;
  now = 0;

  setTimeout(fn: () => void, ms: number): unknown {
    const handle = ++this.seq;
    this.queue.push({ at: this.now + ms, seq: handle, fn, handle });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.handle !== handle);
  }
  get pending(): number {
    return this.queue.length;
  }
  /** Runs the timers due by `now`, in time order (those they set too, if due): the clock does not move. */
  runDue(): number {
    let ran = 0;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
      if (this.queue[0] === undefined || this.queue[0].at > this.now) return ran;
      this.queue.shift()!.fn();
      ran++;
    }
  }
  /** Runs timers in time order until none is left (or `limit` ran). */
  runAll(limit = 100_000): number {
    let ran = 0;
    while (this.queue.length > 0 && ran < limit) {
      this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.queue.shift()!;
      this.now = Math.max(this.now, next.at);
      next.fn();
      ran++;
    }
    return ran;
  }
}
