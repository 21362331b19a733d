import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACT_FRAME_BYTES, CloseCode, PROTOCOL_VERSION } from '../../../shared/protocol/codes.ts';
import { TableConnection, type TokenStore } from './table-connection.svelte.ts';
import { newKeyPair, SecureChannel, toBase64Url, keyFromBase64Url } from '../../../shared/protocol/secure-channel.ts';

/** A WebSocket stand-in: records what the page sends, and lets the test speak for the host. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static opened = 0;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  /** The frames' texts, exactly as sent. */
  texts: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    FakeSocket.opened++;
  }
  /** Sealed frames, as sent. */
  binary: Uint8Array[] = [];
  binaryType = 'blob';
  send(text: string | Uint8Array): void {
    if (typeof text !== 'string') {
      this.binary.push(text);
      return;
    }
    this.texts.push(text);
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(): void {
    this.serverCloses(1000);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  say(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify({ v: PROTOCOL_VERSION, ...message }) });
  }
  serverCloses(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  acts(): Record<string, unknown>[] {
    return this.sent.filter((m) => m.type === 'act');
  }
}

function memoryStore(): TokenStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const room = { code: 'KQWX', phase: 'playing', game: 'g', options: {}, seats: [], vip: null, spectators: 0, gameNumber: 3, games: [], joinUrl: null };

