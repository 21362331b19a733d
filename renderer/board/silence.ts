import type { RoomInfo } from '../../shared/protocol/messages.ts';

/**
 * The TV's help when the table stays empty: after this long with the QR code up and no phone at
 * the table (none seated, none on the page, nobody waiting), the lobby shows what to try.
 */
export const SILENCE_MS = 120_000;

/** No phone has come: no seat, no place at the next game, no phone watching (every board counts itself out). */
export function nobodyHere(room: RoomInfo, boards = 1): boolean {
  return room.phase === 'lobby' && room.seats.every((s) => s.kind === 'bot') && room.waiting.length === 0 && room.spectators <= boards;
}

/** Whether the lobby should show its help now: nobody has come since `quietSince` (Date.now()), for SILENCE_MS. */
export function silent(room: RoomInfo, quietSince: number, now: number): boolean {
  return nobodyHere(room) && now - quietSince >= SILENCE_MS;
}
