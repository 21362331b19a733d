/**
 * Bots and the game clock: the seats a bot plays and the game's own timer act on the room's one
 * scheduler (`RoomCore.timers`, timer names `bot:<seat>` and `clock`), and wait out the board's
 * reveal before they do, as a person watching the TV would.
 */
import { ownEntry, randomBot, type AnyGame, type Seat } from '../../../shared/engine/index.ts';
import { ProtocolError } from '../../../shared/protocol/index.ts';
import { broadcastViews } from './broadcast.ts';
import { afterChange, applyFrom } from './match.ts';
import { armTurns, dropTurns, pauseTurns } from './turns.ts';
import { defaultBot, revealLeft } from './reads.ts';
import { report } from './record.ts';
import { Rejection, type Autoplay, type LiveMatch, type RoomCore } from './types.ts';

const CLOCK = 'clock';

/**
 * The room's autoplay, as the lower parts (the match, the lobby) see it: they say when the table
 * changed and autoplay decides who moves next. It plays its moves through the match
 * (`applyFrom`), so the match knows it only through this port (`RoomCore.autoplay`).
 */
export function autoplayOf(r: RoomCore): Autoplay {
  return {
    schedule: () => {
      // A paused game waits for `resume`, which schedules again (pause.ts).
      if (r.record.paused === true) return;
      scheduleBots(r);
      scheduleClock(r);
      armTurns(r);
    },
    stop: () => {
      stopAutoplay(r);
      dropTurns(r);
    },
    pause: () => {
      stopAutoplay(r);
      pauseTurns(r);
    },
    forgetBot: (seat) => r.timers.clear(botTimer(seat)),
  };
}

/** The name of a bot seat's timer. */
function botTimer(seat: Seat): string {
  return `bot:${seat}`;
}

/** Bots and the clock stop (the reveal's end, gathered updates and drafts are not theirs). */
function stopAutoplay(r: RoomCore): void {
  r.timers.clearWhere((name) => name === CLOCK || name.startsWith('bot:'));
  r.clockKey = null;
}

function scheduleBots(r: RoomCore): void {
  const match = r.match;
  if (match === null || r.record.phase !== 'playing' || r.closed) return;
  for (const seat of match.entry.game.pending(match.state)) {
    const record = r.record.seats[seat];
    if (record?.kind !== 'bot' || r.timers.has(botTimer(seat))) continue;
    // Bots are players: they watch the TV's reveal before they think.
    armBot(r, seat, revealLeft(r) + botThinkMs(r, match));
  }
}

/** The bot at `seat` moves `ms` from now (unless it no longer has to). */
function armBot(r: RoomCore, seat: Seat, ms: number): void {
  r.timers.set(botTimer(seat), ms, `the bot at seat ${seat}`, () => botMove(r, seat));
}

function botThinkMs(r: RoomCore, match: LiveMatch): number {
  return (r.deps.botDelayMs ?? 900) * (0.6 + 0.8 * match.botRng.float());
}

/**
 * A bot's move. The seat's own bot decides; if it throws or picks something the rules refuse,
 * the seat falls back to a random legal move, so a bot can never stall or crash the table.
 */
function botMove(r: RoomCore, seat: Seat): void {
  const match = r.match;
  if (match === null || r.record.phase !== 'playing' || r.closed) return;
  const record = r.record.seats[seat];
  if (record?.kind !== 'bot' || !match.entry.game.pending(match.state).includes(seat)) return;
  // A reveal began while this bot was thinking (another seat's move): it watches it first.
  if (revealLeft(r) > 0) return armBot(r, seat, revealLeft(r) + botThinkMs(r, match));
  const game: AnyGame = match.entry.game;
  const state = match.state;
  const legal = game.legalActions(state, seat);
  const chosen = ownEntry(match.entry.bots, record.bot) ?? ownEntry(match.entry.bots, defaultBot(r))!;
  const attempts = [chosen, randomBot];
  let played = false;
  for (const bot of attempts) {
    try {
      const action = bot.choose({ seat, legal, rng: match.botRng, view: game.view(state, seat) });
      applyFrom(r, seat, action, `bot-${match.actions}`);
      played = true;
      break;
    } catch (error) {
      const message = error instanceof Rejection ? `${error.code}: ${error.message}` : (error as Error).message;
      r.deps.log?.(`bot at seat ${seat} could not play: ${message}`);
      // A full disk is not the bot's fault: a random move would fail the same way.
      if (error instanceof Rejection && error.code === ProtocolError.StorageFailed) break;
    }
  }
  if (!played) {
    report(r, 'BOT_STUCK', `the bot at seat ${seat} (${r.record.seats[seat]?.name ?? seat}) could not play; it will try again`);
    // Try again later rather than leave the table waiting for ever.
    return armBot(r, seat, Math.max(1000, r.deps.botDelayMs ?? 900));
  }
  broadcastViews(r);
  afterChange(r);
}

function scheduleClock(r: RoomCore): void {
  const match = r.match;
  if (match === null || r.closed) return;
  const request = match.entry.game.timer?.(match.state) ?? null;
  if (request === null) {
    r.timers.clear(CLOCK);
    r.clockKey = null;
    return;
  }
  if (r.timers.has(CLOCK) && r.clockKey === request.key) return;
  armClock(r, request.key, revealLeft(r) + request.afterMs);
}

/** The clock acts `ms` from now, unless its wait is over by then; a reveal playing delays it. */
function armClock(r: RoomCore, key: string, ms: number): void {
  r.clockKey = key;
  r.timers.set(CLOCK, ms, 'the game clock', () => {
    r.clockKey = null;
    const still = r.match?.entry.game.timer?.(r.match.state) ?? null;
    if (still === null || still.key !== key) return;
    // A reveal began during the wait: the board shows it before the clock moves the game on.
    if (revealLeft(r) > 0) return armClock(r, key, revealLeft(r));
    try {
      applyFrom(r, 'clock', still.action, `clock-${r.match!.actions}`);
    } catch (error) {
      r.deps.log?.(`the clock's input was refused: ${(error as Error).message}`);
      return;
    }
    broadcastViews(r);
    afterChange(r);
  });
}
