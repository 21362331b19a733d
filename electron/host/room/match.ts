/**
 * The game being played, in the style of boardgame.io's master: its state, its journal writer, the
 * action ids already seen, and the reveal each move brings. Order of every accepted action:
 * validate → apply to a copy → journal (durable) → adopt the new state → acknowledge → send every
 * connection its own view.
 */
import { applyAction, createMatch, createRng, ErrorCode, matchOf, optionsForTable, type BaseState, type Seat } from '../../../shared/engine/index.ts';
import { revealMs } from '../../../shared/engine/reveal.ts';
import { PROTOCOL_VERSION, ProtocolError } from '../../../shared/protocol/index.ts';
import { toBase64Url } from '../../../shared/protocol/secure-channel.ts';
import type { JournalHeader, JournalWriter } from '../store.ts';
import { answerAct, broadcastRoom, broadcastViews, viewsNow, viewsOf } from './broadcast.ts';
import { greetSeated, scoresAfter, seatWaiting } from './lobby.ts';
import { entry, revealPace, teaching } from './reads.ts';
import { persistQuietly, report, save, storageFailed } from './record.ts';
import { requireRunning } from './pause.ts';
import { holdForReveal, stopReveal } from './reveal.ts';
import { markPlayedHere, noteSteps, stepsAtDeal } from './tips.ts';
import { backToTheBoard } from './tv-record.ts';
import { Rejection, toRejection, type ConnectionState, type LiveMatch, type RoomCore } from './types.ts';

/** Bots, the clock and the reveal hold stop: the game they were for is over or replaced. */
function stopPlay(r: RoomCore): void {
  r.autoplay.stop();
  stopReveal(r);
}

/**
 * Starts a game (from the lobby, or in place of the current one). Durable first: the new
 * journal is created, then the room file is saved pointing at it; only then does anything
 * change in memory. A failure at either step leaves the table exactly as it was.
 */
export function startGame(r: RoomCore): void {
  const game = entry(r);
  // Latecomers waiting for this game take their seats in it.
  const gameNumber = r.record.gameNumber + 1;
  const seating = structuredClone(r.record);
  seatWaiting(seating, game.game.maxPlayers, gameNumber);
  const seed = toBase64Url(r.deps.randomBytes(8));
  const players = seating.seats.length;
  // The first game's first player is drawn; each later one (a rematch above all) moves round.
  const first = r.record.lastFirst === undefined ? r.deps.randomBytes(1)[0]! % Math.max(1, players) : (r.record.lastFirst + 1) % Math.max(1, players);
  // Exactly the options every screen shows: the request as the game takes it at this count
  // (latecomers seated now included).
  const { options } = optionsForTable(game.game, r.record.options, players);
  const created = createMatch(game.game, { players, options, seed, first });
  if (!created.ok) throw new Rejection(created.error.code, created.error.message, created.error.reason, created.error.params);
  const gameId = `${new Date(r.now()).toISOString().slice(0, 10)}-${r.record.code}-${gameNumber}-${seed.slice(0, 6)}`.replace(/[^A-Za-z0-9_-]/g, '');
  const header: JournalHeader = {
    format: 'hideout-journal',
    version: 1,
    game: game.game.id,
    players,
    options: (created.value as BaseState & { options?: unknown }).options ?? options,
    seed,
    first,
    names: seating.seats.map((s) => s.name),
    gameId,
    startedAt: new Date(r.now()).toISOString(),
  };
  // The deal's steps are taught, and saved as taught, with the room that starts the game.
  const dealt = stepsAtDeal(r, game, created.value, gameNumber);
  let writer: JournalWriter;
  try {
    writer = r.deps.store.createJournal(header);
  } catch (error) {
    throw storageFailed(r, 'the game could not be saved, so it did not start', error);
  }
  try {
    save(r, (d) => {
      d.seats = seating.seats;
      d.waiting = seating.waiting;
      d.vip = seating.vip;
      d.lastFirst = first;
      d.gameNumber = gameNumber;
      d.gameId = gameId;
      d.phase = 'playing';
      d.tipsSeen = dealt;
      delete d.paused;
      delete d.endedBy;
    });
    backToTheBoard(r);
  } catch (error) {
    writer.close();
    try {
      r.deps.store.discardJournal(gameId);
    } catch (discardError) {
      report(r, 'JOURNAL_NOT_REMOVED', `the journal of a game that could not start (${gameId}) could not be removed: ${(discardError as Error).message}`);
    }
    throw error;
  }
  // The old game (a restart) ends only now that the new one is safely in place.
  finishJournal(r, 'abandoned');
  stopPlay(r);
  r.match = { entry: game, state: created.value, writer, seen: new Map(), actions: 0, moves: new Map(), botRng: createRng(`${seed}:bots`) };
  greetSeated(r);
  broadcastRoom(r);
  r.autoplay.schedule();
  broadcastViews(r);
  afterChange(r);
}

