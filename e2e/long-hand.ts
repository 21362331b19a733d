import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Table } from './table.ts';

/**
 * The Snitch with one hand grown long: the game the host has just started is played on by bots
 * (e2e/grow-hand.ts) until `seat` is asked for a decision of `kind` (a prompt's kind: `add`,
 * `turn`, …) holding at least `cards` cards, and the host is started again from that journal, so
 * that the seat's phone shows that decision. Bot games reach ten cards in a hand now and then (1
 * decision in 250, up to 14 cards); a table of people may too.
 */
export async function growHand(table: Table, seat: number, cards: number, kind: string): Promise<void> {
  await table.restart(() => {
    // The game just started: the one journal with nothing after its header.
    const games = join(table.dataDir, 'games');
    const fresh = readdirSync(games)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => join(games, f))
      .filter((path) => readFileSync(path, 'utf8').split('\n').slice(1).every((line) => line.trim() === ''));
    if (fresh.length !== 1) throw new Error(`growHand: ${fresh.length} games just started, not one`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'grow-hand.ts'), fresh[0]!, String(seat), String(cards), kind], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`growHand: ${run.stderr}`);
  });
}
