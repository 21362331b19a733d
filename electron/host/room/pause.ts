/**
 * Pause: a phone call, the pizza at the door. While a game is paused nothing moves: no move is
 * played (`PAUSED`), bots and the clock stop, the reveal the board is playing keeps what is left
 * of it for later, and the screens show "Paused" over the board (RoomInfo.paused; the board's
 * countdowns and reveals stop there too). It is saved with the room, so a host restarted during a
 * pause comes back paused. `resume` takes up every one of them where it stopped.
 */
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { broadcastViews } from './broadcast.ts';
import { revealLeft } from './reads.ts';
import { commit } from './record.ts';
import { playRevealFor, stopReveal } from './reveal.ts';
import { Rejection, type RoomCore } from './types.ts';

/** Refuses what would move a paused game on. */
export function requireRunning(r: RoomCore): void {
  if (r.record.paused === true) throw new Rejection(ProtocolError.Paused, 'the game is paused; nothing was played', 'paused');
}

export function pause(r: RoomCore): void {
  if (r.match === null || r.record.phase !== 'playing') throw new Rejection(ProtocolError.NoGame, 'no game is being played', 'no-game');
  if (r.record.paused === true) return;
  commit(r, (d) => {
    d.paused = true;
  });
  r.revealAtPause = revealLeft(r);
  stopReveal(r);
  r.autoplay.pause();
  r.timers.clear('draft');
  broadcastViews(r);
}

export function resume(r: RoomCore): void {
  if (r.record.paused !== true) return;
  commit(r, (d) => {
    delete d.paused;
  });
  const left = r.revealAtPause;
  r.revealAtPause = 0;
  if (left > 0) playRevealFor(r, left);
  r.autoplay.schedule();
  broadcastViews(r);
}
