/**
 * What a game tells the host about the TV's staged moments besides its reveals. None of them is
 * a move: they inform the table and never enter the game's state or journal.
 */
export interface GameMoments {
  /**
   * Phases (as the game's state names them, which is also the board's) for which the host may
   * set a discussion countdown on the board. It informs; it never makes a move.
   */
  discussion: readonly string[];
  /**
   * Phases in which the one seat the game waits for is picking something public (a team): its
   * taps may be shown on the board as a draft before the choice is made.
   */
  draft?: readonly string[];
}
