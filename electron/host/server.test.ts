import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createMatch, jsonEqual, replayJournal, type BaseState, type Viewer, matchOf } from '../../shared/engine/index.ts';
import { gameRegistry } from '../../shared/games/index.ts';
import { moleInTheCrew } from '../../shared/games/mole-in-the-crew/index.ts';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, RATE_BURST } from '../../shared/protocol/index.ts';
import { seatCookie } from './first-screen.ts';
import { startHost, type RunningHost } from './server.ts';
import { TableStore } from './store.ts';
import { playSeat } from './testing/client-bot.ts';
import { WsClient } from './testing/ws-client.ts';

// Every host here listens on loopback only, with mDNS off: no traffic leaves the machine.
const repo = join(import.meta.dirname, '..', '..');
const running: { host: RunningHost; dir: string; clients: WsClient[] }[] = [];

async function host(options: { screens?: boolean; port?: number; manifest?: Record<string, unknown> } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-host-'));
  let staticDir: string | null = null;
  if (options.screens) {
    staticDir = join(dir, 'screens');
    for (const page of ['player', 'board', 'host', 'rules']) {
      mkdirSync(join(staticDir, page), { recursive: true });
      // As the build writes them: the phone's page has the element the app mounts into (and the host writes its first screen into).
      writeFileSync(join(staticDir, page, 'index.html'), `<!doctype html><html lang="en"><head><title>${page}</title></head><body><div id="app"></div></body></html>`);
    }
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    if (options.manifest) {
      mkdirSync(join(staticDir, '.vite'));
      writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(options.manifest));
    }
    // The renderer build copies resources/public (the icons) to the root of the screens.
    cpSync(join(repo, 'resources', 'public'), staticDir, { recursive: true });
  }
  const started = await startHost({ dataDir: join(dir, 'data'), staticDir, port: options.port ?? 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, holdForReveals: false });
  const entry = { host: started, dir, clients: [] as WsClient[] };
  running.push(entry);
  const client = async (hello: Record<string, unknown> = {}) => {
    const c = new WsClient(`ws://127.0.0.1:${started.port}/ws`);
    entry.clients.push(c);
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  const hostClient = () => client({ hostToken: started.room.hostToken });
  return { ...entry, client, hostClient, staticDir, url: `http://127.0.0.1:${started.port}` };
}

