import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat, type Pingable } from './heartbeat.ts';

/** A socket that counts pings and terminations, and answers pings only when told to. */
function fakeSocket(options: { answers?: boolean; pingThrows?: boolean } = {}) {
  const listeners: (() => void)[] = [];
  const socket = {
    pings: 0,
    terminated: 0,
    ping() {
      if (options.pingThrows) throw new Error('socket gone');
      socket.pings++;
      if (options.answers) for (const l of listeners) l();
    },
    terminate() {
      socket.terminated++;
    },
    on(_event: 'pong', listener: () => void) {
      listeners.push(listener);
    },
  } satisfies Pingable & Record<string, unknown>;
  return socket;
}

describe('the heartbeat', () => {
  let lines: string[];
  let beat: Heartbeat;
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    beat = new Heartbeat(1000, (line) => lines.push(line));
  });
  afterEach(() => {
    beat.stop();
    vi.useRealTimers();
  });

  it('keeps a socket that answers its pings', () => {
    const socket = fakeSocket({ answers: true });
    beat.watch(socket);
    vi.advanceTimersByTime(5000);
    expect(socket.pings).toBe(5);
    expect(socket.terminated).toBe(0);
  });

  it('cuts a silent socket at the second beat, unless it sent a message in between', () => {
    const silent = fakeSocket();
    const talking = fakeSocket();
    beat.watch(silent);
    beat.watch(talking);
    vi.advanceTimersByTime(1000);
    beat.heardFrom(talking);
    vi.advanceTimersByTime(1000);
    expect(silent.terminated).toBe(1);
    expect(talking.terminated).toBe(0);
  });

  it('no longer pings a forgotten socket', () => {
    const socket = fakeSocket({ answers: true });
    beat.watch(socket);
    beat.forget(socket);
    vi.advanceTimersByTime(3000);
    expect(socket.pings).toBe(0);
  });

  it('logs and drops a socket whose ping throws, and goes on with the others', () => {
    const broken = fakeSocket({ pingThrows: true });
    const fine = fakeSocket({ answers: true });
    beat.watch(broken);
    beat.watch(fine);
    vi.advanceTimersByTime(2000);
    expect(lines).toEqual(['heartbeat: socket gone']);
    expect(fine.pings).toBe(2);
    expect(broken.terminated).toBe(0);
  });
});
