import { createRng, type Rng } from '../../../shared/engine/index.ts';
import { moleHeuristicBot } from '../../../shared/games/mole-in-the-crew/bots.ts';
import type { MoleView } from '../../../shared/games/mole-in-the-crew/index.ts';
import { turncoatHeuristicBot } from '../../../shared/games/turncoat/bots.ts';
import type { TurncoatView } from '../../../shared/games/turncoat/index.ts';
import { snitchHeuristicBot } from '../../../shared/games/the-snitch/bots.ts';
import type { SnitchView } from '../../../shared/games/the-snitch/view.ts';
import type { WsClient } from './ws-client.ts';

/**
 * Drives a seat from its phone's side of the protocol: whenever its view asks it for a
 * decision, the heuristic bot decides from that view alone and the client sends `act`.
 */
export function playMoleSeat(client: WsClient, seat: number, seed: string): { acted: number } {
  const rng: Rng = createRng(seed);
  const stats = { acted: 0 };
  // One answer per decision, as a person would give: views keep coming while the others decide.
  let answered = '';
  client.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; seq?: number; view?: MoleView };
    const view = message.view;
    if (message.type !== 'view' || view?.you?.prompt == null) return;
    const decision = `${view.phase}:${view.lock}:${view.history.length}:${view.locks.length}`;
    if (decision === answered) return;
    answered = decision;
    const action = moleHeuristicBot.choose({ seat, view, legal: [], rng });
    stats.acted++;
    client.send({ type: 'act', id: `s${seat}-${message.seq}`, action });
  });
  return stats;
}

/**
 * The same for Turncoat: the heuristic bot decides from this seat's view alone (its hand, its
 * identity, the public table) whenever that view asks it for the mission or a card.
 */
export function playTurncoatSeat(client: WsClient, seat: number, seed: string): { acted: number } {
  const rng: Rng = createRng(seed);
  const stats = { acted: 0 };
  let answered = '';
  client.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; seq?: number; view?: TurncoatView };
    const view = message.view;
    const me = view?.you;
    if (message.type !== 'view' || view === undefined || me == null || me.prompt?.decision == null || me.done) return;
    const decision = `${view.phase}:${view.missions.length}`;
    if (decision === answered) return;
    answered = decision;
    const action = turncoatHeuristicBot.choose({ seat, view, legal: [], rng });
    stats.acted++;
    client.send({ type: 'act', id: `s${seat}-${message.seq}`, action });
  });
  return stats;
}

/**
 * The Snitch from a phone's side: the heuristic bot decides from this seat's view alone. With
 * `silentRefusals`, the seat lets that many refusal windows close by themselves (the host's clock
 * accepts), as a player who says nothing would.
 */
export function playSnitchSeat(client: WsClient, seat: number, seed: string, silentRefusals = 0): { acted: number; silent: number } {
  const rng: Rng = createRng(seed);
  const stats = { acted: 0, silent: 0 };
  let answered = '';
  client.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; seq?: number; view?: SnitchView };
    const view = message.view;
    if (message.type !== 'view' || view?.you?.prompt == null || view.you.done) return;
    const decision = `${view.phase}:${view.log.length}`;
    if (decision === answered) return;
    answered = decision;
    if (view.you.prompt.kind === 'refuse' && stats.silent < silentRefusals) {
      stats.silent++;
      return;
    }
    const action = snitchHeuristicBot.choose({ seat, view, legal: [], rng });
    stats.acted++;
    client.send({ type: 'act', id: `s${seat}-${message.seq}`, action });
  });
  return stats;
}
