import type { GameInfo } from '../../../shared/protocol/messages.ts';

/** The bot the controls add: the one chosen, while the game has it; else its heuristic one, else its first. */
export function botFor(bots: readonly string[], choice: string | null): string | null {
  if (choice !== null && bots.includes(choice)) return choice;
  return bots.includes('heuristic') ? 'heuristic' : (bots[0] ?? null);
}

/** The counts the table may be filled up to with bots: one more than it has, up to the game's maximum. */
export function fillTargets(game: GameInfo | null, count: number): number[] {
  if (game === null) return [];
  const out: number[] = [];
  for (let n = Math.max(count + 1, 1); n <= game.maxPlayers; n++) out.push(n);
  return out;
}

/** Up to the minimum while short of it, else up to the maximum; the host may pick another. */
export function fillTarget(game: GameInfo | null, count: number, targets: readonly number[], choice: number | null): number {
  if (game === null) return 0;
  if (choice !== null && targets.includes(choice)) return choice;
  return count < game.minPlayers ? game.minPlayers : game.maxPlayers;
}