function connected() {
  const seats = memoryStore();
  seats.setItem('hideout.seatToken', 'a-seat-token-of-this-phone');
  const conn = new TableConnection({ url: 'ws://table/ws', seatStore: seats, WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
  conn.start();
  const socket = FakeSocket.last!;
  socket.open();
  socket.say({ type: 'welcome', you: { seat: 0, host: false, vip: false }, room });
  socket.say({ type: 'view', game: 'g', gameNumber: 3, seq: 0, revealMs: 0, view: { game: 'g', phase: 'p' } });
  return { conn, socket, seats };
}

describe('the phone’s link to the table', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('covers the game while the board reveals, for the time the host says is left, or until a view says 0', () => {
    const { conn, socket } = connected();
    expect(conn.revealing).toBe(false);
    socket.say({ type: 'view', game: 'g', gameNumber: 3, seq: 1, revealMs: 4000, view: { game: 'g', phase: 'q' } });
    expect(conn.revealing).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(conn.revealing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(conn.revealing).toBe(false);
    // A reconnect mid-reveal: the rest of it; then the host's view with 0 as the reveal ends.
    socket.say({ type: 'view', game: 'g', gameNumber: 3, seq: 2, revealMs: 1500, view: { game: 'g', phase: 'q' } });
    vi.advanceTimersByTime(1000);
    socket.say({ type: 'view', game: 'g', gameNumber: 3, seq: 2, revealMs: 0, view: { game: 'g', phase: 'q' } });
    expect(conn.revealing).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(conn.revealing).toBe(false);
    conn.stop();
  });

  it('remembers the name it asked to join with, cleaned as the host cleans names, so a changed one can be told', () => {
    const { conn, socket } = connected();
    conn.join('  Ana\u00a0  Bo ', 'es');
    expect(socket.sent.at(-1)).toMatchObject({ type: 'join', name: '  Ana\u00a0  Bo ', lang: 'es' });
    expect(conn.askedName).toBe('Ana Bo');
    conn.stop();
  });

  it('sends each move with the number of the game it was chosen in', () => {
    const { conn, socket } = connected();
    const id = conn.act({ type: 'vote', approve: true });
    expect(socket.acts()).toEqual([{ v: PROTOCOL_VERSION, type: 'act', game: 3, id, action: { type: 'vote', approve: true } }]);
    conn.stop();
  });

  it('sends every move padded to one length, whatever it chose, and its retries the same; other messages as they are', () => {
    const { conn, socket } = connected();
    // A clean card and a sabotage, a vote for and against, a long team, a Getaway mark with a protection: one length.
    const actions = [
      { type: 'play', card: 'clean' },
      { type: 'play', card: 'sabotage' },
      { type: 'vote', approve: true },
      { type: 'vote', approve: false },
      { type: 'propose', team: [0, 1, 2, 3, 9] },
      { type: 'getaway', mark: 3, protect: 6 },
    ];
    for (const action of actions) conn.act(action);
    const acts = socket.texts.filter((t) => t.includes('"type":"act"'));
    expect(acts).toHaveLength(actions.length);
    expect(new Set(acts.map((t) => new TextEncoder().encode(t).length))).toEqual(new Set([ACT_FRAME_BYTES]));
    expect(acts.map((t) => JSON.parse(t).action)).toEqual(actions);
    conn.send({ type: 'looked' });
    expect(socket.texts.at(-1)).toBe(JSON.stringify({ v: PROTOCOL_VERSION, type: 'looked' }));
    // Sent again after a reconnect: the same padded text.
    const before = socket.texts.length;
    socket.say({ type: 'welcome', you: { seat: 0, host: false, vip: false }, room });
    expect(socket.texts.slice(before)).toEqual(acts);
    conn.stop();
  });

  it('sends a move the host did not read (RATE_LIMITED with its id) again, once, a moment later, with the same id', () => {
    const { conn, socket } = connected();
    const id = conn.act({ type: 'vote', approve: true });
    socket.say({ type: 'error', code: 'RATE_LIMITED', message: 'slow down', id, ref: 'act' });
    expect(conn.lastError).toBeNull();
    expect(conn.pending).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(socket.acts().map((m) => m.id)).toEqual([id, id]);
    socket.say({ type: 'ack', id, duplicate: false });
    expect(conn.pending).toBe(0);
    conn.stop();
  });

  it('drops a move refused as STALE_GAME quietly: it belonged to a game that is over', () => {
    const { conn, socket } = connected();
    const id = conn.act({ type: 'vote', approve: true });
    socket.say({ type: 'error', code: 'STALE_GAME', message: 'old', id, ref: 'act', reason: 'stale-game', params: { game: 4, sent: 3 } });
    expect(conn.pending).toBe(0);
    expect(conn.lastError).toBeNull();
    conn.stop();
  });

  it('told "elsewhere", it stops, keeps the seat token (the other tab shares it) and takes the seat back on request', () => {
    const { conn, socket, seats } = connected();
    const opened = FakeSocket.opened;
    socket.say({ type: 'bye', reason: 'elsewhere' });
    socket.serverCloses(CloseCode.Elsewhere);
    expect(conn.status).toBe('closed');
    expect(conn.bye).toBe('elsewhere');
    expect(seats.getItem('hideout.seatToken')).toBe('a-seat-token-of-this-phone');
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.opened).toBe(opened);
    conn.takeSeatBack();
    expect(FakeSocket.opened).toBe(opened + 1);
    FakeSocket.last!.open();
    expect(FakeSocket.last!.sent[0]).toMatchObject({ type: 'hello', seatToken: 'a-seat-token-of-this-phone' });
    conn.stop();
  });

  it('told "kicked", it forgets the seat token for good', () => {
    const { conn, socket, seats } = connected();
    socket.say({ type: 'bye', reason: 'kicked' });
    socket.serverCloses(CloseCode.Kicked);
    expect(conn.status).toBe('closed');
    expect(seats.getItem('hideout.seatToken')).toBeNull();
    conn.stop();
  });
});

describe('the phone notices its own silence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every few seconds; with nothing heard for 7 s it shows offline and opens a new socket by itself, resending unanswered moves', () => {
    const { conn, socket } = connected();
    const id = conn.act({ type: 'vote', approve: true });
    vi.advanceTimersByTime(3_000);
    expect(socket.sent.filter((m) => m.type === 'ping').length).toBeGreaterThanOrEqual(1);
    const opened = FakeSocket.opened;
    vi.advanceTimersByTime(7_000);
    // Within 10 s of the last word from the host.
    expect(conn.status).toBe('offline');
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.opened).toBe(opened + 1);
    const fresh = FakeSocket.last!;
    fresh.open();
    fresh.say({ type: 'welcome', you: { seat: 0, host: false, vip: false }, room });
    expect(conn.status).toBe('online');
    expect(fresh.acts().map((m) => m.id)).toEqual([id]);
    // The old socket's late close changes nothing.
    socket.serverCloses(1006);
    expect(conn.status).toBe('online');
    conn.stop();
  });

  it('lets go of a socket that never opens (its handshake lost with the Wi-Fi) and tries another, resending unanswered moves', () => {
    const { conn, socket } = connected();
    const id = conn.act({ type: 'vote', approve: true });
    vi.advanceTimersByTime(8_000);
    expect(conn.status).toBe('offline');
    vi.advanceTimersByTime(1_000);
    const stuck = FakeSocket.last!;
    expect(stuck).not.toBe(socket);
    // It never opens, and the browser never says so.
    const opened = FakeSocket.opened;
    // Let go after 5 s, and another tried after the backed-off wait (at most 2 s by now).
    vi.advanceTimersByTime(7_500);
    expect(FakeSocket.opened).toBe(opened + 1);
    const fresh = FakeSocket.last!;
    expect(fresh).not.toBe(stuck);
    fresh.open();
    fresh.say({ type: 'welcome', you: { seat: 0, host: false, vip: false }, room });
    expect(conn.status).toBe('online');
    expect(fresh.acts().map((m) => m.id)).toEqual([id]);
    // The stuck one opening late changes nothing.
    stuck.open();
    expect(FakeSocket.last).toBe(fresh);
    conn.stop();
  });

  it('back online, tries at once instead of waiting on a socket begun while the network was gone', () => {
    const { conn } = connected();
    vi.advanceTimersByTime(9_000);
    const stuck = FakeSocket.last!;
    expect(stuck.readyState).toBe(0);
    const opened = FakeSocket.opened;
    // The page's 'online' event (no window in this test's world: its handler, called directly).
    (conn as unknown as { onOnline: () => void }).onOnline();
    expect(FakeSocket.opened).toBe(opened + 1);
    expect(FakeSocket.last).not.toBe(stuck);
    conn.stop();
  });

  it('keeps a socket still opening when the page shows (its own pageshow at load): no retry wait for its first link', () => {
    const seats = memoryStore();
    const conn = new TableConnection({ url: 'ws://table/ws', seatStore: seats, WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
    conn.start();
    const opening = FakeSocket.last!;
    const opened = FakeSocket.opened;
    // The page's visibility handler (no document in this test's world: a visible one, and the handler called directly).
    vi.stubGlobal('document', { visibilityState: 'visible' });
    (conn as unknown as { onVisible: () => void }).onVisible();
    vi.unstubAllGlobals();
    expect(FakeSocket.opened).toBe(opened);
    opening.open();
    opening.say({ type: 'welcome', you: { seat: null, host: false, vip: false }, room });
    expect(conn.status).toBe('online');
    expect(FakeSocket.last).toBe(opening);
    conn.stop();
  });

  it('stays online while the host answers', () => {
    const { conn, socket } = connected();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(3_000);
      socket.say({ type: 'pong' });
    }
    expect(conn.status).toBe('online');
    expect(FakeSocket.last).toBe(socket);
    conn.stop();
  });
  it('lets a refusal go once the game it was about has ended, and keeps it while nothing changed', () => {
    const { conn, socket } = connected();
    socket.say({ type: 'error', code: 'NOT_IN_LOBBY', message: 'a game is on' });
    socket.say({ type: 'room', you: { seat: 0, host: false, vip: false }, room: { ...room, spectators: 2 } });
    expect(conn.lastError?.code).toBe('NOT_IN_LOBBY');
    socket.say({ type: 'room', you: { seat: 0, host: false, vip: false }, room: { ...room, phase: 'over' } });
    expect(conn.lastError).toBeNull();
    socket.say({ type: 'error', code: 'GAME_OVER', message: 'over' });
    // A rematch: the same phase name may come back, but it is another game.
    socket.say({ type: 'room', you: { seat: 0, host: false, vip: false }, room: { ...room, phase: 'over', gameNumber: 4 } });
    expect(conn.lastError).toBeNull();
    conn.stop();
  });

  it('keeps a latecomer\u2019s place token as the seat\u2019s key', () => {
    const { conn, socket, seats } = connected();
    socket.say({ type: 'waiting', position: 2, seatToken: 'a-place-at-the-next-game' });
    expect(seats.getItem('hideout.seatToken')).toBe('a-place-at-the-next-game');
    conn.stop();
  });
});

