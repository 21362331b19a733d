import type { EngineError } from './errors.ts';
import type { Rng, RngState } from './rng.ts';

/** Seats are numbered 0..players-1 in seating order; "left" of seat s is seat s+1 (mod n). */
export type Seat = number;

/** Who is looking: one seat's phone, or the public board (also what spectators get). */
export type Viewer = Seat | 'board';

/**
 * Who acts. A seat, or `'clock'`: the host delivering a timed input that the game asked for
 * through `timer` (a refusal window closing). The engine stays pure; the host owns the clock.
 */
export type Actor = Seat | 'clock';

/**
 * What every game state carries: its player count, for the engine's seat checks, and its
 * random generator, so `apply` stays a pure function of (state, actor, action).
 */
export interface BaseState {
  players: number;
  rng: RngState;
}

/** How a finished game ended, in terms every game can fill and a simulation can count. */
export interface Outcome {
  /** The side that won: a game's side id, or `'everyone'` / `'nobody'`. */
  winner: string;
  /** How it was won, a stable id per game (e.g. `locks`, `patrol`, `getaway-found`). */
  way: string;
  /** The seats that won. Empty when nobody did. */
  winners: Seat[];
}

/** Describes one option a lobby can offer (the game validates values in `parseOptions`). */
export interface OptionSpec {
  key: string;
  kind: 'flag' | 'choice' | 'number';
  default: boolean | string | number;
  /** For `choice`: the accepted values. */
  values?: readonly string[];
  /** For `number`: inclusive bounds. */
  min?: number;
  max?: number;
  /** Player counts for which the option may be turned on (all counts when absent). */
  players?: readonly number[];
}

/** An input the game wants the host to deliver as `'clock'` after a delay, unless the state moves on. */
export interface TimerRequest<A> {
  /** Identifies this wait, so the host can tell a new window from the same one. */
  key: string;
  afterMs: number;
  action: A;
}

export interface SetupContext<O, D> {
  players: number;
  options: O;
  rng: Rng;
  /** A fixed deal from a hand-written journal, already checked by `parseDeal`. */
  deal?: D;
  /** The seat that starts, when the host chooses it (a rematch moves it on); else drawn from `rng`. */
  first?: Seat;
}

/** A game's views of one state, split into a part every viewer shares and each viewer's own (`GameDefinition.views`). */
export interface SplitViews<V> {
  shared: Partial<V>;
  own(viewer: Viewer): Partial<V>;
}

/**
 * A game is one declarative object of pure functions. The engine (see `match.ts`) copies the
 * state before calling `apply`, so `apply` may mutate its draft and throw a `RuleError` to
 * reject; callers only ever see a new state or an error.
 *
 * - S: the full, secret state (never leaves the host)
 * - A: an action; O: options; D: a fixed deal; V: a view (per seat or board)
 */
export interface GameDefinition<S extends BaseState, A, O, D = never, V = unknown> {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionSpecs: readonly OptionSpec[];

  /** Checks raw options (from a lobby or a journal) for this table; fills defaults. */
  parseOptions(raw: unknown, players: number): O | EngineError;
  /** Checks a raw fixed deal from a journal. */
  parseDeal(raw: unknown, players: number, options: O): D | EngineError;
  /** Checks the shape of a raw action; legality is `apply`'s job. */
  parseAction(raw: unknown): A | EngineError;

  /** Deals a new game. The engine adds `players` and the generator's state to what it returns. */
  setup(ctx: SetupContext<O, D>): Omit<S, keyof BaseState>;
  /** Seats whose input the game is waiting for (simultaneous choices give several). */
  pending(state: S): Seat[];
  /** Every action this seat may take now (may be non-empty for a seat not pending). */
  legalActions(state: S, seat: Seat): readonly A[];
  /** Mutates a draft copy; throws RuleError to reject. */
  apply(draft: S, actor: Actor, action: A): void;
  /** What this viewer may know, as plain JSON. The only way anything leaves the host. */
  view(state: S, viewer: Viewer): V;
  /**
   * Optional, for speed only: one state's views split into what every viewer sees (`shared`,
   * built once) and what is each viewer's own, so the host builds and serialises the shared part
   * once per move instead of once per screen. The law: `{ ...shared, ...own(viewer) }` equals
   * `view(state, viewer)` for every viewer, `own` never uses a key of `shared`, and no key is an
   * array index ("0"). What either returns is read, never changed.
   */
  views?(state: S): SplitViews<V>;
  /** Null while the game runs. */
  outcome(state: S): Outcome | null;
  /** A timed input the host should deliver, if the game is waiting on a clock. */
  timer?(state: S): TimerRequest<A> | null;
}

/** A game with its type parameters erased, for registries and generic tools. */
// `any` is deliberate: a registry holds games whose state types differ.
export type AnyGame = GameDefinition<any, any, any, any, any>;

