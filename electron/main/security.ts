import type { WebPreferences } from 'electron';

/**
 * Renderer settings for every window: isolated, sandboxed, no Node, and only the preload's
 * small bridge between the page and the app.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}

/** The pages a window may show: the host's own board, phone, controls and rules pages, nothing else. */
const OWN_PAGES = new Set(['/', '/board', '/host', '/rules']);

export function isAllowedNavigation(target: string, hostOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  return url.origin === new URL(hostOrigin).origin && OWN_PAGES.has(url.pathname);
}
