import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';
import { boardWindowOptions } from './window-options.ts';

// Thin glue only: every decision lives in plain functions beside this file, tested without Electron.
if (!app.requestSingleInstanceLock()) app.quit();

async function openBoard(): Promise<void> {
  const window = new BrowserWindow(boardWindowOptions(join(import.meta.dirname, '../preload/index.cjs')));
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  await window.loadFile(join(import.meta.dirname, '../renderer/board/index.html'));
}

app.whenReady().then(openBoard, (error: unknown) => {
  console.error('Hideout could not start:', error);
  app.exit(1);
});
app.on('window-all-closed', () => app.quit());
