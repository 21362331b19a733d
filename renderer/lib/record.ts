import { partsFrom } from './lazy-screens.ts';
/**
 * A game's public record, "what happened so far", as words in the page's language: the phone's
 * record sheet and the TV's record both draw it. Each game builds it from the public part of its
 * view only (its `recordOf` takes a type that has no secret in it), so a seat's record is the
 * board's record, word for word (each game's record test says so over whole games).
 */
export interface RecordItem {
  text: string;
  /** A second line: a vote's count, a mission's total. */
  detail?: string;
}

export interface RecordPart {
  title: string;
  /** A resolved step's result, for its colour and its symbol (the words say it too). */
  outcome?: 'good' | 'bad';
  items: RecordItem[];
}

/** What a game's registry entry gives under `record` (loaded with the game's words). */
export interface RecordModule {
  recordOf(view: any, nameOf: (seat: number) => string): RecordPart[];
}

/** Each game's record module from a registry, fetched the first time a screen shows that game's record. */
export function recordsFrom(registry: Readonly<Record<string, { record: () => Promise<RecordModule> }>>): (game: string) => Promise<RecordModule> {
  return partsFrom(registry, 'record');
}
