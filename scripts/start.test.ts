import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe.skipIf(!existsSync(join(root, 'out', 'main', 'serve.js')) && !process.env.CI)('npm start without Electron', () => {
  it('says so in one sentence and hosts the table headless', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-start-'));
    const env = { ...process.env, HIDEOUT_SKIP_ELECTRON: '1', DISPLAY: '', WAYLAND_DISPLAY: '' };
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-mdns', '--port', '0', '--data-dir', dir], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    try {
      const ready = await new Promise<{ port: number }>((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no READY:\n${out}`)), 20_000);
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          const line = out.split('\n').find((l) => l.startsWith('READY '));
          if (line) {
            clearTimeout(timer);
            res(JSON.parse(line.slice(6)));
          }
        });
        child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      });
      const sentences = out.split('\n').filter((l) => l.includes('Electron is not available'));
      expect(sentences).toHaveLength(1);
      expect(out).toContain('Board for the TV:');
      expect(await (await fetch(`http://127.0.0.1:${ready.port}/health`)).json()).toMatchObject({ ok: true });
      const exit = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('packaging', () => {
  it('is configured for Linux, Windows and macOS, shipping the built app', () => {
    const config = JSON.parse(readFileSync(join(root, 'electron-builder.json'), 'utf8'));
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(config.files).toContain('out/**');
    expect(Object.keys(config)).toEqual(expect.arrayContaining(['linux', 'win', 'mac']));
    expect(pkg.main).toBe('out/main/index.js');
    expect(pkg.scripts.dist).toContain('electron-builder');
  });
});
