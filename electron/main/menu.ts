import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  openControls(): void;
  toggleBoardFullscreen(): void;
  toggleMute(): void;
  quit(): void;
}

/**
 * The app menu with its keyboard shortcuts. A plain function of the platform (macOS wants the
 * app's name as its first menu) and the actions, so it is tested without Electron.
 */
export function menuTemplate(platform: NodeJS.Platform, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const table: MenuItemConstructorOptions = {
    label: mac ? 'Hideout' : 'Table',
    submenu: [
      { label: 'Host controls', accelerator: 'CmdOrCtrl+K', click: () => actions.openControls() },
      { type: 'separator' },
      { label: mac ? 'Quit Hideout' : 'Quit', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { label: 'Board full screen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11', click: () => actions.toggleBoardFullscreen() },
      { label: 'Mute board sounds', accelerator: 'CmdOrCtrl+M', click: () => actions.toggleMute() },
    ],
  };
  // macOS expects the usual Edit menu for copy and paste in text fields (renaming players).
  const edit: MenuItemConstructorOptions = { label: 'Edit', role: 'editMenu' };
  return [table, edit, view];
}
