/**
 * The reveal hold: the TV reveals first. While the board plays a result, every view says how long
 * is left, phones cover it, and bots and the clock wait (autoplay.ts reads `revealLeft`).
 */
import { broadcastRoom, broadcastViews } from './broadcast.ts';
import { heldTips, revealLeft } from './reads.ts';
import { REVEAL_MARGIN_MS, type RoomCore } from './types.ts';

/**
 * The TV reveals first: the board plays this reveal after those already playing, and until it
 * has, every view says how long is left (`revealMs`), so phones cover the result; bots and the
 * clock wait too. When it ends, every screen gets its view again with nothing left to wait for.
 */
export function holdForReveal(r: RoomCore, ms: number): void {
  const now = r.now();
  // A hold that starts now (none playing) is the move about to be counted's: what it teaches waits for it.
  if (revealLeft(r) === 0 && r.match !== null) r.revealFrom = r.match.actions + 1;
  r.revealUntil = Math.max(r.revealUntil, now) + ms + REVEAL_MARGIN_MS;
  armRevealEnd(r);
}

/** What was left of a reveal when the game was paused, played out from now (no margin: it was added before). */
export function playRevealFor(r: RoomCore, ms: number): void {
  r.revealUntil = r.now() + ms;
  armRevealEnd(r);
}

function armRevealEnd(r: RoomCore): void {
  r.timers.set('reveal', revealLeft(r), 'the end of a reveal', () => {
    // A timer may fire a hair early by the wall clock: wait out the rest.
    if (revealLeft(r) > 0) return armRevealEnd(r);
    const taughtMeanwhile = heldTips(r);
    r.revealUntil = 0;
    r.revealFrom = Infinity;
    // The tips of the steps the reveal showed come out with it (tips.ts), before the views.
    if (taughtMeanwhile) broadcastRoom(r);
    broadcastViews(r);
  });
}

export function stopReveal(r: RoomCore): void {
  r.timers.clear('reveal');
  r.revealUntil = 0;
  r.revealFrom = Infinity;
}
