import { describe, expect, it } from 'vitest';
import { createRng, type Seat } from '../../shared/engine/index.ts';
import { GAMES } from '../../shared/games/index.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, TALLY_REGISTRY, table } from './testing/room-phone.ts';
import { PHONE_BRAINS } from './proof/table.ts';
import { Room } from './room.ts';

describe('the room: lobby and seats', () => {
  it('welcomes every connection with the public room, and asks for hello first', () => {
    const { room } = table();
    const phone = new Phone(room);
    phone.say({ type: 'join', name: 'Ana' });
    expect(phone.lastError().code).toBe('HELLO_FIRST');
    phone.say({ type: 'hello' });
    const welcome = phone.last('welcome');
    expect(welcome.you).toEqual({ seat: null, host: false, vip: false });
    expect(welcome.room).toMatchObject({ code: 'KQWX', phase: 'lobby', game: 'mole-in-the-crew', seats: [] });
    expect(welcome.room.games.map((g) => g.id)).toContain('mole-in-the-crew');
  });

  it('gives each joining phone a seat and an unguessable token; the first human is the VIP', () => {
    const { room } = table();
    const ana = join(room, 'Ana');
    const bo = join(room, '  Bo ');
    expect([ana.seat, bo.seat]).toEqual([0, 1]);
    expect(ana.token).not.toBe(bo.token);
    expect(ana.token.length).toBeGreaterThanOrEqual(22);
    expect(bo.phone.last('room').room.seats.map((s) => s.name)).toEqual(['Ana', 'Bo']);
    expect(ana.phone.last('room').you.vip).toBe(true);
    expect(bo.phone.last('room').you.vip).toBe(false);
  });

  it("keeps a phone's language with its seat: said at join, followed at each hello, saved and shown in the room", () => {
    const { room, store } = table();
    const ana = new Phone(room);
    ana.say({ type: 'hello', lang: 'es' });
    ana.say({ type: 'join', name: 'Ana', lang: 'es' });
    const token = ana.last('joined').seatToken;
    expect(ana.last('room').room.seats[0]).toMatchObject({ name: 'Ana', lang: 'es' });
    room.disconnect(ana);
    const back = new Phone(room);
    back.say({ type: 'hello', seatToken: token, lang: 'ko' });
    expect(back.last('welcome').room.seats[0]!.lang).toBe('ko');
    expect((store.room as { seats: { lang?: string }[] }).seats[0]!.lang).toBe('ko');
    // A bot seat has no phone, so no language.
    back.say({ type: 'addBot' });
    expect(back.last('room').room.seats[1]).not.toHaveProperty('lang');
  });

  it('cleans names and tells duplicates apart', () => {
    const { room } = table();
    join(room, 'Ana');
    const second = join(room, 'ana');
    expect(second.phone.last('room').room.seats[1]!.name).toBe('ana 2');
    const bad = new Phone(room);
    bad.say({ type: 'hello' });
    bad.say({ type: 'join', name: 'evil\u0007' });
    expect(bad.lastError()).toMatchObject({ code: 'BAD_NAME', ref: 'join', reason: 'invisible' });
    bad.say({ type: 'join', name: '   ' });
    expect(bad.lastError().code).toBe('BAD_NAME');
  });

  it('refuses a seat beyond the game\'s maximum: the phone can watch', () => {
    const { room } = table();
    for (let i = 0; i < 10; i++) join(room, `P${i}`);
    const late = new Phone(room);
    late.say({ type: 'hello' });
    late.say({ type: 'join', name: 'Late' });
    expect(late.lastError().code).toBe('TABLE_FULL');
    expect(late.last('welcome').room.spectators).toBe(1);
  });

  it('keeps lobby controls for the host and the VIP only', () => {
    const { room, host } = table();
    const vip = join(room, 'Vip');
    const other = join(room, 'Other');
    other.phone.say({ type: 'addBot' });
    expect(other.phone.lastError().code).toBe('NOT_ALLOWED');
    vip.phone.say({ type: 'addBot' });
    host.say({ type: 'addBot', bot: 'random' });
    const seats = host.last('room').room.seats;
    expect(seats.map((s) => [s.kind, s.bot ?? null])).toEqual([
      ['human', null],
      ['human', null],
      ['bot', 'heuristic'],
      ['bot', 'random'],
    ]);
    host.say({ type: 'addBot' });
    expect(host.last('room').room.seats.slice(2).map((s) => s.name)).toEqual(['Bot 1', 'Bot 2', 'Bot 3']);
    host.say({ type: 'kick', seat: 4 });
    vip.phone.say({ type: 'reissueSeat', seat: 1 });
    expect(vip.phone.lastError().code).toBe('NOT_ALLOWED');
    const intruder = new Phone(room);
    intruder.say({ type: 'hello', hostToken: 'x'.repeat(24) });
    expect(intruder.lastError().code).toBe('BAD_TOKEN');
  });

  it('reorders seats, with the VIP and the connections following their seat', () => {
    const { room, host } = table();
    const a = join(room, 'A');
    join(room, 'B');
    const c = join(room, 'C');
    host.say({ type: 'moveSeat', from: 0, to: 2 });
    expect(host.last('room').room.seats.map((s) => s.name)).toEqual(['B', 'C', 'A']);
    expect(a.phone.last('room').you).toMatchObject({ seat: 2, vip: true });
    expect(c.phone.last('room').you.seat).toBe(1);
  });

  it('renames: oneself any time, others only with the controls', () => {
    const { room, host } = table();
    const a = join(room, 'A');
    const b = join(room, 'B');
    b.phone.say({ type: 'rename', name: 'Bea' });
    b.phone.say({ type: 'rename', seat: 0, name: 'Nope' });
    expect(b.phone.lastError().code).toBe('NOT_ALLOWED');
    host.say({ type: 'rename', seat: 0, name: 'Ada' });
    expect(a.phone.last('room').room.seats.map((s) => s.name)).toEqual(['Ada', 'Bea']);
  });

  it('kicks a player in the lobby: the seat goes and the phone is told and closed', () => {
    const { room, host } = table();
    join(room, 'A');
    const b = join(room, 'B');
    host.say({ type: 'kick', seat: 1 });
    expect(b.phone.last('bye').reason).toBe('kicked');
    expect(b.phone.closed?.code).toBe(4001);
    expect(host.last('room').room.seats).toHaveLength(1);
  });

  it('refuses to start a game without enough players, naming the limits', () => {
    const { room, host } = table();
    join(room, 'A');
    host.say({ type: 'start' });
    expect(host.lastError()).toMatchObject({ code: 'BAD_PLAYER_COUNT', ref: 'start' });
    expect(room.phase).toBe('lobby');
  });
});

