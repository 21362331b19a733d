/**
 * One save for a burst of a phone's cheap changes (join, leave, rename: `MessageRule.batched`).
 * Each of them alone is a synced write of the room file; a crowd arriving, or a phone renaming in
 * a loop, would otherwise cost the laptop one fsync per message. While the server holds a burst
 * (one turn of the event loop: `hold`), these changes are made on the room in memory, one after
 * the other as usual, but written once, when the burst ends or before any other kind of message
 * is handled (so every other handler still starts from a saved room).
 *
 * An answer of success still means durable: whatever the room sends while a batch is open waits
 * in the batch's outbox, in order, and goes out only once the batch is on disk. If that save
 * fails, the batch's changes are undone together (the record, and the seats and places the
 * connections took), their senders are told STORAGE_FAILED, and what the changes would have
 * sent is dropped; refusals and everything else in the outbox still go out.
 */
import type { Seat } from '../../../shared/engine/index.ts';
import type { ClientMessageType } from '../../../shared/protocol/index.ts';
import { sendError } from './broadcast.ts';
import { storageFailed } from './record.ts';
import type { Batch, Connection, ConnectionState, RoomCore } from './types.ts';

/**
 * A connection whose frames wait in the open batch's outbox, if there is one: the room's parts
 * send through it as through the socket itself.
 */
export function gated(r: RoomCore, conn: Connection): Connection {
  const later = (send: () => void): void => {
    const batch = r.batch;
    if (batch === null) send();
    else batch.outbox.push({ segment: batch.segment, send });
  };
  return {
    id: conn.id,
    send: (message) => later(() => conn.send(message)),
    ...(conn.sendText ? { sendText: (text, message) => later(() => conn.sendText!(text, message)) } : {}),
    close: (code, reason) => later(() => conn.close(code, reason)),
  };
}

/** Handles one batched change of `c`: in the open batch (opened now if need be) while a burst is held, else at once. */
export function inBatch(r: RoomCore, c: ConnectionState, type: ClientMessageType, handle: () => void): void {
  if (!r.holding || r.closed) return handle();
  const batch = r.batch ?? open(r);
  const segment = batch.changes.length + 1;
  batch.segment = segment;
  try {
    handle();
    batch.changes.push({ c, type, segment });
  } finally {
    batch.segment = 0;
  }
}

function open(r: RoomCore): Batch {
  const places = new Map<ConnectionState, { seat: Seat | null; waiting: string | null }>();
  for (const c of r.connections.values()) places.set(c, { seat: c.seat, waiting: c.waiting });
  r.batch = { durable: r.record, places, changes: [], outbox: [], segment: 0, roomOwed: r.roomPending };
  return r.batch;
}

/** Saves the open batch, if any, then sends what it held; a failed save undoes the batch's changes. */
export function commitBatch(r: RoomCore): void {
  const batch = r.batch;
  if (batch === null) return;
  r.batch = null;
  let undone = new Set<number>();
  if (r.record !== batch.durable) {
    try {
      r.deps.store.saveRoom(r.record);
    } catch (error) {
      undone = undo(r, batch, error);
    }
  }
  for (const frame of batch.outbox) if (!undone.has(frame.segment)) frame.send();
}

/** A failed save of a batch: the room and the connections as they were, each change's sender told. */
function undo(r: RoomCore, batch: Batch, error: unknown): Set<number> {
  r.record = batch.durable;
  for (const [c, place] of batch.places) {
    c.seat = place.seat;
    c.waiting = place.waiting;
  }
  // Connections that arrived during the burst had no seat before it.
  for (const c of r.connections.values()) {
    if (batch.places.has(c)) continue;
    c.seat = null;
    c.waiting = null;
  }
  const rejection = storageFailed(r, 'the host could not save the table, so nothing changed', error);
  for (const { c, type } of batch.changes) sendError(c, rejection.code, rejection.message, { ref: type });
  // The room is as it was: a room frame only if something else in the burst asked for one.
  r.roomPending = batch.roomOwed;
  return new Set(batch.changes.map((change) => change.segment));
}
