import { describe, expect, it } from 'vitest';
import { keyFromBase64Url, newKeyPair, SecureChannel, toBase64Url, type KeyPair } from '../../shared/protocol/secure-channel.ts';
import { FrameGate, nodeAead } from './frame-gate.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const hello = '{"type":"hello","v":2}';

/** A phone's half of the handshake against a gate: its key message, then its channel from the gate's answer. */
function handshake(gate: FrameGate, hostKeys: KeyPair) {
  const mine = newKeyPair();
  const answer = gate.receive(bytes(JSON.stringify({ type: 'key', v: 2, e: toBase64Url(mine.publicKey) })), false);
  if (answer.kind !== 'handshake') throw new Error(`no handshake: ${answer.kind}`);
  const fresh = JSON.parse(answer.reply) as { type: string; e: string };
  expect(fresh.type).toBe('key');
  const channel = SecureChannel.client(hostKeys.publicKey, keyFromBase64Url(fresh.e)!, mine);
  return channel;
}

describe('the frame gate', () => {
  const hostKeys = newKeyPair();

  it('lets this machine speak plain JSON, and refuses a LAN device that does (ENCRYPTION_REQUIRED, 4008)', () => {
    expect(new FrameGate(() => hostKeys, true).receive(bytes(hello), false)).toEqual({ kind: 'text', text: hello });
    const refused = new FrameGate(() => hostKeys, false).receive(bytes(hello), false);
    expect(refused).toMatchObject({ kind: 'refuse', code: 4008 });
    expect(JSON.parse((refused as { error: string }).error)).toMatchObject({ type: 'error', code: 'ENCRYPTION_REQUIRED' });
  });

  it('after the handshake, opens what the phone sealed and seals what the room sends, with Node’s cipher agreeing with the phone’s', () => {
    const gate = new FrameGate(() => hostKeys, false, nodeAead);
    const phone = handshake(gate, hostKeys);
    expect(gate.sealed).toBe(true);
    expect(gate.receive(phone.seal(hello), true)).toEqual({ kind: 'text', text: hello });
    const out = gate.wrap('{"type":"welcome","v":2} ');
    expect(out).toBeInstanceOf(Uint8Array);
    expect(phone.open(out as Uint8Array)).toBe('{"type":"welcome","v":2} ');
  });

  it('closes (4009) on a clear frame, a changed frame or a replayed one once sealed', () => {
    for (const spoil of ['clear', 'changed', 'replayed'] as const) {
      const gate = new FrameGate(() => hostKeys, false);
      const phone = handshake(gate, hostKeys);
      const first = phone.seal(hello);
      expect(gate.receive(first, true).kind).toBe('text');
      const next = phone.seal('{"type":"ping","v":2}');
      if (spoil === 'changed') next[3]! ^= 0x40;
      const frame = spoil === 'clear' ? bytes('{"type":"ping","v":2}') : spoil === 'replayed' ? first : next;
      expect(gate.receive(frame, spoil !== 'clear')).toMatchObject({ kind: 'refuse', code: 4009 });
    }
  });

  it('cannot be opened by a phone that holds another host’s key: the impostor’s first answer fails', () => {
    const impostor = newKeyPair();
    const gate = new FrameGate(() => impostor, false);
    const phone = handshake(gate, hostKeys);
    // The phone's hello does not open for the impostor either.
    expect(gate.receive(phone.seal(hello), true)).toMatchObject({ kind: 'refuse', code: 4009 });
  });

  it('refuses a key offer that would agree on nothing secret (a low-order point)', () => {
    const zeros = JSON.stringify({ type: 'key', v: 2, e: 'A'.repeat(43) });
    expect(new FrameGate(() => hostKeys, true).receive(bytes(zeros), false)).toMatchObject({ kind: 'refuse', code: 4009 });
  });

  it('takes a malformed key offer for what it is: plain text, refused from the LAN', () => {
    for (const offer of ['{"type":"key","v":2,"e":"short"}', '{"type":"key","v":2,"e":"' + 'A'.repeat(43) + '","x":1}', '{"type":"key","v":1,"e":"' + 'A'.repeat(43) + '"}']) {
      expect(new FrameGate(() => hostKeys, false).receive(bytes(offer), false)).toMatchObject({ kind: 'refuse', code: 4008 });
    }
  });
});
