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
  /** Stages a choice (null takes it back); the shell then asks for the confirming tap. */
  stage(action: A | null): void;
  /** Sends at once, with no confirming tap: only for answers that race a clock. */
  send(action: A): void;
  /**
   * Answers a tap privately, on the hint's line, in its place and style (a choice this seat's role
   * cannot make: every phone has the same controls, so the answer must not change the screen).
   */
  say(line: string): void;
}
