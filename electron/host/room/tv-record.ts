/**
 * The game's record on the TV (`showRecord`): between two moves, the host puts "what happened so
 * far" over the board for the table to argue over. It is the board's own record (the TV draws it
 * from the board's view), so it shows nothing the board may not. The next move takes it away,
 * so it never hides a reveal or a decision the table is making; so do the game's end and a new
 * game. Not saved: a restarted host shows the board.
 */
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { broadcastRoom } from './broadcast.ts';
import { Rejection, type RoomCore } from './types.ts';

export function showRecord(r: RoomCore, on: boolean): void {
  if (on && (r.match === null || r.record.phase !== 'playing')) throw new Rejection(ProtocolError.NoGame, 'no game is being played', 'no-game');
  if (r.recordOnTv === on) return;
  r.recordOnTv = on;
  broadcastRoom(r);
}

/** After a move, a start or an end: the board again. Says whether the room must be sent anew. */
export function hideRecord(r: RoomCore): boolean {
  if (!r.recordOnTv) return false;
  r.recordOnTv = false;
  return true;
}
