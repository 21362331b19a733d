import { readFileSync } from 'node:fs';
import {
  ErrorCode,
  ownEntry,
  parseJournal,
  replayJournal,
  type EngineError,
  type GameRegistry,
  type Outcome,
  type Seat,
} from '../shared/engine/index.ts';
import { gameRegistry } from '../shared/games/index.ts';

/** What `npm run replay` was asked to do. */
export interface ReplayArgs {
  file: string;
  /** Whose view to print; null for the public board. */
  seat: Seat | null;
}

/** What a successful replay prints: the journal's end as the chosen viewer sees it. */
export interface ReplayReport {
  applied: number;
  /** Null when the journal stops before the game ends. */
  outcome: Outcome | null;
  view: unknown;
}

/** Why a replay stopped: at action `index`, or before any action (index -1). */
export interface ReplayFailure {
  error: Pick<EngineError, 'code' | 'message' | 'reason'>;
  index: number;
}

export type ReplayRun =
  | { kind: 'ok'; report: ReplayReport }
  | { kind: 'failed'; failure: ReplayFailure }
  /** The journal is fine but the requested seat is not at its table: a usage problem. */
  | { kind: 'bad-seat'; message: string };

/** Bad command line; the CLI prints it with the usage and exits 2. */
export class ReplayArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayArgsError';
  }
}

export const REPLAY_USAGE = `usage: npm run replay -- <journal.json> [--seat N]
  prints {"applied", "outcome", "view"} after replaying the journal: the board's view,
  or with --seat N the view of seat N (0-based)`;

/** Reads the replay command line (`process.argv.slice(2)`). Throws `ReplayArgsError`. */
export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  let file: string | undefined;
  let seatText: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--seat' || arg.startsWith('--seat=')) {
      if (seatText !== undefined) throw new ReplayArgsError('--seat given twice');
      const value = arg === '--seat' ? argv[++i] : arg.slice('--seat='.length);
      if (value === undefined) throw new ReplayArgsError('--seat needs a seat number');
      seatText = value;
    } else if (arg.startsWith('--')) {
      throw new ReplayArgsError(`unknown option "${arg}"`);
    } else {
      if (file !== undefined) throw new ReplayArgsError(`one journal at a time (got "${file}" and "${arg}")`);
      file = arg;
    }
  }
  if (file === undefined) throw new ReplayArgsError('which journal? give the path of a journal JSON file');
  let seat: Seat | null = null;
  if (seatText !== undefined) {
    if (!/^\d+$/.test(seatText)) throw new ReplayArgsError(`--seat must be a seat number (0, 1, ...), got "${seatText}"`);
    seat = Number(seatText);
  }
  return { file, seat };
}

function failed(index: number, error: EngineError): ReplayRun {
  // Only code, message and reason: the documented failure line, whatever else the error carries.
  const plain: ReplayFailure['error'] =
    error.reason === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, reason: error.reason };
  return { kind: 'failed', failure: { error: plain, index } };
}

/** Replays a journal given as already-parsed JSON and builds the report for `seat` (null: board). */
export function replayRaw(raw: unknown, seat: Seat | null, registry: GameRegistry = gameRegistry): ReplayRun {
  // The envelope is read once up front so a seat outside the table is reported before any work,
  // and as a usage problem rather than a journal problem.
  const journal = parseJournal(raw);
  if ('code' in journal) return failed(-1, journal);
  if (seat !== null && seat >= journal.players) {
    return { kind: 'bad-seat', message: `--seat ${seat} is not at this table: seats are 0 to ${journal.players - 1}` };
  }
  const result = replayJournal(registry, raw);
  if (result.failure !== undefined) return failed(result.failure.index, result.failure.error);
  const game = ownEntry(registry, journal.game);
  if (game === undefined || result.state === null) {
    // replayJournal reports both as a failure at index -1; this only guards the types.
    return failed(-1, { code: ErrorCode.UnknownGame, message: `no game "${journal.game}"` });
  }
  return {
    kind: 'ok',
    report: { applied: result.applied, outcome: game.outcome(result.state), view: game.view(result.state, seat ?? 'board') },
  };
}

/** Replays a journal given as JSON text. Text that is not JSON fails at index -1 like a bad journal. */
export function replayText(text: string, seat: Seat | null, registry: GameRegistry = gameRegistry): ReplayRun {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failed(-1, { code: ErrorCode.BadJournal, reason: 'not-json', message: `the journal is not valid JSON: ${detail}` });
  }
  return replayRaw(raw, seat, registry);
}

/** Replays the journal file at `path`. A file that cannot be read fails at index -1. */
export function replayFile(path: string, seat: Seat | null, registry: GameRegistry = gameRegistry): ReplayRun {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failed(-1, { code: ErrorCode.BadJournal, reason: 'unreadable', message: `cannot read the journal: ${detail}` });
  }
  return replayText(text, seat, registry);
}
