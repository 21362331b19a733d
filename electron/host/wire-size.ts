/**
 * Frame lengths on the air (docs/protocol.md, "Frame lengths"). Wi-Fi encryption hides what a
 * frame says, not how long it is: if a Mole's view were a few bytes longer than a Crew member's,
 * anyone in radio range who knows whose phone is whose would learn the Moles. So the host pads
 * every frame whose length could follow a secret to a length that follows public facts only:
 *
 * - a `view` frame to the length of the board's frame of the same state (the board's view is
 *   what the TV shows and any spectator gets) plus the bytes the game declares a seat's view may
 *   add, read from the board's view alone (`RegisteredGame.seatViewBytes`). Every connection's
 *   frame of a state, seat, board or spectator, is then exactly that long.
 * - an answer to an `act` (`ack`, or `error` with its id) to ACT_REPLY_BYTES.
 *
 * The padding is spaces after the JSON, which every JSON parser reads past.
 */
import { padJson } from '../../shared/protocol/pad.ts';
import { ACT_REPLY_BYTES } from '../../shared/protocol/codes.ts';
import type { RegisteredGame } from '../../shared/games/index.ts';

/** For a game that declares no `seatViewBytes` (test games): what a seat's view may add to the board's. */
export const DEFAULT_SEAT_VIEW_BYTES = 1024;

/**
 * A view longer than its padded length (the game's declaration was too small; a test over random
 * games says none is) goes out padded to the next multiple of this beyond it, so even then its
 * length says little; the host logs it once per game.
 */
export const VIEW_OVERFLOW_STEP = 512;

/**
 * What a `room` or `welcome` frame holds besides its room, at most: the envelope and `you`
 * (`{"type":"welcome","v":2,"you":{"seat":null,"host":false,"vip":false,"waiting":10},"room":}`
 * is 88 bytes).
 */
export const ROOM_FRAME_EXTRA_BYTES = 128;

export const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8');

/** What a seat's view of a state may add to the board's view, read from the board's view (public). */
export function seatViewBytes(entry: RegisteredGame, boardView: unknown): number {
  const declared = entry.seatViewBytes?.(boardView) ?? DEFAULT_SEAT_VIEW_BYTES;
  if (!(Number.isInteger(declared) && declared >= 0)) throw new RangeError(`${entry.game.id} declares a seat view of ${declared} bytes`);
  return declared;
}

/** The length every view frame of a state is padded to: the board's frame of it, and what a seat's view may add. */
export function viewFrameBytes(boardFrameBytes: number, seatBytes: number): number {
  return boardFrameBytes + seatBytes;
}

/**
 * A view frame padded to `target` bytes. One that is longer (`over` true) is padded to the next
 * multiple of VIEW_OVERFLOW_STEP beyond `target`: that frame's length then differs from the
 * others', which is why the caller reports it.
 */
export function padViewFrame(text: string, target: number): { text: string; over: boolean } {
  const bytes = utf8(text);
  if (bytes <= target) return { text: text + ' '.repeat(target - bytes), over: false };
  const to = target + Math.ceil((bytes - target) / VIEW_OVERFLOW_STEP) * VIEW_OVERFLOW_STEP;
  return { text: text + ' '.repeat(to - bytes), over: true };
}

/** An answer to an `act` (its `ack` or its `error`), padded to ACT_REPLY_BYTES whatever it says. */
export function padActReply(text: string): string {
  return padJson(text, ACT_REPLY_BYTES);
}

/**
 * For `room` and `welcome` frames, which differ between connections only in `you` (the seat, the
 * VIP flag, the place in the waiting list: all shown on the board): the frame padded to the room's
 * own JSON length plus ROOM_FRAME_EXTRA_BYTES, so every connection's frame of one room is as long.
 */
export function padRoomFrame(text: string, roomJsonBytes: number): string {
  const bytes = utf8(text);
  const target = roomJsonBytes + ROOM_FRAME_EXTRA_BYTES;
  return bytes >= target ? text : text + ' '.repeat(target - bytes);
}
