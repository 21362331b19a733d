// Constants from codes.ts and types only: importing the protocol's index would bundle its
// schemas (the validator) into every phone.
import { CloseCode, PROTOCOL_VERSION, SOCKET_PATH } from '../../../shared/protocol/codes.ts';
import { clientFrame } from '../../../shared/protocol/pad.ts';
import { keyFromBase64Url, newKeyPair, SecureChannel, toBase64Url } from '../../../shared/protocol/secure-channel.ts';
import type { ClientMessage, ErrorMessage, Notice, RoomInfo, ServerMessage, YouInfo } from '../../../shared/protocol/messages.ts';
import { TroubleWatch, type SocketTroubleKind } from './socket-trouble.ts';
import { keepEqual } from './keep-equal.ts';

/** Drops `v` from each member of a union on its own (a plain Omit would merge the members). */
type WithoutVersion<M> = M extends unknown ? Omit<M, 'v'> : never;

/**
 * A message a screen sends, as the protocol's schemas type it, without the version (`send` adds
 * it). The greeting is the connection's own business (it carries the tokens), so screens cannot.
 */
export type OutgoingMessage = WithoutVersion<Exclude<ClientMessage, { type: 'hello' }>>;

/** A game action, as an `act` message carries it (each game's action type is one of these). */
export type GameAction = Extract<ClientMessage, { type: 'act' }>['action'];

/** What the screens show about the link to the host. */
export type LinkStatus =
  /** First connection attempt. */
  | 'connecting'
  /** Connected and greeted. */
  | 'online'
  /** Lost; retrying by itself (the screens show a small banner). */
  | 'offline'
  /** The host ended this connection for good: see `bye`. */
  | 'closed';

export type ByeReason = Extract<ServerMessage, { type: 'bye' }>['reason'];

/** Where tokens are kept: localStorage for a phone's seat, sessionStorage for host controls. */
export interface TokenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ConnectionOptions {
  /** ws:// URL of the host's socket; by default the page's own host. */
  url?: string;
  seatStore: TokenStore;
  hostStore?: TokenStore;
  lang?: string;
  /** A WebSocket constructor (tests may pass another). */
  WebSocketImpl?: typeof WebSocket;
  /** This screen is the TV's board (said in its hello: a board on the host's machine always gets in). */
  board?: boolean;
  /**
   * The host's public key (from the QR code, or kept, or from the page: host-key.ts): every frame is
   * then sealed (docs/security.md). Without one the link speaks plain JSON, as only the host's own
   * machine may (unit tests).
   */
  hostKey?: () => Promise<Uint8Array>;
  /**
   * Told once per kind when this screen cannot hold its socket (socket-trouble.ts): a phone
   * reports it to the host over plain HTTP, which still works when upgrades do not.
   */
  reportTrouble?: (report: { what: SocketTroubleKind; attempts: number }) => void;
}

/** Where a phone keeps its seat's key (its page's storage, per host and port). */
export const SEAT_KEY = 'hideout.seatToken';
const HOST_KEY = 'hideout.hostToken';
/** The phone pings this often; the host answers `pong` (and pings the phone itself, unseen here). */
const HEARTBEAT_MS = 3_000;
/**
 * Nothing heard for this long: the link is dead even if the browser has not noticed (Wi-Fi gone).
 * Two pings unanswered, and a margin for a busy host.
 */
const SILENCE_MS = 7_000;
/**
 * How often the silence is looked at: every second, so that a dead link shows within
 * SILENCE_MS + 1 s of the last word (looked at only with each ping it took up to 11 s).
 */
const CHECK_MS = 1_000;
/**
 * A socket not open after this long is let go and another tried: over a link that died while it
 * was being opened (a handshake lost on the way) the browser may wait minutes before giving up.
 */
const CONNECT_MS = 5_000;

/** A screen's own error code: a message it could not send, the link being down (never from the host). */
export const NOT_SENT = 'NOT_SENT';
const QUIET_WHEN_OFFLINE: ReadonlySet<string> = new Set(['act', 'ping', 'looked', 'draft']);