describe('the room: options, as the host judges them', () => {
  const classic = { quick: false, vault: false, advancedSnitch: false };

  it('shows the requested options as the game takes them at this many seats, and keeps the rest aside', () => {
    const { room, host, store } = table();
    for (let i = 0; i < 5; i++) join(room, `P${i}`);
    host.say({ type: 'setOptions', options: { vault: true } });
    expect(host.last('room').room).toMatchObject({
      options: classic,
      optionsSetAside: [{ key: 'vault', value: true, reason: 'vault-players', message: expect.any(String) }],
    });
    // The request is what is saved: it applies as soon as the seats fit it.
    expect(store.room).toMatchObject({ options: { vault: true } });
    host.say({ type: 'fillBots', upTo: 7 });
    expect(host.last('room').room).toMatchObject({ options: { ...classic, vault: true }, optionsSetAside: [] });
    host.say({ type: 'kick', seat: 6 });
    expect(host.last('room').room.options).toEqual(classic);
  });

  it('sends only the change: the other options keep their values', () => {
    const { room, host } = table();
    for (let i = 0; i < 7; i++) join(room, `P${i}`);
    host.say({ type: 'setOptions', options: { vault: true } });
    host.say({ type: 'setOptions', options: { advancedSnitch: false } });
    expect(host.last('room').room.options).toEqual({ ...classic, vault: true });
    // A newer choice that cannot be played with an older one replaces it.
    host.say({ type: 'setOptions', options: { quick: true } });
    expect(host.last('room').room.options).toEqual({ ...classic, quick: true });
  });

  it('refuses options no table size could play, and changes nothing', () => {
    const { room, host, store } = table();
    join(room, 'A');
    const before = JSON.stringify(store.room);
    for (const options of [{ nope: true }, { vault: 'yes' }, { vault: true, quick: true }]) {
      host.say({ type: 'setOptions', options });
      expect(host.lastError()).toMatchObject({ code: 'BAD_OPTIONS', ref: 'setOptions' });
    }
    host.say({ type: 'selectGame', game: 'turncoat', options: { koreanIdentityDeck: 'yes' } });
    expect(host.lastError()).toMatchObject({ code: 'BAD_OPTIONS', ref: 'selectGame', reason: 'not-a-flag' });
    expect(JSON.stringify(store.room)).toBe(before);
    expect(host.last('room').room.game).toBe('mole-in-the-crew');
  });

  it('starts with exactly the options the room shows, in one message', () => {
    const { room, host, store } = table();
    for (let i = 0; i < 5; i++) join(room, `P${i}`);
    host.say({ type: 'setOptions', options: { quick: true } });
    host.say({ type: 'setOptions', options: { advancedSnitch: true } });
    host.say({ type: 'fillBots', upTo: 7 });
    // Advanced Snitch is for 5 or 6: at 7 it is set aside, and the deal goes ahead without it.
    const shown = host.last('room').room;
    expect(shown.optionsSetAside.map((s) => s.key)).toEqual(['advancedSnitch']);
    host.say({ type: 'start' });
    expect(room.phase).toBe('playing');
    expect((room.gameState as any).options).toEqual(shown.options);
    expect([...store.journals.values()][0]!.header.options).toEqual({ ...classic, quick: true });
  });

  it('takes a new game\'s options with the game, judged the same way', () => {
    const { room, host } = table();
    join(room, 'A');
    join(room, 'B');
    host.say({ type: 'selectGame', game: 'turncoat', options: { koreanIdentityDeck: true } });
    expect(host.last('room').room).toMatchObject({ game: 'turncoat', options: { koreanIdentityDeck: true }, optionsSetAside: [] });
    host.say({ type: 'selectGame', game: 'mole-in-the-crew' });
    expect(host.last('room').room.options).toEqual(classic);
  });
});

