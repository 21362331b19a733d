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
}
