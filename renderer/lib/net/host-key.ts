import { fingerprint, keyFromBase64Url } from '../../../shared/protocol/secure-channel.ts';
import type { TokenStore } from './table-connection.svelte.ts';

/**
 * Where a screen gets the host's public key, which every frame it exchanges is sealed with
 * (docs/security.md):
 *
 * - `link`: the QR code's (or a seat link's) `#k=`. It never crossed the network, so the host
 *   that answers with it is the one the TV showed. Kept, for the reloads after it.
 * - `kept`: a phone that scanned this table before (per address: web storage is per origin).
 * - `page`: a typed address, no key yet: the host's own `/key`, trusted on first use. The phone
 *   then shows its fingerprint to compare with the TV's.
 */
export type KeyFrom = 'link' | 'kept' | 'page';

export interface HostKey {
  /** The key; from the page, fetched again at each call until once it came (a host not up yet). */
  key: () => Promise<Uint8Array>;
  from: KeyFrom;
  /** The key's fingerprint ("K7QF-M2XA"), as the TV shows it, once the key is known. */
  print: () => Promise<string>;
}

const KEY = 'hideout.hostKey';

export function hostKeyOf(hash: string, store: TokenStore | null, fetchKey: () => Promise<unknown> = fetchPageKey): HostKey {
  const linkedText = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  const linked = keyFromBase64Url(linkedText);
  const kept = keyFromBase64Url(store?.getItem(KEY));
  if (linked !== null) {
    // A fresh scan is the truth, also over a key kept from before (the table's key changed).
    store?.setItem(KEY, linkedText!);
    return known(linked, 'link');
  }
  if (kept !== null) return known(kept, 'kept');
  let got: Promise<Uint8Array> | null = null;
  const key = (): Promise<Uint8Array> => {
    got ??= fetchKey().then((answer) => {
      const text = (answer as { key?: unknown } | null)?.key;
      const fetched = keyFromBase64Url(typeof text === 'string' ? text : null);
      if (fetched === null) throw new Error('the host sent no key');
      store?.setItem(KEY, text as string);
      return fetched;
    });
    // A failed fetch is tried again at the next connection attempt.
    got.catch(() => (got = null));
    return got;
  };
  return { key, from: 'page', print: () => key().then(fingerprint) };
}

function known(key: Uint8Array, from: KeyFrom): HostKey {
  return { key: () => Promise.resolve(key), from, print: () => Promise.resolve(fingerprint(key)) };
}

/** Forgets the key kept for this table (its player chose to trust the one the table sends now). */
export function forgetHostKey(store: TokenStore): void {
  store.removeItem(KEY);
}

async function fetchPageKey(): Promise<unknown> {
  const response = await fetch('/key', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/key answered ${response.status}`);
  return response.json();
}
