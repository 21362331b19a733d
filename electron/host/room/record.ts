/**
 * The room record's durability, and the problems the operator is told about. Every change to the
 * saved room goes through `save`: the change is made on a copy, the copy is saved, and only a
 * saved copy becomes the room, so an answer of success always means durable.
 */
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { broadcastRoom, sendNotices } from './broadcast.ts';
import { Rejection, type RoomCore, type RoomRecord } from './types.ts';

/** A problem the operator must know about: logged, kept, and sent to the host controls. */
export function report(r: RoomCore, code: string, message: string): void {
  r.deps.log?.(`problem: ${message}`);
  r.notices.push({ code, message, at: new Date(r.now()).toISOString() });
  if (r.notices.length > 50) r.notices.shift();
  for (const c of r.connections.values()) if (c.host) sendNotices(r, c);
}

/**
 * A save that failed: the phones are told what did not happen, never the host's file paths or
 * the OS's error (those are for whoever looks after the laptop: the log and the host controls).
 */
export function storageFailed(r: RoomCore, what: string, error: unknown): Rejection {
  report(r, 'STORAGE_FAILED', `${what}: ${(error as Error).message}`);
  return new Rejection(ProtocolError.StorageFailed, `${what}; the host controls say why`);
}

/** Something that is not a rejection went wrong handling a message: reported, answered as INTERNAL. */
export function internal(r: RoomCore, error: unknown, type: string): Rejection {
  report(r, 'INTERNAL', `handling a "${type}" message failed: ${(error as Error).message}`);
  r.deps.log?.((error as Error).stack ?? String(error));
  return new Rejection(ProtocolError.Internal, 'the host hit a problem with that message; nothing was changed');
}

/** A timer's work threw: reported, and the table goes on (timers.ts). */
export function timerFailed(r: RoomCore, what: string, error: unknown): void {
  report(r, 'INTERNAL', `${what} failed: ${(error as Error).message}; the table goes on`);
  r.deps.log?.((error as Error).stack ?? String(error));
}

/**
 * Changes the room record durably: the change is made on a copy, the copy is saved, and only a
 * saved copy becomes the room. A validation error thrown by `change`, or a failed save, leaves
 * the room as it was.
 */
export function save(r: RoomCore, change: (draft: RoomRecord) => void): void {
  const draft = structuredClone(r.record);
  change(draft);
  // A batch of a burst's cheap changes is saved once, at its end, before anything it sent goes out.
  if (r.batch !== null) {
    r.record = draft;
    return;
  }
  try {
    r.deps.store.saveRoom(draft);
  } catch (error) {
    throw storageFailed(r, 'the host could not save the table, so nothing changed', error);
  }
  r.record = draft;
}

/** A lobby-level change: saved, then told to everyone. */
export function commit(r: RoomCore, change: (draft: RoomRecord) => void): void {
  save(r, change);
  broadcastRoom(r);
}

export function persist(r: RoomCore): void {
  r.deps.store.saveRoom(r.record);
}

/** For saves whose content the journal already holds (a game's end): a failure is reported, not thrown. */
export function persistQuietly(r: RoomCore): void {
  try {
    persist(r);
  } catch (error) {
    report(r, 'ROOM_NOT_SAVED', `the table could not be saved (${(error as Error).message}); the game's journal keeps it`);
  }
}
