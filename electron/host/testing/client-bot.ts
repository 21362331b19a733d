import { createRng, ownEntry, type Rng } from '../../../shared/engine/index.ts';
import { TESTED_GAMES } from '../../../shared/games/testing.ts';
import type { WsClient } from './ws-client.ts';

export interface SeatPlay {
  /** Decisions answered. */
  acted: number;
  /** Decisions deliberately left unanswered (`quiet`). */
  silent: number;
}

export interface SeatPlayOptions {
  /**
   * Leave up to `times` decisions unanswered that `when` picks, as a player who says nothing
   * would (e.g. a refusal window the host's clock must then close).
   */
  quiet?: { times: number; when: (view: any) => boolean };
}

/**
 * Drives a seat from its phone's side of the protocol, whatever the game: the view frame names
 * its game, the registry says when that view asks the seat for a decision (`decision.due`), and
 * the game's heuristic bot decides from that view alone; the client sends `act`.
 */
export function playSeat(client: WsClient, seat: number, seed: string, options: SeatPlayOptions = {}): SeatPlay {
  const rng: Rng = createRng(seed);
  const stats: SeatPlay = { acted: 0, silent: 0 };
  // One answer per decision, as a person would give: views keep coming while the others decide.
  let answered = '';
  client.onMessage((message) => {
    if (message.type !== 'view') return;
    const entry = ownEntry(TESTED_GAMES, message.game);
    const view = message.view;
    if (entry === undefined || !entry.decision.due(view)) return;
    const decision = entry.decision.key(view);
    if (decision === answered) return;
    answered = decision;
    const quiet = options.quiet;
    if (quiet !== undefined && stats.silent < quiet.times && quiet.when(view)) {
      stats.silent++;
      return;
    }
    const action = entry.bots.heuristic!.choose({ seat, view, legal: [], rng });
    stats.acted++;
    client.send({ type: 'act', id: `s${seat}-${message.seq}`, action });
  });
  return stats;
}
