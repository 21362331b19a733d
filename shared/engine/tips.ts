/**
 * First-game tips ("teach as we play"): the steps a game teaches the first time they happen in a
 * game, read from the board's view alone, so a tip can say nothing the TV does not already show.
 * The host keeps which steps a game has met and tells every screen the new ones (RoomInfo.tips);
 * the words of each step are the game's, on the TV and on every phone, the same for every role.
 */
export interface TipRules<V = unknown> {
  /** Every step the game teaches, in the order a game usually meets them. */
  readonly steps: readonly string[];
  /**
   * The steps that begin between two board views, in order (`before` is null at the deal). A step
   * may come back many times in a game: the host shows it only the first time.
   */
  between(before: V | null, after: V): string[];
}

/** A phase the board's view has just entered (or starts in): the usual shape of a step. */
export function entered<V extends { phase: string }>(before: V | null, after: V, phase: string): boolean {
  return after.phase === phase && before?.phase !== phase;
}
