import { describe, expect, it } from 'vitest';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { GAMES } from '../../shared/games/index.ts';
import { join, Phone, table } from './testing/room-phone.ts';

describe("the room's timers", () => {
  it('are all cleared by close, whichever are waiting (a bot thinking, a gathered spectator update)', () => {
    const { room, clock, host } = table(GAMES, new MemoryStore(), new ManualScheduler(), { botDelayMs: 900 });
    const ann = join(room, 'Ann');
    host.say({ type: 'fillBots', upTo: 5 });
    host.say({ type: 'start' });
    expect(room.phase).toBe('playing');
    // Every seat a bot's: whoever the game waits for is one.
    host.say({ type: 'kick', seat: ann.seat });
    const before = clock.pending;
    // A bot is thinking about its first move.
    expect(before).toBeGreaterThan(0);
    // A spectator's arrival is gathered into one room update, on a timer of its own.
    new Phone(room).say({ type: 'hello' });
    expect(clock.pending).toBe(before + 1);
    room.close();
    expect(clock.pending).toBe(0);
    // Nothing the room does after its close starts one again.
    clock.runAll();
    expect(clock.pending).toBe(0);
  });
});
