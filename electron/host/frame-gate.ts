import { createCipheriv, createDecipheriv } from 'node:crypto';
import { CloseCode, PROTOCOL_VERSION, ProtocolError } from '../../shared/protocol/codes.ts';
import { keyFromBase64Url, newKeyPair, SealError, SecureChannel, toBase64Url, type Aead, type KeyPair } from '../../shared/protocol/secure-channel.ts';

/**
 * One socket's gate between the wire and the room (docs/security.md, "Encrypted frames"). A
 * socket's first frame decides what it is:
 *
 * - `{"type":"key","v":2,"e":…}`: the client's fresh X25519 key. The gate answers with the host's
 *   fresh key, in clear, and from then on every frame both ways is binary and sealed
 *   (SecureChannel). A frame that does not open (changed, replayed, out of order, or sealed for
 *   another host key) closes the socket: nothing sent by anyone else is ever read as this client.
 * - anything else: a client that speaks plain JSON. Allowed from this machine only (the host's own
 *   tools and tests; nothing of it crosses the air); from the LAN it is refused with
 *   ENCRYPTION_REQUIRED, so no seat token or view travels the Wi-Fi in clear.
 *
 * The room sees text either way: what it sends is sealed here, what it reads was opened here.
 */

/** Node's own ChaCha20-Poly1305 (the phones use noble's: the same cipher, and a test says they agree). */
export const nodeAead: Aead = {
  seal(key, nonce, plaintext) {
    const cipher = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
    return new Uint8Array(Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]));
  },
  open(key, nonce, sealed) {
    if (sealed.length < 16) throw new SealError('too short to be sealed');
    const decipher = createDecipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return new Uint8Array(Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]));
  },
};

/** What to do with one frame from the client. */
export type GateResult =
  /** Hand this text to the room. */
  | { kind: 'text'; text: string }
  /** Send this (clear) handshake answer; the room sees nothing. */
  | { kind: 'handshake'; reply: string }
  /** A binary frame from a plain client: answered as the room would answer bad JSON. */
  | { kind: 'binary' }
  /** Refuse: say why (in clear, before any key is agreed) and close. */
  | { kind: 'refuse'; code: number; reason: string; error?: string };

export class FrameGate {
  private mode: 'new' | 'plain' | 'sealed' = 'new';
  private channel: SecureChannel | null = null;

  constructor(
    private readonly hostKeys: () => KeyPair,
    private readonly local: boolean,
    private readonly aead: Aead = nodeAead,
  ) {}

  /** Whether frames to and from this socket are sealed. */
  get sealed(): boolean {
    return this.mode === 'sealed';
  }

  receive(data: Uint8Array, isBinary: boolean): GateResult {
    if (this.mode === 'sealed') {
      if (!isBinary) return { kind: 'refuse', code: CloseCode.BadSeal, reason: 'a clear frame on a sealed connection' };
      try {
        return { kind: 'text', text: this.channel!.open(data) };
      } catch (error) {
        if (error instanceof SealError) return { kind: 'refuse', code: CloseCode.BadSeal, reason: 'a frame that does not open' };
        throw error;
      }
    }
    if (this.mode === 'new' && !isBinary) {
      const text = new TextDecoder().decode(data);
      const offer = keyOffer(text);
      if (offer !== null) {
        const fresh = newKeyPair();
        try {
          this.channel = SecureChannel.host(this.hostKeys(), fresh, offer, this.aead);
        } catch {
          // A low-order key (all zeros and its kin) would agree on nothing secret: refused.
          return { kind: 'refuse', code: CloseCode.BadSeal, reason: 'a key that agrees on nothing' };
        }
        this.mode = 'sealed';
        return { kind: 'handshake', reply: JSON.stringify({ type: 'key', v: PROTOCOL_VERSION, e: toBase64Url(fresh.publicKey) }) };
      }
    }
    if (!this.local) {
      const error = JSON.stringify({
        type: 'error',
        v: PROTOCOL_VERSION,
        code: ProtocolError.EncryptionRequired,
        message: 'from another device, frames must be sealed: send "key" first (docs/protocol.md)',
      });
      return { kind: 'refuse', code: CloseCode.EncryptionRequired, reason: 'encryption required', error };
    }
    this.mode = 'plain';
    return isBinary ? { kind: 'binary' } : { kind: 'text', text: new TextDecoder().decode(data) };
  }

  /** A frame for the client: the text itself, or sealed. */
  wrap(text: string): string | Uint8Array {
    return this.mode === 'sealed' ? this.channel!.seal(text) : text;
  }
}

/** The client's fresh key from a `key` message, or null when the frame is not one. */
function keyOffer(text: string): Uint8Array | null {
  if (text.length > 200) return null;
  try {
    const raw = JSON.parse(text) as { type?: unknown; v?: unknown; e?: unknown };
    if (raw === null || typeof raw !== 'object' || raw.type !== 'key' || raw.v !== PROTOCOL_VERSION) return null;
    const keys = Object.keys(raw);
    if (keys.some((k) => k !== 'type' && k !== 'v' && k !== 'e')) return null;
    return keyFromBase64Url(typeof raw.e === 'string' ? raw.e : null);
  } catch {
    return null;
  }
}
