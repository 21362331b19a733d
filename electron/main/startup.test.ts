import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminal as ko } from '../../shared/i18n/ko/terminal.ts';
import { terminal as en } from '../../shared/i18n/en/terminal.ts';
import { runStartup, windowIconPath, WINDOW_ICON, type Startup } from './startup.ts';

/** A start-up whose effects are recorded instead of done. */
function recorded(overrides: Partial<Startup>) {
  const effects: string[] = [];
  const startup: Startup = {
    ready: async () => undefined,
    start: async () => {
      effects.push('started');
    },
    words: () => en,
    showError: (title, detail) => effects.push(`box: ${title} | ${detail}`),
    exit: (code) => effects.push(`exit ${code}`),
    log: () => {},
    ...overrides,
  };
  return { startup, effects };
}

describe('the desktop app starting', () => {
  it('starts once Electron is ready, with no box and no exit', async () => {
    const order: string[] = [];
    let ready!: () => void;
    const { startup, effects } = recorded({
      ready: () => new Promise<void>((r) => (ready = () => (order.push('ready'), r()))),
      start: async () => {
        order.push('start');
      },
    });
    const running = runStartup(startup);
    expect(order).toEqual([]);
    ready();
    expect(await running).toBe('started');
    expect(order).toEqual(['ready', 'start']);
    expect(effects).toEqual([]);
  });

  it('shows the translated "could not start" box and exits 1 when the host fails to start', async () => {
    const lines: string[] = [];
    const { startup, effects } = recorded({
      start: async () => {
        throw new Error('EACCES: permission denied, mkdir /data/tables');
      },
      words: () => ko,
      log: (line) => lines.push(line),
    });
    expect(await runStartup(startup)).toBe('failed');
    expect(effects).toEqual([`box: ${ko.desktop.startFailed} | EACCES: permission denied, mkdir /data/tables`, 'exit 1']);
    expect(ko.desktop.startFailed).not.toBe(en.desktop.startFailed);
    // The whole error, with where it came from, goes to the log for bug reports.
    expect(lines.join('\n')).toMatch(/EACCES[\s\S]*startup\.test\.ts/);
  });

  it('ends the same way when Electron itself never gets ready, or something that is not an Error is thrown', async () => {
    const never = recorded({ ready: () => Promise.reject(new Error('no display')) });
    expect(await runStartup(never.startup)).toBe('failed');
    expect(never.effects).toEqual([`box: ${en.desktop.startFailed} | no display`, 'exit 1']);

    const odd = recorded({ start: () => Promise.reject('port in use') });
    await runStartup(odd.startup);
    expect(odd.effects).toEqual([`box: ${en.desktop.startFailed} | port in use`, 'exit 1']);
  });

  it('still shows a box (in English) and exits when the words cannot be had, and exits even if the box fails', async () => {
    const noWords = recorded({
      start: () => Promise.reject(new Error('boom')),
      words: () => {
        throw new Error('no locale before ready');
      },
    });
    await runStartup(noWords.startup);
    expect(noWords.effects).toEqual([`box: ${en.desktop.startFailed} | boom`, 'exit 1']);

    const lines: string[] = [];
    const noBox = recorded({
      start: () => Promise.reject(new Error('boom')),
      showError: () => {
        throw new Error('no dialog');
      },
      log: (line) => lines.push(line),
    });
    expect(await runStartup(noBox.startup)).toBe('failed');
    expect(noBox.effects).toEqual(['exit 1']);
    expect(lines.at(-1)).toMatch(/error box could not be shown: Error: no dialog/);
  });
});

describe('the windows\' icon', () => {
  it('is looked for beside the built pages, where the renderer build copies resources/public', () => {
    const root = resolve(import.meta.dirname, '../..');
    expect(windowIconPath(join(root, 'out', 'main'))).toBe(join(root, 'out', 'renderer', WINDOW_ICON));
    expect(existsSync(join(root, 'resources', 'public', WINDOW_ICON))).toBe(true);
  });
});

describe('the main process', () => {
  it('goes through runStartup, not a whenReady().then whose rejection handler misses the start-up\'s own failures', () => {
    const main = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(main).toMatch(/runStartup\(\{\s*ready: \(\) => app\.whenReady\(\)/);
    expect(main).not.toMatch(/whenReady\(\)\s*\.then/);
  });
});
