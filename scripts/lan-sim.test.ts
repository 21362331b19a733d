import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanSimPath, simulatedLan } from '../electron/host/testing/lan-sim.ts';

// scripts/lan-sim itself: the one-line reasons it gives where it cannot work (these need neither
// root nor iproute2), and, on the simulated LAN, that it never shares or leaves behind namespaces.

const bash = ['/bin/bash', '/usr/bin/bash', '/usr/local/bin/bash'].find((p) => existsSync(p));

describe.skipIf(process.platform !== 'linux' || bash === undefined)('lan-sim where it cannot work', () => {
  let emptyDir: string;
  beforeAll(() => {
    emptyDir = mkdtempSync(path.join(tmpdir(), 'hideout-lan-sim-'));
  });
  afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

  it('without `ip` on PATH, `check` exits 2 with one line naming the package to install', () => {
    // PATH is an empty directory: `ip` cannot be found, whoever runs this.
    const run = spawnSync(bash!, [lanSimPath, 'check'], { env: { PATH: emptyDir }, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('lan-sim: the "ip" command is not on PATH (Debian: apt-get install -y iproute2)\n');
    expect(run.stdout).toBe('');
  });

  it('refuses a prefix too long for an interface name before touching anything', () => {
    const run = spawnSync(bash!, [lanSimPath, 'up'], { env: { PATH: emptyDir, LAN_SIM_PREFIX: 'a-prefix-of-15c' }, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^lan-sim: bad prefix "a-prefix-of-15c": [^\n]+\n$/);
  });
});

const lan = simulatedLan('lst', 'scripts/lan-sim.test.ts');
const namespaces = (): string[] => {
  const list = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  expect(list.status).toBe(0);
  return list.stdout.split('\n').map((line) => line.split(' ')[0]!).filter(Boolean);
};

describe.skipIf(lan.skip)('lan-sim on this machine', () => {
  beforeAll(() => {
    if (lan.failure !== null) throw new Error(lan.failure);
  });

  it('`up` refuses namespaces that already exist instead of sharing them, and `down` removes them', () => {
    lan.run('up');
    try {
      expect(namespaces()).toEqual(expect.arrayContaining([`${lan.prefix}-host`, `${lan.prefix}-phone`]));
      const again = spawnSync(lanSimPath, ['up'], { env: { ...process.env, LAN_SIM_PREFIX: lan.prefix }, encoding: 'utf8' });
      expect(again.status).toBe(2);
      expect(again.stderr).toContain(`namespace ${lan.prefix}-host already exists`);
    } finally {
      lan.run('down');
    }
    expect(namespaces().filter((name) => name.startsWith(`${lan.prefix}-`))).toEqual([]);
    // `down` with nothing left to remove is not an error.
    lan.run('down');
  });

  it('`run` gives the command a LAN of its own, passes on its exit status and removes the LAN', () => {
    const run = spawnSync(lanSimPath, ['run', 'sh', '-c', 'echo "$LAN_SIM_PREFIX"; ip netns list; exit 3'], { encoding: 'utf8' });
    expect(run.status).toBe(3);
    const [prefix, ...seen] = run.stdout.trim().split('\n');
    expect(prefix).toMatch(/^lsr\d+$/);
    expect(seen.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining([`${prefix}-host`, `${prefix}-phone`]));
    expect(namespaces().filter((name) => name.startsWith(`${prefix}-`))).toEqual([]);
  });

  it('`run` stopped by SIGTERM stops the command and still removes the LAN', { timeout: 15_000 }, async () => {
    const child = spawn(lanSimPath, ['run', 'sh', '-c', 'echo "$LAN_SIM_PREFIX $$"; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The command prints its prefix and its pid (then sleep's) once it runs, the LAN complete.
    const [prefix, pid] = await new Promise<string[]>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split(' ')));
      child.once('exit', () => reject(new Error('lan-sim run ended before the command started')));
    });
    expect(prefix).toBe(`lsr${child.pid}`);
    expect(namespaces()).toEqual(expect.arrayContaining([`${prefix}-host`, `${prefix}-phone`]));
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(Date.now() - started).toBeLessThan(5000);
    // The signal went on to the command: no sleep is left running in a LAN that is gone.
    const alive = () => {
      try {
        process.kill(Number(pid), 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; alive() && i < 40; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
    expect(namespaces().filter((name) => name.startsWith(`${prefix}-`))).toEqual([]);
  });
});
