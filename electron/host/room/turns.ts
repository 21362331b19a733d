/**
 * Turn timers (off unless the host sets one for the game: `setTurnTimer`). Each human seat the
 * game waits for has the game's time for its decision (`TurnRules.seconds`) at the table's pace,
 * counted from the end of the reveal the board is playing; its own move, or the game moving on
 * to another decision, starts it afresh. When it runs out, the stand-in plays that one decision
 * for the seat (`standTurn`: one rule whatever the role), and the next views say only whose time
 * ran out. Bots have no timer: they play by themselves. A pause keeps what each has left.
 */
import { ErrorCode, ownEntry, standTurn, type Seat } from '../../../shared/engine/index.ts';
import { TURN_PACES, type TurnPace } from '../../../shared/protocol/index.ts';
import { broadcastViews } from './broadcast.ts';
import { afterChange, applyFrom } from './match.ts';
import { revealLeft, turnPace } from './reads.ts';
import { commit, report } from './record.ts';
import { Rejection, type RoomCore } from './types.ts';

const timerOf = (seat: Seat): string => `turn:${seat}`;

/** After every change: the timed seats' timers armed, kept, or dropped. */
export function armTurns(r: RoomCore): void {
  const match = r.match;
  const pace = turnPace(r);
  const turns = match?.entry.turns;
  if (match === null || turns === undefined || pace === 'off' || r.record.phase !== 'playing' || r.closed) return dropTurns(r);
  const state = match.state;
  const timed = new Set<Seat>();
  for (const seat of match.entry.game.pending(state)) {
    const seconds = r.record.seats[seat]?.kind === 'human' ? turns.seconds(state, seat) : 0;
    if (seconds <= 0) continue;
    timed.add(seat);
    const key = `${r.record.gameNumber}:${match.entry.phaseOf(state)}:${match.moves.get(seat) ?? 0}`;
    const turn = r.turns.get(seat);
    if (turn !== undefined && turn.key === key) {
      // A pause ended: the time that was left, from now.
      if (turn.left !== undefined) {
        turn.due = r.now() + turn.left;
        delete turn.left;
        arm(r, seat, turn.due - r.now());
      }
      continue;
    }
    const due = r.now() + revealLeft(r) + Math.round((seconds * 1000 * TURN_PACES[pace] * (r.deps.turnPace ?? 100)) / 100);
    r.turns.set(seat, { key, due });
    arm(r, seat, due - r.now());
  }
  for (const seat of [...r.turns.keys()]) if (!timed.has(seat)) dropTurn(r, seat);
}

/** A pause: every timer stops, and each keeps what it had left. */
export function pauseTurns(r: RoomCore): void {
  for (const [seat, turn] of r.turns) {
    r.timers.clear(timerOf(seat));
    if (turn.left === undefined) turn.left = Math.max(0, turn.due - r.now());
  }
}

export function dropTurns(r: RoomCore): void {
  for (const seat of [...r.turns.keys()]) dropTurn(r, seat);
}

function dropTurn(r: RoomCore, seat: Seat): void {
  r.timers.clear(timerOf(seat));
  r.turns.delete(seat);
}

function arm(r: RoomCore, seat: Seat, ms: number): void {
  r.timers.set(timerOf(seat), Math.max(0, ms), `the turn timer of seat ${seat}`, () => runOut(r, seat));
}

/** A seat's time ran out: its stand-in plays the decision, and the views say only whose time it was. */
function runOut(r: RoomCore, seat: Seat): void {
  const match = r.match;
  const turn = r.turns.get(seat);
  if (match === null || turn === undefined || r.record.paused === true || match.entry.turns === undefined) return;
  // A reveal began meanwhile (another seat's move): the seat gets to see it first.
  if (revealLeft(r) > 0) return arm(r, seat, revealLeft(r));
  if (r.now() < turn.due) return arm(r, seat, turn.due - r.now());
  r.turns.delete(seat);
  const action = standTurn(match.entry.game, match.entry.turns, match.state, seat);
  if (action === null) return;
  try {
    applyFrom(r, seat, action, `stand-in-${match.actions}`);
  } catch (error) {
    report(r, 'STAND_IN_FAILED', `the stand-in for seat ${seat} could not play (${(error as Error).message}); the seat's time starts again`);
    return afterChange(r);
  }
  match.timedOut = { seat, seq: match.actions };
  broadcastViews(r);
  afterChange(r);
}

/** The host sets a game's turn timer: off, or a pace. A room setting, saved; the game being played follows at once. */
export function setTurnTimer(r: RoomCore, game: string, level: TurnPace | 'off'): void {
  const chosen = ownEntry(r.deps.registry, game);
  if (chosen === undefined) throw new Rejection(ErrorCode.UnknownGame, `no game ${JSON.stringify(game)} at this table`);
  if (chosen.turns === undefined && level !== 'off') throw new Rejection(ErrorCode.BadOptions, `${game} has no turn timers`, 'no-turn-timer');
  commit(r, (d) => {
    const all = { ...(d.turnTimers ?? {}) };
    if (level === 'off') delete all[game];
    else all[game] = level;
    d.turnTimers = all;
  });
  if (game !== r.record.game || r.match === null) return;
  // A new pace starts every seat's time afresh.
  dropTurns(r);
  r.autoplay.schedule();
  broadcastViews(r);
}
