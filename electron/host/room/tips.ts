/**
 * First-game tips, "teach as we play" (`setTips`). Each game names the steps it teaches and
 * which begin between two board views (`TipRules`, read from public facts only); the host keeps
 * which steps this game has met, and when one happens for the first time it tells every screen
 * at once (`RoomInfo.tips`; after the TV's reveal, if the move brought one: reads.ts `tipsInfo`):
 * the TV shows the step's words for a while, every phone the same words for its part, whatever its role. On by default for a game never finished on this host,
 * off once one has been; the host may switch it either way for the game chosen at any time.
 */
import { ErrorCode, ownEntry, type BaseState } from '../../../shared/engine/index.ts';
import type { RegisteredGame } from '../../../shared/games/index.ts';
import { teaching } from './reads.ts';
import { commit, persistQuietly } from './record.ts';
import { Rejection, type RoomCore, type RoomRecord } from './types.ts';

/**
 * The board's view moved from `before` to `after`, at the match's current move count: the steps
 * met for the first time in this game are saved as met (so a restarted host does not teach them
 * twice) and, while the game teaches, as taught at this move. Says whether the room must be sent anew.
 */
export function noteSteps(r: RoomCore, before: unknown, after: unknown): boolean {
  const rules = r.match?.entry.tips;
  if (rules === undefined || r.match === null) return false;
  const gameNumber = r.record.gameNumber;
  const seen = r.record.tipsSeen?.gameNumber === gameNumber ? r.record.tipsSeen : { gameNumber, steps: [], taught: [] };
  const fresh = rules.between(before, after).filter((step) => !seen.steps.includes(step));
  if (fresh.length === 0) return false;
  const on = teaching(r);
  const seq = r.match.actions;
  // Saved before anyone is told (a failed save is reported; a host killed before it leaves the step
  // untaught, as the journal alone does not say what was taught).
  r.record = {
    ...r.record,
    tipsSeen: { gameNumber, steps: [...seen.steps, ...fresh], taught: on ? [...seen.taught, ...fresh.map((step) => ({ step, seq }))] : seen.taught },
  };
  persistQuietly(r);
  return on;
}

/** The steps a game's deal begins (the first ones it teaches), saved with the room file that starts the game. */
export function stepsAtDeal(
  r: RoomCore,
  entry: RegisteredGame,
  state: BaseState,
  gameNumber: number,
): NonNullable<RoomRecord['tipsSeen']> {
  const steps = entry.tips?.between(null, entry.game.view(state, 'board')) ?? [];
  const on = teaching(r, entry.game.id);
  return { gameNumber, steps, taught: on ? steps.map((step) => ({ step, seq: 0 })) : [] };
}

/**
 * The room's game was played to its end here: the room record changed so that its next game
 * teaches only if the host says so (a choice made before this end is used up; one made on the end
 * screen is for the next game). Its end screen keeps the tips it taught (`tipsAtEnd`).
 */
export function markPlayedHere(record: RoomRecord): void {
  const game = record.game;
  const taught = record.taught ?? [];
  if (!taught.includes(game)) record.taught = [...taught, game];
  if (record.teach === undefined) return;
  const teach = { ...record.teach };
  delete teach[game];
  if (Object.keys(teach).length > 0) record.teach = teach;
  else delete record.teach;
}

/** The host switches teaching for a game (saved): the game being played follows from its next step. */
export function setTips(r: RoomCore, game: string, on: boolean): void {
  const chosen = ownEntry(r.deps.registry, game);
  if (chosen === undefined) throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`);
  if (chosen.tips === undefined && on) throw new Rejection(ErrorCode.BadOptions, `${game} has no tips`, 'no-tips');
  commit(r, (d) => {
    d.teach = { ...(d.teach ?? {}), [game]: on };
  });
}
