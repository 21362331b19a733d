/** What the room's timers run on: the host process's own timers, or a test's hand-turned clock. */
export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Every timer of the room, by name (`bot:3`, `clock`, `reveal`, `spectators`, `draft`), on the one
 * scheduler the room is given: each is created and cleared here, a name has at most one timer, and
 * `clearAll` stops them all (the room's `close`).
 *
 * Each timer's work runs guarded: a timer has no caller to answer, and an exception there would
 * end the host process with every phone on it, so what it throws goes to `failed` instead.
 */
export class Timers {
  private readonly pending = new Map<string, { handle: unknown }>();

  constructor(
    private readonly scheduler: Scheduler,
    private readonly failed: (what: string, error: unknown) => void,
  ) {}

  /** Runs `work` `ms` from now in place of the timer of that name, if any; `what` names it in a report. */
  set(name: string, ms: number, what: string, work: () => void): void {
    this.clear(name);
    const entry: { handle: unknown } = { handle: null };
    entry.handle = this.scheduler.setTimeout(() => {
      // Forgotten before its work runs: the work may set the same timer again.
      if (this.pending.get(name) === entry) this.pending.delete(name);
      try {
        work();
      } catch (error) {
        this.failed(what, error);
      }
    }, ms);
    this.pending.set(name, entry);
  }

  has(name: string): boolean {
    return this.pending.has(name);
  }

  clear(name: string): void {
    const entry = this.pending.get(name);
    if (entry === undefined) return;
    this.scheduler.clearTimeout(entry.handle);
    this.pending.delete(name);
  }

  /** Clears every timer whose name `which` accepts. */
  clearWhere(which: (name: string) => boolean): void {
    for (const name of [...this.pending.keys()]) if (which(name)) this.clear(name);
  }

  clearAll(): void {
    this.clearWhere(() => true);
  }

  /** How many timers are waiting (for tests). */
  get size(): number {
    return this.pending.size;
  }
}

/** The scheduler of the host process, when the room is given none. */
export const REAL_SCHEDULER: Scheduler = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };
