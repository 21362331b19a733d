import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayJournal } from '../../shared/engine/index.ts';
import { gameRegistry } from '../../shared/games/index.ts';
import { TableStore } from './store.ts';
import { playSeat } from './testing/client-bot.ts';
import { WsClient } from './testing/ws-client.ts';

const repo = join(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const clients: WsClient[] = [];

interface Ready {
  port: number;
  hostUrl: string;
  room: string;
}

/** The real headless host as its own process (mDNS off: nothing leaves this machine). */
function spawnHost(dataDir: string): ChildProcess {
  // node --import tsx, not npx: a signal must reach the host itself, not a wrapper process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/host/serve.ts', '--port', '0', '--data-dir', dataDir, '--no-mdns', '--bot-delay', '0'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** Starts the host and waits for its READY line. */
function serve(dataDir: string): Promise<{ child: ChildProcess; ready: Ready; output: () => string }> {
  const child = spawnHost(dataDir);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve({ child, ready: JSON.parse(line.slice(6)) as Ready, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`host exited (${code}) before it was ready:\n${out}`)));
  });
}

async function connect(port: number, hello: Record<string, unknown>): Promise<WsClient> {
  const c = new WsClient(`ws://127.0.0.1:${port}/ws`);
  clients.push(c);
  await c.ready();
  await c.request({ type: 'hello', ...hello }, 'welcome');
  return c;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.socket.terminate();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the headless host as a real process', () => {
  it('killed with SIGKILL mid-game, starts again into the same game; phones rejoin their seats and finish it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-kill-'));
    try {
      const first = await serve(dir);
      const hostToken = new URLSearchParams(first.ready.hostUrl.split('#')[1]).get('host')!;
      const admin = await connect(first.ready.port, { hostToken });
      const seats: { token: string; seat: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const c = await connect(first.ready.port, {});
        const joined = await c.request({ type: 'join', name: `P${i}` }, 'joined');
        seats.push({ token: joined.seatToken, seat: joined.seat });
        playSeat(c, joined.seat, `first-${i}`);
      }
      const midGame = admin.next('view', (m) => m.seq >= 15, 15_000);
      admin.send({ type: 'start' });
      await midGame;
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      const second = await serve(dir);
      const admin2 = await connect(second.ready.port, { hostToken });
      expect(second.ready.room).toBe(first.ready.room);
      const resumed = admin2.last('view') ?? (await admin2.next('view'));
      expect(resumed.gameNumber).toBe(1);
      expect(resumed.seq).toBeGreaterThanOrEqual(15);
      const over = admin2.next('room', (m) => m.room.phase === 'over', 20_000);
      for (const { token, seat } of seats) {
        // The bot is attached before hello, so the view that answers it is the one it acts on.
        const c = new WsClient(`ws://127.0.0.1:${second.ready.port}/ws`);
        clients.push(c);
        playSeat(c, seat, `second-${seat}`);
        await c.ready();
        const welcome = await c.request({ type: 'hello', seatToken: token }, 'welcome');
        expect(welcome.you.seat).toBe(seat);
      }
      await over;

      const store = new TableStore(dir);
      const games = store.listGames();
      expect(games).toHaveLength(1);
      expect(games[0]!.finished).toBe(true);
      const replayed = replayJournal(gameRegistry, store.exportJournal(games[0]!.gameId));
      expect(replayed.failure).toBeUndefined();
      expect(gameRegistry['mole-in-the-crew']!.outcome(replayed.state)).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('shuts down cleanly on SIGTERM, telling connected phones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-term-'));
    try {
      const { child, ready } = await serve(dir);
      const phone = await connect(ready.port, {});
      const bye = phone.next('bye');
      child.kill('SIGTERM');
      expect((await bye).reason).toBe('shutdown');
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('a second host on the same data folder refuses to start, in one sentence, and the first goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-twice-'));
    try {
      const first = await serve(dir);
      const second = spawnHost(dir);
      let out = '';
      let err = '';
      second.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      second.stderr!.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toBe(`serve: Another Hideout host is already using ${dir} (pid ${first.child.pid}); stop it or choose another data folder (--data-dir).\n`);
      const health = (await (await fetch(`http://127.0.0.1:${first.ready.port}/health`)).json()) as { room: string };
      expect(health.room).toBe(first.ready.room);
      // Once the first host has stopped, the folder is free again, with the same room.
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const third = await serve(dir);
      expect(third.ready.room).toBe(first.ready.room);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
