import type { RoomInfo } from '../../shared/protocol/messages.ts';
import type { IconName } from './Icon.svelte';
import { partsFrom } from './lazy-screens.ts';

/**
 * First-game tips, "teach as we play" (RoomInfo.tips): when a step happens for the first time in
 * a game, the TV shows what is happening and what comes next, and every phone the same step for
 * its part. A tip's words come from the game's words and name no role of anyone's: every phone
 * shows the same tip, so a glance at a phone tells nothing (the glance test compares them).
 */
export interface Tip {
  step: string;
  /** For the TV: what happens now and what comes next, read from across the room. */
  tv: string;
  /** For each phone: the part a player plays in it, the whole story where roles differ. */
  phone: string;
  /** The picture: what is happening, then what comes next. */
  picture: readonly [IconName, IconName];
}

/** What a game's registry entry gives under `tips` (loaded with the game's words). */
export interface TipModule {
  /** The step's tip in the page's language; null for a step this game does not teach. */
  tipOf(step: string): Tip | null;
}

/** A game's tip module from its words and its pictures, step by step. */
export function tipModule(words: () => Readonly<Record<string, { tv: string; phone: string }>>, pictures: Readonly<Record<string, readonly [IconName, IconName]>>): TipModule {
  return {
    tipOf(step) {
      const said = Object.hasOwn(words(), step) ? words()[step] : undefined;
      const picture = Object.hasOwn(pictures, step) ? pictures[step] : undefined;
      return said === undefined || picture === undefined ? null : { step, tv: said.tv, phone: said.phone, picture };
    },
  };
}

/** What a screen reads of the room to follow its tips. */
export type TipsRoom = Pick<RoomInfo, 'code' | 'phase' | 'gameNumber' | 'tips'>;

/**
 * A screen's follower of the room's tips: given each room as it arrives, the steps newly taught
 * since the last (in order), each once. The room lists every step taught in the game so far, so
 * rooms that arrive together (a burst of moves) lose nothing. A screen that first sees a game in
 * the middle (a reload) starts from there: what was taught before it came is not taught again.
 */
export function tipFollower(): (room: TipsRoom) => string[] {
  /** The game followed (`code:number`), null in the lobby, undefined before the first room. */
  let game: string | null | undefined;
  let shown = 0;
  return (room) => {
    const now = room.phase === 'lobby' ? null : `${room.code}:${room.gameNumber}`;
    const taught = room.tips.on ? room.tips.taught : [];
    if (now !== game) {
      shown = game === undefined && now !== null ? taught.length : 0;
      game = now;
    }
    if (now === null || taught.length <= shown) return [];
    const fresh = taught.slice(shown).map((t) => t.step);
    shown = taught.length;
    return fresh;
  };
}

/** The tips of these steps, in order, as the game's words have them. */
export function tipsNow(module: TipModule | null, steps: readonly string[]): Tip[] {
  if (module === null) return [];
  return steps.flatMap((step) => {
    const tip = module.tipOf(step);
    return tip === null ? [] : [tip];
  });
}

/** Each game's tip module from a registry, fetched the first time a screen shows that game's tips. */
export function tipsFrom(registry: Readonly<Record<string, { tips: () => Promise<TipModule> }>>): (game: string) => Promise<TipModule> {
  return partsFrom(registry, 'tips');
}
