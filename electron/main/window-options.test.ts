import { describe, expect, it } from 'vitest';
import { boardWindowOptions } from './window-options.ts';

describe('board window options', () => {
  it('keep renderers isolated, sandboxed and without Node', () => {
    const prefs = boardWindowOptions('/app/preload/index.cjs').webPreferences!;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(prefs.preload).toBe('/app/preload/index.cjs');
  });
});
