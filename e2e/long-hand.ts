import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Table } from './table.ts';

/**
 * The Snitch with one hand grown long: the game the host has just started is played on by bots
 * (e2e/grow-hand.ts) until `seat` is asked for a decision of `kind` (a prompt's kind: `add`,
 * `turn`, …) holding `fewest` to `most` cards (a range, so that the test's difficulty does not
 * change from run to run with the host's seed), and the host is started again from that journal,
 * so that the seat's phone shows that decision. Bot games reach ten cards in a hand now and then
 * (in 12,500 escape decisions of bot games at 4-6 players, 26 held ten or eleven and none more; a
 * turn, up to 13); a table of people may too.
 */
export async function growHand(table: Table, seat: number, fewest: number, most: number, kind: string): Promise<void> {
  await table.restart(() => {
    // The game just started: the one journal with nothing after its header.
    const games = join(table.dataDir, 'games');
    const fresh = readdirSync(games)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => join(games, f))
      .filter((path) => readFileSync(path, 'utf8').split('\n').slice(1).every((line) => line.trim() === ''));
    if (fresh.length !== 1) throw new Error(`growHand: ${fresh.length} games just started, not one`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'grow-hand.ts'), fresh[0]!, String(seat), String(fewest), String(most), kind], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`growHand: ${run.stderr}`);
  });
}
