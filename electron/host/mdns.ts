import type { EventEmitter } from 'node:events';
import os from 'node:os';
import Bonjour, { type Service } from 'bonjour-service';

/** The TXT value `app` that marks a Hideout host among other `_http._tcp` services. */
export const MDNS_APP = 'hideout';

/** A running mDNS advertisement of the table host. */
export interface Advertisement {
  /**
   * Settles once the service is on the network: resolves after the first announcement went out,
   * rejects when the responder fails or nothing is announced within the time given to
   * {@link advertise} (bonjour-service gives up silently when another device already uses the
   * instance name), or when stopped first. Safe to ignore: a rejection nobody awaits is not
   * reported as unhandled.
   */
  readonly ready: Promise<void>;
  /**
   * Withdraws the service: sends the goodbye packets (records with TTL 0, so browsers drop it at
   * once instead of when their cache expires), waits until they are sent, then closes the
   * socket. Idempotent, and never rejects.
   */
  stop(): Promise<void>;
}

/** What {@link advertise} publishes. */
export interface AdvertiseOptions {
  /** Instance name shown by browsers; by default {@link serviceInstanceName} of `room`. */
  instanceName?: string;
  /** The HTTP port phones connect to. */
  port: number;
  /** The room code, published as TXT `room`. */
  room: string;
  /** The join page's path, published as TXT `path`. */
  path: string;
  /** The `.local` host name for the SRV and A records; by default {@link mdnsHostName}. */
  hostName?: string;
  /** Where responder errors go instead of crashing the process; by default a console warning. */
  onError?: (error: Error) => void;
  /** How long {@link Advertisement.ready} waits for the first announcement (default 5000 ms). */
  readyTimeoutMs?: number;
}

/** A service found by {@link browse} or {@link browseOnce}. */
export interface FoundService {
  /** The instance name, e.g. "Hideout — QXHR". */
  name: string;
  fqdn: string;
  /** The host name from the SRV record, e.g. "laptop.local". */
  host: string;
  port: number;
  /** IPv4 and IPv6 addresses announced for `host`. */
  addresses: string[];
  txt: Record<string, string>;
  /** TXT `room`, or null when the service does not carry it. */
  room: string | null;
  /** TXT `path`, or null when the service does not carry it. */
  path: string | null;
}

/** What {@link browse} looks for, and where it reports. */
export interface BrowseOptions {
  /** Only services whose TXT says `app=hideout` (default true). */
  onlyHideout?: boolean;
  onUp?: (service: FoundService) => void;
  /** Called when a service says goodbye. */
  onDown?: (service: FoundService) => void;
  onError?: (error: Error) => void;
}

/** A running browse. */
export interface Browsing {
  /** The services seen so far and not withdrawn. */
  readonly found: FoundService[];
  /** Stops browsing and closes the socket. Idempotent. */
  stop(): Promise<void>;
}

// A DNS label holds at most 63 bytes; dns-packet writes a longer one anyway and the packet comes
// out corrupt, so the name is cut here, on a character boundary.
const MAX_LABEL_BYTES = 63;
// Sending a goodbye takes a few milliseconds; this only bounds a stuck socket at shutdown.
const STOP_TIMEOUT_MS = 2000;

const warn = (error: Error) => console.warn(`mDNS: ${error.message}`);

/** The readable instance name for a room, e.g. "Hideout — QXHR". */
export function serviceInstanceName(room: string): string {
  return `Hideout — ${room}`;
}

/**
 * The name this machine answers to on mDNS: the first label of the host name plus ".local", the
 * same name avahi and macOS publish. bonjour-service would use the bare host name, which
 * resolvers such as avahi cannot look up.
 */
export function mdnsHostName(hostname: string = os.hostname()): string {
  const label = hostname.replace(/\.local\.?$/i, '').split('.')[0]?.trim();
  return `${label || 'hideout'}.local`;
}

/** `name` cut to fit one DNS label, without splitting a character. */
export function fitLabel(name: string): string {
  // bonjour-service turns dots into dashes itself; doing it first keeps the byte count right.
  let out = name.replaceAll('.', '-');
  while (Buffer.byteLength(out) > MAX_LABEL_BYTES) out = [...out].slice(0, -1).join('');
  return out.trim();
}

// The multicast socket emits 'error' when it cannot bind port 5353; bonjour-service adds no
// listener, and an unheard 'error' event would throw and take the whole host down with it.
function listenForSocketErrors(bonjour: Bonjour, onError: (error: Error) => void): void {
  const mdns = (bonjour as unknown as { server?: { mdns?: EventEmitter } }).server?.mdns;
  mdns?.on('error', onError);
}

