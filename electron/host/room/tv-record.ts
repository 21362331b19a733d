/**
 * What the TV shows over its usual screen when asked (the record, the quick start, a demonstration). The game's record (`showRecord`): between
 * two moves, the host puts "what happened so far" over the board for the table to argue over. It is the board's own record (the TV draws it
 * from the board's view), so it shows nothing the board may not. The next move takes it away,
 * so it never hides a reveal or a decision the table is making; so do the game's end and a new
 * game. Not saved: a restarted host shows the board.
 */
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { ErrorCode } from '../../../shared/engine/index.ts';
import { demoTimeline } from '../../../shared/engine/demo.ts';
import { broadcastRoom } from './broadcast.ts';
import { entry, revealPace } from './reads.ts';
import { requireLobby } from './lobby.ts';
import { Rejection, type RoomCore } from './types.ts';

export function showRecord(r: RoomCore, on: boolean): void {
  if (on && (r.match === null || r.record.phase !== 'playing')) throw new Rejection(ProtocolError.NoGame, 'no game is being played', 'no-game');
  if (r.recordOnTv === on) return;
  r.recordOnTv = on;
  broadcastRoom(r);
}

/** After a move, a start or an end: the TV's usual screen again (no record, no quick start, no demonstration). Says whether the room must be sent anew. */
export function backToTheBoard(r: RoomCore): boolean {
  const shown = r.recordOnTv || r.quickStartOnTv || r.demo !== null;
  r.recordOnTv = false;
  r.quickStartOnTv = false;
  stopDemo(r);
  return shown;
}

/** The longest a demonstration may play: each is about 90 s; after this the lobby is the lobby again. */
export const DEMO_LONGEST_MS = 120_000;
/** Beyond the script's own length: the TV starts playing it a moment after it is asked for. */
const DEMO_MARGIN_MS = 3_000;

/** How long the chosen game's demonstration plays on the TV, at the room's reveal pace (its timeline is the board's). */
function demoLength(r: RoomCore): number {
  const chosen = entry(r);
  if (chosen.demo === undefined || chosen.tips === undefined) return DEMO_LONGEST_MS;
  const timeline = demoTimeline({ game: chosen.game, ...(chosen.reveal ? { reveal: chosen.reveal } : {}), tips: chosen.tips, journal: chosen.demo }, revealPace(r));
  return Math.min(DEMO_LONGEST_MS, timeline.totalMs + DEMO_MARGIN_MS);
}

/**
 * The chosen game's "How to play" on the TV (`showDemo`): in the lobby, by the host or the VIP.
 * The board plays the game's scripted journal itself, with the game's own screens and captions;
 * every new request is a new number, so asking again plays it again. It ends by itself (the host
 * works out the script's length as the board does), with `on: false`, another game chosen, or the
 * start. Not saved.
 */
export function showDemo(r: RoomCore, on: boolean): void {
  requireLobby(r);
  if (!on && r.demo === null) return;
  stopDemo(r);
  if (on) {
    if (entry(r).demo === undefined) throw new Rejection(ErrorCode.BadOptions, `${r.record.game} has no demonstration`, 'no-demo');
    // Numbered by the host's clock too: a TV kept open through a host restart plays the next one.
    r.demos = Math.max(r.demos + 1, r.now());
    r.demo = { game: r.record.game, nonce: r.demos };
    r.timers.set('demo', demoLength(r), 'the end of a demonstration', () => {
      r.demo = null;
      broadcastRoom(r);
    });
  }
  broadcastRoom(r);
}

export function stopDemo(r: RoomCore): void {
  r.demo = null;
  r.timers.clear('demo');
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
