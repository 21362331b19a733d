import { describe, expect, it } from 'vitest';
import { join, Phone, TALLY_REGISTRY, table } from './testing/room-phone.ts';

const lastRoom = (p: Phone) => p.heardRoom();

describe("the game's record on the TV (showRecord)", () => {
  it('is shown by the host controls only, during a game, and refused with NO_GAME in the lobby', () => {
    const t = table(TALLY_REGISTRY);
    const ana = join(t.room, 'Ana');
    join(t.room, 'Bo');
    t.host.say({ type: 'showRecord', on: true });
    expect(t.host.lastError()).toMatchObject({ code: 'NO_GAME', reason: 'no-game' });
    t.host.say({ type: 'start' });
    // The VIP's phone may not: the TV is the host's.
    ana.phone.say({ type: 'showRecord', on: true });
    expect(ana.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(lastRoom(t.host).recordOnTv).toBe(false);
    t.host.say({ type: 'showRecord', on: true });
    expect(lastRoom(t.host).recordOnTv).toBe(true);
    expect(lastRoom(ana.phone).recordOnTv).toBe(true);
    t.host.say({ type: 'showRecord', on: false });
    expect(lastRoom(ana.phone).recordOnTv).toBe(false);
  });

  it('goes away with the next move, the room saying so before that move’s views; and with the end of the game', () => {
    const t = table(TALLY_REGISTRY);
    const ana = join(t.room, 'Ana');
    join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    t.host.say({ type: 'showRecord', on: true });
    const heard = ana.phone.received.length;
    ana.phone.say({ type: 'act', id: 'a1', action: { type: 'pick', n: 2 } });
    expect(ana.phone.last('ack')).toMatchObject({ id: 'a1', duplicate: false });
    const after = ana.phone.received.slice(heard);
    const roomAt = after.findIndex((m) => m.type === 'room' && m.room.recordOnTv === false);
    const viewAt = after.findIndex((m) => m.type === 'view');
    expect(roomAt).toBeGreaterThanOrEqual(0);
    expect(viewAt).toBeGreaterThan(roomAt);

    t.host.say({ type: 'showRecord', on: true });
    t.host.say({ type: 'end' });
    expect(lastRoom(t.host)).toMatchObject({ phase: 'lobby', recordOnTv: false });
  });
});

describe("the chosen game's quick start on the TV (showQuickStart)", () => {
  it('is shown by the VIP or the host in the lobby, refused during a game, and goes when the game starts', () => {
    const t = table(TALLY_REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    bo.phone.say({ type: 'showQuickStart', on: true });
    expect(bo.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED' });
    ana.phone.say({ type: 'showQuickStart', on: true });
    expect(lastRoom(t.host).quickStartOnTv).toBe(true);
    t.host.say({ type: 'showQuickStart', on: false });
    expect(lastRoom(bo.phone).quickStartOnTv).toBe(false);
    ana.phone.say({ type: 'showQuickStart', on: true });
    t.host.say({ type: 'start' });
    expect(lastRoom(t.host)).toMatchObject({ phase: 'playing', quickStartOnTv: false });
    ana.phone.say({ type: 'showQuickStart', on: true });
    expect(ana.phone.lastError()).toMatchObject({ code: 'NOT_IN_LOBBY' });
  });
});

describe("the chosen game's demonstration on the TV (showDemo)", () => {
  it('is asked for by the VIP or the host in the lobby, anew each time, and ends with off, another game, the start or its time', () => {
    const t = table();
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    bo.phone.say({ type: 'showDemo', on: true });
    expect(bo.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED' });
    ana.phone.say({ type: 'showDemo', on: true });
    const first = lastRoom(bo.phone).demo;
    expect(first).toEqual({ game: lastRoom(t.host).game, nonce: expect.any(Number) });
    // Asked again: played again, under a new number.
    t.host.say({ type: 'showDemo', on: true });
    expect(lastRoom(bo.phone).demo!.nonce).toBeGreaterThan(first!.nonce);
    t.host.say({ type: 'showDemo', on: false });
    expect(lastRoom(bo.phone).demo).toBeNull();
    // Another game chosen: the demonstration was of the last one.
    t.host.say({ type: 'showDemo', on: true });
    t.host.say({ type: 'selectGame', game: 'turncoat' });
    expect(lastRoom(bo.phone).demo).toBeNull();
    // It ends by itself.
    t.host.say({ type: 'showDemo', on: true });
    // As long as the TV plays its script (about 90 s), and no longer than 2 minutes.
    t.clock.now += 30_000;
    t.clock.runDue();
    expect(lastRoom(bo.phone).demo).not.toBeNull();
    t.clock.now += 90_000;
    t.clock.runDue();
    expect(lastRoom(bo.phone).demo).toBeNull();
    t.host.say({ type: 'showDemo', on: true });
    t.host.say({ type: 'fillBots', upTo: 3 });
    t.host.say({ type: 'start' });
    expect(lastRoom(t.host)).toMatchObject({ phase: 'playing', demo: null });
    ana.phone.say({ type: 'showDemo', on: true });
    expect(ana.phone.lastError()).toMatchObject({ code: 'NOT_IN_LOBBY' });
  });
});
