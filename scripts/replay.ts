/**
 * `npm run replay -- <journal.json> [--seat N]`: rebuilds a game from its journal and prints
 * {"applied", "outcome", "view"} as indented JSON. Exit codes: 0 replayed, 1 the journal failed
 * (one JSON line {"error", "index"} on stderr), 2 bad arguments.
 */
import { REPLAY_USAGE, ReplayArgsError, parseReplayArgs, replayFile, type ReplayArgs } from './replay-lib.ts';

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${REPLAY_USAGE}\n`);
    return 0;
  }
  let args: ReplayArgs;
  try {
    args = parseReplayArgs(argv);
  } catch (error) {
    if (!(error instanceof ReplayArgsError)) throw error;
    process.stderr.write(`replay: ${error.message}\n${REPLAY_USAGE}\n`);
    return 2;
  }
  const run = replayFile(args.file, args.seat);
  switch (run.kind) {
    case 'ok':
      process.stdout.write(`${JSON.stringify(run.report, null, 2)}\n`);
      return 0;
    case 'failed':
      // One line, so a script can read the failure without parsing a pretty-printed block.
      process.stderr.write(`${JSON.stringify(run.failure)}\n`);
      return 1;
    case 'bad-seat':
      process.stderr.write(`replay: ${run.message}\n`);
      return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
