import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.ts';
import { MAX_HOST_CONNECTIONS, MAX_LOCAL_BOARDS, MAX_SPECTATORS, MAX_SPECTATORS_PER_ADDRESS, REMOVED_SPECTATOR_MS } from '../../shared/protocol/index.ts';
import { Room, type ConnectionOrigin } from './room.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, table } from './testing/room-phone.ts';

/** A device on the Wi-Fi, as the server adapter describes it. */
const lan = (n: number): ConnectionOrigin => ({ address: `192.168.1.${n}`, local: false });

function watcher(room: Room, origin?: ConnectionOrigin, hello: Record<string, unknown> = {}): Phone {
  const w = new Phone(room, origin);
  w.say({ type: 'hello', ...hello });
  return w;
}

const welcomed = (p: Phone) => p.received.some((m) => m.type === 'welcome');

describe('room for the table, whoever else is connected', () => {
  it('refuses spectators past the limit with a reason, and still lets in a seated phone, the board and the host controls', () => {
    const { room } = table();
    const ana = join(room, 'Ana');
    room.disconnect(ana.phone);
    // One guest's flood: every spectator from one address of this machine, which has no per-address limit.
    const flood = Array.from({ length: 63 }, () => watcher(room));
    expect(flood.filter(welcomed)).toHaveLength(MAX_SPECTATORS);
    const refused = flood.filter((w) => !welcomed(w));
    expect(refused).toHaveLength(63 - MAX_SPECTATORS);
    for (const w of refused) {
      expect(w.lastError()).toMatchObject({ code: 'TOO_MANY_WATCHERS', reason: 'table', ref: 'hello' });
      expect(w.last('bye').reason).toBe('full');
      expect(w.closed?.code).toBe(4005);
    }
    const back = watcher(room, undefined, { seatToken: ana.token });
    expect(back.last('welcome').you.seat).toBe(0);
    const board = watcher(room, undefined, { board: true });
    expect(welcomed(board)).toBe(true);
    const host = watcher(room, undefined, { hostToken: room.hostToken });
    expect(host.last('welcome').you.host).toBe(true);
    // A newcomer joining as a player is not a spectator: it still takes a seat.
    expect(room.seats).toHaveLength(1);
  });

  it('limits the spectators of one LAN address, not those of this machine', () => {
    const { room } = table();
    const guest = Array.from({ length: MAX_SPECTATORS_PER_ADDRESS + 1 }, () => watcher(room, lan(7)));
    expect(guest.filter(welcomed)).toHaveLength(MAX_SPECTATORS_PER_ADDRESS);
    expect(guest.at(-1)!.lastError()).toMatchObject({ code: 'TOO_MANY_WATCHERS', reason: 'address' });
    expect(welcomed(watcher(room, lan(8)))).toBe(true);
    const local = Array.from({ length: MAX_SPECTATORS_PER_ADDRESS + 1 }, () => watcher(room));
    expect(local.every(welcomed)).toBe(true);
  });

  it('counts a board that says so from the LAN as a spectator, but keeps the boards of this machine apart', () => {
    const { room, host, clock } = table();
    const far = watcher(room, lan(9), { board: true });
    expect(host.last('hostState').spectators.find((s) => s.id === far.id)).toMatchObject({ board: false, local: false, address: '192.168.1.9' });
    const boards = Array.from({ length: MAX_LOCAL_BOARDS + 1 }, () => watcher(room, undefined, { board: true }));
    // The newest boards win: the oldest is let go as "elsewhere".
    expect(boards[0]!.closed?.code).toBe(4003);
    expect(boards.slice(1).every((b) => b.closed === null)).toBe(true);
    expect(host.last('hostState').spectators.filter((s) => s.board)).toHaveLength(MAX_LOCAL_BOARDS);
    clock.runAll();
    // The count every screen shows counts boards as watchers (each board leaves itself out).
    expect(host.last('room').room.spectators).toBe(1 + MAX_LOCAL_BOARDS);
  });

  it('keeps one connection per place on the waiting list and a few host controls at most', () => {
    const { room, host } = table();
    for (const name of ['A', 'B', 'C', 'D', 'E']) join(room, name);
    host.say({ type: 'start' });
    const late = watcher(room);
    late.say({ type: 'join', name: 'Late' });
    const token = late.last('waiting').seatToken;
    const again = watcher(room, undefined, { seatToken: token });
    expect(again.last('welcome').you.waiting).toBe(1);
    expect(late.closed?.code).toBe(4003);
    const hosts = Array.from({ length: MAX_HOST_CONNECTIONS }, () => watcher(room, undefined, { hostToken: room.hostToken }));
    expect(host.closed?.code).toBe(4003);
    expect(hosts.every((h) => h.closed === null)).toBe(true);
  });
});

describe('the host controls see and remove spectators', () => {
  it('lists each spectator with where it comes from, and removes one: from the LAN its address may not watch again for a while', () => {
    const { room, host, clock } = table();
    const guest = watcher(room, lan(20), { lang: 'ko' });
    const listed = host.last('hostState').spectators;
    expect(listed).toEqual([{ id: guest.id, address: '192.168.1.20', local: false, since: expect.any(String), board: false, lang: 'ko' }]);
    host.say({ type: 'removeSpectator', id: guest.id });
    expect(guest.last('bye').reason).toBe('removed');
    expect(guest.closed?.code).toBe(4006);
    expect(host.last('hostState').spectators).toEqual([]);
    const back = watcher(room, lan(20));
    expect(welcomed(back)).toBe(false);
    expect(back.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'removed' });
    // A seat's phone from that address is not a spectator: it is never barred.
    const ana = join(room, 'Ana');
    room.disconnect(ana.phone);
    expect(watcher(room, lan(20), { seatToken: ana.token }).last('welcome').you.seat).toBe(0);
    clock.now += REMOVED_SPECTATOR_MS + 1;
    expect(welcomed(watcher(room, lan(20)))).toBe(true);
  });

  it('refuses to remove what is not a spectator, and lets only the host controls remove', () => {
    const { room, host } = table();
    const ana = join(room, 'Ana');
    host.say({ type: 'removeSpectator', id: ana.phone.id });
    expect(host.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'no-spectator' });
    expect(ana.phone.closed).toBeNull();
    const guest = watcher(room);
    ana.phone.say({ type: 'removeSpectator', id: guest.id });
    expect(ana.phone.lastError().code).toBe('NOT_ALLOWED');
    expect(guest.closed).toBeNull();
  });

  it('tells no phone or board who is watching from where', () => {
    const { room } = table();
    const ana = join(room, 'Ana');
    const board = watcher(room, undefined, { board: true });
    watcher(room, lan(3));
    for (const screen of [ana.phone, board]) expect(screen.received.some((m) => m.type === 'hostState')).toBe(false);
  });
});

