/** What the heartbeat needs of a socket (a `ws` WebSocket has it). */
export interface Pingable {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
}

/**
 * Heartbeat: a phone whose Wi-Fi is gone or that fell asleep sends no TCP close, and would
 * look connected for minutes. Every connection is pinged (WebSocket ping; browsers answer by
 * themselves); one that has answered nothing, neither pong nor message, since the last ping
 * is cut, so its seat shows as away within two beats and the phone reconnects.
 */
export class Heartbeat {
  private readonly heard = new Map<Pingable, boolean>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(everyMs: number, log: (line: string) => void) {
    this.timer = setInterval(() => this.beat(log), everyMs);
    this.timer.unref();
  }

  /** Pings this socket from now on; a pong counts as hearing from it. */
  watch(socket: Pingable): void {
    this.heard.set(socket, true);
    socket.on('pong', () => this.heard.set(socket, true));
  }

  /** The socket said something (a message): it is alive. */
  heardFrom(socket: Pingable): void {
    this.heard.set(socket, true);
  }

  /** The socket is closed: no more pings. */
  forget(socket: Pingable): void {
    this.heard.delete(socket);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(log: (line: string) => void): void {
    for (const [socket, alive] of this.heard) {
      // A timer has no caller to answer: one socket's trouble must not end the host's process.
      try {
        if (!alive) {
          socket.terminate();
          continue;
        }
        this.heard.set(socket, false);
        socket.ping();
      } catch (error) {
        log(`heartbeat: ${(error as Error).message}`);
        this.heard.delete(socket);
      }
    }
  }
}
