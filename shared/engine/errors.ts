/**
 * Every rejection the engine can give, with a stable code that clients match on (and translate),
 * a stable game-specific `reason` for the finer cause, and an English message for logs and
 * bug reports. Codes never change meaning once released; new ones may be added.
 */
export const ErrorCode = {
  /** The game has ended; nothing more can be applied. */
  GameOver: 'GAME_OVER',
  /** The action does not have the shape of any action of this game. */
  BadAction: 'BAD_ACTION',
  /** This seat has nothing to do right now (or this action belongs to another phase). */
  NotYourTurn: 'NOT_YOUR_TURN',
  /** The seat already made this choice; choices are final. */
  AlreadyActed: 'ALREADY_ACTED',
  /** Well-formed and in turn, but against the rules (see `reason`). */
  IllegalAction: 'ILLEGAL_ACTION',
  /** Options that the game does not accept for this table. */
  BadOptions: 'BAD_OPTIONS',
  /** Too few or too many players for this game. */
  BadPlayerCount: 'BAD_PLAYER_COUNT',
  /** A fixed deal (from a hand-written journal) that the game cannot use. */
  BadDeal: 'BAD_DEAL',
  /** An actor that is neither a seat of this table nor the host's clock. */
  BadActor: 'BAD_ACTOR',
  /** A journal that is not a Hideout journal or is damaged. */
  BadJournal: 'BAD_JOURNAL',
  /** A game id that no registered game has. */
  UnknownGame: 'UNKNOWN_GAME',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface EngineError {
  readonly code: ErrorCode;
  /** Game-specific cause in kebab-case, e.g. `team-size`; stable like the code. */
  readonly reason?: string;
  /** English, for people reading logs; clients translate from code and reason. */
  readonly message: string;
  /** Values a translated message may need (a size, a seat). Plain JSON. */
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Thrown by a game's `apply` or `setup` to reject; the engine catches it and returns the
 * error, discarding the draft, so the state a caller holds never changes on a rejection.
 */
export class RuleError extends Error implements EngineError {
  readonly code: ErrorCode;
  readonly reason?: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;

  constructor(
    code: ErrorCode,
    message: string,
    reason?: string,
    params?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    if (reason !== undefined) this.reason = reason;
    if (params !== undefined) this.params = params;
  }

  /** The plain-JSON form that crosses the wire. */
  toJSON(): EngineError {
    return toEngineError(this);
  }
}

export function toEngineError(error: EngineError): EngineError {
  const plain: { -readonly [K in keyof EngineError]: EngineError[K] } = {
    code: error.code,
    message: error.message,
  };
  if (error.reason !== undefined) plain.reason = error.reason;
  if (error.params !== undefined) plain.params = { ...error.params };
  return plain;
}

export function isEngineError(value: unknown): value is EngineError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { code?: unknown; message?: unknown };
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    (Object.values(ErrorCode) as string[]).includes(v.code)
  );
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: EngineError): Result<T> => ({ ok: false, error: toEngineError(error) });
