import type { RoomInfo } from '../../shared/protocol/messages.ts';

/** What every game's view has in common: which game it is and the phase it is in. */
export interface GameViewBase {
  game: string;
  phase: string;
}

const isGameView = (v: unknown): v is GameViewBase =>
  typeof v === 'object' && v !== null && typeof (v as GameViewBase).game === 'string' && typeof (v as GameViewBase).phase === 'string';

/**
 * The view to show for the room's current game, or null. A view from an earlier game (before a
 * restart or a return to the lobby) or of another game is never shown.
 */
export function gameView(room: RoomInfo | null, gameNumber: number, view: unknown): GameViewBase | null {
  if (room === null || room.phase === 'lobby' || gameNumber !== room.gameNumber) return null;
  return isGameView(view) && view.game === room.game ? view : null;
}

/** A phase's name from a catalog keyed by game then phase; the raw id if a catalog lacks it. */
export function phaseName(phases: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>, game: string, phase: string): string {
  return phases[game]?.[phase] ?? phase;
}
