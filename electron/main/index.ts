// The desktop app: the table host runs in this process, the board goes full screen on the TV and
// the host controls open on the laptop. Only glue lives here; every decision is a plain function
// beside this file (displays.ts, security.ts, menu.ts, downloads.ts, ../ipc/contract.ts), tested
// without Electron.
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session, shell, type Display } from 'electron';
import { COMMAND_CHANNEL, registerHandlers, type Command } from '../ipc/contract.ts';
import { startHost, type RunningHost } from '../host/server.ts';
import { decideDownload } from './downloads.ts';
import { placeBoard, placeControls, type DisplayInfo } from './displays.ts';
import { menuTemplate } from './menu.ts';
import { terminalStrings } from '../host/terminal.ts';
import { isAllowedNavigation, secureWebPreferences } from './security.ts';
import { runStartup, windowIconPath } from './startup.ts';

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let host: RunningHost | null = null;
  let board: BrowserWindow | null = null;
  let controls: BrowserWindow | null = null;
  let boardDisplayId: number | null = null;
  let quitting = false;
  const preload = join(import.meta.dirname, '../preload/index.cjs');
  const dataDir = join(app.getPath('userData'), 'tables');
  const icon = windowIconPath(import.meta.dirname);

  const displays = (): DisplayInfo[] => {
    const primary = screen.getPrimaryDisplay().id;
    return screen.getAllDisplays().map((d: Display) => ({
      id: d.id,
      label: d.label || `${d.size.width}×${d.size.height}`,
      bounds: d.bounds,
      workArea: d.workArea,
      internal: d.internal,
      primary: d.id === primary,
    }));
  };

  const guard = (window: BrowserWindow, origin: string) => {
    window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    window.webContents.on('will-navigate', (event, url) => {
      if (!isAllowedNavigation(url, origin)) event.preventDefault();
    });
  };

  const openBoard = (origin: string) => {
    const placed = placeBoard(displays(), boardDisplayId);
    boardDisplayId = placed.displayId;
    board = new BrowserWindow({ ...placed.bounds, fullscreen: placed.fullscreen, title: 'Hideout', icon, backgroundColor: '#101218', webPreferences: secureWebPreferences(preload) });
    guard(board, origin);
    board.on('closed', () => (board = null));
    void board.loadURL(`${origin}/board`);
  };

  // The menu, window titles and error boxes speak the system's language (known once the app is ready).
  const words = () => terminalStrings({ LANG: app.getLocale() });

  const openControls = (origin: string) => {
    if (controls) return controls.focus();
    const placed = placeControls(displays(), boardDisplayId ?? screen.getPrimaryDisplay().id);
    controls = new BrowserWindow({ ...placed.bounds, title: words().desktop.controlsTitle, icon, backgroundColor: '#101218', webPreferences: secureWebPreferences(preload) });
    guard(controls, origin);
    controls.on('closed', () => (controls = null));
    void controls.loadURL(host!.hostUrl);
  };

  const moveBoard = (displayId: number) => {
    boardDisplayId = displayId;
    const placed = placeBoard(displays(), displayId);
    if (!board) return;
    board.setFullScreen(false);
    board.setBounds(placed.bounds);
    board.setFullScreen(placed.fullscreen);
  };

  const send = (command: Command) => board?.webContents.send(COMMAND_CHANNEL, command);

  app.on('second-instance', () => host && openControls(`http://127.0.0.1:${host.port}`));

  const start = async () => {
    // Pages never get camera, microphone, notifications or the like.
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
    host = await startHost({
      dataDir,
      staticDir: join(import.meta.dirname, '../renderer'),
      mdns: true,
      // The screens got the new join URL from the room already; the host controls' app info did not.
      onAddressChange: () => controls?.webContents.send(COMMAND_CHANNEL, 'address-changed' satisfies Command),
      log: (line) => console.log(`host: ${line}`),
    });
    const origin = `http://127.0.0.1:${host.port}`;

    // A journal export the host controls download goes through the save dialog (downloads.ts).
    session.defaultSession.on('will-download', (event, item) => {
      const decided = decideDownload({ url: item.getURL(), filename: item.getFilename(), origin, downloadsDir: app.getPath('downloads') });
      if (!decided.allow) {
        console.error(`download cancelled: ${decided.reason}`);
        event.preventDefault();
        return;
      }
      item.setSaveDialogOptions({ defaultPath: decided.defaultPath, filters: decided.filters });
    });

    registerHandlers(
      (channel, listener) => ipcMain.handle(channel, (event, request) => listener({ senderUrl: event.senderFrame?.url ?? '' }, request)),
      {
        info: () => ({
          version: app.getVersion(),
          dataDir,
          joinUrl: host!.joinUrl,
          boardUrl: host!.boardUrl,
          displays: displays().map(({ id, label, primary, internal }) => ({ id, label, primary, internal })),
          boardDisplayId,
          interfaces: host!.interfaces().map(({ name, address, kind }) => ({ name, address, kind })),
          interfaceName: host!.interfaceName,
          mdnsName: host!.mdnsName,
        }),
        setBoardDisplay: (id) => {
          moveBoard(id);
          return undefined;
        },
        toggleBoardFullscreen: () => {
          board?.setFullScreen(!board.isFullScreen());
          return board?.isFullScreen() ?? false;
        },
        setInterface: (name) => host!.setInterface(name),
        openDataFolder: async () => {
          await shell.openPath(dataDir);
          return undefined;
        },
      },
      (url) => isAllowedNavigation(url, origin),
    );

    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate(process.platform, {
          openControls: () => openControls(origin),
          toggleBoardFullscreen: () => board?.setFullScreen(!board.isFullScreen()),
          toggleMute: () => send('toggle-mute'),
          quit: () => app.quit(),
        }, words()),
      ),
    );
    openBoard(origin);
    openControls(origin);
  };

  // Any failure from here to the windows (not only Electron's own) shows the box and exits 1.
  void runStartup({
    ready: () => app.whenReady(),
    start,
    words,
    showError: (title, detail) => dialog.showErrorBox(title, detail),
    exit: (code) => app.exit(code),
    log: (line) => console.error(line),
  });

  // Withdraw the mDNS advertisement and close the table before the process goes.
  app.on('before-quit', (event) => {
    if (quitting || host === null) return;
    event.preventDefault();
    quitting = true;
    void host.close().finally(() => app.quit());
  });
  app.on('window-all-closed', () => app.quit());
}
