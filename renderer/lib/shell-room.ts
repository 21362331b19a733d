import { getContext, setContext } from 'svelte';
import type { RoomInfo } from '../../shared/protocol/messages.ts';

/**
 * The board's shell hands the room down to the parts every game's board is built from (the end
 * screen shows the night's score and who is waiting), so that no game has to pass it along.
 */
const KEY = Symbol('hideout.room');

export function provideRoom(room: () => RoomInfo | null): void {
  setContext(KEY, room);
}

/** The room as the shell has it; null outside a shell that provides it (a test rendering one part). */
export function shellRoom(): () => RoomInfo | null {
  return getContext<(() => RoomInfo | null) | undefined>(KEY) ?? (() => null);
}