describe('the host token', () => {
  it('opens the host controls only from this machine, until the host allows the LAN', () => {
    const { room, host } = table();
    const far = watcher(room, lan(30), { hostToken: room.hostToken });
    expect(far.last('welcome').you.host).toBe(false);
    expect(far.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'host-not-local' });
    host.say({ type: 'setRemoteHost', allow: true });
    expect(host.last('hostState').remoteHost).toBe(true);
    const allowed = watcher(room, lan(31), { hostToken: room.hostToken });
    expect(allowed.last('welcome').you.host).toBe(true);
    host.say({ type: 'setRemoteHost', allow: false });
    expect(allowed.closed?.code).toBe(4002);
    expect(host.closed).toBeNull();
  });

  it('is renewed from the host controls: saved, given to this machine’s host controls, and the old one opens nothing', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const { room, host } = table(GAMES, store, clock);
    host.say({ type: 'setRemoteHost', allow: true });
    const old = room.hostToken;
    const far = watcher(room, lan(40), { hostToken: old });
    const other = watcher(room, undefined, { hostToken: old });
    host.say({ type: 'renewHostToken' });
    const renewed = host.last('hostToken');
    expect(renewed.hostToken).not.toBe(old);
    expect(renewed.hostToken).toBe(room.hostToken);
    expect(other.last('hostToken').hostToken).toBe(renewed.hostToken);
    expect(far.closed?.code).toBe(4002);
    expect(far.received.some((m) => m.type === 'hostToken')).toBe(false);
    const stale = watcher(room, undefined, { hostToken: old });
    expect(stale.last('welcome').you.host).toBe(false);
    expect(stale.lastError()).toMatchObject({ code: 'BAD_TOKEN', reason: 'host-token' });
    const reopened = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, now: () => clock.now, botDelayMs: 0 });
    expect(reopened.hostToken).toBe(renewed.hostToken);
    expect(reopened.remoteHostAllowed).toBe(true);
    reopened.close();
  });
});

describe('powers in their place', () => {
  it('lets the VIP rename and remove others in the lobby only; once a game is on, the host controls alone', () => {
    const { room, host } = table();
    const players = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((n) => join(room, n));
    const vip = players[0]!.phone;
    vip.say({ type: 'rename', seat: 1, name: 'Bob' });
    expect(room.seats[1]!.name).toBe('Bob');
    host.say({ type: 'start' });
    vip.say({ type: 'rename', seat: 2, name: 'Ana' });
    expect(vip.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'host-during-game' });
    vip.say({ type: 'kick', seat: 2 });
    expect(vip.lastError()).toMatchObject({ code: 'NOT_ALLOWED', reason: 'host-during-game' });
    expect(room.seats[2]).toMatchObject({ name: 'Cy', kind: 'human' });
    // One's own name stays one's own; the host may still rename or replace anyone.
    vip.say({ type: 'rename', name: 'Annie' });
    expect(room.seats[0]!.name).toBe('Annie');
    host.say({ type: 'rename', seat: 2, name: 'Cyd' });
    expect(room.seats[2]!.name).toBe('Cyd');
    host.say({ type: 'kick', seat: 2 });
    expect(room.seats[2]!.kind).toBe('bot');
  });
});

describe('cheap messages stay cheap', () => {
  it('a phone renaming in a loop gets a few changes, then RATE_LIMITED and no save, until time passes', () => {
    const { room, store, clock } = table();
    const ana = join(room, 'Ana');
    const saves = () => store.roomSaves;
    const before = saves();
    const answers = Array.from({ length: 40 }, (_, i) => {
      ana.phone.say({ type: 'rename', name: `Ana ${i}` });
      return ana.phone.received.at(-1)!;
    });
    const refused = answers.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED' && m.reason === 'changes');
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(saves() - before).toBeLessThanOrEqual(40 - refused.length);
    expect(saves() - before).toBeLessThan(10);
    clock.now += 10_000;
    ana.phone.say({ type: 'rename', name: 'Ana again' });
    expect(room.seats[0]!.name).toBe('Ana again');
  });

  it('a save that fails tells the phone what did not happen, and only the host controls why', () => {
    const { room, store, host } = table();
    const ana = join(room, 'Ana');
    store.failSaves = new Error("ENOSPC: no space left on device, open '/home/someone/.config/Hideout/room.json.tmp'");
    ana.phone.say({ type: 'rename', name: 'Anna' });
    const error = ana.phone.lastError();
    expect(error.code).toBe('STORAGE_FAILED');
    expect(error.message).not.toMatch(/ENOSPC|\/home|room\.json/);
    expect(host.last('notices').notices.at(-1)).toMatchObject({ code: 'STORAGE_FAILED', message: expect.stringContaining('ENOSPC') });
  });
});

