/**
 * Every message a screen may send, in one table: who may send it, whether it is a saved change
 * (rate-limited), and what the room does with it. The powers are those docs/protocol.md states
 * (its "Lobby and game controls"), which messages.test.ts checks this table against.
 */
import { PROTOCOL_VERSION, ProtocolError, parseClientMessage, type ClientMessage, type ClientMessageType } from '../../../shared/protocol/index.ts';
import { TokenBucket } from '../rate-limit.ts';
import { dropRemoteHosts, hello, removeSpectator, renewHostToken, requireControl, sendHostState } from './admission.ts';
import { commitBatch, inBatch } from './batch.ts';
import { sendError } from './broadcast.ts';
import { addBots, bringBack, join, kick, setAside, leave, moveSeat, reissue, rename, requireLobby, requireSeat, selectGame, setOptions } from './lobby.ts';
import { act, endGame, startGame } from './match.ts';
import { markLooked, setDiscussion, setDraft } from './moments.ts';
import { pause, resume } from './pause.ts';
import { setTips } from './tips.ts';
import { setTurnTimer } from './turns.ts';
import { showDemo, showQuickStart, showRecord } from './tv-record.ts';
import { commit, internal } from './record.ts';
import { Rejection, type ConnectionState, type RoomCore } from './types.ts';

/**
 * Who may send a message: `anyone` greeted (what a seat, a place or a spectator may do is the
 * handler's to say), the host controls or the VIP (`vip`), the host controls or the VIP in the
 * lobby only (`vip-in-lobby`: once a game is on it changes who plays or under which name, and the
 * TV, the votes and the score follow names), or the host controls alone (`host`).
 */
export type Access = 'anyone' | 'vip' | 'vip-in-lobby' | 'host';

export interface MessageRule<T extends ClientMessageType> {
  readonly access: Access;
  /**
   * A change to the saved room a phone may make (join, leave, rename): a few in a row (fixing a
   * typo in one's name), then one every few seconds. Each costs a synced write and a room frame
   * to every screen, so a renaming or join-and-leave loop must not cost the table its disk and
   * its Wi-Fi. The host controls are not counted. A burst of them is saved once (batch.ts).
   */
  readonly saved?: true;
  readonly handle: (r: RoomCore, c: ConnectionState, m: Extract<ClientMessage, { type: T }>) => void;
}

export const CHANGE_BURST = 6;
export const CHANGES_PER_SECOND = 0.5;

/** The rate limit of one connection's saved changes (`MessageRule.saved`). */
export function changeBucket(now: number): TokenBucket {
  return new TokenBucket(CHANGE_BURST, CHANGES_PER_SECOND, now);
}