function startedMole(humans: number, total: number) {
  const t = table();
  const players = Array.from({ length: humans }, (_, i) => join(t.room, `P${i}`));
  t.host.say({ type: 'fillBots', upTo: total });
  t.host.say({ type: 'start' });
  return { ...t, players };
}

describe('the room: playing', () => {
  it('starts a game: each seat sees its own role, the board and spectators see none', () => {
    const { room, players, host } = startedMole(5, 5);
    expect(room.phase).toBe('playing');
    for (const p of players) {
      const view = p.phone.view();
      expect(view.you.seat).toBe(p.seat);
      expect(typeof view.you.role).toBe('string');
    }
    expect(host.view().you).toBeNull();
    const spectator = new Phone(room);
    spectator.say({ type: 'hello' });
    expect(spectator.view().you).toBeNull();
  });

  it('applies an action once: a retried client id is acknowledged as a duplicate, not replayed', () => {
    const { room, players } = startedMole(5, 5);
    const state = room.gameState as any;
    const boss = players[state.boss]!;
    const team = [0, 1];
    boss.phone.say({ type: 'act', id: 'a1', action: { type: 'propose', team } });
    expect(boss.phone.last('ack')).toMatchObject({ id: 'a1', duplicate: false });
    const after = JSON.stringify(room.gameState);
    boss.phone.say({ type: 'act', id: 'a1', action: { type: 'propose', team } });
    expect(boss.phone.last('ack')).toMatchObject({ id: 'a1', duplicate: true });
    expect(JSON.stringify(room.gameState)).toBe(after);
  });

  it('rejects illegal, out-of-turn and malformed actions with the engine\'s code and the client id', () => {
    const { room, players } = startedMole(5, 5);
    const state = room.gameState as any;
    const notBoss = players[(state.boss + 1) % 5]!;
    const before = JSON.stringify(room.gameState);
    notBoss.phone.say({ type: 'act', id: 'x', action: { type: 'propose', team: [0, 1] } });
    expect(notBoss.phone.lastError()).toMatchObject({ code: 'NOT_YOUR_TURN', id: 'x', ref: 'act' });
    players[state.boss]!.phone.say({ type: 'act', id: 'y', action: { type: 'propose', team: [0] } });
    expect(players[state.boss]!.phone.lastError()).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'team-size', id: 'y' });
    players[0]!.phone.say({ type: 'act', id: 'z', action: { type: 'fly' } });
    expect(players[0]!.phone.lastError()).toMatchObject({ code: 'BAD_ACTION', id: 'z' });
    expect(JSON.stringify(room.gameState)).toBe(before);
  });

  it('journals every accepted action before anyone sees it, and a failed write changes nothing', () => {
    const { room, players, store } = startedMole(5, 5);
    const journal = [...store.journals.values()][0]!;
    const state = room.gameState as any;
    const boss = players[state.boss]!;
    store.failAppends = true;
    const viewsBefore = boss.phone.received.filter((m) => m.type === 'view').length;
    boss.phone.say({ type: 'act', id: 'a', action: { type: 'propose', team: [0, 1] } });
    expect(boss.phone.lastError().code).toBe('STORAGE_FAILED');
    expect(journal.entries).toHaveLength(0);
    expect(boss.phone.received.filter((m) => m.type === 'view')).toHaveLength(viewsBefore);
    store.failAppends = false;
    boss.phone.say({ type: 'act', id: 'a', action: { type: 'propose', team: [0, 1] } });
    expect(journal.entries).toEqual([expect.objectContaining({ actor: boss.seat, id: 'a', action: { type: 'propose', team: [0, 1] } })]);
  });

  it('lets bots play a whole game to the end, then keeps the final view', () => {
    const { room, clock, host, store } = startedMole(0, 7);
    clock.runAll();
    expect(room.phase).toBe('over');
    const view = host.view();
    expect(view.reveal.roles).toHaveLength(7);
    expect([...store.journals.values()][0]!.finished).toBeDefined();
    expect(host.last('room').room.phase).toBe('over');
  });

  it('sends each frame as exactly the JSON of its message, and each screen its own viewer\'s view, over a whole game at ten seats', () => {
    /** A socket-like connection: the room hands it the text it serialised once for many screens. */
    class TextPhone extends Phone {
      frames = 0;
      sendText(text: string, message: () => Parameters<Phone['send']>[0]): void {
        this.frames++;
        // The JSON, then spaces (frame lengths say nothing: wire-size.ts).
        expect(text.trimEnd()).toBe(JSON.stringify(message()));
        this.send(message());
      }
    }
    const { room, host, store } = table();
    const phones = Array.from({ length: 10 }, (_, i) => {
      const phone = new TextPhone(room);
      phone.say({ type: 'hello' });
      phone.say({ type: 'join', name: `P${i}` });
      return phone;
    });
    const board = new TextPhone(room);
    board.say({ type: 'hello' });
    host.say({ type: 'start' });
    const brain = PHONE_BRAINS['mole-in-the-crew']!;
    const rng = createRng('frames');
    for (let n = 0; n < 2000; n++) {
      const actor = phones.find((p) => brain.due(p.view()));
      if (actor === undefined) break;
      const view = actor.view();
      actor.say({ type: 'act', id: `m${n}`, action: brain.bot.choose({ seat: view.you.seat, view, legal: [], rng }) });
    }
    expect(room.phase).toBe('over');
    const game = GAMES['mole-in-the-crew']!.game;
    const state = room.gameState as never;
    for (const [seat, phone] of phones.entries()) expect(phone.view()).toEqual(game.view(state, seat));
    expect(board.view()).toEqual(game.view(state, 'board'));
    expect(board.frames).toBeGreaterThan([...store.journals.values()][0]!.entries.length);
  });

  it('reconnects a phone to its seat by token, with its current private view', () => {
    const { room, players } = startedMole(5, 5);
    const original = players[2]!;
    const roleBefore = original.phone.view().you.role;
    room.disconnect(original.phone);
    const again = new Phone(room);
    again.say({ type: 'hello', seatToken: original.token });
    expect(again.last('welcome').you.seat).toBe(2);
    expect(again.view().you).toMatchObject({ seat: 2, role: roleBefore });
  });

  it('shows which seats are connected', () => {
    const { room, players, host } = startedMole(5, 5);
    room.disconnect(players[3]!.phone);
    expect(host.last('room').room.seats.map((s) => s.connected)).toEqual([true, true, true, false, true]);
  });

  it('hands a seat to a new phone: the old token stops working, the old phone is let go', () => {
    const { room, players, host } = startedMole(5, 5);
    const lost = players[1]!;
    host.say({ type: 'reissueSeat', seat: 1 });
    const link = host.last('seatLink');
    expect(link.seat).toBe(1);
    expect(link.url).toContain(link.seatToken);
    expect(lost.phone.last('bye').reason).toBe('replaced');
    const stale = new Phone(room);
    stale.say({ type: 'hello', seatToken: lost.token });
    expect(stale.lastError().code).toBe('BAD_TOKEN');
    const fresh = new Phone(room);
    fresh.say({ type: 'hello', seatToken: link.seatToken });
    expect(fresh.view().you.seat).toBe(1);
  });

  it('replaces a player kicked mid-game by a bot, which plays on', () => {
    const { room, players, host, clock } = startedMole(5, 5);
    const boss: Seat = (room.gameState as any).boss;
    host.say({ type: 'kick', seat: boss });
    expect(players[boss]!.phone.closed?.code).toBe(4001);
    expect(host.last('room').room.seats[boss]).toMatchObject({ kind: 'bot' });
    clock.runAll();
    expect((room.gameState as any).phase).toBe('vote');
    expect((room.gameState as any).proposal).toHaveLength(2);
  });

  it('does not let a spectator act or join mid-game', () => {
    const { room } = startedMole(5, 5);
    const watcher = new Phone(room);
    watcher.say({ type: 'hello' });
    watcher.say({ type: 'act', id: 'w', action: { type: 'vote', approve: true } });
    expect(watcher.lastError().code).toBe('NOT_SEATED');
    // Joining mid-game is a place at the next game, not a seat in this one.
    watcher.say({ type: 'join', name: 'Late' });
    expect(watcher.last('waiting').position).toBe(1);
    expect(watcher.last('room').you).toMatchObject({ seat: null, waiting: 1 });
  });

  it('restarts with the same seats and ends back to the lobby', () => {
    const { room, host } = startedMole(2, 5);
    host.say({ type: 'restart' });
    expect(host.last('room').room.gameNumber).toBe(2);
    expect(room.phase).toBe('playing');
    host.say({ type: 'end' });
    expect(room.phase).toBe('lobby');
    expect(host.last('room').room.seats).toHaveLength(5);
  });
});

