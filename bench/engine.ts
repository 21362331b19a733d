/**
 * `npm run bench [-- --seconds S]`: full bot games per second for every registered game, every
 * bot it ships, at its smallest and largest table. Prints one JSON line per configuration, then
 * a table. A measurement to read, not a test: nothing here fails on a slow figure.
 */
import { cpus } from 'node:os';
import { playGame, type Bot } from '../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../shared/games/index.ts';

interface BenchRow {
  game: string;
  bots: string;
  players: number;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  avgActions: number;
  actionsPerSecond: number;
}

const USAGE = 'usage: npm run bench [-- --seconds S]   (S: measuring time per configuration, default 2)';

function readSeconds(argv: readonly string[]): number {
  if (argv.length === 0) return 2;
  const [first = '', second] = argv;
  // Both `--seconds S` and `--seconds=S`, like the other tools.
  let value: string | undefined;
  if (argv.length === 1 && first.startsWith('--seconds=')) value = first.slice('--seconds='.length);
  else if (argv.length === 2 && first === '--seconds') value = second;
  const seconds = Number(value);
  if (value === undefined || value === '' || !(seconds > 0 && seconds <= 600)) {
    process.stderr.write(`bench: expected --seconds between 0 and 600\n${USAGE}\n`);
    process.exit(2);
  }
  return seconds;
}

// Bounds each configuration however fast the engine gets, so a run always ends in reasonable time.
const MAX_GAMES = 1_000_000;
// Games played before the clock starts, so the figures measure JIT-compiled code.
const WARMUP_GAMES = 30;

function measure(entry: RegisteredGame, botId: string, bot: Bot<any, any>, players: number, seconds: number): BenchRow {
  const { game } = entry;
  const seats = new Array<Bot<any, any>>(players).fill(bot);
  const play = (seed: string): number => playGame(game, { players, seed, bots: seats }).journal.actions.length;
  for (let i = 0; i < WARMUP_GAMES; i++) play(`bench-warmup:${i}`);

  const budgetMs = seconds * 1000;
  const started = performance.now();
  let elapsed = 0;
  let games = 0;
  let actions = 0;
  while (elapsed < budgetMs && games < MAX_GAMES) {
    actions += play(`bench:${games}`);
    games++;
    elapsed = performance.now() - started;
  }
  const secs = elapsed / 1000;
  return {
    game: game.id,
    bots: botId,
    players,
    games,
    seconds: Math.round(secs * 1000) / 1000,
    gamesPerSecond: Math.round(games / secs),
    avgActions: Math.round((actions / games) * 10) / 10,
    actionsPerSecond: Math.round(actions / secs),
  };
}

function table(rows: readonly BenchRow[]): string {
  const header = ['game', 'bots', 'players', 'games/s', 'actions/game', 'actions/s', 'games'];
  const body = rows.map((r) => [
    r.game,
    r.bots,
    String(r.players),
    String(r.gamesPerSecond),
    r.avgActions.toFixed(1),
    String(r.actionsPerSecond),
    String(r.games),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] as string).length)));
  // Text left, numbers right, as people read a table of figures.
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function main(): void {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const seconds = readSeconds(argv);
  const cpu = cpus();
  process.stdout.write(
    `${JSON.stringify({ node: process.version, cpu: cpu[0]?.model ?? 'unknown', cores: cpu.length, secondsPerConfig: seconds })}\n`,
  );
  const rows: BenchRow[] = [];
  for (const entry of Object.values(GAMES)) {
    for (const [botId, bot] of Object.entries(entry.bots)) {
      const counts = [...new Set([entry.game.minPlayers, entry.game.maxPlayers])];
      for (const players of counts) {
        const row = measure(entry, botId, bot, players, seconds);
        rows.push(row);
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
    }
  }
  process.stdout.write(`\nnode ${process.version} on ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores)\n${table(rows)}\n`);
}

main();
