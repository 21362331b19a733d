/** The words of the decision shell; each game may bring its own (its catalog's), else the phone's. */
export interface DecisionWords {
  yourTurn: string;
  pickHint: string;
  confirmNote: string;
  confirm: string;
  change: string;
  sent: string;
  sentWaiting: (n: number) => string;
  waitingFor: string;
}

/** What the shell hands a game's choices: the staged choice and how to stage or send one. */
export interface DecisionControls<A> {
  /** The choice made and awaiting the confirming tap. */
  readonly staged: A | null;
  /**
   * Stages a choice (null takes it back); the shell then asks for the confirming tap, with `note`
   * on its line (the shell's "this is final" by default). A tap on a choice this seat's role
   * cannot make stages what will be played instead, and the note says so: every phone has the
   * same controls, and every tap on them answers the same way, in the same place.
   */
  stage(action: A | null, note?: string): void;
  /** Sends at once, with no confirming tap: only for answers that race a clock. */
  send(action: A): void;
}
