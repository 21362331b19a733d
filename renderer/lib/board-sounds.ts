import { getContext, setContext } from 'svelte';
import type { Sounds } from '../board/sounds.svelte.ts';

/**
 * The board's sounds, handed down by its shell to the staged moments wherever a game's board
 * draws them (a draft, a countdown), so no game has to pass them along. Null outside the board.
 */
const KEY = Symbol('hideout.sounds');

export function provideSounds(sounds: Sounds): void {
  setContext(KEY, sounds);
}

export function boardSounds(): Sounds | null {
  return getContext<Sounds | undefined>(KEY) ?? null;
}