describe('the room: after a crash', () => {
  it('reopens the same game from the journal, with seats, tokens and accepted ids', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const first = table(GAMES, store, clock);
    const players = Array.from({ length: 5 }, (_, i) => join(first.room, `P${i}`));
    first.host.say({ type: 'start' });
    const boss = players[(first.room.gameState as any).boss]!;
    boss.phone.say({ type: 'act', id: 'p1', action: { type: 'propose', team: [0, 1] } });
    const stateBefore = JSON.stringify(first.room.gameState);

    const reopened = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, botDelayMs: 0 });
    expect(reopened.code).toBe('KQWX');
    expect(JSON.stringify(reopened.gameState)).toBe(stateBefore);
    const back = new Phone(reopened);
    back.say({ type: 'hello', seatToken: boss.token });
    back.say({ type: 'act', id: 'p1', action: { type: 'propose', team: [0, 1] } });
    expect(back.last('ack').duplicate).toBe(true);
  });
});

describe('the room: the host drives the clock for timed inputs', () => {
  it('delivers the game\'s timer input when nobody reacts, and not after a reaction', () => {
    const { room, host, clock } = table(TALLY_REGISTRY);
    const a = join(room, 'A');
    const b = join(room, 'B');
    host.say({ type: 'start' });
    a.phone.say({ type: 'act', id: '1', action: { type: 'pick', n: 1 } });
    b.phone.say({ type: 'act', id: '2', action: { type: 'pick', n: 1 } });
    expect((room.gameState as any).window).not.toBeNull();
    expect(clock.pending).toBe(1);
    clock.runAll();
    expect((room.gameState as any).window).toBeNull();
    a.phone.say({ type: 'act', id: '3', action: { type: 'pick', n: 1 } });
    b.phone.say({ type: 'act', id: '4', action: { type: 'pick', n: 1 } });
    b.phone.say({ type: 'act', id: '5', action: { type: 'object' } });
    expect((room.gameState as any).objections).toBe(1);
    expect(clock.pending).toBe(0);
  });
});