/** Ends the game in progress, back to the lobby; `by` is the VIP's seat, or null for the host. */
export function endGame(r: RoomCore, by: Seat | null): void {
  if (r.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to end');
  const max = entry(r).game.maxPlayers;
  // The room file first: if it cannot say "lobby", the game goes on as before.
  save(r, (d) => {
    d.phase = 'lobby';
    d.gameId = null;
    delete d.paused;
    // A game that reached its end is over, not ended: only one cut short is told.
    if (r.record.phase === 'playing') d.endedBy = by;
    // Those who sat this game out come back for the next.
    seatWaiting(d, max, r.record.gameNumber + 1);
  });
  backToTheBoard(r);
  finishJournal(r, 'abandoned');
  stopPlay(r);
  r.match = null;
  greetSeated(r);
  broadcastRoom(r);
}

/** Rebuilds the game in progress from its journal after a restart. */
export function resume(r: RoomCore): void {
  const { gameId } = r.record;
  if (r.record.phase === 'lobby' || gameId === null) return;
  const game = entry(r);
  try {
    const opened = r.deps.store.openJournal(gameId);
    for (const problem of opened.problems ?? []) report(r, 'JOURNAL_DAMAGED', problem);
    const created = createMatch(game.game, matchOf(opened.header));
    if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
    let state = created.value;
    const seen = new Map<Seat, Set<string>>();
    const moves = new Map<Seat, number>();
    for (const [i, e] of opened.entries.entries()) {
      const next = applyAction(game.game, state, e.actor, e.action);
      if (!next.ok) throw new Error(`action ${i} no longer applies: ${next.error.code}`);
      state = next.value;
      if (typeof e.actor === 'number' && e.id !== undefined) remember(seen, e.actor, e.id);
      if (typeof e.actor === 'number') moves.set(e.actor, (moves.get(e.actor) ?? 0) + 1);
    }
    const outcome = game.game.outcome(state);
    const over = outcome !== null;
    // Killed between the last move's journal line and the end-of-game line: write that line now,
    // or the journal would stay unfinished for good.
    if (over && !opened.finished) {
      try {
        r.deps.store.markFinished(gameId, outcome);
      } catch (error) {
        r.deps.log?.(`could not mark game ${gameId} finished: ${(error as Error).message}`);
      }
    }
    r.match = {
      entry: game,
      state,
      writer: opened.finished || over ? null : r.deps.store.resumeJournal(gameId),
      seen,
      actions: opened.entries.length,
      moves,
      botRng: createRng(`${String(opened.header.seed)}:bots:${opened.entries.length}`),
    };
    // Ended while the host was down: the night's score still counts it, once.
    if (over && r.record.phase === 'playing') {
      r.record.scores = scoresAfter(r.record, outcome.winners);
      markPlayedHere(r.record);
    }
    r.record.phase = over ? 'over' : 'playing';
    r.deps.log?.(`resumed game ${gameId} after ${opened.entries.length} actions`);
    afterChange(r);
  } catch (error) {
    report(r, 'GAME_NOT_RESUMED', `game ${gameId} could not be resumed (${(error as Error).message}); its journal is kept for export, and the table is back in the lobby`);
    r.match = null;
    r.record.phase = 'lobby';
    r.record.gameId = null;
    persistQuietly(r);
  }
}

/**
 * A journal left unfinished that the room file does not point at: a game that never got its
 * room saved (its start was refused), or one ended while its end line could not be written.
 * Nobody is playing it, so it is reported once and closed as abandoned, never silently lost.
 */
export function reportOrphanJournals(r: RoomCore): void {
  let unfinished: string[];
  try {
    unfinished = r.deps.store.unfinishedGames();
  } catch (error) {
    report(r, 'JOURNALS_UNREADABLE', `the saved games could not be listed: ${(error as Error).message}`);
    return;
  }
  for (const id of unfinished) {
    if (id === r.record.gameId) continue;
    report(r, 'GAME_NOT_IN_ROOM', `game ${id} was left unfinished and the table was not playing it; it is kept for export and marked abandoned`);
    try {
      r.deps.store.markFinished(id, 'abandoned');
    } catch (error) {
      r.deps.log?.(`could not mark game ${id} abandoned: ${(error as Error).message}`);
    }
  }
}

export function remember(seen: Map<Seat, Set<string>>, seat: Seat, id: string): void {
  let ids = seen.get(seat);
  if (ids === undefined) seen.set(seat, (ids = new Set()));
  ids.add(id);
  // Phones retry only their last few actions; a bounded memory is enough.
  if (ids.size > 512) ids.delete(ids.values().next().value!);
}

export function act(r: RoomCore, c: ConnectionState, game: number, id: string, action: unknown): void {
  if (c.seat === null) throw new Rejection(ProtocolError.NotSeated, 'only seated players act; you are watching');
  const match = r.match;
  if (match === null || r.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'no game is being played');
  if (game !== r.record.gameNumber) {
    // A retry from an earlier game (the host restarted it, or ended it and started another):
    // it was meant for a game that is over, so it is not played in this one.
    throw new Rejection(ProtocolError.StaleGame, `that move was for game ${game}; this table is playing game ${r.record.gameNumber}`, 'stale-game', {
      game: r.record.gameNumber,
      sent: game,
    });
  }
  if (match.seen.get(c.seat)?.has(id)) {
    answerAct(c, { type: 'ack', v: PROTOCOL_VERSION, id, duplicate: true });
    return;
  }
  requireRunning(r);
  applyFrom(r, c.seat, action, id);
  answerAct(c, { type: 'ack', v: PROTOCOL_VERSION, id, duplicate: false });
  broadcastViews(r);
  afterChange(r);
}

/** Applies and journals one action; throws a Rejection and changes nothing if it fails. */
export function applyFrom(r: RoomCore, actor: Seat | 'clock', action: unknown, id: string): void {
  const match = r.match!;
  const game = match.entry.game;
  const next = applyAction(game, match.state, actor, action);
  if (!next.ok) throw toRejection(next.error);
  if (match.writer === null) throw new Rejection(ErrorCode.GameOver, 'the game is over');
  if (match.writerFailed) reopenJournal(r, match);
  try {
    match.writer.append({ actor, action, id, at: r.now() });
  } catch (error) {
    match.writerFailed = true;
    throw storageFailed(r, 'the host could not save this move, so it was not played', error);
  }
  const reveal = match.entry.reveal;
  const holding = reveal !== undefined && r.deps.holdForReveals !== false;
  // The board's view before this move and after it: what it reveals, and what it teaches.
  let before: unknown = null;
  let after: unknown = null;
  if (holding || match.entry.tips !== undefined) {
    before = viewsNow(match)('board').view;
    match.views = { state: next.value, of: viewsOf(game, next.value) };
    after = match.views.of('board').view;
  }
  if (holding) {
    // At a reveal pace under 100 % the board plays every step scaled; rounded up, never shorter.
    const ms = Math.ceil((revealMs(reveal, before, after) * revealPace(r)) / 100);
    // The end (Mole in the Crew's Getaway marks) is a result too: the board shows its end
    // screen as the view arrives, the phones a moment later (the margin alone).
    if (ms > 0 || game.outcome(next.value) !== null) holdForReveal(r, ms);
  }
  match.state = next.value;
  match.actions += 1;
  // The record on the TV gives the board back before this move's views arrive (tv-record.ts), and
  // a step met for the first time brings its tip with them (tips.ts): one room frame for both.
  const taught = match.entry.tips !== undefined && noteSteps(r, before, after);
  if (backToTheBoard(r) || taught) broadcastRoom(r);
  // Bots, the clock and the turn timers are armed before the views go out, so they carry the times.
  if (game.outcome(next.value) === null) r.autoplay.schedule();
  if (typeof actor === 'number') {
    remember(match.seen, actor, id);
    match.moves.set(actor, (match.moves.get(actor) ?? 0) + 1);
  }
}

/**
 * A failed append closed the journal (the store rolls the half-written line back): open it
 * again from what is on disk, so the table carries on once the disk is back. The journal must
 * hold exactly the moves the game has; anything else is refused rather than guessed at.
 */
function reopenJournal(r: RoomCore, match: LiveMatch): void {
  const gameId = r.record.gameId;
  try {
    if (gameId === null) throw new Error('no game id');
    const onDisk = r.deps.store.openJournal(gameId).entries.length;
    if (onDisk !== match.actions) throw new Error(`the journal holds ${onDisk} moves, the game ${match.actions}; restart the host`);
    match.writer = r.deps.store.resumeJournal(gameId);
    match.writerFailed = false;
  } catch (error) {
    throw storageFailed(r, 'the host still cannot save moves, so this one was not played', error);
  }
}

/** After the state moved: finish, or give bots and the clock their turn. */
export function afterChange(r: RoomCore): void {
  const match = r.match;
  if (match === null || r.closed) return;
  const outcome = match.entry.game.outcome(match.state);
  if (outcome !== null) {
    r.autoplay.stop();
    if (r.record.phase === 'playing') {
      finishJournal(r, outcome);
      r.record.phase = 'over';
      r.record.scores = scoresAfter(r.record, outcome.winners);
      // Played to its end here: its end screen keeps the tips it taught, its next game teaches only if the host says so.
      r.tipsAtEnd = teaching(r);
      markPlayedHere(r.record);
      // The journal's end line is the truth; a room file that still says "playing" is
      // corrected when the game is resumed from that journal.
      persistQuietly(r);
      broadcastRoom(r);
    }
    return;
  }
  r.autoplay.schedule();
}

function finishJournal(r: RoomCore, outcome: unknown): void {
  const match = r.match;
  if (match?.writer == null) return;
  const gameId = match.writer.gameId;
  match.writer.close();
  match.writer = null;
  try {
    r.deps.store.markFinished(gameId, outcome);
  } catch (error) {
    report(r, 'JOURNAL_NOT_FINISHED', `game ${gameId} could not be marked finished: ${(error as Error).message}`);
  }
}
