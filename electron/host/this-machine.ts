import { localHosts } from './origin.ts';

/** How long the looked-up names and addresses are used before they are looked up again. */
export const THIS_MACHINE_REFRESH_MS = 3000;

/**
 * The names and addresses this machine answers to, looked up again every few seconds (an
 * interface may come and go while the host runs) rather than at every request. The lookup and
 * the clock are passed in for tests.
 */
export function thisMachineHosts(lookup: () => ReadonlySet<string> = localHosts, now: () => number = Date.now): () => ReadonlySet<string> {
  let known = { hosts: lookup(), at: now() };
  return () => {
    if (now() - known.at > THIS_MACHINE_REFRESH_MS) known = { hosts: lookup(), at: now() };
    return known.hosts;
  };
}
