/**
 * The TV's staged moments: who has looked at their secret card, the picker's draft, the
 * discussion countdowns. None is a move and none is journaled; the countdowns are a room setting.
 */
import { DRAFT_UPDATE_MS, ProtocolError } from '../../../shared/protocol/index.ts';
import { ErrorCode, isPicking, ownEntry, type Seat } from '../../../shared/engine/index.ts';
import { broadcastRoom } from './broadcast.ts';
import { requireRunning } from './pause.ts';
import { commit } from './record.ts';
import { Rejection, type ConnectionState, type RoomCore } from './types.ts';

/** A player looked at their secret card: the board shows who has (never what). Once per seat and game. */
export function markLooked(r: RoomCore, c: ConnectionState): void {
  if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players have a secret card');
  if (r.match === null || r.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
  // A look at one's card after the end is no news, and no reason to show the player an error.
  if (r.record.phase !== 'playing') return;
  if (r.looked.gameNumber !== r.record.gameNumber) r.looked = { gameNumber: r.record.gameNumber, seats: new Set() };
  if (r.looked.seats.has(c.seat)) return;
  r.looked.seats.add(c.seat);
  broadcastRoom(r);
}

/**
 * The picker's taps, before the choice: only the one seat the game waits for, in a phase the
 * game says is a public pick. It binds nothing (the move is still the `act` that follows) and
 * is public anyway (the picker's team is shown on the TV once proposed). The board is sent it at
 * most every DRAFT_UPDATE_MS; taps in between are gathered into the next update.
 */
export function setDraft(r: RoomCore, c: ConnectionState, team: readonly Seat[]): void {
  if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players pick');
  const match = r.match;
  if (match === null || r.record.phase !== 'playing') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
  requireRunning(r);
  if (!isPicking(match.entry, match.state, c.seat)) throw new Rejection(ProtocolError.NotAllowed, 'only the player who is picking can show a draft', 'not-picking');
  const seats = r.record.seats.length;
  if (new Set(team).size !== team.length || team.some((s) => s >= seats)) {
    throw new Rejection(ProtocolError.BadSeat, 'a draft names each seat of this table at most once', 'bad-draft');
  }
  r.draft = { seat: c.seat, team: [...team], seq: match.actions, gameNumber: r.record.gameNumber };
  if (r.timers.has('draft')) return;
  const wait = r.draftSentAt + DRAFT_UPDATE_MS - r.now();
  if (wait <= 0) return sendDraft(r);
  r.timers.set('draft', wait, 'a draft update', () => sendDraft(r));
}

function sendDraft(r: RoomCore): void {
  r.draftSentAt = r.now();
  broadcastRoom(r);
}

/** The host sets (or, with 0, clears) a discussion countdown for one phase of one game: a room setting, saved. */
export function setDiscussion(r: RoomCore, game: string, phase: string, seconds: number): void {
  const chosen = ownEntry(r.deps.registry, game);
  if (chosen === undefined) throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`);
  if (!(chosen.moments?.discussion ?? []).includes(phase)) {
    throw new Rejection(ErrorCode.BadOptions, `${game} has no discussion countdown for ${JSON.stringify(phase)}`, 'no-discussion-phase', {
      phases: (chosen.moments?.discussion ?? []).join(', '),
    });
  }
  commit(r, (d) => {
    const all = { ...(d.discussion ?? {}) };
    const forGame = { ...(all[game] ?? {}) };
    if (seconds > 0) forGame[phase] = seconds;
    else delete forGame[phase];
    all[game] = forGame;
    d.discussion = all;
  });
}
