import { describe, expect, it } from 'vitest';
import { fingerprint, newKeyPair, toBase64Url } from '../../../shared/protocol/secure-channel.ts';
import { forgetHostKey, hostKeyOf } from './host-key.ts';
import type { TokenStore } from './table-connection.svelte.ts';

function memory(): TokenStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}
const noFetch = () => Promise.reject(new Error('must not fetch'));

describe('where a screen gets the host key', () => {
  const a = newKeyPair().publicKey;
  const b = newKeyPair().publicKey;

  it('takes the QR code’s key first, keeps it, and prefers it over one kept from before', async () => {
    const store = memory();
    store.setItem('hideout.hostKey', toBase64Url(b));
    const got = hostKeyOf(`#seat=tok&k=${toBase64Url(a)}`, store, noFetch);
    expect(got.from).toBe('link');
    expect(await got.key()).toEqual(a);
    expect(await got.print()).toBe(fingerprint(a));
    expect(store.getItem('hideout.hostKey')).toBe(toBase64Url(a));
  });

  it('uses the key kept for this table when the link has none', async () => {
    const store = memory();
    store.setItem('hideout.hostKey', toBase64Url(b));
    const got = hostKeyOf('', store, noFetch);
    expect(got.from).toBe('kept');
    expect(await got.key()).toEqual(b);
  });

  it('asks the page otherwise (trusted on first use), keeps it, and asks again after a failure', async () => {
    const store = memory();
    let calls = 0;
    const got = hostKeyOf('#k=not-a-key', store, () => (++calls === 1 ? Promise.reject(new Error('host not up')) : Promise.resolve({ key: toBase64Url(a) })));
    expect(got.from).toBe('page');
    await expect(got.key()).rejects.toThrow('host not up');
    expect(await got.key()).toEqual(a);
    expect(await got.key()).toEqual(a);
    expect(calls).toBe(2);
    expect(store.getItem('hideout.hostKey')).toBe(toBase64Url(a));
    forgetHostKey(store);
    expect(store.getItem('hideout.hostKey')).toBeNull();
  });

  it('refuses a page that sends no key', async () => {
    await expect(hostKeyOf('', memory(), () => Promise.resolve({ key: 'short' })).key()).rejects.toThrow();
  });
});
