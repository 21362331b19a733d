import type { HideoutBridge } from '../../electron/ipc/contract.ts';

/** The desktop app's bridge (its preload exposes it); undefined in an ordinary browser. */
export function desktopBridge(): HideoutBridge | undefined {
  return (globalThis as { hideout?: HideoutBridge }).hideout;
}
