import type { MenuItemConstructorOptions } from 'electron';
import { terminal as english, type TerminalCatalog } from '../../shared/i18n/en/terminal.ts';

export interface MenuActions {
  openControls(): void;
  toggleBoardFullscreen(): void;
  toggleMute(): void;
  quit(): void;
}

/**
 * The app menu with its keyboard shortcuts. A plain function of the platform (macOS wants the
 * app's name as its first menu), the actions and the words (the system's language), so it is
 * tested without Electron.
 */
export function menuTemplate(platform: NodeJS.Platform, actions: MenuActions, words: TerminalCatalog = english): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const t = words.desktop;
  const table: MenuItemConstructorOptions = {
    label: mac ? 'Hideout' : t.table,
    submenu: [
      { label: t.hostControls, accelerator: 'CmdOrCtrl+K', click: () => actions.openControls() },
      { type: 'separator' },
      { label: mac ? t.quitApp : t.quit, accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: t.view,
    submenu: [
      { label: t.boardFullscreen, accelerator: mac ? 'Ctrl+Cmd+F' : 'F11', click: () => actions.toggleBoardFullscreen() },
      { label: t.mute, accelerator: 'CmdOrCtrl+M', click: () => actions.toggleMute() },
    ],
  };
  // macOS expects the usual Edit menu for copy and paste in text fields (renaming players).
  const edit: MenuItemConstructorOptions = { label: t.edit, role: 'editMenu' };
  return [table, edit, view];
}
