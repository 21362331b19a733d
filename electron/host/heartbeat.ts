/** What the heartbeat needs of a socket (a `ws` WebSocket has it). */
export interface Pingable {
  ping(data?: Buffer): void;
  terminate(): void;
  on(event: 'pong', listener: (data?: Buffer) => void): unknown;
}

/** How a connection's link looks from the host: its round-trip time, and whether it is weak. */
export interface LinkQuality {
  /** The median of the last few ping round trips, in milliseconds; null until one came back. */
  rttMs: number | null;
  weak: boolean;
}

/** A round trip slower than this (the median of the last few) makes a link weak: a move would lag visibly. */
export const WEAK_RTT_MS = 300;
/** Round trips kept per connection: the median of five is not thrown by one slow answer. */
const SAMPLES = 5;
/** A pong that did not come keeps the link weak for this many beats (15 s at the usual 5 s beat). */
const MISSED_MEMORY_BEATS = 3;

interface Watched {
  heard: boolean;
  /** The connection this socket carries, when the route said (its link is then reported). */
  id: number | null;
  /** The beat of the ping still waiting for its pong, and when it was sent. */
  pending: { beat: number; at: number } | null;
  samples: number[];
  missedBeat: number | null;
  weak: boolean;
}

export interface HeartbeatOptions {
  now?: () => number;
  /** A connection's link was first measured, turned weak, or well again (not called for every ping). */
  onLinkChange?: (id: number, link: LinkQuality) => void;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Heartbeat: a phone whose Wi-Fi is gone or that fell asleep sends no TCP close, and would
 * look connected for minutes. Every connection is pinged (WebSocket ping; browsers answer by
 * themselves); one that has answered nothing, neither pong nor message, since the last ping
 * is cut, so its seat shows as away within two beats and the phone reconnects.
 *
 * The pings also measure each link: the time to each pong (the ping carries its beat's number,
 * so a late pong is never timed against a newer ping), and the pongs that did not come while
 * the phone still talked. The host controls show the players whose phone is struggling.
 */
export class Heartbeat {
  private readonly watched = new Map<Pingable, Watched>();
  private readonly byId = new Map<number, Watched>();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly now: () => number;
  private beats = 0;

  constructor(
    everyMs: number,
    log: (line: string) => void,
    private readonly options: HeartbeatOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now());
    this.timer = setInterval(() => this.beat(log), everyMs);
    this.timer.unref();
  }

  /** Pings this socket from now on; a pong counts as hearing from it. `id` names its connection for {@link link}. */
  watch(socket: Pingable, id?: number): void {
    const entry: Watched = { heard: true, id: id ?? null, pending: null, samples: [], missedBeat: null, weak: false };
    this.watched.set(socket, entry);
    if (id !== undefined) this.byId.set(id, entry);
    socket.on('pong', (data) => this.pong(entry, data));
  }

  /** The socket said something (a message): it is alive. */
  heardFrom(socket: Pingable): void {
    const entry = this.watched.get(socket);
    if (entry) entry.heard = true;
  }

  /** The socket is closed: no more pings. */
  forget(socket: Pingable): void {
    const entry = this.watched.get(socket);
    this.watched.delete(socket);
    if (entry?.id != null && this.byId.get(entry.id) === entry) this.byId.delete(entry.id);
  }

  /** The link of a connection, or null when no socket of that id is watched. */
  link(id: number): LinkQuality | null {
    const entry = this.byId.get(id);
    return entry ? { rttMs: median(entry.samples), weak: entry.weak } : null;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private pong(entry: Watched, data: Buffer | undefined): void {
    entry.heard = true;
    const pending = entry.pending;
    // A pong without the ping's data answers the latest ping (what a plain client may send).
    if (pending === null || (data !== undefined && data.length > 0 && data.toString() !== String(pending.beat))) return;
    entry.pending = null;
    entry.samples.push(Math.max(0, this.now() - pending.at));
    if (entry.samples.length > SAMPLES) entry.samples.shift();
    this.judge(entry);
  }

  private judge(entry: Watched): void {
    const rttMs = median(entry.samples);
    const missed = entry.missedBeat !== null && this.beats - entry.missedBeat < MISSED_MEMORY_BEATS;
    const weak = (rttMs !== null && rttMs > WEAK_RTT_MS) || missed;
    // The first round trip is news too: until then the host controls know nothing of the link.
    const first = entry.samples.length === 1 && entry.pending === null;
    if (weak === entry.weak && !first) return;
    entry.weak = weak;
    if (entry.id !== null) this.options.onLinkChange?.(entry.id, { rttMs, weak });
  }

  private beat(log: (line: string) => void): void {
    this.beats++;
    for (const [socket, entry] of this.watched) {
      // A timer has no caller to answer: one socket's trouble must not end the host's process.
      try {
        if (!entry.heard) {
          socket.terminate();
          continue;
        }
        // Alive (it sent a message) but the last ping went unanswered: the link drops packets.
        if (entry.pending !== null) entry.missedBeat = this.beats;
        entry.heard = false;
        entry.pending = { beat: this.beats, at: this.now() };
        socket.ping(Buffer.from(String(this.beats)));
        this.judge(entry);
      } catch (error) {
        log(`heartbeat: ${(error as Error).message}`);
        this.forget(socket);
      }
    }
  }
}
