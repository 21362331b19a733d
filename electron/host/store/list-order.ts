/**
 * The order of past games, newest first, and where a page of them resumes. Pure: a game's start
 * time comes from the caller, who reads (and remembers) headers only when asked.
 *
 * Journals the room made are named <date>-<room code>-<game number>-<seed> (room.ts), so the
 * order comes from the names: by the date, then within one room by the game number. Only when
 * several rooms started games on the same date, or for a file named otherwise, are start times
 * asked for, to merge them by `startedAt`.
 */

/** The names room.ts gives journals: <date>-<room code>-<game number>-<seed>; listGames orders by them. */
const ROOM_MADE_ID = /^(\d{4}-\d{2}-\d{2})-([A-Za-z0-9]+)-(\d{1,15})-/;

/** When a game started (ms), or null if that cannot be read (the game is then left out). */
export type StartTime = (id: string) => number | null;

/** The UTC date of a time, as room.ts writes it at the start of a journal's name. */
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Where a listing resumes: after this game, in listing order. */
export interface ListCursor {
  id: string;
  day: string;
  time: number;
}

/** The cursor after game `id`, which started at `time`. */
export const cursorAt = (id: string, time: number): ListCursor => ({ id, time, day: ROOM_MADE_ID.exec(id)?.[1] ?? dayOf(time) });

/** Whether `a` is listed before `b`: started later, or at the same instant with the greater id. */
export const listedBefore = (a: { time: number; id: string }, b: { time: number; id: string }): boolean =>
  a.time > b.time || (a.time === b.time && a.id > b.id);

interface Item {
  id: string;
  n: number;
}

/** By date, then by source: one room's games (with their numbers), or one odd-named file. */
function byDayAndSource(ids: readonly string[], startTime: StartTime): Map<string, Map<string, Item[]>> {
  const days = new Map<string, Map<string, Item[]>>();
  const add = (day: string, source: string, item: Item) => {
    let sources = days.get(day);
    if (sources === undefined) days.set(day, (sources = new Map()));
    let items = sources.get(source);
    if (items === undefined) sources.set(source, (items = []));
    items.push(item);
  };
  for (const id of ids) {
    const named = ROOM_MADE_ID.exec(id);
    if (named !== null) {
      add(named[1]!, `room ${named[2]!}`, { id, n: Number(named[3]) });
      continue;
    }
    // Not named by a room: its date comes from its header.
    const time = startTime(id);
    if (time !== null) add(dayOf(time), `file ${id}`, { id, n: 0 });
  }
  return days;
}

/** Several sources of one day, each newest first, merged by start time (each head's asked for once). */
function* mergeByStart(sources: readonly Item[][], startTime: StartTime, isAfter: (id: string) => boolean): Generator<string> {
  const heads = sources.map(() => 0);
  for (;;) {
    let best = -1;
    let bestKey: { time: number; id: string } | null = null;
    for (let s = 0; s < sources.length; s++) {
      const items = sources[s]!;
      let key: { time: number; id: string } | null = null;
      while (heads[s]! < items.length) {
        const id = items[heads[s]!]!.id;
        const time = startTime(id);
        // Unreadable (left out of the listing), or not after the cursor: skip it.
        if (time === null || !isAfter(id)) {
          heads[s]!++;
          continue;
        }
        key = { time, id };
        break;
      }
      if (key !== null && (bestKey === null || listedBefore(key, bestKey))) {
        best = s;
        bestKey = key;
      }
    }
    if (best < 0) break;
    yield sources[best]![heads[best]!]!.id;
    heads[best]!++;
  }
}

/**
 * The games in listing order, newest first, lazily: a caller that stops after a page has asked
 * only for what that page needed (the top of the file explains the order). `after`: only the
 * games listed after that one.
 */
export function* listOrder(ids: readonly string[], startTime: StartTime, after?: ListCursor): Generator<string> {
  const days = byDayAndSource(ids, startTime);
  const newestFirst = (a: Item, b: Item) => b.n - a.n || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  for (const day of [...days.keys()].sort().reverse()) {
    if (after !== undefined && day > after.day) continue;
    const sources = [...days.get(day)!.values()].map((items) => items.sort(newestFirst));
    const cursorDay = after !== undefined && day === after.day;
    // Only listed after the cursor (start times asked for only on the cursor's date).
    const isAfter = (id: string): boolean => {
      if (!cursorDay) return true;
      const time = startTime(id);
      return time !== null && listedBefore(after, { time, id });
    };
    if (sources.length === 1) {
      // One room that day (the usual case): its numbers are the order, no header needed.
      let items = sources[0]!;
      if (cursorDay) {
        const at = items.findIndex((item) => item.id === after.id);
        items = at >= 0 ? items.slice(at + 1) : items.filter((item) => isAfter(item.id));
      }
      for (const item of items) yield item.id;
      continue;
    }
    // Several: merge them by start time.
    yield* mergeByStart(sources, startTime, isAfter);
  }
}
