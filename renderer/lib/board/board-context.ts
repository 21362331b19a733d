import { getContext, setContext } from 'svelte';
import type { Sounds } from './sounds.svelte.ts';

/*
 * What the board's shell and a game's frame hand down to the staged moments wherever a game's
 * board draws them (a draft, a countdown), so that no game has to pass them along.
 */
const SOUNDS = Symbol('hideout.sounds');
const DISCUSSION = Symbol('hideout.discussion-phase');
const TURNS = Symbol('hideout.turns');

export function provideSounds(sounds: Sounds): void {
  setContext(SOUNDS, sounds);
}

/** The board's sounds; null outside the board (a test rendering one part). */
export function boardSounds(): Sounds | null {
  return getContext<Sounds | undefined>(SOUNDS) ?? null;
}

/** BoardFrame says which phase a discussion countdown may run for: the phase on the TV, null while a reveal plays. */
export function provideDiscussionPhase(phase: () => string | null): void {
  setContext(DISCUSSION, phase);
}

export function discussionPhase(): () => string | null {
  return getContext<(() => string | null) | undefined>(DISCUSSION) ?? (() => null);
}

/** The turn timers as the board's connection last heard them (the view's `turns`), and a stand-in that just played. */
export interface BoardTurns {
  readonly turns: readonly { seat: number; leftMs: number }[];
  /** When they came (Date.now()). */
  readonly at: number;
  /** The seat whose time ran out, shown for a few seconds after its stand-in played; null otherwise. */
  readonly timedOut: number | null;
}

/** The board's shell says what the turn timers are; the stage shows them under what it is deciding. */
export function provideTurns(turns: () => BoardTurns): void {
  setContext(TURNS, turns);
}

export function boardTurns(): () => BoardTurns {
  return getContext<(() => BoardTurns) | undefined>(TURNS) ?? (() => ({ turns: [], at: 0, timedOut: null }));
}
