import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, secureWebPreferences } from './security.ts';

describe('window security', () => {
  it('isolates and sandboxes every renderer, without Node', () => {
    expect(secureWebPreferences('/p.cjs')).toMatchObject({
      preload: '/p.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('lets windows show only the host\'s own pages', () => {
    const host = 'http://127.0.0.1:4747';
    expect(isAllowedNavigation('http://127.0.0.1:4747/board', host)).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:4747/host#host=abc', host)).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:4747/', host)).toBe(true);
    // The host controls link to the rules page, opened in the same window.
    expect(isAllowedNavigation('http://127.0.0.1:4747/rules?game=turncoat&lang=es&view=sheet', host)).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:4747/api/games', host)).toBe(false);
    expect(isAllowedNavigation('http://127.0.0.1:4748/board', host)).toBe(false);
    expect(isAllowedNavigation('https://example.com/', host)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', host)).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', host)).toBe(false);
    expect(isAllowedNavigation('not a url', host)).toBe(false);
  });
});
