/**
 * `npm run soak [-- --games N]` (default 500): one host process, a full table of 10 bot phones
 * and 20 spectators over WebSockets, N consecutive games. Prints the host's RSS and open file
 * descriptors as it goes, then a summary; exits 1 on any error, a stuck game, or memory or file
 * descriptors that keep growing after warm-up.
 */
import { soak } from '../electron/host/proof/soak.ts';

const USAGE = 'usage: npm run soak [-- --games N]   (N consecutive games, default 500)';

function readGames(argv: readonly string[]): number {
  const at = argv.findIndex((a) => a === '--games' || a.startsWith('--games='));
  if (at < 0) return 500;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const games = Number(raw);
  if (!Number.isInteger(games) || games < 1) {
    process.stderr.write(`soak: --games must be a whole number of games\n${USAGE}\n`);
    process.exit(2);
  }
  return games;
}

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const games = readGames(argv);
const started = Date.now();
const report = await soak({ games, log: (line) => process.stdout.write(`${line}\n`) });
const first = report.samples[0]!;
const last = report.samples.at(-1)!;
const summary = {
  games: report.games,
  minutes: Math.round((Date.now() - started) / 600) / 100,
  rssStartMB: first.rssMB,
  rssAfterWarmupMB: report.rssAfterWarmup,
  rssEndMB: report.rssEnd,
  rssLastMB: last.rssMB,
  fdsStart: first.fds,
  fdsAfterWarmup: report.fdsAfterWarmup,
  fdsEnd: report.fdsEnd,
  framesToSpectators: report.framesToSpectators,
  problems: report.problems.length,
};
process.stdout.write(`${JSON.stringify({ event: 'summary', ...summary })}\n`);
for (const p of report.problems) process.stdout.write(`problem: ${p}\n`);
// Flat: at most 25% (and 30 MB) above the post-warm-up figure; descriptors back where they were.
const flat = report.rssEnd <= Math.max(report.rssAfterWarmup * 1.25, report.rssAfterWarmup + 30) && report.fdsEnd <= report.fdsAfterWarmup + 2;
if (report.problems.length > 0 || report.games < games || !flat) {
  process.stdout.write(`soak: FAILED${flat ? '' : ' (memory or file descriptors grew)'}\n`);
  process.exit(1);
}
process.stdout.write('soak: ok\n');
