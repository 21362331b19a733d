import { join } from 'node:path';
import { terminal as english, type TerminalCatalog } from '../../shared/i18n/en/terminal.ts';

export interface Startup {
  /** Electron's readiness (app.whenReady()). */
  ready(): Promise<unknown>;
  /** Everything after it: the host, the menu, the windows. */
  start(): Promise<void>;
  /** The words for the error box, in the system's language. */
  words(): TerminalCatalog;
  showError(title: string, detail: string): void;
  exit(code: number): void;
  /** Where the whole error goes, for bug reports (stderr). */
  log(line: string): void;
}

/**
 * Runs the desktop app's start-up so that any failure on the way (Electron not ready, the host
 * not starting because the data folder is unwritable, a window that cannot be made) ends the same
 * way: the "could not start" box in the system's language, then exit code 1. A plain function of
 * its effects, so it is tested without Electron.
 */
export async function runStartup(s: Startup): Promise<'started' | 'failed'> {
  try {
    await s.ready();
    await s.start();
    return 'started';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // Telling the user must not itself stop the exit: each step that could throw is on its own.
    attempt(() => s.log(`Hideout could not start: ${error instanceof Error ? (error.stack ?? detail) : detail}`));
    // The box shows even when the system's language cannot be read: in English then.
    const title = attempt(() => s.words().desktop.startFailed) ?? english.desktop.startFailed;
    attempt(
      () => s.showError(title, detail),
      (boxError) => attempt(() => s.log(`the error box could not be shown: ${String(boxError)}`)),
    );
    s.exit(1);
    return 'failed';
  }
}

function attempt<T>(effect: () => T, onError: (error: unknown) => void = () => {}): T | undefined {
  try {
    return effect();
  } catch (error) {
    onError(error);
    return undefined;
  }
}

/** The icon the desktop windows show, which the renderer build copies from resources/public. */
export const WINDOW_ICON = 'icon-256.png';

/** Where that icon is once built, from the main process's own folder (out/main). */
export function windowIconPath(mainDir: string): string {
  return join(mainDir, '..', 'renderer', WINDOW_ICON);
}