describe('a burst costs one save and one room frame', () => {
  it('saves the cheap changes read in one burst (Room.hold) once, and answers them only once that save is done', () => {
    const { room, host, store } = table();
    const ana = join(room, 'Ana');
    const late = Array.from({ length: 3 }, () => watcher(room));
    const before = host.received.filter((m) => m.type === 'room').length;
    const saves = store.roomSaves;
    room.hold();
    ana.phone.say({ type: 'rename', name: 'Anna' });
    ana.phone.say({ type: 'rename', name: 'Annie' });
    for (const [i, w] of late.entries()) w.say({ type: 'join', name: `Late ${i}` });
    late[0]!.say({ type: 'leave' });
    // Nothing is on disk yet, so nothing is answered yet.
    expect(store.roomSaves - saves).toBe(0);
    expect(late[1]!.received.some((m) => m.type === 'joined')).toBe(false);
    expect(host.received.filter((m) => m.type === 'room').length).toBe(before);
    room.release();
    expect(store.roomSaves - saves).toBe(1);
    expect(late[1]!.last('joined').seat).toBe(2);
    const frames = host.received.filter((m) => m.type === 'room');
    expect(frames.length - before).toBe(1);
    expect(frames.at(-1)!.type === 'room' && frames.at(-1)!.room.seats.map((s) => s.name)).toEqual(['Annie', 'Late 1', 'Late 2']);
    expect(store.room).toMatchObject({ seats: [{ name: 'Annie' }, { name: 'Late 1' }, { name: 'Late 2' }] });
  });

  it('undoes the whole burst when its one save fails: every change refused with STORAGE_FAILED, no seat given, refusals still answered', () => {
    const { room, store } = table();
    const ana = join(room, 'Ana');
    const late = Array.from({ length: 2 }, () => watcher(room));
    const typo = watcher(room);
    room.hold();
    ana.phone.say({ type: 'rename', name: 'Anna' });
    late[0]!.say({ type: 'join', name: 'Bo' });
    typo.say({ type: 'join', name: '   ' });
    late[1]!.say({ type: 'join', name: 'Cy' });
    late[0]!.say({ type: 'leave' });
    store.failSaves = true;
    room.release();
    expect(room.seats.map((s) => s.name)).toEqual(['Ana']);
    for (const p of [ana.phone, ...late]) expect(p.lastError()).toMatchObject({ code: 'STORAGE_FAILED' });
    expect(late.some((p) => p.received.some((m) => m.type === 'joined'))).toBe(false);
    expect(typo.lastError()).toMatchObject({ code: 'BAD_NAME', ref: 'join' });
    // The table goes on from the saved room: once the disk is back, the same join takes seat 1.
    store.failSaves = false;
    late[1]!.say({ type: 'join', name: 'Cy' });
    expect(late[1]!.last('joined').seat).toBe(1);
  });

  it('saves the changes of a burst before any other message is handled, so the host starts the game with the seats on disk', () => {
    const { room, host, store } = table();
    for (const name of ['A', 'B', 'C', 'D']) join(room, name);
    const fifth = watcher(room);
    const saves = store.roomSaves;
    room.hold();
    fifth.say({ type: 'join', name: 'E' });
    host.say({ type: 'start' });
    expect(room.phase).toBe('playing');
    expect(store.room).toMatchObject({ phase: 'playing' });
    expect((store.room as { seats: unknown[] }).seats).toHaveLength(5);
    expect(store.roomSaves - saves).toBe(2);
    room.release();
    expect(fifth.last('joined').seat).toBe(4);
  });

  it('sends a held room frame before a view, so a screen reads each view against its room', () => {
    const { room, host } = table();
    for (const name of ['A', 'B', 'C', 'D', 'E']) join(room, name);
    room.hold();
    host.say({ type: 'start' });
    const types = host.received.slice(-3).map((m) => m.type);
    expect(types.indexOf('room')).toBeLessThan(types.indexOf('view'));
    room.release();
  });
});
