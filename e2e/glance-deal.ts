import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESCAPE_PLANS, NAMES, SNITCH } from '../shared/games/the-snitch/cards.ts';
import type { Table } from './table.ts';

/**
 * A fixed deal for The Snitch at 4 (the rules' "Fixed deals", docs/rulings.md), so that the
 * glance test reliably has a snitch in play and reaches the weapon, the tie-break, the shot, the
 * calls and the escape route: the snitch card on top of the interrogation deck (the first draw
 * makes its drawer the snitch), the escape plans right under it, and the accomplice cards in an
 * order drawn from `variant`. The variant was picked by playing the test's own strategy against
 * the engine (createMatch with this deal, applyAction): every variant from 1 to 20 reached every
 * phase with it, so the deal is not a knife-edge. Nothing here reaches production play: a deal
 * enters a game only through a journal's header, which is how a hand-written scenario is replayed.
 */
export function snitchDeal(variant: number): Record<string, unknown> {
  const accomplices = NAMES.flatMap((n) => [`${n.id}-1`, `${n.id}-2`]);
  // A small seeded shuffle (mulberry32): the same variant gives the same deal everywhere.
  let a = variant >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = accomplices.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [accomplices[i], accomplices[j]] = [accomplices[j]!, accomplices[i]!];
  }
  const hands = [0, 1, 2, 3].map((s) => accomplices.slice(s * 6, s * 6 + 6));
  const accomplice = accomplices.slice(24, 34);
  const mixed = accomplices.slice(34, 41);
  const removed = accomplices.slice(41, 43);
  const bottom = accomplices.slice(43, 50);
  return { hands, accomplice, interrogation: [SNITCH, ...ESCAPE_PLANS, ...mixed, ...bottom], removed };
}

/**
 * Replaces the deal of the game the host has just started (no action taken yet) with `deal`, and
 * its seed with `seed` (the later shuffles, so that the game goes as it went when the deal was
 * picked): the host is stopped, the game's journal header rewritten, and the host started again;
 * it resumes the game from its journal and the phones reconnect by themselves.
 */
export async function redeal(table: Table, deal: Record<string, unknown>, seed: string): Promise<void> {
  await table.restart(() => {
    const games = join(table.dataDir, 'games');
    const [file] = readdirSync(games).filter((f) => f.endsWith('.jsonl'));
    const path = join(games, file!);
    const [header, ...rest] = readFileSync(path, 'utf8').split('\n');
    if (rest.some((line) => line.trim() !== '')) throw new Error('redeal: the game has already moved on');
    writeFileSync(path, `${JSON.stringify({ ...JSON.parse(header!), seed, deal })}\n`);
  });
}
