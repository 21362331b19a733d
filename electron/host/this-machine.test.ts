import { describe, expect, it } from 'vitest';
import { THIS_MACHINE_REFRESH_MS, thisMachineHosts } from './this-machine.ts';

describe("this machine's names and addresses", () => {
  it('are looked up once, used for a few seconds, then looked up again', () => {
    let clock = 1000;
    let lookups = 0;
    const sets = [new Set(['127.0.0.1']), new Set(['127.0.0.1', '192.168.1.20'])];
    const hosts = thisMachineHosts(
      () => sets[Math.min(lookups++, 1)]!,
      () => clock,
    );
    expect(lookups).toBe(1);
    clock += THIS_MACHINE_REFRESH_MS;
    expect(hosts().has('192.168.1.20')).toBe(false);
    expect(lookups).toBe(1);
    clock += 1;
    expect(hosts().has('192.168.1.20')).toBe(true);
    expect(lookups).toBe(2);
    hosts();
    expect(lookups).toBe(2);
  });
});