describe('a seat link on a phone that keeps another seat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A phone that keeps `kept`, opened from a link for `linked`, started and its socket open. */
  function offered(kept: string, linked: string) {
    const seats = memoryStore();
    seats.setItem('hideout.seatToken', kept);
    const conn = new TableConnection({ url: 'ws://table/ws', seatStore: seats, WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
    conn.adoptLinkTokens(`#seat=${linked}&k=x`);
    conn.start();
    const socket = FakeSocket.last!;
    socket.open();
    return { conn, seats, socket };
  }

  it('asks first: the phone greets with its own seat, and keeps it when its player declines', () => {
    const { conn, seats, socket } = offered('my-own-seat-token-0001', 'someone-elses-token-0002');
    expect(conn.offeredSeat).toBe('someone-elses-token-0002');
    expect(socket.sent[0]).toMatchObject({ type: 'hello', seatToken: 'my-own-seat-token-0001' });
    conn.declineOfferedSeat();
    expect(conn.offeredSeat).toBeNull();
    expect(seats.getItem('hideout.seatToken')).toBe('my-own-seat-token-0001');
  });

  it('takes the link’s seat when its player says so, on a fresh connection', () => {
    const { conn, seats, socket: first } = offered('my-own-seat-token-0001', 'someone-elses-token-0002');
    conn.takeOfferedSeat();
    const second = FakeSocket.last!;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent[0]).toMatchObject({ type: 'hello', seatToken: 'someone-elses-token-0002' });
    expect(seats.getItem('hideout.seatToken')).toBe('someone-elses-token-0002');
  });

  it('takes it without asking when the seat it kept is gone (nothing to give up), and at once when it keeps none', () => {
    const { conn, seats, socket } = offered('a-seat-the-host-forgot-1', 'the-new-seat-token-0003');
    socket.say({ type: 'error', code: 'BAD_TOKEN', reason: 'seat-token', message: 'no', ref: 'hello' });
    expect(conn.offeredSeat).toBeNull();
    expect(seats.getItem('hideout.seatToken')).toBe('the-new-seat-token-0003');
    const fresh = memoryStore();
    new TableConnection({ url: 'ws://table/ws', seatStore: fresh, WebSocketImpl: FakeSocket as unknown as typeof WebSocket }).adoptLinkTokens('#seat=first-seat-of-this-phone');
    expect(fresh.getItem('hideout.seatToken')).toBe('first-seat-of-this-phone');
  });
});

