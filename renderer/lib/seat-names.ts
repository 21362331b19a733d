import type { RoomInfo } from '../../shared/protocol/messages.ts';
import { phone } from './i18n/strings.ts';

/** The names the host gives the bots it adds ("Bot 3"): they say what they are already. */
const BOT_NAME = /^Bot \d+$/;

/**
 * A seat's name as the room lists it ("Seat 3" when the room does not know it yet). A seat a bot
 * plays (a removed player's) is marked as such, in the same words on every screen, the TV's and
 * every phone's alike: it tells nothing about the seat's secrets.
 */
export function seatName(room: RoomInfo | null, seat: number): string {
  const info = room?.seats.find((s) => s.seat === seat);
  if (info === undefined) return phone.seat(seat);
  return info.kind === 'bot' && !BOT_NAME.test(info.name) ? phone.botSeat(info.name) : info.name;
}

/** Several seats' names, in the order given. */
export function seatNames(room: RoomInfo | null, seats: readonly number[]): string[] {
  return seats.map((s) => seatName(room, s));
}
