import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROTOCOL_VERSION, ProtocolError, SOCKET_PATH } from '../../shared/protocol/index.ts';
import { fingerprint } from '../../shared/protocol/secure-channel.ts';
import { contentSecurityPolicy } from './csp.ts';
import { firstScreenOf, withFirstScreen } from './first-screen.ts';
import { phonePreloads, preloadTags, readBuildManifest } from './page-preloads.ts';
import { isAllowedHost, remoteOrigin } from './origin.ts';
import { qrSvg } from './qr.ts';
import type { Room } from './room.ts';
import { registerSocketTrouble, type SocketTroubleList } from './socket-trouble.ts';
import { isValidGameId, StoreError, type TableStore } from './store.ts';

/** What the HTTP routes need of the host. */
export interface HttpDeps {
  room: Room;
  store: TableStore;
  log: (line: string) => void;
  /** The built screens (out/renderer), or null: the pages then say they are not built. */
  staticDir: string | null;
  /** What the QR code says (RunningHost.qrUrl). */
  qrUrl: () => string;
  /** The names and addresses this machine answers to (this-machine.ts). */
  thisMachine: () => ReadonlySet<string>;
  /** The port the pages are served on, once listening. */
  port: () => number;
  /** Where phones' socket trouble is kept, and who hears of a new report (socket-trouble.ts). */
  socketTrouble: { list: SocketTroubleList; onReport: () => void };
}

/** The answer to a request for a name that is not this machine's (DNS rebinding: addResponseHooks). */
export function misdirected(reply: FastifyReply): FastifyReply {
  return reply.code(421).type('text/plain; charset=utf-8').send('Hideout: this host answers only to its own names and addresses.');
}

/** The Host check and the headers of every response. */
export function addResponseHooks(app: FastifyInstance, thisMachine: () => ReadonlySet<string>): void {
  // DNS rebinding: a page of evil.example whose name was pointed at the laptop would reach the
  // host as "evil.example". Only the table's own names and addresses are answered.
  app.addHook('onRequest', async (req, reply) => {
    // A WebSocket upgrade is checked by the socket's own route (socket.ts): answered this early,
    // its socket would be left open.
    if (req.headers.upgrade !== undefined && req.url.split('?')[0] === SOCKET_PATH) return;
    if (!isAllowedHost(req.headers.host, thisMachine())) return misdirected(reply);
  });
  // Every response says: nothing but this host. Pages also get the CSP (phones and the app alike).
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', contentSecurityPolicy(req.headers.host));
    return payload;
  });
}

/** The pages, the QR code, the key, the health check, the API of past games and the phones' socket trouble. */
export async function registerHttpRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  await registerPages(app, deps.staticDir, deps.room);
  const { room } = deps;
  // Never cached: the join URL follows the laptop's network, and a screen asking again must get the new code.
  app.get('/qr.svg', async (_req, reply) => reply.type('image/svg+xml').header('cache-control', 'no-store').send(await qrSvg(deps.qrUrl())));
  // For a screen opened by a typed address, without the QR code's key: trusted on first use, and
  // its fingerprint shown to compare with the TV's (the phone says so).
  app.get('/key', async (_req, reply) => reply.header('cache-control', 'no-store').send({ key: room.hostPublicKey, print: fingerprint(room.hostKeys.publicKey) }));
  app.get('/health', async () => ({ ok: true, room: room.code, phase: room.phase, protocol: PROTOCOL_VERSION }));
  await app.register(async (api) => registerGamesApi(api, deps));
  await registerSocketTrouble(app, {
    ...deps.socketTrouble,
    port: deps.port,
    addressOf: (req) => remoteOrigin(req.socket.remoteAddress, deps.thisMachine()).address,
    log: deps.log,
  });
}

