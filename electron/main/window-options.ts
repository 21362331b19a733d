import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The board window's options. Renderers get no Node, run sandboxed and isolated, and talk to
 * the main process only through the preload bridge.
 */
export function boardWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 720,
    backgroundColor: '#101218',
    title: 'Hideout',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  };
}
