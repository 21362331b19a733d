import type { RoomInfo } from '../../shared/protocol/messages.ts';

/*
 * The TV's staged moments that are not reveals (the start, the picker's draft, the discussion
 * countdown), as plain functions the board's components read and the unit tests check.
 */

/** The "look at your phones" moment ends this long after the game began, even if someone never looks. */
export const LOOK_MOMENT_MS = 45_000;
/** Once everyone has looked, the board says so this long before the moment gives way to the game. */
export const ALL_LOOKED_MS = 1_500;

/** The people who have a secret card to look at: the human seats (a bot knows its card). */
export function lookers(room: RoomInfo): { seat: number; name: string; looked: boolean }[] {
  const looked = new Set(room.moments.looked);
  return room.seats.filter((s) => s.kind === 'human').map((s) => ({ seat: s.seat, name: s.name, looked: looked.has(s.seat) }));
}

/**
 * Whether the start moment still has a reason to be on the TV: the game has not moved yet
 * (`seq` 0, and nobody is picking a team), somebody has a card to look at, and someone has not.
 */
export function startMomentOpen(room: RoomInfo, seq: number): boolean {
  if (room.phase !== 'playing' || seq !== 0 || room.moments.draft !== null) return false;
  const people = lookers(room);
  return people.length > 0 && people.some((p) => !p.looked);
}

/**
 * The room as the board shows it: a draft belongs to the move it was drafted before, so once the
 * board's view has moved on (`seq` past the draft's), the draft is gone even before the room says so.
 */
export function withLiveDraft(room: RoomInfo | null, seq: number): RoomInfo | null {
  const draft = room?.moments?.draft;
  if (room === null || draft == null || draft.seq === seq) return room;
  return { ...room, moments: { ...room.moments, draft: null } };
}

/** The countdown for a phase the board shows, in seconds (null: none set for it). */
export function discussionSeconds(room: RoomInfo | null, phase: string | null | undefined): number | null {
  if (room === null || phase == null) return null;
  const seconds = room.moments?.discussion?.[phase];
  return seconds !== undefined && seconds > 0 ? seconds : null;
}

/** m:ss, as a countdown reads. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
