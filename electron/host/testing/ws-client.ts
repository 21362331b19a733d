import WebSocket from 'ws';
import { PROTOCOL_VERSION, ServerMessage, type ServerMessage as Msg } from '../../../shared/protocol/index.ts';
import { keyFromBase64Url, newKeyPair, SecureChannel, toBase64Url } from '../../../shared/protocol/secure-channel.ts';

export interface WsClientOptions extends WebSocket.ClientOptions {
  /**
   * The host's public key (base64url, as the QR code's `#k=` has it): the client then seals its
   * frames as a phone does (docs/security.md). Without it, it speaks plain JSON, which the host
   * takes from its own machine only.
   */
  hostKey?: string;
}

/**
 * A protocol client for tests: a real WebSocket to the real host on loopback, recording every
 * message and checking each one against the protocol's schema.
 */
export class WsClient {
  readonly received: Msg[] = [];
  /** The game of the last view received: what an `act` answers (kept apart from `received`, which soaks clear). */
  gameNumber = 0;
  readonly socket: WebSocket;
  closed: { code: number; reason: string } | null = null;
  private waiters: { test: (m: Msg) => boolean; resolve: (m: Msg) => void; reject: (e: Error) => void }[] = [];
  private readonly opened: Promise<void>;

  /** The text of every frame, as it came (a sealed frame: once opened), the handshake's aside. */
  readonly texts: string[] = [];
  /** Every frame as it came over the wire (the handshake's, then sealed ones): for tests of what crosses the air. */
  readonly wire: { binary: boolean; bytes: Buffer }[] = [];
  private channel: SecureChannel | null = null;
  private readonly listeners: ((message: Msg) => void)[] = [];

  /** Every message from now on, once opened and checked, as the host sent it. */
  onMessage(listener: (message: Msg) => void): void {
    this.listeners.push(listener);
  }

  /** `options`: e.g. `localAddress: '127.0.0.2'`, a guest on the LAN as the host sees it (only 127.0.0.1 is this machine); `hostKey` to seal. */
  constructor(url: string, options: WsClientOptions = {}) {
    const { hostKey, ...socketOptions } = options;
    this.socket = new WebSocket(url, socketOptions);
    const hostPublic = hostKey === undefined ? null : keyFromBase64Url(hostKey);
    if (hostKey !== undefined && hostPublic === null) throw new Error(`not a host key: ${hostKey}`);
    const mine = newKeyPair();
    let keyed: (() => void) | null = null;
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => {
        if (hostPublic === null) return resolve();
        // The handshake first: `ready()` means frames are sealed from here on.
        keyed = resolve;
        this.socket.send(JSON.stringify({ type: 'key', v: PROTOCOL_VERSION, e: toBase64Url(mine.publicKey) }));
      });
      this.socket.once('error', reject);
    });
    this.socket.on('message', (data: Buffer, isBinary) => {
      this.wire.push({ binary: isBinary, bytes: Buffer.from(data) });
      if (keyed !== null && !isBinary) {
        const answer = JSON.parse(data.toString()) as { type: string; e?: string };
        if (answer.type === 'key') {
          this.channel = SecureChannel.client(hostPublic!, keyFromBase64Url(answer.e)!, mine);
          const done = keyed;
          keyed = null;
          done();
          return;
        }
      }
      if (this.channel !== null && !isBinary) throw new Error(`a clear frame on a sealed connection: ${data.toString().slice(0, 200)}`);
      const text = this.channel !== null ? this.channel.open(data) : data.toString();
      this.texts.push(text);
      const raw = JSON.parse(text) as unknown;
      const checked = ServerMessage.safeParse(raw);
      if (!checked.success) throw new Error(`host sent a message outside the protocol: ${text.slice(0, 300)}`);
      const message = raw as Msg;
      if (message.type === 'view') this.gameNumber = message.gameNumber;
      this.received.push(message);
      for (const listener of this.listeners) listener(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.waiters) w.reject(new Error(`socket closed (${code}) while waiting`));
      this.waiters = [];
    });
  }

  ready(): Promise<void> {
    return this.opened;
  }

  /**
   * Sends a message with the protocol version. An `act` without `game` gets the game number of
   * the last view received, as a phone would send it.
   */
  send(message: Record<string, unknown>): void {
    const game = message.type === 'act' && !('game' in message) ? { game: this.gameNumber } : {};
    this.sendText(JSON.stringify({ v: PROTOCOL_VERSION, ...game, ...message }));
  }

  /** A text frame as it is (sealed when this client seals). */
  sendText(text: string): void {
    this.socket.send(this.channel !== null ? this.channel.seal(text) : text);
  }

  sendRaw(text: string | Buffer): void {
    this.socket.send(text);
  }

  /** The next message (after those already received) that passes `test`. */
  next<T extends Msg['type']>(type: T, test: (m: Extract<Msg, { type: T }>) => boolean = () => true, timeoutMs = 5000): Promise<Extract<Msg, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" within ${timeoutMs} ms; got ${this.received.map((m) => m.type).join(',')}`)), timeoutMs);
      this.waiters.push({
        test: (m) => m.type === type && test(m as Extract<Msg, { type: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<Msg, { type: T }>);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  /** Sends and waits for the matching answer. */
  async request<T extends Msg['type']>(message: Record<string, unknown>, answer: T): Promise<Extract<Msg, { type: T }>> {
    const waiting = this.next(answer);
    this.send(message);
    return waiting;
  }

  /** A message already received that passes `test`, or else the next one: waiting on the event, never a fixed pause. */
  seen<T extends Msg['type']>(type: T, test: (m: Extract<Msg, { type: T }>) => boolean = () => true, timeoutMs = 5000): Promise<Extract<Msg, { type: T }>> {
    const had = this.received.find((m) => m.type === type && test(m as Extract<Msg, { type: T }>));
    return had !== undefined ? Promise.resolve(had as Extract<Msg, { type: T }>) : this.next(type, test, timeoutMs);
  }

  /**
   * A round trip: the host answers a ping in order on this socket, so once the pong is here,
   * everything the host sent this client before it has arrived too. What lets a test say
   * "nothing else came" without sleeping.
   */
  async sync(timeoutMs = 5000): Promise<void> {
    const pong = this.next('pong', () => true, timeoutMs);
    this.send({ type: 'ping' });
    await pong;
  }

  last<T extends Msg['type']>(type: T): Extract<Msg, { type: T }> | undefined {
    return [...this.received].reverse().find((m) => m.type === type) as Extract<Msg, { type: T }> | undefined;
  }

  close(): void {
    this.socket.close();
  }

  waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
      this.socket.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    });
  }
}