let counter = 0;
/** A client action id: unique on this device, so the host applies a retried action once. */
function actionId(): string {
  counter = (counter + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * A screen's live link to the table host: connects, greets with the tokens it keeps, reconnects
 * by itself after sleep or a lost Wi-Fi, re-sends actions that were never acknowledged (with the
 * same id, so they apply once), and holds what the host last said as reactive state.
 */
export class TableConnection {
  status = $state<LinkStatus>('connecting');
  room = $state.raw<RoomInfo | null>(null);
  you = $state.raw<YouInfo>({ seat: null, host: false, vip: false });
  /** The name this page last asked to join with: the lobby tells its player if the host changed it. */
  askedName = $state<string | null>(null);
  /** The game as this screen may see it (the host builds it per viewer). */
  view = $state.raw<unknown>(null);
  viewSeq = $state(-1);
  /**
   * The board is still revealing a result (the view's `revealMs`): a phone shows "look at the TV"
   * instead of the game until then, so nothing is on a phone before the TV has shown it.
   */
  revealing = $state(false);
  gameNumber = $state(0);
  /** With a turn timer on: each timed seat's time left, as the last view said it, and when it came (Date.now()). */
  turns = $state.raw<{ seat: number; leftMs: number }[]>([]);
  turnsAt = $state(0);
  /** The last stand-in's move: whose time ran out, at which view. */
  timedOut = $state.raw<{ seat: number; seq: number } | null>(null);
  lastError = $state.raw<ErrorMessage | null>(null);
  /**
   * Why the host let this connection go: kicked, the seat handed to another phone, or the seat
   * opened on another screen of this device (`elsewhere`, which `takeSeatBack` undoes).
   */
  bye = $state<Exclude<ByeReason, 'shutdown'> | null>(null);
  /** The host said it was shutting down; the link keeps retrying until it is back. */
  hostWentAway = $state(false);
  /** Actions sent and not yet answered. */
  pending = $state(0);
  /** The page got here but cannot hold the socket (socket-trouble.ts): the phone says what to try. */
  trouble = $state<SocketTroubleKind | null>(null);
  /** Problems the host wants its operator to know about (host controls only). */
  notices = $state.raw<Notice[]>([]);
  /**
   * The host answered with a key that does not match the one this screen has: not the table its
   * QR code named (or the table's key changed, a new data folder). Nothing is sent to it.
   */
  wrongKey = $state(false);
  /** Set after reissueSeat: the link for the seat's new phone (host controls only). */
  seatLink = $state.raw<{ seat: number; url: string } | null>(null);
  /** Who is watching, and whether the host link works from the LAN (host controls only). */
  hostState = $state.raw<Extract<ServerMessage, { type: 'hostState' }> | null>(null);
  /**
   * A `#seat=` link opened on a phone that already keeps another seat's key: the phone stays in
   * its own seat until its player chooses (`takeOfferedSeat` / `declineOfferedSeat`).
   */
  offeredSeat = $state<string | null>(null);

  private socket: WebSocket | null = null;
  /** This socket's keys once the handshake is done (sealed links); null before, or on a plain link. */
  private channel: SecureChannel | null = null;
  /** The socket may carry messages: open, and sealed if this link seals. */
  private ready = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Lets go of a socket that does not open in time (CONNECT_MS). */
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private lastPing = 0;
  private revealTimer: ReturnType<typeof setTimeout> | null = null;
  /** Sent actions not yet answered, with the game they were chosen in (resent unchanged). */
  private readonly unacked = new Map<string, { game: number; action: GameAction }>();
  private readonly listeners = new Set<(message: ServerMessage) => void>();
  private readonly url: string;
  private readonly WS: typeof WebSocket;
  private readonly troubleWatch = new TroubleWatch();
  private readonly troubleTold = new Set<SocketTroubleKind>();
  /** The table has answered on the socket now open (its welcome came). */
  private answered = false;

  constructor(private readonly options: ConnectionOptions) {
    this.url = options.url ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
    this.WS = options.WebSocketImpl ?? WebSocket;
  }

  /** Reads `#seat=` / `#host=` from a link into storage, then strips them from the address bar. */
  adoptLinkTokens(hash: string): void {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const seat = params.get('seat');
    const host = params.get('host');
    const kept = this.options.seatStore.getItem(SEAT_KEY);
    // A link must not take a seat away without asking: a crafted one would cost its player theirs.
    if (seat && kept !== null && kept !== seat) this.offeredSeat = seat;
    else if (seat) this.options.seatStore.setItem(SEAT_KEY, seat);
    if (host) this.options.hostStore?.setItem(HOST_KEY, host);
  }

  /** The player chose the link's seat: the one this phone held is given up, and the link's taken. */
  takeOfferedSeat(): void {
    const seat = this.offeredSeat;
    if (seat === null) return;
    this.offeredSeat = null;
    this.options.seatStore.setItem(SEAT_KEY, seat);
    this.reconnectWithNewKeys();
  }

  declineOfferedSeat(): void {
    this.offeredSeat = null;
  }

  /** Says hello again on a fresh socket, with the keys now kept. */
  private reconnectWithNewKeys(): void {
    this.you = { seat: null, host: false, vip: false };
    this.view = null;
    this.viewSeq = -1;
    if (this.socket !== null) this.abandonSocket();
    this.reconnectNow();
  }

  /** The host token this page holds (host controls only), for the host's HTTP API. */
  get hostToken(): string | null {
    return this.options.hostStore?.getItem(HOST_KEY) ?? null;
  }

  get hasSeatToken(): boolean {
    return this.options.seatStore.getItem(SEAT_KEY) !== null;
  }

  // A phone waking up (or a page restored from the back-forward cache, as iOS does after a
  // suspension) should not wait for the next retry or beat to be back in the game.
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (this.status === 'offline') this.reconnectNow();
    else this.checkAlive(true);
  };

  start(): void {
    this.open();
    if (typeof window !== 'undefined') {
      document.addEventListener('visibilitychange', this.onVisible);
      window.addEventListener('pageshow', this.onVisible);
      window.addEventListener('online', this.onOnline);
    }
  }

  // The network is back (Wi-Fi rejoined): try at once rather than at the next backed-off retry,
  // and rather than wait on a socket still opening, begun while the network was gone.
  private readonly onOnline = () => {
    if (this.socket?.readyState === 0) this.abandonSocket();
    if (this.status === 'offline') this.reconnectNow();
    else this.checkAlive(true);
  };

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.revealTimer) clearTimeout(this.revealTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (typeof window !== 'undefined') {
      document.removeEventListener('visibilitychange', this.onVisible);
      window.removeEventListener('pageshow', this.onVisible);
      window.removeEventListener('online', this.onOnline);
    }
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** The language this screen speaks, sent with every later hello. */
  setLang(lang: string): void {
    this.options.lang = lang;
  }

  onMessage(listener: (message: ServerMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  join(name: string, lang?: string): void {
    // As the host cleans a name (electron/host/names.ts): what differs after that, it changed.
    this.askedName = name.normalize('NFC').replace(/\p{Zs}/gu, ' ').trim().replace(/ {2,}/g, ' ');
    this.send({ type: 'join', name, ...(lang ? { lang } : {}) });
  }

  /** Plays an action; resolved by `ack` or `error` with the same id (see `lastError`). */
  act(action: GameAction): string {
    const id = actionId();
    // The game it answers travels with it: a retry after the host restarted the game is refused
    // (STALE_GAME), never played into the new one.
    const game = this.gameNumber;
    this.unacked.set(id, { game, action });
    this.pending = this.unacked.size;
    this.send({ type: 'act', game, id, action });
    return id;
  }

  /** After `bye: elsewhere`: this screen takes the seat back (the other one is told the same). */
  takeSeatBack(): void {
    if (this.bye !== 'elsewhere') return;
    this.bye = null;
    this.status = 'connecting';
    if (this.socket === null) this.open();
  }

  /**
   * Any other client message (lobby and game controls, rename, leave). An `act` goes padded to
   * one length whatever it chose (shared/protocol/pad.ts): Wi-Fi hides what a frame says, not
   * how long it is.
   */
  send(message: OutgoingMessage): void {
    if (this.ready) return this.transmit(clientFrame(message));
    // Moves wait for the link and go again on their own (`act`), pings and staged moments mean
    // nothing later; anything else, a tap on a control, would vanish without a word: say so.
    if (!QUIET_WHEN_OFFLINE.has(message.type)) {
      this.lastError = { type: 'error', v: PROTOCOL_VERSION, code: NOT_SENT, message: 'not connected to the table: this was not sent', ref: message.type };
    }
  }

  forgetSeat(): void {
    this.options.seatStore.removeItem(SEAT_KEY);
  }

  dismissError(): void {
    this.lastError = null;
  }

  private open(): void {
    const socket = new this.WS(this.url);
    this.socket = socket;
    this.answered = false;
    this.troubleWatch.tried();
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = setTimeout(() => {
      this.connectTimer = null;
      if (this.socket === socket && socket.readyState === 0) this.abandonSocket();
    }, CONNECT_MS);
    socket.binaryType = 'arraybuffer';
    this.channel = null;
    this.ready = false;
    // The handshake's own half of this socket: the host's answer completes it (onmessage).
    let mine: ReturnType<typeof newKeyPair> | null = null;
    let hostKey: Uint8Array | null = null;
    socket.onopen = async () => {
      if (this.connectTimer) clearTimeout(this.connectTimer);
      this.connectTimer = null;
      this.retries = 0;
      this.lastHeard = Date.now();
      this.lastPing = Date.now();
      this.heartbeat = setInterval(() => this.checkAlive(), CHECK_MS);
      if (this.options.hostKey === undefined) return this.greet();
      try {
        hostKey = await this.options.hostKey();
      } catch {
        // No key to be had (the page could not fetch it): try again like any lost link.
        return this.abandonSocket();
      }
      if (this.socket !== socket) return;
      mine = newKeyPair();
      socket.send(JSON.stringify({ type: 'key', v: PROTOCOL_VERSION, e: toBase64Url(mine.publicKey) }));
    };
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      let message: ServerMessage;
      try {
        if (mine !== null && this.channel === null) {
          // The host's fresh key: from here on every frame is sealed, the hello first.
          const answer = JSON.parse(String(event.data)) as { type?: string; e?: string };
          const fresh = answer.type === 'key' ? keyFromBase64Url(answer.e) : null;
          if (fresh === null) return;
          this.channel = SecureChannel.client(hostKey!, fresh, mine);
          return this.greet();
        }
        const text = this.channel !== null ? this.channel.open(new Uint8Array(event.data as ArrayBuffer)) : String(event.data);
        message = JSON.parse(text) as ServerMessage;
      } catch {
        // A frame that does not open: this is not the host the key belongs to. Talk no further.
        if (this.channel !== null) this.refuseHost();
        return;
      }
      this.handle(message);
      for (const listener of this.listeners) listener(message);
    };
    socket.onclose = (event) => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.channel = null;
      // The host could not open the sealed hello: this screen's key is not that host's.
      if (event.code === CloseCode.BadSeal && hostKey !== null) {
        this.wrongKey = true;
        this.status = 'closed';
        return;
      }
      if (this.bye !== null || ([CloseCode.Kicked, CloseCode.Replaced, CloseCode.Elsewhere, CloseCode.Full, CloseCode.Removed] as number[]).includes(event.code)) {
        this.status = 'closed';
        return;
      }
      this.socketGone();
      this.status = 'offline';
      this.scheduleRetry();
    };
  }

  /** The hello, with the tokens this screen keeps: the first message of every connection (sealed when the link seals). */
  private greet(): void {
    const seatToken = this.options.seatStore.getItem(SEAT_KEY);
    const hostToken = this.options.hostStore?.getItem(HOST_KEY) ?? null;
    this.ready = true;
    this.transmit(
      JSON.stringify({
        type: 'hello',
        v: PROTOCOL_VERSION,
        ...(seatToken ? { seatToken } : {}),
        ...(hostToken ? { hostToken } : {}),
        ...(this.options.lang ? { lang: this.options.lang } : {}),
        ...(this.options.board ? { board: true } : {}),
      }),
    );
  }

  private transmit(text: string): void {
    if (this.socket?.readyState !== 1) return;
    // A sealed frame is a fresh array of its own: never a view of shared memory.
    this.socket.send(this.channel !== null ? (this.channel.seal(text) as Uint8Array<ArrayBuffer>) : text);
  }

  /** The host could not answer with this screen's key: closed for good, and the screen says what to do. */
  private refuseHost(): void {
    this.wrongKey = true;
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket !== null) socket.onopen = socket.onmessage = socket.onclose = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    socket?.close();
    this.status = 'closed';
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
      case 'room':
        this.status = 'online';
        this.hostWentAway = false;
        // A refusal belongs to the moment it was given: once a game starts or ends ("a game is
        // on", a move of the last game) it no longer describes the table, so it goes.
        if (this.room !== null && (this.room.phase !== message.room.phase || this.room.gameNumber !== message.room.gameNumber)) this.lastError = null;
        // Unchanged parts stay the objects they were (keep-equal.ts): only what changed is drawn again.
        this.you = keepEqual(this.you, message.you);
        this.room = keepEqual(this.room, message.room);
        if (message.type === 'welcome') {
          this.answered = true;
          this.troubleWatch.answered();
          // Held again: a link that keeps dropping still shows its trouble until it settles.
          if (this.trouble === 'cannot-open') this.trouble = null;
          this.resendUnacked();
        }
        return;
      case 'joined':
      case 'waiting':
        // A latecomer's token becomes the seat's key at the next game: kept the same way.
        this.options.seatStore.setItem(SEAT_KEY, message.seatToken);
        return;
      case 'view':
        this.view = keepEqual(this.view, message.view);
        this.viewSeq = message.seq;
        this.turns = keepEqual(this.turns, message.turns ?? []);
        this.turnsAt = Date.now();
        if (message.timedOut !== undefined) this.timedOut = { seat: message.timedOut, seq: message.seq };
        this.coverFor(message.revealMs);
        this.gameNumber = message.gameNumber;
        return;
      case 'ack':
        this.unacked.delete(message.id);
        this.pending = this.unacked.size;
        return;
      case 'error':
        if (message.id !== undefined && message.code === 'RATE_LIMITED' && this.unacked.has(message.id)) {
          // The host did not read it: the same move, same id, goes again a moment later.
          this.resendLater(message.id);
          return;
        }
        if (message.id !== undefined) {
          this.unacked.delete(message.id);
          this.pending = this.unacked.size;
        }
        // A move chosen in a game that has since ended or restarted: it no longer means anything,
        // and telling the player would only puzzle them.
        if (message.code === 'STALE_GAME') return;
        if (message.code === 'BAD_TOKEN' && message.reason === 'seat-token') {
          this.forgetSeat();
          // The seat this phone kept is gone: a seat link opened meanwhile has nothing to replace.
          if (this.offeredSeat !== null) this.takeOfferedSeat();
        }
        if (message.code === 'BAD_TOKEN' && message.reason === 'host-token') this.options.hostStore?.removeItem(HOST_KEY);
        this.lastError = message;
        return;
      case 'seatLink':
        this.seatLink = { seat: message.seat, url: message.url };
        return;
      case 'bye':
        if (message.reason === 'shutdown') {
          this.hostWentAway = true;
          return;
        }
        this.bye = message.reason;
        // Elsewhere, the seat's key is this device's own (another tab): keep it to take the seat
        // back. A spectator refused or removed had no seat to forget.
        if (message.reason === 'kicked' || message.reason === 'replaced') this.forgetSeat();
        return;
      case 'hostState':
        this.hostState = keepEqual(this.hostState, message);
        return;
      case 'hostToken':
        // The host link was renewed: the old token opens nothing now; this page keeps the new one.
        this.options.hostStore?.setItem(HOST_KEY, message.hostToken);
        return;
      case 'notices':
        this.notices = keepEqual(this.notices, message.notices);
        return;
      case 'pong':
        return;
    }
  }

  /**
   * Covers the game for as long as the host says the board's reveal still plays. The phone counts
   * it down itself (the host's view with 0 lifts it too), so a lost link cannot keep it covered.
   */
  private coverFor(ms: number): void {
    if (this.revealTimer) clearTimeout(this.revealTimer);
    this.revealTimer = ms > 0 ? setTimeout(() => (this.revealing = false), ms) : null;
    this.revealing = ms > 0;
  }

  private resendLater(id: string): void {
    setTimeout(() => {
      const sent = this.unacked.get(id);
      if (sent !== undefined) this.send({ type: 'act', game: sent.game, id, action: sent.action });
    }, 1000);
  }

  private resendUnacked(): void {
    for (const [id, { game, action }] of this.unacked) this.send({ type: 'act', game, id, action });
  }

  /** `now`: ping at once (the page came back, the network returned), not at the next beat. */
  private checkAlive(now = false): void {
    // Only an open socket is judged by its silence: one still opening has its own deadline
    // (CONNECT_MS). The page's own `pageshow` at load used to find a socket opening, not yet
    // heard from, and let it go: every page load waited a retry (0.3-0.5 s) for its link.
    if (this.socket?.readyState !== 1) return;
    // A link that kept dropping and has held for a while is well again.
    if (this.trouble !== null && this.troubleWatch.kind() === null) this.trouble = null;
    if (Date.now() - this.lastHeard > SILENCE_MS) {
      this.abandonSocket();
      return;
    }
    if (!now && Date.now() - this.lastPing < HEARTBEAT_MS) return;
    this.lastPing = Date.now();
    this.send({ type: 'ping' });
  }

  /**
   * No word for too long: the socket is dead even if the browser has not noticed. A close
   * handshake over a dead link can take a minute, so the socket is let go at once (its late
   * events ignored) and a new one is tried; unanswered moves go again with their ids.
   */
  private abandonSocket(): void {
    const socket = this.socket;
    if (socket === null) return;
    this.socket = null;
    this.ready = false;
    this.channel = null;
    socket.onopen = socket.onmessage = socket.onclose = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    try {
      socket.close();
    } catch {
      // Already closing: nothing more to do with it.
    }
    this.socketGone();
    this.status = 'offline';
    this.scheduleRetry();
  }

  /** A socket went: counted for the trouble watch, and its judgement shown and reported once. */
  private socketGone(): void {
    if (this.answered) this.troubleWatch.lost();
    else this.troubleWatch.failed();
    this.answered = false;
    // A host that said it was shutting down is away, not a link in trouble.
    const kind = this.hostWentAway ? null : this.troubleWatch.kind();
    this.trouble = kind;
    if (kind === null || this.troubleTold.has(kind)) return;
    this.troubleTold.add(kind);
    this.options.reportTrouble?.({ what: kind, attempts: this.troubleWatch.attempts });
  }

  private scheduleRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const delay = Math.min(5000, 400 * 2 ** this.retries) * (0.75 + Math.random() * 0.5);
    this.retries++;
    this.retryTimer = setTimeout(() => this.reconnectNow(), delay);
  }

  private reconnectNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.socket !== null || this.status === 'closed') return;
    this.open();
  }
}
