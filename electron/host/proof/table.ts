/**
 * The proof suites' table: the real host (startHost, in this process) on loopback with mDNS off,
 * real WebSocket clients that keep every frame they receive, phones that play from their own
 * seat's view only, and the journal read back as the sequence of states the game went through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, createMatch, createRng, matchOf, registryOf, type BaseState, type Bot, type Rng } from '../../../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../../../shared/games/index.ts';
import { TESTED_GAMES } from '../../../shared/games/testing.ts';
import type { ServerMessage } from '../../../shared/protocol/index.ts';
import { startHost, type HostOptions, type RunningHost } from '../server.ts';
import { TableStore } from '../store.ts';
import { WsClient, type WsClientOptions } from '../testing/ws-client.ts';

/** A WsClient that also keeps the exact text of every frame (opened, when sealed). */
export class RecordingClient extends WsClient {
  constructor(url: string, options?: WsClientOptions) {
    super(url, options);
  }
  get frames(): string[] {
    return this.texts;
  }
}

export interface Table {
  host: RunningHost;
  dataDir: string;
  port: number;
  clients: RecordingClient[];
  /** A connected, greeted client. */
  connect(hello?: Record<string, unknown>, before?: (c: RecordingClient) => void): Promise<RecordingClient>;
  /** A client with the host controls. */
  admin(): Promise<RecordingClient>;
  /** Joins `n` phones; each gets `before` (a phone bot) attached before it says hello. */
  seat(n: number, before?: (c: RecordingClient, index: number) => void): Promise<Phone[]>;
  store(): TableStore;
  close(): Promise<void>;
}

export interface Phone {
  client: RecordingClient;
  seat: number;
  token: string;
}

/**
 * Every game the engine has, screens or not: the proof covers all three whatever the lobbies
 * offer today (HOSTED_GAMES lists only the games with screens).
 */
export const ALL_GAMES: Readonly<Record<string, RegisteredGame>> = GAMES;

/**
 * `lan`: every phone and spectator is a device of its own on the LAN (127.0.1.n: not this
 * machine's address), sealing its frames as a phone does; the host controls stay on this machine.
 */
export async function openTable(options: Partial<HostOptions> & { keepDir?: boolean; lan?: boolean } = {}): Promise<Table> {
  const { lan = false, keepDir, ...hostOptions } = options;
  const root = options.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'hideout-proof-')) : null;
  const dataDir = options.dataDir ?? join(root!, 'data');
  // No board watches these games: nothing waits for reveals (the room's own tests prove the wait).
  const host = await startHost({ registry: ALL_GAMES, botDelayMs: 0, holdForReveals: false, ...hostOptions, dataDir, port: 0, bindHost: '127.0.0.1', mdns: false });
  const clients: RecordingClient[] = [];
  const url = `ws://127.0.0.1:${host.port}/ws`;
  let devices = 0;
  const connect = async (hello: Record<string, unknown> = {}, before?: (c: RecordingClient) => void) => {
    const device = lan && hello.hostToken === undefined ? { localAddress: `127.0.1.${++devices}`, hostKey: host.room.hostPublicKey } : {};
    const c = new RecordingClient(url, device);
    clients.push(c);
    before?.(c);
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  return {
    host,
    dataDir,
    port: host.port,
    clients,
    connect,
    admin: () => connect({ hostToken: host.room.hostToken }),
    async seat(n, before) {
      const phones: Phone[] = [];
      for (let i = 0; i < n; i++) {
        const c = await connect({}, before ? (client) => before(client, i) : undefined);
        const joined = await c.request({ type: 'join', name: `Phone ${i + 1}` }, 'joined');
        phones.push({ client: c, seat: joined.seat, token: joined.seatToken });
      }
      return phones;
    },
    store: () => new TableStore(dataDir),
    async close() {
      for (const c of clients) c.socket.terminate();
      await host.close();
      if (root !== null && !keepDir) rmSync(root, { recursive: true, force: true });
    },
  };
}

// ---- phones that play -----------------------------------------------------------------------

interface PhoneBrain {
  /** Whether this seat's view asks it for a decision now. */
  due(view: any): boolean;
  bot: Bot<any, any>;
}

/**
 * How a phone knows it is asked something, per game, read from its own view only: each game's
 * `decision.due` (from the test registry, shared/games/testing.ts). The heuristic bots decide from the view and the prompt in
 * it; `legal` is what a phone cannot know, and they only fall back on it when there is no
 * prompt, which `due` rules out.
 */
