/**
 * What the TV shows over its usual screen when asked. The game's record (`showRecord`): between
 * two moves, the host puts "what happened so far" over the board for the table to argue over. It is the board's own record (the TV draws it
 * from the board's view), so it shows nothing the board may not. The next move takes it away,
 * so it never hides a reveal or a decision the table is making; so do the game's end and a new
 * game. Not saved: a restarted host shows the board.
 */
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { broadcastRoom } from './broadcast.ts';
import { requireLobby } from './lobby.ts';
import { Rejection, type RoomCore } from './types.ts';

export function showRecord(r: RoomCore, on: boolean): void {
  if (on && (r.match === null || r.record.phase !== 'playing')) throw new Rejection(ProtocolError.NoGame, 'no game is being played', 'no-game');
  if (r.recordOnTv === on) return;
  r.recordOnTv = on;
  broadcastRoom(r);
}

/** After a move, a start or an end: the TV's usual screen again (no record, no quick start). Says whether the room must be sent anew. */
export function backToTheBoard(r: RoomCore): boolean {
  const shown = r.recordOnTv || r.quickStartOnTv;
  r.recordOnTv = false;
  r.quickStartOnTv = false;
  return shown;
}

/**
 * The chosen game's quick start on the TV (`showQuickStart`), for a table that has never played
 * it: in the lobby, by the host or the VIP, until taken away or the game starts (a game chosen
 * meanwhile shows its own).
 */
export function showQuickStart(r: RoomCore, on: boolean): void {
  requireLobby(r);
  if (r.quickStartOnTv === on) return;
  r.quickStartOnTv = on;
  broadcastRoom(r);
}
