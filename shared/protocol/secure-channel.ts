import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { montgomery } from '@noble/curves/abstract/montgomery.js';
import { pow } from '@noble/curves/abstract/modular.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Frames private on the air (docs/security.md, "Encrypted frames"). After the socket opens, the
 * client and the host each send one `key` message with a fresh X25519 public key; both then derive
 * two ChaCha20-Poly1305 keys, one per direction, from two shared secrets: the client's fresh key
 * with the host's long-lived key (which the phone got from the QR code, off the network: a host
 * that does not hold its secret cannot answer) and with the host's fresh key (so a recording of
 * one connection opens no other, and a replayed handshake derives nothing an attacker can use).
 * Every later frame is binary: the sealed UTF-8 of the text frame it replaces. Each direction
 * counts its frames; a frame is opened only with the next count, so a frame dropped, replayed,
 * reordered or changed fails and the connection is closed. Small on purpose: every phone bundles it.
 */

const P = 2n ** 255n - 19n;
/**
 * X25519 (RFC 7748) from noble's Montgomery ladder. noble's own `x25519` export would bring the
 * whole Edwards curve for a faster key generation, 7 KB more for every phone; the results are the
 * same (the RFC's vectors: secure-channel.test.ts).
 */
const x25519 = montgomery({
  P,
  type: 'x25519',
  powPminus2: (x) => pow(x, P - 2n, P),
  adjustScalarBytes: (bytes: Uint8Array) => {
    const b = Uint8Array.from(bytes);
    b[0]! &= 248;
    b[31]! &= 127;
    b[31]! |= 64;
    return b;
  },
  randomBytes: (n = 32) => crypto.getRandomValues(new Uint8Array(n)),
});

export const KEY_BYTES = 32;

export interface KeyPair {
  readonly secretKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

export function newKeyPair(): KeyPair {
  const secretKey = x25519.utils.randomSecretKey();
  return { secretKey, publicKey: x25519.getPublicKey(secretKey) };
}

export function keyPairOf(secretKey: Uint8Array): KeyPair {
  return { secretKey, publicKey: x25519.getPublicKey(secretKey) };
}

/** X25519 of a secret key and a public key (exported for the RFC vectors' test). */
export const sharedSecret = (secretKey: Uint8Array, publicKey: Uint8Array): Uint8Array => x25519.getSharedSecret(secretKey, publicKey);

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A 32-byte key from base64url, or null when it is not one. */
export function keyFromBase64Url(text: string | null | undefined): Uint8Array | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c: string) => c.charCodeAt(0));
  return bytes.length === KEY_BYTES ? bytes : null;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/**
 * The host key as people compare it, e.g. "K7QF-M2XA": the first 40 bits of its SHA-256 in
 * Crockford's base 32 (no I, L, O, U to misread). The TV shows it; a phone that got the key from
 * the page rather than the QR code asks its player to compare.
 */
export function fingerprint(publicKey: Uint8Array): string {
  const digest = sha256(publicKey);
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(digest[i]!);
  let out = '';
  for (let i = 7; i >= 0; i--) out += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** An AEAD with a 12-byte nonce and a 16-byte tag (the host passes Node's own ChaCha20-Poly1305, which is faster). */
export interface Aead {
  seal(key: Uint8Array, nonce: Uint8Array, plaintext: Uint8Array): Uint8Array;
  /** Throws when the frame does not authenticate. */
  open(key: Uint8Array, nonce: Uint8Array, sealed: Uint8Array): Uint8Array;
}

export const nobleAead: Aead = {
  seal: (key, nonce, plaintext) => chacha20poly1305(key, nonce).encrypt(plaintext),
  open: (key, nonce, sealed) => chacha20poly1305(key, nonce).decrypt(sealed),
};

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Thrown when a frame cannot be opened: not sealed by the other end, out of order, or changed. */
export class SealError extends Error {}

/** One connection's two keys and two counters. */
export class SecureChannel {
  private sent = 0;
  private received = 0;

  private constructor(
    private readonly sendKey: Uint8Array,
    private readonly receiveKey: Uint8Array,
    private readonly aead: Aead,
  ) {}

  /** The phone's side: the host's long-lived key (from the QR code), its fresh key, and the phone's fresh pair. */
  static client(hostKey: Uint8Array, hostFresh: Uint8Array, mine: KeyPair, aead: Aead = nobleAead): SecureChannel {
    const [toHost, toClient] = derive(sharedSecret(mine.secretKey, hostKey), sharedSecret(mine.secretKey, hostFresh), hostKey, mine.publicKey, hostFresh);
    return new SecureChannel(toHost, toClient, aead);
  }

  /** The host's side: its long-lived pair, its fresh pair, and the client's fresh key. */
  static host(hostKeys: KeyPair, fresh: KeyPair, clientFresh: Uint8Array, aead: Aead = nobleAead): SecureChannel {
    const [toHost, toClient] = derive(sharedSecret(hostKeys.secretKey, clientFresh), sharedSecret(fresh.secretKey, clientFresh), hostKeys.publicKey, clientFresh, fresh.publicKey);
    return new SecureChannel(toClient, toHost, aead);
  }

  seal(text: string): Uint8Array {
    return this.aead.seal(this.sendKey, nonce(this.sent++), encoder.encode(text));
  }

  open(frame: Uint8Array): string {
    let plain: Uint8Array;
    try {
      plain = this.aead.open(this.receiveKey, nonce(this.received), frame);
      return decoder.decode(plain);
    } catch {
      throw new SealError('a frame that was not sealed for this connection, in this order');
    } finally {
      this.received++;
    }
  }
}

/** The 12-byte nonce of the n-th frame of a direction: four zero bytes, then n as 64 bits, little-endian. */
function nonce(n: number): Uint8Array {
  const bytes = new Uint8Array(12);
  new DataView(bytes.buffer).setBigUint64(4, BigInt(n), true);
  return bytes;
}

/**
 * HKDF-SHA-256 over both shared secrets, salted with every public key of the handshake (so both
 * ends agree on what they saw), split into the client→host and host→client keys.
 */
function derive(withHostKey: Uint8Array, withFresh: Uint8Array, hostKey: Uint8Array, clientFresh: Uint8Array, hostFresh: Uint8Array): [Uint8Array, Uint8Array] {
  const ikm = concat(withHostKey, withFresh);
  const salt = sha256(concat(encoder.encode('hideout/2 frames'), hostKey, clientFresh, hostFresh));
  const okm = hkdf(sha256, ikm, salt, encoder.encode('client->host, host->client'), 64);
  ikm.fill(0);
  return [okm.slice(0, 32), okm.slice(32)];
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
