import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.ts';
import type { MoleState } from '../../shared/games/mole-in-the-crew/types.ts';
import { DRAFT_UPDATE_MS } from '../../shared/protocol/index.ts';
import { Room } from './room.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, table } from './testing/room-phone.ts';

/**
 * The TV's staged moments kept by the room: who has looked at their secret card, the Boss's
 * draft of a team, the host's discussion countdowns. None is a move: the game and its journal
 * never see them.
 */

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
const mole = GAMES['mole-in-the-crew']!.game;

function moleTable() {
  const t = table(GAMES);
  t.host.say({ type: 'selectGame', game: 'mole-in-the-crew' });
  const players = NAMES.map((name) => join(t.room, name));
  const board = new Phone(t.room);
  board.say({ type: 'hello' });
  t.host.say({ type: 'start' });
  return { ...t, players, board };
}

const moments = (p: Phone) => p.last('room').room.moments;

describe('the start: who has looked at their secret card', () => {
  it('lists each seat that looked, once, for this game only; a watcher has no card', () => {
    const t = moleTable();
    expect(moments(t.board).looked).toEqual([]);
    t.players[3]!.phone.say({ type: 'looked' });
    t.players[1]!.phone.say({ type: 'looked' });
    expect(moments(t.board).looked).toEqual([1, 3]);
    const rooms = t.board.received.length;
    t.players[1]!.phone.say({ type: 'looked' });
    // Again changes nothing, so nothing is sent.
    expect(t.board.received.length).toBe(rooms);
    t.board.say({ type: 'looked' });
    expect(t.board.lastError().code).toBe('NOT_SEATED');
    // Never a move: the journal holds no line for a look.
    expect([...t.store.journals.values()][0]!.entries).toHaveLength(0);
    // A new game starts with nobody having looked.
    t.host.say({ type: 'restart' });
    expect(moments(t.board).looked).toEqual([]);
    t.players[0]!.phone.say({ type: 'looked' });
    expect(moments(t.board).looked).toEqual([0]);
  });

  it('is refused in the lobby', () => {
    const t = table(GAMES);
    const ana = join(t.room, 'Ana');
    ana.phone.say({ type: 'looked' });
    expect(ana.phone.lastError().code).toBe('NO_GAME');
  });
});

describe('the Boss’s team on the TV as it is picked', () => {
  it('shows the Boss’s taps to everyone, refuses anyone else, and ends with the proposal', () => {
    const t = moleTable();
    const state = () => t.room.gameState as MoleState;
    const boss = state().boss;
    const other = (boss + 1) % 5;
    t.players[other]!.phone.say({ type: 'draft', team: [0] });
    expect(t.players[other]!.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'not-picking' });
    t.players[boss]!.phone.say({ type: 'draft', team: [2, 2] });
    expect(t.players[boss]!.phone.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'bad-draft' });
    t.players[boss]!.phone.say({ type: 'draft', team: [7] });
    expect(t.players[boss]!.phone.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'bad-draft' });

    t.players[boss]!.phone.say({ type: 'draft', team: [boss] });
    expect(moments(t.board).draft).toEqual({ seat: boss, team: [boss], seq: 0 });
    expect(moments(t.players[other]!.phone).draft).toEqual({ seat: boss, team: [boss], seq: 0 });

    // Taps faster than DRAFT_UPDATE_MS are gathered: the last one goes out when the time is up.
    const before = t.board.received.length;
    t.players[boss]!.phone.say({ type: 'draft', team: [boss, other] });
    t.players[boss]!.phone.say({ type: 'draft', team: [other] });
    expect(t.board.received.length).toBe(before);
    t.clock.runAll(1);
    expect(t.clock.now).toBe(DRAFT_UPDATE_MS);
    expect(t.board.received.length).toBe(before + 1);
    expect(moments(t.board).draft?.team).toEqual([other]);

    // The proposal is the move, as the rules define it; the draft was never journaled.
    const size = mole.legalActions(state(), boss).find((a) => (a as { type: string }).type === 'propose') as { team: number[] };
    t.players[boss]!.phone.say({ type: 'act', id: 'p', action: { type: 'propose', team: size.team } });
    const journal = [...t.store.journals.values()][0]!;
    expect(journal.entries.map((e) => (e.action as { type: string }).type)).toEqual(['propose']);
    // After the move, the draft is gone from what the room shows, and the Boss can no longer draft.
    t.players[0]!.phone.say({ type: 'looked' });
    expect(moments(t.board).draft).toBeNull();
    t.players[boss]!.phone.say({ type: 'draft', team: [0] });
    expect(t.players[boss]!.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'not-picking' });
  });
});

describe('the discussion countdown', () => {
  it('is off by default, set by the host controls alone per phase, and kept across a host restart', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const t = table(GAMES, store, clock);
    t.host.say({ type: 'selectGame', game: 'mole-in-the-crew' });
    const ana = join(t.room, 'Ana');
    expect(moments(ana.phone).discussion).toEqual({});
    expect(t.host.last('room').room.games.find((g) => g.id === 'mole-in-the-crew')!.discussionPhases).toEqual(['propose', 'vote']);

    // The VIP cannot: it is the host's setting.
    ana.phone.say({ type: 'setDiscussion', game: 'mole-in-the-crew', phase: 'vote', seconds: 90 });
    expect(ana.phone.lastError().code).toBe('NOT_ALLOWED');
    t.host.say({ type: 'setDiscussion', game: 'mole-in-the-crew', phase: 'mission', seconds: 90 });
    expect(t.host.lastError()).toMatchObject({ code: 'BAD_OPTIONS', reason: 'no-discussion-phase' });
    t.host.say({ type: 'setDiscussion', game: 'mole-in-the-crew', phase: 'vote', seconds: 90 });
    t.host.say({ type: 'setDiscussion', game: 'mole-in-the-crew', phase: 'propose', seconds: 60 });
    t.host.say({ type: 'setDiscussion', game: 'turncoat', phase: 'commit', seconds: 30 });
    expect(moments(ana.phone).discussion).toEqual({ vote: 90, propose: 60 });
    t.host.say({ type: 'setDiscussion', game: 'mole-in-the-crew', phase: 'propose', seconds: 0 });
    expect(moments(ana.phone).discussion).toEqual({ vote: 90 });

    t.room.close();
    const again = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, botDelayMs: 0 });
    const watcher = new Phone(again);
    watcher.say({ type: 'hello' });
    expect(watcher.last('welcome').room.moments.discussion).toEqual({ vote: 90 });
    // Each game keeps its own.
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    host.say({ type: 'selectGame', game: 'turncoat' });
    expect(moments(watcher).discussion).toEqual({ commit: 30 });
  });
});
