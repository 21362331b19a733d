/**
 * Writes each game's "How to play" script anew (shared/games/<id>/demo.json): a journal of a game
 * played by the game's own bots, at the script's own table (players, options, names), from the
 * seed of DEMO_SEEDS that teaches most within about 90 seconds on the TV, cut there
 * (renderer/lib/board/demo.ts works the timeline out). Run it only when a game's rules change and
 * its script no longer replays (the demo test says so): `npx tsx scripts/demo-journals.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playGame, type Journal } from '../shared/engine/index.ts';
import { GAMES } from '../shared/games/index.ts';
import { demoTimeline } from '../renderer/lib/board/demo.ts';

/** The longest a demonstration may take; it ends earlier where the game does. */
const LONGEST_MS = 95_000;
const DEMO_SEEDS = 40;

for (const [id, entry] of Object.entries(GAMES)) {
  const file = join(import.meta.dirname, '..', 'shared', 'games', id, 'demo.json');
  // The table each demonstration shows (small enough to follow) is its script's own: only the seed is chosen again.
  const script = JSON.parse(readFileSync(file, 'utf8')) as Journal & { names: string[]; options: Record<string, unknown> };
  const bot = entry.bots.heuristic!;
  // The best seed: a whole game if one fits, else the one that teaches most before it is cut.
  let best: { journal: Journal; score: number; timeline: ReturnType<typeof demoTimeline> } | null = null;
  for (let k = 1; k <= DEMO_SEEDS; k++) {
    const seed = `demo-${id}-${k}`;
    const played = playGame(entry.game, { players: script.players, options: script.options, seed, bots: Array.from({ length: script.players }, () => bot) });
    const full: Journal = { ...played.journal, names: script.names };
    const demo = (n: number) => ({ game: entry.game, ...(entry.reveal ? { reveal: entry.reveal } : {}), tips: entry.tips!, journal: { ...full, actions: full.actions.slice(0, n) } });
    let n = full.actions.length;
    while (n > 1 && demoTimeline(demo(n)).totalMs > LONGEST_MS) n--;
    const timeline = demoTimeline(demo(n));
    const last = timeline.frames.at(-1)!;
    const score = last.taught.length * 10 + (last.over ? 25 : 0);
    if (best === null || score > best.score) best = { journal: { ...full, actions: full.actions.slice(0, n) }, score, timeline };
  }
  const { journal, timeline } = best!;
  writeFileSync(file, `${JSON.stringify(journal, null, 1)}\n`);
  const last = timeline.frames.at(-1)!;
  console.log(`${id}: seed ${String(journal.seed)}, ${journal.actions.length} moves, ${Math.round(timeline.totalMs / 1000)} s, teaches ${last.taught.map((t) => t.step).join(', ')}${last.over ? ', to the end' : ''}`);
}