afterEach(async () => {
  for (const { host: h, dir, clients } of running.splice(0)) {
    for (const c of clients) c.close();
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Rebuilds the state after each journaled action, to check what every viewer was sent. */
function statesBySeq(dataDir: string): BaseState[] {
  const store = new TableStore(dataDir);
  const [latest] = store.listGames();
  const journal = store.exportJournal(latest!.gameId);
  const created = createMatch(moleInTheCrew, matchOf(journal));
  if (!created.ok) throw new Error(created.error.message);
  const states: BaseState[] = [created.value];
  for (const { actor, action } of journal.actions) {
    const next = applyAction(moleInTheCrew, states[states.length - 1] as never, actor, action);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return states;
}

describe('the host over HTTP', () => {
  it('serves the phone page, the board, their assets, the QR code and a health check', async () => {
    const { url } = await host({ screens: true });
    const phonePage = await fetch(`${url}/`);
    expect(await phonePage.text()).toContain('<title>player</title>');
    expect(phonePage.headers.get('content-security-policy')).toContain(`connect-src 'self' ws://127.0.0.1:`);
    expect(await (await fetch(`${url}/board`)).text()).toContain('<title>board</title>');
    expect(await (await fetch(`${url}/host`)).text()).toContain('<title>host</title>');
    const rules = await fetch(`${url}/rules?game=turncoat&lang=ko&view=sheet`);
    expect(await rules.text()).toContain('<title>rules</title>');
    expect(rules.headers.get('content-security-policy')).toContain("font-src 'self'");
    const asset = await fetch(`${url}/assets/app.js`);
    expect(asset.status).toBe(200);
    // Built files carry their content's hash in their names: kept for good, a reload needs none of them again.
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const qr = await fetch(`${url}/qr.svg`);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toContain('<svg');
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ ok: true, protocol: PROTOCOL_VERSION });
  });

  it('sends a browser that takes gzip the gzip twin the build wrote, and the phone page gzipped as it is written; one that does not, the plain bytes', async () => {
    const { url, staticDir } = await host({ screens: true });
    const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
    writeFileSync(join(staticDir!, 'assets', 'words-abc.js'), script);
    // Its twin, as the build writes it (scripts/precompress.ts).
    writeFileSync(join(staticDir!, 'assets', 'words-abc.js.gz'), gzipSync(script, { level: 9 }));
    const get = (path: string, encoding: string | null) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(`${url}${path}`, { headers: encoding === null ? {} : { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const zipped = await get('/assets/words-abc.js', 'gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toContain('javascript');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.body).toString()).toBe(script);
    expect(zipped.body.length).toBeLessThan(script.length / 2);
    const plain = await get('/assets/words-abc.js', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const page = await get('/', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(page.body).toString()).toContain('id="first"');
    const refused = await get('/', 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toContain('id="first"');
  });

  it("names in the phone page's head the words of its language, and for a phone back at its seat the table's game, as the build's manifest lists them", async () => {
    const game = 'turncoat';
    const manifest = {
      'player/index.html': { file: 'assets/app.js' },
      'lib/i18n/words/es.ts': { file: 'assets/words-es-1.js', isDynamicEntry: true },
      [`games/${game}/phone/TPhone.svelte`]: { file: 'assets/TPhone-1.js', isDynamicEntry: true },
    };
    const { url, host: running, hostClient } = await host({ screens: true, manifest });
    const head = async (cookie: string) => {
      const html = await (await fetch(`${url}/?lang=es`, { headers: { cookie } })).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const fresh = await head('');
    expect(fresh).toContain('<link rel="modulepreload" crossorigin href="/assets/words-es-1.js">');
    expect(fresh).not.toContain('TPhone');
    await (await hostClient()).request({ type: 'selectGame', game }, 'room');
    expect(await head('')).not.toContain('TPhone');
    const seated = await head(`${seatCookie(running.port)}=1`);
    expect(seated).toContain('/assets/words-es-1.js');
    expect(seated).toContain(`<link rel="modulepreload" crossorigin href="/assets/TPhone-1.js">`);
  });

  it("writes the phone page's first screen per request, in the browser's language, never cached", async () => {
    const { url } = await host({ screens: true });
    const page = await fetch(`${url}/`, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    const html = await page.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<form id="first"[^>]*action="\/" method="get"/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const back = await (await fetch(`${url}/`, { headers: { cookie: `hideout-seat-${new URL(url).port}=1` } })).text();
    expect(back).toContain('data-first="seated"');
  });

  it('serves /favicon.ico and every icon the pages link, as images', async () => {
    const { url } = await host({ screens: true });
    const favicon = await fetch(`${url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\//);
    const linked = new Set<string>();
    const pages = readdirSync(join(repo, 'renderer')).filter((page) => existsSync(join(repo, 'renderer', page, 'index.html')));
    expect(pages.sort()).toEqual(['board', 'host', 'player', 'rules']);
    for (const page of pages) {
      const html = readFileSync(join(repo, 'renderer', page, 'index.html'), 'utf8');
      const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(icons, `${page}/index.html links an icon`).not.toEqual([]);
      for (const href of icons) linked.add(href);
    }
    for (const href of linked) {
      const answer = await fetch(new URL(href, `${url}/board`));
      expect(answer.status, href).toBe(200);
      expect(answer.headers.get('content-type'), href).toMatch(/^image\//);
    }
  });

  it('lists and exports past games for the host controls only', async () => {
    const table = await host();
    const admin = await table.hostClient();
    admin.send({ type: 'fillBots', upTo: 5 });
    const over = admin.next('room', (m) => m.room.phase === 'over', 10_000);
    admin.send({ type: 'start' });
    await over;
    const auth = { authorization: `Bearer ${table.host.room.hostToken}` };
    expect((await fetch(`${table.url}/api/games`)).status).toBe(403);
    const games = (await (await fetch(`${table.url}/api/games`, { headers: auth })).json()) as { gameId: string; finished: boolean }[];
    expect(games).toHaveLength(1);
    expect(games[0]!.finished).toBe(true);
    expect((await fetch(`${table.url}/api/games/${games[0]!.gameId}/journal`)).status).toBe(403);
    const journal = await (await fetch(`${table.url}/api/games/${games[0]!.gameId}/journal`, { headers: auth })).json();
    const replayed = replayJournal(gameRegistry, journal);
    expect(replayed.failure).toBeUndefined();
    expect((await fetch(`${table.url}/api/games/nope/journal`, { headers: auth })).status).toBe(404);
  });

  it('says plainly when the screens are not built', async () => {
    const { url } = await host();
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await fetch(`${url}/rules`)).status).toBe(503);
  });

  it('changes the interface of the join URL on request, and tells every screen', async () => {
    const table = await host();
    const screen = await table.client();
    const loopback = table.host.interfaces().find((i) => i.address === '127.0.0.1')!;
    const announced = screen.next('room', (m) => m.room.joinUrl === `http://127.0.0.1:${table.host.port}/`);
    expect(table.host.setInterface(loopback.name)).toBe(`http://127.0.0.1:${table.host.port}/`);
    await announced;
    expect(table.host.interfaceName).toBe(loopback.name);
    expect(() => table.host.setInterface('no-such-interface')).toThrow(/no-such-interface/);
  });

  it('falls back to a free port when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const { host: h } = await host({ port: taken });
      expect(h.port).not.toBe(taken);
      expect(h.port).toBeGreaterThan(0);
    } finally {
      blocker.close();
    }
  });
});

describe('a whole game over real WebSockets', () => {
  it('is played to the end by phones, each receiving only its own view, the board only the public one', async () => {
    const table = await host();
    const admin = await table.hostClient();
    const phones = [] as { client: WsClient; seat: number }[];
    for (let i = 0; i < 7; i++) {
      const c = await table.client();
      const joined = await c.request({ type: 'join', name: `Player ${i}` }, 'joined');
      phones.push({ client: c, seat: joined.seat });
    }
    const board = await table.client();
    for (const p of phones) playSeat(p.client, p.seat, `bot-${p.seat}`);
    const over = admin.next('room', (m) => m.room.phase === 'over', 20_000);
    admin.send({ type: 'start' });
    await over;

    const states = statesBySeq(join(table.dir, 'data'));
    // The journal is written before anyone is told; every screen then gets the final view.
    await Promise.all([...phones.map((p) => p.client), board, admin].map((c) => c.seen('view', (m) => m.seq === states.length - 1)));
    const check = (client: WsClient, viewer: Viewer) => {
      const views = client.received.filter((m) => m.type === 'view');
      expect(views.length).toBeGreaterThan(10);
      for (const m of views) {
        const expected = moleInTheCrew.view(states[m.seq] as never, viewer);
        expect(jsonEqual(m.view, expected), `view ${m.seq} for ${String(viewer)}`).toBe(true);
      }
    };
    for (const p of phones) check(p.client, p.seat);
    check(board, 'board');
    check(admin, 'board');
    for (const p of phones) expect(p.client.received.filter((m) => m.type === 'error')).toEqual([]);
  });
});

describe('bad input never crashes the host or changes the game', () => {
  async function startedTable() {
    const table = await host();
    const admin = await table.hostClient();
    const players: { client: WsClient; seat: number; token: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await table.client();
      const joined = await c.request({ type: 'join', name: `P${i}` }, 'joined');
      players.push({ client: c, seat: joined.seat, token: joined.seatToken });
    }
    // Every phone has its first view (and so the game's number) before anyone plays.
    const started = Promise.all(players.map((p) => p.client.next('view')));
    admin.send({ type: 'start' });
    await started;
    return { table, admin, players };
  }

  it('answers each kind of bad message with its code and leaves the state as it was', async () => {
    const { table, players } = await startedTable();
    const before = JSON.stringify(table.host.room.gameState);
    const c = players[1]!.client;
    const cases: [string | Buffer, string][] = [
      ['{nope', 'BAD_JSON'],
      ['{"type":"teleport","v":2}', 'UNKNOWN_TYPE'],
      ['{"type":"act","v":2,"game":1,"id":"1"}', 'BAD_MESSAGE'],
      ['{"type":"act","v":2,"game":1,"id":"1","action":{"type":"propose","team":[0,1]},"seat":0}', 'BAD_MESSAGE'],
      ['{"type":"hello","v":9}', 'BAD_VERSION'],
      [JSON.stringify({ type: 'rename', v: 2, name: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'TOO_LARGE'],
      [Buffer.from([1, 2, 3]), 'BAD_MESSAGE'],
      ['{"type":"start","v":2}', 'NOT_ALLOWED'],
      ['{"type":"act","v":2,"game":1,"id":"z","action":{"type":"vote","approve":true}}', 'NOT_YOUR_TURN'],
    ];
    for (const [frame, code] of cases) {
      const answer = c.next('error');
      c.sendRaw(frame);
      expect((await answer).code, String(frame).slice(0, 60)).toBe(code);
    }
    expect(JSON.stringify(table.host.room.gameState)).toBe(before);
    // A seat token the host does not know: refused, and the connection is a working spectator.
    const stranger = await table.client();
    const refused = stranger.next('error');
    const welcomed = stranger.next('welcome');
    stranger.send({ type: 'hello', seatToken: 'AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect((await refused).code).toBe('BAD_TOKEN');
    expect((await welcomed).you).toEqual({ seat: null, host: false, vip: false });
    expect(JSON.stringify(table.host.room.gameState)).toBe(before);
    // The same connection, and the table, still work.
    const boss = (table.host.room.gameState as unknown as { boss: number }).boss;
    const bossClient = players.find((p) => p.seat === boss)!.client;
    expect((await bossClient.request({ type: 'act', id: 'ok', action: { type: 'propose', team: [0, 1] } }, 'ack')).duplicate).toBe(false);
  });

  it('rejects an illegal action with the rule that forbids it', async () => {
    const { table, players } = await startedTable();
    const boss = (table.host.room.gameState as unknown as { boss: number }).boss;
    const bossClient = players.find((p) => p.seat === boss)!.client;
    const error = await bossClient.request({ type: 'act', id: 'big', action: { type: 'propose', team: [0, 1, 2, 3] } }, 'error');
    expect(error).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'team-size', id: 'big' });
  });

  it('limits the rate per connection, then disconnects a flood; others are unaffected', async () => {
    const { table, players } = await startedTable();
    const flooder = players[2]!.client;
    const limited = flooder.next('error', (m) => m.code === 'RATE_LIMITED');
    for (let i = 0; i < RATE_BURST + 100; i++) flooder.send({ type: 'ping' });
    expect((await limited).code).toBe('RATE_LIMITED');
    expect((await flooder.waitClosed()).code).toBe(1008);
    const calm = players[3]!.client;
    await calm.request({ type: 'ping' }, 'pong');
    expect(table.host.room.phase).toBe('playing');
  });

  it('closes a socket that sends a frame over the frame limit', async () => {
    const { players } = await startedTable();
    const c = players[4]!.client;
    c.sendRaw('x'.repeat(MAX_FRAME_BYTES + 10));
    expect((await c.waitClosed()).code).toBe(1009);
  });
});

describe('reconnection', () => {
  it('brings a dropped phone back to its seat, and a retried action is applied once', async () => {
    const table = await host();
    const admin = await table.hostClient();
    const phones: { client: WsClient; token: string; seat: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await table.client();
      const j = await c.request({ type: 'join', name: `P${i}` }, 'joined');
      phones.push({ client: c, token: j.seatToken, seat: j.seat });
    }
    const first = Promise.all(phones.map((p) => p.client.next('view')));
    admin.send({ type: 'start' });
    await first;
    const boss = (table.host.room.gameState as unknown as { boss: number }).boss;
    const phone = phones.find((p) => p.seat === boss)!;
    // Send, then lose the connection before reading the answer.
    phone.client.send({ type: 'act', id: 'once', action: { type: 'propose', team: [1, 2] } });
    phone.client.socket.terminate();
    const gone = await admin.seen('room', (m) => m.room.seats[boss]?.connected === false);
    expect(gone.room.seats.filter((s) => !s.connected).map((s) => s.seat)).toEqual([boss]);

    const back = await table.client({ seatToken: phone.token });
    expect(back.last('welcome')!.you.seat).toBe(boss);
    const view = back.last('view') ?? (await back.next('view'));
    expect((view.view as { you: { seat: number } }).you.seat).toBe(boss);
    const answer = await back.request({ type: 'act', id: 'once', action: { type: 'propose', team: [1, 2] } }, 'ack');
    expect(answer.duplicate).toBe(true);
    const store = new TableStore(join(table.dir, 'data'));
    const journal = store.exportJournal(store.listGames()[0]!.gameId);
    expect(journal.actions.filter((a) => (a as { id?: string }).id === 'once')).toHaveLength(1);
  });
});
