import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProtocolError, SocketTroubleReport, type SocketTrouble } from '../../shared/protocol/index.ts';
import { SOCKET_TROUBLE_PATH } from '../../shared/protocol/codes.ts';
import { isAllowedOrigin, localHosts } from './origin.ts';
import { TokenBucket } from './rate-limit.ts';

// A phone that loaded the page over HTTP but cannot open or keep the WebSocket (a proxy, a
// firewall that lets pages through but not upgrades, a Wi-Fi that drops idle connections) has
// no other way to tell the host. It says so over plain HTTP, and the host controls list it.

export { SOCKET_TROUBLE_PATH };
/** The report is two small fields; anything bigger is not one. */
export const SOCKET_TROUBLE_MAX_BYTES = 1024;
/** Reports kept: enough to see which phones struggle, too few to flood the host controls. */
export const SOCKET_TROUBLE_KEPT = 16;
// Per address: a few at once, then one a minute. A phone that keeps failing retries for a
// while; the host needs to hear once, not at every retry.
const BURST = 3;
const PER_SECOND = 1 / 60;
/** Addresses whose rate is remembered; past this the one unheard from longest is forgotten. */
const ADDRESSES_KEPT = 256;

/** The reports of phones that could not keep a socket, newest last, SOCKET_TROUBLE_KEPT at most. */
export class SocketTroubleList {
  private readonly kept: SocketTrouble[] = [];
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether this address may report now (it takes one from its allowance). */
  allows(address: string): boolean {
    const now = this.now();
    let bucket = this.buckets.get(address);
    if (bucket === undefined) {
      bucket = new TokenBucket(BURST, PER_SECOND, now);
      if (this.buckets.size >= ADDRESSES_KEPT) this.buckets.delete(this.buckets.keys().next().value!);
    }
    // Map order is insertion order: taken out and put back, the address counts as heard from last.
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    return bucket.take(now);
  }

  /** Keeps a report; the same phone saying the same again replaces its earlier one. */
  add(address: string, report: SocketTroubleReport): void {
    const earlier = this.kept.findIndex((t) => t.address === address && t.what === report.what);
    if (earlier >= 0) this.kept.splice(earlier, 1);
    this.kept.push({ address, what: report.what, attempts: report.attempts, at: new Date(this.now()).toISOString() });
    if (this.kept.length > SOCKET_TROUBLE_KEPT) this.kept.splice(0, this.kept.length - SOCKET_TROUBLE_KEPT);
  }

  list(): SocketTrouble[] {
    return this.kept.map((t) => ({ ...t }));
  }
}

export interface SocketTroubleDeps {
  list: SocketTroubleList;
  /** The port the table's pages are served on (for the Origin check). */
  port: () => number;
  /** The address a request comes from, as the rest of the host names it (remoteOrigin). */
  addressOf: (req: FastifyRequest) => string;
  /** A report was kept: the host controls should hear of it. */
  onReport: () => void;
  log: (line: string) => void;
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message });

/**
 * `POST /api/socket-trouble` with `{ "what": "cannot-open" | "keeps-dropping", "attempts": n }`:
 * 204 when kept. Only the table's own pages may send it (the Origin check of the socket), at
 * most 1 KB, in the strict shape; each address a few times, then once a minute. Every refusal is
 * a 4xx with `{ code, message }` and keeps nothing.
 */
export async function registerSocketTrouble(app: FastifyInstance, deps: SocketTroubleDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body parser's own failures (too large, not JSON, another type) get the table's codes.
    scope.setErrorHandler((error: FastifyError, _req, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, ProtocolError.TooLarge, `a report is at most ${SOCKET_TROUBLE_MAX_BYTES} bytes`);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(reply, 415, ProtocolError.BadMessage, 'send the report as application/json');
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return refuse(reply, 400, ProtocolError.BadJson, 'the report is not valid JSON');
      deps.log(`socket trouble report: ${error.message}`);
      return refuse(reply, 500, ProtocolError.Internal, 'the host could not take the report');
    });
    scope.post(SOCKET_TROUBLE_PATH, { bodyLimit: SOCKET_TROUBLE_MAX_BYTES }, async (req, reply) => {
      if (!isAllowedOrigin(req.headers.origin, { port: deps.port(), hosts: localHosts() })) {
        return refuse(reply, 403, ProtocolError.NotAllowed, 'only the table’s own pages may report');
      }
      const parsed = SocketTroubleReport.safeParse(req.body);
      if (!parsed.success) return refuse(reply, 400, ProtocolError.BadMessage, 'expected { "what": "cannot-open" | "keeps-dropping", "attempts": a whole number }');
      const address = deps.addressOf(req);
      if (!deps.list.allows(address)) return refuse(reply, 429, ProtocolError.RateLimited, 'this device reported just now; once a minute is enough');
      deps.list.add(address, parsed.data);
      deps.onReport();
      return reply.code(204).send();
    });
  });
}