export const MESSAGES: { readonly [T in ClientMessageType]: MessageRule<T> } = {
  hello: { access: 'anyone', handle: hello },
  ping: { access: 'anyone', handle: (_r, c) => c.conn.send({ type: 'pong', v: PROTOCOL_VERSION }) },
  join: { access: 'anyone', saved: true, handle: (r, c, m) => join(r, c, m.name, m.lang) },
  leave: { access: 'anyone', saved: true, handle: (r, c) => leave(r, c) },
  rename: { access: 'anyone', saved: true, handle: (r, c, m) => rename(r, c, m.seat, m.name) },
  act: { access: 'anyone', handle: (r, c, m) => act(r, c, m.game, m.id, m.action) },
  looked: { access: 'anyone', handle: (r, c) => markLooked(r, c) },
  draft: { access: 'anyone', handle: (r, c, m) => setDraft(r, c, m.team) },
  selectGame: { access: 'vip', handle: (r, _c, m) => selectGame(r, m.game, m.options) },
  setOptions: { access: 'vip', handle: (r, _c, m) => setOptions(r, m.options) },
  moveSeat: { access: 'vip', handle: (r, _c, m) => moveSeat(r, m.from, m.to) },
  kick: { access: 'vip-in-lobby', handle: (r, _c, m) => kick(r, m.seat) },
  setAside: { access: 'vip', handle: (r, _c, m) => setAside(r, m.seat) },
  bringBack: { access: 'vip', handle: (r, _c, m) => bringBack(r, m.name) },
  addBot: { access: 'vip', handle: (r, _c, m) => addBots(r, (d) => d.seats.length + 1, m.bot) },
  fillBots: { access: 'vip', handle: (r, _c, m) => addBots(r, m.upTo, m.bot) },
  setVip: {
    access: 'vip',
    handle: (r, _c, m) => {
      requireSeat(r, m.seat);
      if (r.record.seats[m.seat]!.kind !== 'human') throw new Rejection(ProtocolError.BadSeat, 'a bot cannot be the VIP');
      commit(r, (d) => {
        d.vip = m.seat;
      });
    },
  },
  start: {
    access: 'vip',
    handle: (r) => {
      requireLobby(r);
      startGame(r);
    },
  },
  restart: {
    access: 'vip',
    handle: (r) => {
      if (r.record.phase === 'lobby') throw new Rejection(ProtocolError.NoGame, 'there is no game to restart');
      startGame(r);
    },
  },
  end: { access: 'vip', handle: (r, c) => endGame(r, c.host ? null : c.seat) },
  pause: { access: 'vip', handle: (r) => pause(r) },
  resume: { access: 'vip', handle: (r) => resume(r) },
  showRecord: { access: 'host', handle: (r, _c, m) => showRecord(r, m.on) },
  showQuickStart: { access: 'vip', handle: (r, _c, m) => showQuickStart(r, m.on) },
  showDemo: { access: 'vip', handle: (r, _c, m) => showDemo(r, m.on) },
  reissueSeat: { access: 'host', handle: (r, c, m) => reissue(r, c, m.seat) },
  resetScores: {
    access: 'host',
    handle: (r) =>
      commit(r, (d) => {
        d.scores = [];
      }),
  },
  setDiscussion: { access: 'host', handle: (r, _c, m) => setDiscussion(r, m.game, m.phase, m.seconds) },
  setTurnTimer: { access: 'host', handle: (r, _c, m) => setTurnTimer(r, m.game, m.level) },
  setTips: { access: 'host', handle: (r, _c, m) => setTips(r, m.game, m.on) },
  removeSpectator: { access: 'host', handle: (r, _c, m) => removeSpectator(r, m.id) },
  renewHostToken: { access: 'host', handle: (r) => renewHostToken(r) },
  setRemoteHost: {
    access: 'host',
    handle: (r, _c, m) => {
      commit(r, (d) => {
        if (m.allow) d.remoteHost = true;
        else delete d.remoteHost;
      });
      if (!m.allow) dropRemoteHosts(r);
      sendHostState(r);
    },
  },
};

/** One text frame from a connection. Never throws: every problem is answered as an error. */
export function receive(r: RoomCore, state: ConnectionState, text: string): void {
  const parsed = parseClientMessage(text);
  if (!parsed.ok) {
    sendError(state, parsed.error.code, parsed.error.message, { ...(parsed.error.ref ? { ref: parsed.error.ref } : {}), ...(parsed.error.id ? { id: parsed.error.id } : {}) });
    return;
  }
  const message = parsed.message;
  try {
    if (!state.greeted && message.type !== 'hello') {
      throw new Rejection(ProtocolError.HelloFirst, 'say "hello" first');
    }
    dispatch(r, state, message);
  } catch (error) {
    const rejection = error instanceof Rejection ? error : internal(r, error, message.type);
    sendError(state, rejection.code, rejection.message, {
      ref: message.type,
      ...(message.type === 'act' ? { id: message.id } : {}),
      ...(rejection.reason !== undefined ? { reason: rejection.reason } : {}),
      ...(rejection.params !== undefined ? { params: rejection.params } : {}),
    });
  }
}

function dispatch(r: RoomCore, c: ConnectionState, m: ClientMessage): void {
  const rule = MESSAGES[m.type] as MessageRule<ClientMessageType>;
  if (rule.access !== 'anyone') requireControl(r, c, rule.access === 'host' || (rule.access === 'vip-in-lobby' && r.record.phase !== 'lobby'));
  // Counted once made: a refused name or a join to a full table costs no write.
  const counted = rule.saved === true && !c.host;
  if (counted && !c.changes.allows(r.now())) {
    throw new Rejection(ProtocolError.RateLimited, `at most ${CHANGE_BURST} changes to the table at once, then one every ${1 / CHANGES_PER_SECOND} s; nothing changed`, 'changes');
  }
  if (rule.saved === true) {
    inBatch(r, c, m.type, () => rule.handle(r, c, m as never));
  } else {
    // Every other message starts from a saved room.
    commitBatch(r);
    rule.handle(r, c, m as never);
  }
  if (counted) c.changes.take(r.now());
}