export const PHONE_BRAINS: Readonly<Record<string, PhoneBrain>> = registryOf(
  Object.entries(TESTED_GAMES).map(([id, entry]) => [id, { due: (view: unknown) => entry.decision.due(view), bot: entry.bots.heuristic! }] as const),
);

export interface PhoneStats {
  acted: number;
  /** Errors answering this phone's own actions: an honest phone should get none. */
  errors: Extract<ServerMessage, { type: 'error' }>[];
  /** Times the host said "too fast" and the phone sent its action again a moment later. */
  retried: number;
  /** Stops acting (the socket stays open). */
  stop(): void;
}

/**
 * Plays a seat as a phone would: it answers a view that asks it something, once, and waits for
 * the host's ack before answering again; views that arrive before the ack show the table before
 * its own action, so it ignores them and acts on the next one.
 */
export function playPhone(client: WsClient, seed: string, options: { id?: string; thinkMs?: number } = {}): PhoneStats {
  const rng: Rng = createRng(seed);
  let inFlight: string | null = null;
  let latest: { view: any; game: string } | null = null;
  let n = 0;
  let stopped = false;
  let sent: Record<string, unknown> | null = null;
  const stats: PhoneStats = { acted: 0, errors: [], retried: 0, stop: () => (stopped = true) };
  const idPrefix = options.id ?? seed;
  const consider = () => {
    if (stopped || inFlight !== null || latest === null) return;
    const brain = PHONE_BRAINS[latest.game];
    if (brain === undefined || !brain.due(latest.view)) return;
    const action = brain.bot.choose({ seat: latest.view.you.seat, view: latest.view, legal: [], rng });
    inFlight = `${idPrefix}-${n++}`;
    latest = null;
    stats.acted++;
    sent = { type: 'act', id: inFlight, action };
    const message = sent;
    // A person takes a moment; the suites that need the game to last ask for it.
    if (options.thinkMs) setTimeout(() => client.socket.readyState === client.socket.OPEN && client.send(message), options.thinkMs);
    else client.send(message);
  };
  client.onMessage((m: ServerMessage) => {
    if (m.type === 'view') {
      latest = { view: m.view, game: m.game };
      consider();
    } else if (m.type === 'ack' && m.id === inFlight) {
      inFlight = null;
    } else if (m.type === 'error' && m.code === 'RATE_LIMITED' && inFlight !== null) {
      // Bots answer far faster than people: past the burst the host drops the action unread, so
      // send it again shortly, under the same id (applied once however many copies arrive).
      const again = sent;
      stats.retried++;
      setTimeout(() => again !== null && client.socket.readyState === client.socket.OPEN && client.send(again), 300);
    } else if (m.type === 'error' && m.id !== undefined && m.id === inFlight) {
      stats.errors.push(m);
      inFlight = null;
    }
  });
  return stats;
}

// ---- the journal, as states ----------------------------------------------------------------

export interface PlayedGame {
  gameId: string;
  game: string;
  gameNumber: number;
  /** states[k]: the state after k journaled actions (states[0]: the deal). */
  states: BaseState[];
  finished: boolean;
}

/** The game number in a host's game id (`<date>-<room>-<n>-<seed>`). */
const gameNumberOf = (gameId: string): number => Number(/^\d{4}-\d{2}-\d{2}-[A-Z]+-(\d+)-/.exec(gameId)?.[1] ?? NaN);

/** Every game this data folder journaled, replayed step by step with the genuine rules. */
export function playedGames(store: TableStore): Map<number, PlayedGame> {
  const out = new Map<number, PlayedGame>();
  for (const summary of store.listGames()) {
    const journal = store.exportJournal(summary.gameId);
    const game = GAMES[journal.game]!.game;
    const created = createMatch(game, matchOf(journal));
    if (!created.ok) throw new Error(`${summary.gameId}: ${created.error.message}`);
    const states: BaseState[] = [created.value];
    for (const [i, { actor, action }] of journal.actions.entries()) {
      const next = applyAction(game, states[states.length - 1]!, actor, action);
      if (!next.ok) throw new Error(`${summary.gameId}: action ${i} does not replay: ${next.error.message}`);
      states.push(next.value);
    }
    out.set(gameNumberOf(summary.gameId), { gameId: summary.gameId, game: journal.game, gameNumber: gameNumberOf(summary.gameId), states, finished: summary.finished });
  }
  return out;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `test` holds, polling; fails with `what` after `timeoutMs`. */
export async function until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
