import { describe, expect, it } from 'vitest';
import { fingerprint, keyFromBase64Url, keyPairOf, newKeyPair, SealError, SecureChannel, sharedSecret, toBase64Url } from './secure-channel.ts';

const hex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));
const toHex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

function pair() {
  const hostKeys = newKeyPair();
  const hostFresh = newKeyPair();
  const phoneFresh = newKeyPair();
  const phone = SecureChannel.client(hostKeys.publicKey, hostFresh.publicKey, phoneFresh);
  const host = SecureChannel.host(hostKeys, hostFresh, phoneFresh.publicKey);
  return { phone, host, hostKeys, hostFresh, phoneFresh };
}

describe('X25519 as the phones compute it', () => {
  it('gives RFC 7748’s results (section 6.1)', () => {
    const alice = keyPairOf(hex('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'));
    const bob = keyPairOf(hex('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb'));
    expect(toHex(alice.publicKey)).toBe('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a');
    expect(toHex(bob.publicKey)).toBe('de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f');
    const shared = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742';
    expect(toHex(sharedSecret(alice.secretKey, bob.publicKey))).toBe(shared);
    expect(toHex(sharedSecret(bob.secretKey, alice.publicKey))).toBe(shared);
  });

  it('refuses a low-order public key instead of agreeing on zero', () => {
    expect(() => sharedSecret(newKeyPair().secretKey, new Uint8Array(32))).toThrow();
  });
});

describe('a secure channel', () => {
  it('carries text both ways, Korean included', () => {
    const { phone, host } = pair();
    for (const text of ['{"type":"hello","v":2}', '한국어 이름 👩‍🚀', ' '.repeat(4000)]) {
      expect(host.open(phone.seal(text))).toBe(text);
      expect(phone.open(host.seal(text))).toBe(text);
    }
  });

  it('hides the text and adds 16 bytes, whatever it says', () => {
    const { phone } = pair();
    const frame = phone.seal('{"seatToken":"secret-token-123"}');
    expect(frame.length).toBe(32 + 16);
    expect(new TextDecoder().decode(frame)).not.toContain('secret');
  });

  it('refuses a frame changed, replayed, reordered or sealed for another connection', () => {
    const { phone, host } = pair();
    const a = phone.seal('first');
    const b = phone.seal('second');
    const changed = Uint8Array.from(a);
    changed[0]! ^= 1;
    expect(() => host.open(changed)).toThrow(SealError);
    const again = pair();
    const x = again.phone.seal('one');
    const y = again.phone.seal('two');
    expect(() => again.host.open(y)).toThrow(SealError);
    void x;
    const other = pair();
    expect(() => other.host.open(b)).toThrow(SealError);
  });

  it('derives nothing useful with the wrong host key: a host that lacks the secret cannot answer', () => {
    const { hostFresh, phoneFresh } = pair();
    const impostor = newKeyPair();
    const real = newKeyPair();
    const phone = SecureChannel.client(real.publicKey, hostFresh.publicKey, phoneFresh);
    const host = SecureChannel.host(impostor, hostFresh, phoneFresh.publicKey);
    expect(() => phone.open(host.seal('{"type":"welcome"}'))).toThrow(SealError);
  });

  it('writes keys as 43 base64url characters and reads back only such keys', () => {
    const { publicKey } = newKeyPair();
    const text = toBase64Url(publicKey);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyFromBase64Url(text)).toEqual(publicKey);
    for (const bad of [null, '', 'x'.repeat(42), `${text}=`, text.replace(/.$/, '+')]) expect(keyFromBase64Url(bad)).toBeNull();
  });

  it('prints a key as eight unambiguous characters, the same every time', () => {
    const { publicKey } = newKeyPair();
    expect(fingerprint(publicKey)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(fingerprint(publicKey)).toBe(fingerprint(Uint8Array.from(publicKey)));
    expect(fingerprint(newKeyPair().publicKey)).not.toBe(fingerprint(publicKey));
  });
});
