/**
 * A phone that got the page but cannot hold the table's socket: a proxy or firewall that lets
 * pages through but not WebSocket upgrades, a Wi-Fi sign-in page, a link that keeps dropping. The
 * page tells its player what is wrong and what to try instead of a spinner, and tells the host
 * over plain HTTP (POST /api/socket-trouble, docs/protocol.md) for the host controls' list.
 *
 * This is the judgement alone, on the connection's events, so it is tested without a browser.
 */
import { SOCKET_TROUBLE_PATH } from '../../../shared/protocol/codes.ts';

export type SocketTroubleKind = 'cannot-open' | 'keeps-dropping';

/** Tells the host, over plain HTTP, what the socket could not: best effort, nothing waits for it. */
export function reportToHost(report: { what: SocketTroubleKind; attempts: number }, post: typeof fetch = fetch): void {
  post(SOCKET_TROUBLE_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report), keepalive: true }).catch(() => {});
}

/**
 * Failed tries before "cannot open" is said, and for how long the page must have been trying:
 * a link that fails at once (an upgrade refused) is retried a few times in a second or two, one
 * that hangs (an upgrade swallowed) is let go after 5 s (CONNECT_MS); either way the player
 * hears within about 11 s, well before a player gives up on a spinner.
 */
export const CANNOT_OPEN_FAILURES = 2;
export const CANNOT_OPEN_MS = 6_000;
/** Links lost after the table answered, within this window, that make "keeps dropping". */
export const DROPS = 3;
export const DROPS_WINDOW_MS = 120_000;

export class TroubleWatch {
  /** Tries to connect since this page last heard the table (for the report). */
  attempts = 0;
  private firstTry: number | null = null;
  private failures = 0;
  private welcomed = false;
  private drops: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** A socket is being opened. */
  tried(): void {
    this.attempts++;
    this.firstTry ??= this.now();
  }

  /** The table answered on this socket (its welcome). */
  answered(): void {
    this.welcomed = true;
    this.failures = 0;
    this.attempts = 0;
  }

  /** A socket went before the table answered on it. */
  failed(): void {
    this.failures++;
  }

  /** A socket the table had answered on was lost. */
  lost(): void {
    const now = this.now();
    this.drops = [...this.drops.filter((at) => now - at < DROPS_WINDOW_MS), now];
  }

  /**
   * What is wrong now, if anything. "Cannot open" only for a page that never reached the table:
   * a table that answered once and went quiet is a host away or a Wi-Fi gone (the offline banner).
   */
  kind(): SocketTroubleKind | null {
    const now = this.now();
    if (!this.welcomed && this.firstTry !== null && this.failures >= CANNOT_OPEN_FAILURES && now - this.firstTry >= CANNOT_OPEN_MS) return 'cannot-open';
    if (this.drops.filter((at) => now - at < DROPS_WINDOW_MS).length >= DROPS) return 'keeps-dropping';
    return null;
  }
}
