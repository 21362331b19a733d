import type { SocketTrouble } from '../../shared/protocol/index.ts';
import type { LinkQuality } from './heartbeat.ts';

/**
 * What the server knows, beside the room's own news, that the host controls' `hostState`
 * carries: how each phone's connection holds up, which phones could not keep one, and the
 * table's mDNS name. The room asks for it each time it sends a
 * `hostState`; the server tells the room when it changed (Room.hostStateChanged).
 */
export interface HostNews {
  /** The link of a connection (by its id), or null when it is not measured. */
  link(connectionId: number): LinkQuality | null;
  /** What phones said about the socket they could not keep, oldest first (socket-trouble.ts). */
  socketTrouble(): SocketTrouble[];
  /** The `.local` name the table is advertised under, or null when mDNS is off or failed. */
  mdnsName(): string | null;
}

/**
 * `run`, at most once per `minMs`: a call within that time after the last run is deferred to its
 * end, and calls meanwhile are folded into that one. So a table of phones whose links flicker
 * costs the host controls one `hostState` every few seconds, not one per ping. The timer never
 * keeps the process alive; `stop` drops a deferred run.
 */
export function throttled(run: () => void, minMs: number, now: () => number = Date.now): { (): void; stop(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = now();
    run();
  };
  const call = () => {
    if (timer !== null) return;
    const wait = last + minMs - now();
    if (wait <= 0) return fire();
    timer = setTimeout(fire, wait);
    timer.unref();
  };
  call.stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return call;
}