describe('a sealed link', () => {
  afterEach(() => vi.useRealTimers());

  /** The host's half: answers the phone's key, then opens and seals as the host's gate does. */
  function sealedTable() {
    const hostKeys = newKeyPair();
    const seats = memoryStore();
    const conn = new TableConnection({ url: 'ws://table/ws', seatStore: seats, WebSocketImpl: FakeSocket as unknown as typeof WebSocket, hostKey: () => Promise.resolve(hostKeys.publicKey) });
    conn.start();
    const socket = FakeSocket.last!;
    return { conn, socket, hostKeys };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('sends its fresh key first, then only sealed frames, the hello first; and reads the host’s sealed ones', async () => {
    const { conn, socket, hostKeys } = sealedTable();
    socket.open();
    await settle();
    expect(socket.sent).toHaveLength(1);
    const offer = socket.sent[0] as { type: string; e: string };
    expect(offer.type).toBe('key');
    const fresh = newKeyPair();
    const host = SecureChannel.host(hostKeys, fresh, keyFromBase64Url(offer.e)!);
    socket.onmessage?.({ data: JSON.stringify({ type: 'key', v: 2, e: toBase64Url(fresh.publicKey) }) });
    expect(socket.binary).toHaveLength(1);
    expect(JSON.parse(host.open(socket.binary[0]!))).toMatchObject({ type: 'hello', v: 2 });
    const welcome = JSON.stringify({ type: 'welcome', v: 2, you: { seat: null, host: false, vip: false }, room });
    socket.onmessage?.({ data: host.seal(welcome).buffer as ArrayBuffer });
    expect(conn.status).toBe('online');
    conn.send({ type: 'ping' });
    expect(socket.sent).toHaveLength(1);
    expect(JSON.parse(host.open(socket.binary[1]!))).toMatchObject({ type: 'ping' });
  });

  it('stops for good when the host cannot open its hello (another host key), and says so', async () => {
    const { conn, socket } = sealedTable();
    socket.open();
    await settle();
    socket.onmessage?.({ data: JSON.stringify({ type: 'key', v: 2, e: toBase64Url(newKeyPair().publicKey) }) });
    const opened = FakeSocket.opened;
    socket.serverCloses(CloseCode.BadSeal);
    expect(conn.wrongKey).toBe(true);
    expect(conn.status).toBe('closed');
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.opened).toBe(opened);
  });
});