function openBonjour(onError: (error: Error) => void): Bonjour {
  // Without this callback, bonjour-service throws when answering a query fails (for instance when
  // the Wi-Fi drops), which would end the process.
  const bonjour = new Bonjour({}, (error: Error) => onError(error));
  listenForSocketErrors(bonjour, onError);
  return bonjour;
}

function destroy(bonjour: Bonjour): Promise<void> {
  return new Promise((resolve) => bonjour.destroy(() => resolve()));
}

/**
 * Publishes the table host on the LAN as an `_http._tcp` service with TXT
 * `{ room, path, app: 'hideout' }`, so mDNS browsers and tools find it by name. Call it only when
 * mDNS is on (the caller decides; see {@link disabledAdvertisement}), and `stop()` it on exit.
 * Throws at once only for a port outside 1-65535; later errors go to `onError`, never thrown.
 */
export function advertise(options: AdvertiseOptions): Advertisement {
  const { port } = options;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`mDNS needs a port in 1-65535, got ${port}`);
  const onError = options.onError ?? warn;
  let failReady: (error: Error) => void = () => {};
  const bonjour = openBonjour((error) => {
    onError(error);
    failReady(error);
  });
  let service: Service;
  try {
    service = bonjour.publish({
      name: fitLabel(options.instanceName ?? serviceInstanceName(options.room)),
      type: 'http',
      protocol: 'tcp',
      port,
      host: options.hostName ?? mdnsHostName(),
      txt: { room: options.room, path: options.path, app: MDNS_APP },
    });
  } catch (error) {
    // The socket is already open and would keep the process alive.
    bonjour.destroy();
    throw error;
  }

  const readyTimeoutMs = options.readyTimeoutMs ?? 5000;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the service "${service.name}" was not announced within ${readyTimeoutMs} ms (is the name taken on this network?)`)),
      readyTimeoutMs,
    );
    timer.unref();
    failReady = (error) => {
      clearTimeout(timer);
      reject(error);
    };
    service.once('up', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  ready.catch(() => {});

  let stopping: Promise<void> | null = null;
  return {
    ready,
    stop() {
      stopping ??= (async () => {
        failReady(new Error('the advertisement was stopped before it was announced'));
        // service.stop() sends the goodbye packets and calls back once they left the socket.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, STOP_TIMEOUT_MS);
          timer.unref();
          service.stop(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        await destroy(bonjour);
      })();
      return stopping;
    },
  };
}

/** An Advertisement that publishes nothing, for when mDNS is off: the host stops it all the same. */
export function disabledAdvertisement(): Advertisement {
  return { ready: Promise.resolve(), stop: () => Promise.resolve() };
}

function toFound(service: Service): FoundService {
  const txt: Record<string, string> = {};
  for (const [key, value] of Object.entries((service.txt ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') txt[key] = value;
    else if (Buffer.isBuffer(value)) txt[key] = value.toString('utf8');
  }
  return {
    name: service.name,
    fqdn: service.fqdn,
    host: service.host,
    port: service.port,
    addresses: [...(service.addresses ?? [])],
    txt,
    room: txt.room ?? null,
    path: txt.path ?? null,
  };
}

/**
 * Watches the LAN for `_http._tcp` services (Hideout hosts only, by default) until stopped,
 * reporting each as it appears and as it says goodbye. Asks again after 1 s and 3 s, as mDNS
 * browsers do, in case the first query or its answer was lost.
 */
export function browse(options: BrowseOptions = {}): Browsing {
  const onlyHideout = options.onlyHideout ?? true;
  const bonjour = openBonjour(options.onError ?? warn);
  const browser = bonjour.find({ type: 'http', protocol: 'tcp' });
  const wanted = (service: Service) => !onlyHideout || toFound(service).txt.app === MDNS_APP;
  browser.on('up', (service) => {
    if (wanted(service)) options.onUp?.(toFound(service));
  });
  browser.on('down', (service) => {
    if (wanted(service)) options.onDown?.(toFound(service));
  });
  const retries = [1000, 3000].map((ms) => setTimeout(() => browser.update(), ms));
  for (const timer of retries) timer.unref();

  let stopping: Promise<void> | null = null;
  return {
    get found() {
      return browser.services.filter(wanted).map(toFound);
    },
    stop() {
      stopping ??= (async () => {
        for (const timer of retries) clearTimeout(timer);
        browser.stop();
        await destroy(bonjour);
      })();
      return stopping;
    },
  };
}

/** Browses for `timeoutMs` and returns what was found and not withdrawn meanwhile. */
export async function browseOnce(options: { timeoutMs: number; onlyHideout?: boolean; onError?: (error: Error) => void }): Promise<FoundService[]> {
  const browsing = browse(options);
  await new Promise((resolve) => setTimeout(resolve, options.timeoutMs));
  const found = browsing.found;
  await browsing.stop();
  return found;
}
