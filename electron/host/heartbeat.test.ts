import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat, type LinkQuality, type Pingable } from './heartbeat.ts';

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

/** A socket whose pongs the test sends, after the delay it chooses, with the ping's data. */
function echoSocket() {
  const listeners: ((data?: Buffer) => void)[] = [];
  const socket = {
    sent: [] as Buffer[],
    ping(data?: Buffer) {
      socket.sent.push(data ?? Buffer.alloc(0));
    },
    terminate() {},
    on(_event: 'pong', listener: (data?: Buffer) => void) {
      listeners.push(listener);
    },
    /** Answers the ping `back` pings ago (0: the latest). */
    pong(back = 0) {
      const data = socket.sent[socket.sent.length - 1 - back];
      for (const l of listeners) l(data);
    },
  } satisfies Pingable & Record<string, unknown>;
  return socket;
}

describe('the heartbeat measures each link', () => {
  let clock: number;
  let changes: [number, LinkQuality][];
  let beat: Heartbeat;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    changes = [];
    beat = new Heartbeat(1000, () => {}, { now: () => clock, onLinkChange: (id, link) => changes.push([id, link]) });
  });
  afterEach(() => {
    beat.stop();
    vi.useRealTimers();
  });
  /** One beat, then the pong `rtt` ms after the ping (none when null), then the rest of the beat. */
  const round = (socket: ReturnType<typeof echoSocket>, rtt: number | null, talk = false) => {
    clock += 1000;
    vi.advanceTimersByTime(1000);
    if (talk) beat.heardFrom(socket);
    if (rtt === null) return;
    clock += rtt;
    socket.pong();
    clock -= rtt;
  };

  it('knows nothing before the first pong, then the median of the last five round trips', () => {
    const socket = echoSocket();
    beat.watch(socket, 7);
    expect(beat.link(7)).toEqual({ rttMs: null, weak: false });
    expect(beat.link(8)).toBeNull();
    for (const rtt of [20, 40, 30]) round(socket, rtt);
    expect(beat.link(7)).toEqual({ rttMs: 30, weak: false });
    for (const rtt of [900, 50, 60]) round(socket, rtt);
    // The last five: 40 30 900 50 60; one slow answer does not make the link weak.
    expect(beat.link(7)).toEqual({ rttMs: 50, weak: false });
    // Told once, at the first round trip; not at every ping after it.
    expect(changes).toEqual([[7, { rttMs: 20, weak: false }]]);
  });

  it('turns weak when the round trips stay over 300 ms, tells once, and well again when they are quick', () => {
    const socket = echoSocket();
    beat.watch(socket, 3);
    for (const rtt of [350, 400, 380]) round(socket, rtt);
    expect(beat.link(3)).toEqual({ rttMs: 380, weak: true });
    round(socket, 420);
    // Told at the first (slow) answer, and not again while it stays slow.
    expect(changes).toEqual([[3, { rttMs: 350, weak: true }]]);
    for (const rtt of [10, 10, 10]) round(socket, rtt);
    expect(beat.link(3)).toEqual({ rttMs: 10, weak: false });
    expect(changes.map(([, link]) => link.weak)).toEqual([true, false]);
  });

  it('turns weak when a pong is missed while the phone still talks, and well three beats later', () => {
    const socket = echoSocket();
    beat.watch(socket, 1);
    round(socket, 20);
    round(socket, null, true);
    round(socket, 20);
    expect(beat.link(1)).toEqual({ rttMs: 20, weak: true });
    round(socket, 20);
    round(socket, 20);
    round(socket, 20);
    expect(beat.link(1)!.weak).toBe(false);
    expect(changes.map(([id, link]) => [id, link.weak])).toEqual([
      [1, false],
      [1, true],
      [1, false],
    ]);
  });

  it('never times a late pong against a newer ping', () => {
    const socket = echoSocket();
    beat.watch(socket, 2);
    round(socket, null, true);
    round(socket, null, true);
    // The first ping's pong, arriving now: it counts as hearing from the phone, not as a round trip.
    socket.pong(1);
    expect(beat.link(2)!.rttMs).toBeNull();
    clock += 15;
    socket.pong(0);
    expect(beat.link(2)!.rttMs).toBe(15);
  });

  it('forgets a closed socket: no link, no news', () => {
    const socket = echoSocket();
    beat.watch(socket, 4);
    beat.forget(socket);
    expect(beat.link(4)).toBeNull();
  });
});