describe('a tap while the link is down', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says a control was not sent, and keeps quiet about moves (they go again), pings and staged moments', () => {
    const { conn, socket } = connected();
    socket.serverCloses(1006);
    expect(conn.status).toBe('offline');
    conn.send({ type: 'looked' });
    conn.send({ type: 'draft', team: [0] });
    conn.act({ type: 'play', card: 'clean' });
    expect(conn.lastError).toBeNull();
    conn.send({ type: 'end' });
    expect(conn.lastError).toMatchObject({ code: 'NOT_SENT', ref: 'end' });
  });
});

describe('a phone that cannot hold its socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says so when the page came but upgrades fail, within seconds, and tells the host once; a table that answered later clears it', () => {
    const reports: unknown[] = [];
    const conn = new TableConnection({ url: 'ws://table/ws', seatStore: memoryStore(), WebSocketImpl: FakeSocket as unknown as typeof WebSocket, reportTrouble: (r) => reports.push(r) });
    conn.start();
    // Every upgrade refused at once (a proxy that lets pages through but not sockets). Each wait
    // runs past the longest the phone waits before trying again (5 s, a quarter more at random).
    for (let t = 0; t < 30 && conn.trouble === null; t++) {
      FakeSocket.last!.serverCloses(1006);
      vi.advanceTimersByTime(6500);
    }
    expect(conn.trouble).toBe('cannot-open');
    expect(reports).toEqual([{ what: 'cannot-open', attempts: expect.any(Number) }]);
    for (let t = 0; t < 3; t++) {
      FakeSocket.last!.serverCloses(1006);
      vi.advanceTimersByTime(6500);
    }
    expect(reports).toHaveLength(1);
    FakeSocket.last!.open();
    FakeSocket.last!.say({ type: 'welcome', you: { seat: null, host: false, vip: false }, room });
    expect(conn.trouble).toBeNull();
    conn.stop();
  });

  it('says "keeps dropping" when links the table answered on are lost again and again', () => {
    const reports: unknown[] = [];
    const conn = new TableConnection({ url: 'ws://table/ws', seatStore: memoryStore(), WebSocketImpl: FakeSocket as unknown as typeof WebSocket, reportTrouble: (r) => reports.push(r) });
    conn.start();
    for (let d = 0; d < 3; d++) {
      FakeSocket.last!.open();
      FakeSocket.last!.say({ type: 'welcome', you: { seat: null, host: false, vip: false }, room });
      expect(conn.trouble).toBeNull();
      FakeSocket.last!.serverCloses(1006);
      // The next try opens within a second (its socket still opening, not let go yet).
      vi.advanceTimersByTime(1000);
    }
    expect(conn.trouble).toBe('keeps-dropping');
    expect(reports).toEqual([{ what: 'keeps-dropping', attempts: expect.any(Number) }]);
    conn.stop();
  });
});
