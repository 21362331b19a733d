import type { RoomInfo } from '../../shared/protocol/messages.ts';
import type { MoleView } from '../../shared/games/mole-in-the-crew/view.ts';
import { phone } from '../lib/strings.ts';

/** A seat's name as the room lists it. */
export function seatName(room: RoomInfo | null, seat: number): string {
  return room?.seats.find((s) => s.seat === seat)?.name ?? phone.seat(seat);
}

export function seatNames(room: RoomInfo | null, seats: readonly number[]): string[] {
  return seats.map((s) => seatName(room, s));
}

/**
 * Identifies the decision in front of the table: it changes whenever a new choice is asked
 * (new game, phase, lock or proposal), so a phone's half-made choice never leaks into the next.
 */
export function decisionKey(gameNumber: number, view: MoleView): string {
  return `${gameNumber}:${view.phase}:${view.lock}:${view.history.length}:${view.locks.length}`;
}

/** A short buzz for "your turn", where the browser allows it (never on desktops or iOS). */
export function buzz(): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([80, 60, 80]);
  } catch {
    // Vibration is a nicety; a browser that refuses it changes nothing.
  }
}
