import { existsSync } from 'node:fs';

// Browsers cannot be downloaded on every machine: use the system's Chromium when there is one
// (Debian's /usr/bin/chromium), else Playwright's own if it was installed.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/**
 * Which Chromium and how, for every browser any test starts: the browser tests' (below) and the
 * phone's browser on the simulated LAN (electron/host/testing/lan-browser-phone.ts), each with its
 * own proxy.
 */
export const chromiumBasics = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  // Without the background-networking flags Chromium tries to reach the internet at start.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Each browser context is a window of its own, and Chromium gave each window a renderer for
    // its address bar's popup (a WebUI page, `--top-chrome-webui`), even headless: two renderer
    // processes a page, half of them for a popup no test opens. (Measured on Debian's Chromium
    // 156: four contexts with a page each, 9 renderers; with these two features off, 5.)
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};

/** How every browser test starts Chromium (playwright.config.ts, and the fixtures' own check in e2e/selftest/). */
export const launchOptions = {
  ...chromiumBasics,
  // Nothing a page asks for leaves this machine: everything but loopback goes to a proxy on a
  // port where nothing listens (the discard port), and fails there. The tables note each such
  // request (Table.offLoopback) and a test fails on any.
  proxy: { server: 'http://127.0.0.1:9', bypass: 'localhost,127.0.0.1,[::1]' },
};
