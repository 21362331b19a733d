/**
 * `npm run sim -- --game <id> ...`: plays many bot games and prints one JSON line of counts.
 * Exit codes: 0 done, 1 a game failed (its seed is in the message), 2 bad arguments or options.
 */
import { SIM_USAGE, SimArgsError, SimGameError, parseSimArgs, simulate, type SimHooks } from './sim-lib.ts';

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${SIM_USAGE}\n`);
    return 0;
  }
  const hooks: SimHooks = {};
  // A progress line only for a person watching; pipes and tests get stdout's JSON line alone.
  if (process.stderr.isTTY) {
    let last = 0;
    hooks.onGame = (played, total) => {
      const t = performance.now();
      if (played === total || t - last > 500) {
        last = t;
        process.stderr.write(`\r${played}/${total} games`);
        if (played === total) process.stderr.write('\n');
      }
    };
  }
  try {
    const result = simulate(parseSimArgs(argv), hooks);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof SimArgsError) {
      const code = error.engineError === undefined ? '' : ` [${[error.engineError.code, error.engineError.reason].filter(Boolean).join(' ')}]`;
      process.stderr.write(`sim: ${error.message}${code}\n`);
      if (error.showUsage) process.stderr.write(`${SIM_USAGE}\n`);
      return 2;
    }
    if (error instanceof SimGameError) {
      process.stderr.write(`sim: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
