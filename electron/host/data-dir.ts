import os from 'node:os';
import path from 'node:path';

// process.env is case-insensitive on Windows but a plain object passed in is not.
function envVar(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const direct = env[name];
  if (direct !== undefined) return direct;
  const key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === undefined ? undefined : env[key];
}

/**
 * Where Hideout keeps its data (settings, saved games) by each platform's convention:
 * Linux and other Unix-likes `$XDG_DATA_HOME/hideout`, else `~/.local/share/hideout`; macOS
 * `~/Library/Application Support/Hideout`; Windows `%APPDATA%\Hideout`, else
 * `<home>\AppData\Roaming\Hideout`. Pure: nothing is read or created on disk, and paths are
 * built with the target platform's separators whatever platform runs the code.
 */
export function defaultDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home: string = os.homedir()): string {
  if (platform === 'win32') {
    const appData = envVar(env, 'APPDATA');
    return appData ? path.win32.join(appData, 'Hideout') : path.win32.join(home, 'AppData', 'Roaming', 'Hideout');
  }
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'Hideout');
  // The XDG spec says a relative value is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  if (xdg && path.posix.isAbsolute(xdg)) return path.posix.join(xdg, 'hideout');
  return path.posix.join(home, '.local', 'share', 'hideout');
}
