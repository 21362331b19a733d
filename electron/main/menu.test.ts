import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate } from './menu.ts';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : []));
}

describe('the app menu', () => {
  it('has a shortcut for full screen, mute, the host controls and quitting, each wired to its action', () => {
    const called: string[] = [];
    const template = menuTemplate('linux', {
      openControls: () => called.push('controls'),
      toggleBoardFullscreen: () => called.push('fullscreen'),
      toggleMute: () => called.push('mute'),
      quit: () => called.push('quit'),
    });
    const byAccelerator = new Map(items(template).filter((i) => i.accelerator).map((i) => [i.accelerator, i]));
    expect([...byAccelerator.keys()].sort()).toEqual(['CmdOrCtrl+K', 'CmdOrCtrl+M', 'CmdOrCtrl+Q', 'F11']);
    for (const accelerator of ['CmdOrCtrl+K', 'F11', 'CmdOrCtrl+M', 'CmdOrCtrl+Q']) {
      (byAccelerator.get(accelerator)!.click as () => void)();
    }
    expect(called).toEqual(['controls', 'fullscreen', 'mute', 'quit']);
  });

  it('follows macOS conventions there', () => {
    const noop = () => {};
    const template = menuTemplate('darwin', { openControls: noop, toggleBoardFullscreen: noop, toggleMute: noop, quit: noop });
    expect(template[0]!.label).toBe('Hideout');
    expect(items(template).some((i) => i.accelerator === 'Ctrl+Cmd+F')).toBe(true);
  });
});

describe('the app menu in other languages', () => {
  it('takes its words from the terminal catalog of the system language', async () => {
    const { terminal: ko } = await import('../../shared/i18n/ko/terminal.ts');
    const noop = () => {};
    const template = menuTemplate('linux', { openControls: noop, toggleBoardFullscreen: noop, toggleMute: noop, quit: noop }, ko);
    expect(template.map((m) => m.label)).toEqual(['테이블', '편집', '보기']);
  });
});
