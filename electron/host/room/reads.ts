/**
 * What the room's parts read of the table's live state, as pure functions of `RoomCore`: the
 * chosen game, the options it plays, its default bot, the reveal still playing, the staged
 * moments. They import no other part, so every part may read them (the room's parts form layers:
 * reads, then broadcast, then record, then the lobby, the match and autoplay above).
 */
import { optionsForTable, ownEntry, type Seat, type TableOptions } from '../../../shared/engine/index.ts';
import type { RegisteredGame } from '../../../shared/games/index.ts';
import type { Moments, TipsInfo, TurnPace } from '../../../shared/protocol/index.ts';
import type { RoomCore } from './types.ts';

/** The chosen game's entry; `record.game` is checked against the registry whenever it is set. */
export function entry(r: RoomCore): RegisteredGame {
  return ownEntry(r.deps.registry, r.record.game)!;
}

/** The requested options as the game takes them at the current number of seats: shown, and dealt. */
export function tableOptions(r: RoomCore): TableOptions {
  return optionsForTable(entry(r).game, r.record.options, r.record.seats.length);
}

/** The bot a seat gets when nobody chose one: the game's heuristic bot, if it has one. */
export function defaultBot(r: RoomCore): string {
  const bots = entry(r).bots;
  return ownEntry(bots, 'heuristic') !== undefined ? 'heuristic' : Object.keys(bots)[0]!;
}

/** The board's reveal pace in percent (RoomDeps.revealPace). */
export function revealPace(r: RoomCore): number {
  return r.deps.revealPace ?? 100;
}

/** How long the board's reveals still play, by the host's clock. */
export function revealLeft(r: RoomCore): number {
  return Math.max(0, Math.ceil(r.revealUntil - r.now()));
}

/** The chosen game's turn timer pace, or off (`setTurnTimer`). */
export function turnPace(r: RoomCore): TurnPace | 'off' {
  return r.record.turnTimers?.[r.record.game] ?? 'off';
}

/** Each timed seat's time left, as every screen is told it (the same for all); none with the timer off. */
export function turnsLeft(r: RoomCore): { seat: Seat; leftMs: number }[] | undefined {
  if (turnPace(r) === 'off') return undefined;
  return [...r.turns]
    .map(([seat, turn]) => ({ seat, leftMs: Math.max(0, Math.round(turn.left ?? turn.due - r.now())) }))
    .sort((a, b) => a.seat - b.seat);
}

/** The moments as the room shows them: only what belongs to the game being played, and a draft only until the next move. */
export function moments(r: RoomCore): Moments {
  const gameNumber = r.record.gameNumber;
  const playing = r.match !== null && r.record.phase === 'playing';
  const draft = r.draft;
  const current = playing && draft !== null && draft.gameNumber === gameNumber && draft.seq === r.match!.actions;
  const discussion = r.record.discussion?.[r.record.game] ?? {};
  return {
    looked: playing && r.looked.gameNumber === gameNumber ? [...r.looked.seats].sort((a, b) => a - b) : [],
    draft: current ? { seat: draft.seat, team: [...draft.team], seq: draft.seq } : null,
    discussion: { ...discussion },
  };
}

/** Whether the chosen game teaches as it goes: the host's choice for it, else until it is first finished here. */
export function teaching(r: RoomCore, game = r.record.game): boolean {
  const chosen = r.record.teach?.[game];
  if (chosen !== undefined) return chosen;
  return r.deps.teach !== false && !(r.record.taught ?? []).includes(game);
}

/** Whether the game's live tips follow the host's choice, or (on its end screen, none made) what the game taught. */
function tipsOn(r: RoomCore): boolean {
  if (r.record.phase === 'over' && r.record.teach?.[r.record.game] === undefined) return r.tipsAtEnd;
  return teaching(r);
}

/** The steps taught at moves whose reveal the board is still playing (paused in, too): they wait for its end. */
function waitsForReveal(r: RoomCore, seq: number): boolean {
  return (revealLeft(r) > 0 || r.revealAtPause > 0) && seq >= r.revealFrom;
}

/** Whether a step was taught on a move of the reveals now ending: their end must send the room again. */
export function heldTips(r: RoomCore): boolean {
  const seen = r.record.tipsSeen;
  return seen !== undefined && seen.gameNumber === r.record.gameNumber && seen.taught.some((t) => t.seq >= r.revealFrom);
}

/**
 * What every screen is told: whether tips are on, and the steps the game being played has taught
 * so far. A step met on a move the TV is still revealing waits for the reveal's end: its words
 * may say the result (a plan caught, the Getaway), and the TV tells it first.
 */
export function tipsInfo(r: RoomCore): TipsInfo {
  const on = tipsOn(r);
  const seen = r.record.tipsSeen;
  const live = on && r.match !== null && r.record.phase !== 'lobby' && seen !== undefined && seen.gameNumber === r.record.gameNumber;
  return { on, taught: live ? seen.taught.filter((t) => !waitsForReveal(r, t.seq)).map((t) => ({ ...t })) : [] };
}
