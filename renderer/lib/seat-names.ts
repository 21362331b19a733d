import type { RoomInfo } from '../../shared/protocol/messages.ts';
import { phone } from './strings.ts';

/** A seat's name as the room lists it ("Seat 3" when the room does not know it yet). */
export function seatName(room: RoomInfo | null, seat: number): string {
  return room?.seats.find((s) => s.seat === seat)?.name ?? phone.seat(seat);
}

/** Several seats' names, in the order given. */
export function seatNames(room: RoomInfo | null, seats: readonly number[]): string[] {
  return seats.map((s) => seatName(room, s));
}