/** The four screens, from the built renderer; without it, a page that says how to build it. */
async function registerPages(app: FastifyInstance, staticDir: string | null, room: Room): Promise<void> {
  if (staticDir !== null && existsSync(join(staticDir, 'player', 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: true,
      // The build writes a gzip twin beside each text file (scripts/precompress.ts): a browser
      // that takes gzip gets it, a third of the bytes over the Wi-Fi for nothing per request.
      preCompressed: true,
      // The build names every file under assets/ by its content's hash: a phone keeps them for
      // good, so a reload mid-game asks for the page and its socket, not the app again.
      setHeaders: (reply, path) => {
        if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The phone's page carries its first screen (first-screen.ts): written per request, never cached.
    const phonePage = readFileSync(join(staticDir, 'player', 'index.html'), 'utf8');
    const manifest = readBuildManifest(staticDir);
    app.get('/', (req, reply) => {
      const screen = firstScreenOf({
        query: (req.query ?? {}) as Record<string, unknown>,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
        port: req.socket.localPort ?? 0,
      });
      // The app's next requests, named now: its words, and for a phone back at its seat the table's game.
      const preloads = preloadTags(phonePreloads(manifest, screen.lang, screen.seated ? room.game : null));
      const page = withFirstScreen(phonePage, screen, preloads);
      if (page === null) return reply.sendFile('player/index.html');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
      // A few kilobytes, written for this request: gzipped as it goes when the browser takes it.
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(page);
      return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    });
    app.get('/board', (_req, reply) => reply.sendFile('board/index.html'));
    app.get('/host', (_req, reply) => reply.sendFile('host/index.html'));
    // The rules, printable sheets and role calculator: public, like the board.
    app.get('/rules', (_req, reply) => reply.sendFile('rules/index.html'));
  } else {
    const notBuilt = (_req: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('Hideout: the screens are not built yet. Run "npm run build", then start the host again.');
    app.get('/', notBuilt);
    app.get('/board', notBuilt);
    app.get('/host', notBuilt);
    app.get('/rules', notBuilt);
  }
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding.trim() === 'gzip' || coding.trim() === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Whether a request carries the host controls' token and comes from this machine. Only from this
 * machine, even when the host lets the host controls open elsewhere: this is plain HTTP, so the
 * token in its header and the journal it answers with (every secret of a game) would cross the
 * Wi-Fi in clear, where the socket's frames are sealed.
 */
export function isHostRequest(
  authorization: string | undefined,
  address: string | undefined,
  room: { readonly hostToken: string },
  thisMachine: () => ReadonlySet<string>,
): boolean {
  return authorization === `Bearer ${room.hostToken}` && remoteOrigin(address, thisMachine()).local;
}

/**
 * Past games, for replay and export: host controls only (the journals hold every secret). `api`
 * is a scope of its own, so the one check below guards every route in it and nothing else.
 */
function registerGamesApi(api: FastifyInstance, deps: HttpDeps): void {
  api.addHook('onRequest', async (req, reply) => {
    if (!isHostRequest(req.headers.authorization, req.socket.remoteAddress, deps.room, deps.thisMachine)) {
      return reply.code(403).send({ code: ProtocolError.NotAllowed, message: 'host controls only' });
    }
  });
  api.get<{ Querystring: { limit?: string; before?: string } }>('/api/games', async (req, reply) => listGames(deps.store, req, reply));
  api.get<{ Params: { id: string } }>('/api/games/:id/journal', async (req, reply) => exportJournal(deps, req, reply));
}

// One page, newest first: ?limit=N (1-200, default 50) and ?before=<gameId> (the last game of
// the page before). The body stays an array of games; when more follow, a Link header
// (rel="next") gives the next page's URL. Paged so that no call reads thousands of journals
// (store.ts, listGamesPage): the host page asks at every game's start and end.
function listGames(store: TableStore, req: FastifyRequest<{ Querystring: { limit?: string; before?: string } }>, reply: FastifyReply) {
  const [pageSize, pageMax] = [50, 200];
  const { limit: limitText, before } = req.query;
  const limit = limitText === undefined ? pageSize : /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
  if (limit < 1 || limit > pageMax) return reply.code(400).send({ code: 'BAD_LIMIT', message: `limit must be a whole number from 1 to ${pageMax}` });
  if (before !== undefined && !isValidGameId(before)) return reply.code(400).send({ code: 'BAD_GAME_ID', message: 'before: not a game id' });
  try {
    const page = store.listGamesPage({ limit, ...(before !== undefined ? { before } : {}) });
    if (page.next !== null) reply.header('link', `</api/games?limit=${limit}&before=${encodeURIComponent(page.next)}>; rel="next"`);
    return page.games;
  } catch (error) {
    // The game the page was to start after is gone (pruned): the page can start from the top.
    if (error instanceof StoreError && error.code === 'NOT_FOUND') return reply.code(404).send({ code: 'NOT_FOUND', message: 'no such game to list after' });
    throw error;
  }
}

function exportJournal(deps: HttpDeps, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  if (!isValidGameId(req.params.id)) return reply.code(400).send({ code: 'BAD_GAME_ID', message: 'not a game id' });
  try {
    const journal = deps.store.exportJournal(req.params.id);
    return reply.header('content-disposition', `attachment; filename="${req.params.id}.json"`).send(journal);
  } catch (error) {
    if (error instanceof StoreError && error.code === 'NOT_FOUND') return reply.code(404).send({ code: 'NOT_FOUND', message: 'no such game' });
    // A damaged journal, or one that is a link (store.ts refuses it): the page gets the
    // public sentence, the log the path and the OS's words.
    if (error instanceof StoreError) {
      deps.log(`export of game ${req.params.id}: ${error.message}`);
      return reply.code(409).send({ code: error.code, message: error.publicMessage });
    }
    throw error;
  }
}
