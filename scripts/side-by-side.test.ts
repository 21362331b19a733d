import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, 'side-by-side.mjs');
const node = (code: string) => `"${process.execPath}" -e "${code}"`;
const sideBySide = (...commands: string[]) => spawnSync(process.execPath, [script, ...commands], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });

describe('side-by-side: the checks before the tests, at once', () => {
  it('passes when every command passes, each one’s output printed whole', () => {
    const run = sideBySide(node("console.log('one'); console.log('two')"), node("console.error('three')"));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/one\ntwo\npassed: /);
    expect(run.stdout).toMatch(/three\npassed: /);
  });

  it('fails with the failing command’s code once every command has ended, and names it', () => {
    const run = sideBySide(node('process.exit(3)'), node("setTimeout(() => console.log('late'), 300)"));
    expect(run.status).toBe(3);
    expect(run.stdout).toContain('FAILED (exit 3)');
    expect(run.stderr).toContain('process.exit(3)');
    // The slower command was not cut short by the other's failure.
    expect(run.stdout).toMatch(/late\npassed: /);
  });

  it('refuses to run nothing', () => {
    expect(sideBySide().status).toBe(2);
  });
});
