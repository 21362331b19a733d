import { describe, expect, it } from 'vitest';
import { whenLanUnavailable } from './lan-sim.ts';

// The policy of the discovery tests when no simulated LAN can be made. The LAN itself (and the
// reasons it gives) is tested in scripts/lan-sim.test.ts and used by the *.lan.test.ts files.

const reason = 'lan-sim: creating network namespaces needs root (running as uid 1000)';

describe('whenLanUnavailable', () => {
  it('fails on CI, whatever else is set: CI has root and iproute2, so a missing LAN is a broken setup', () => {
    for (const env of [{ CI: 'true' }, { CI: '1', HIDEOUT_ALLOW_SKIP_LAN: '1' }]) {
      const verdict = whenLanUnavailable(reason, env);
      expect(verdict.skip).toBe(false);
      expect(verdict.message).toContain(reason);
      expect(verdict.message).toContain('CI is set');
    }
  });

  it('skips on a developer machine that asks to, saying why in one line', () => {
    const verdict = whenLanUnavailable(reason, { HIDEOUT_ALLOW_SKIP_LAN: '1' });
    expect(verdict.skip).toBe(true);
    expect(verdict.message).toContain(reason);
    expect(verdict.message).toContain('HIDEOUT_ALLOW_SKIP_LAN=1');
    expect(verdict.message).not.toContain('\n');
  });

  it('otherwise fails, and the message says how to run them or how to skip them', () => {
    for (const env of [{}, { HIDEOUT_ALLOW_SKIP_LAN: '0' }, { HIDEOUT_ALLOW_SKIP_LAN: '' }]) {
      const verdict = whenLanUnavailable(reason, env);
      expect(verdict.skip).toBe(false);
      expect(verdict.message).toContain(reason);
      expect(verdict.message).toContain('as root');
      expect(verdict.message).toContain('HIDEOUT_ALLOW_SKIP_LAN=1');
      expect(verdict.message).not.toContain('\n');
    }
  });
});
