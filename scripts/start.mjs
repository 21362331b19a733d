// `npm start`: the desktop app. Electron fetches its own binary the first time; where that cannot
// happen (a machine without internet), say so in one sentence and run the table anyway, headless,
// opening the board in the default browser when there is one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
// `npm start` builds first: the terminal's catalogs are in the built main bundle, in the system's language.
const { terminalStrings } = await import('../out/main/terminal.js');
const t = terminalStrings();

function electronBinary() {
  let dir;
  try {
    dir = dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(dir, 'path.txt');
  const present = () => existsSync(pathFile) && existsSync(join(dir, 'dist', readFileSync(pathFile, 'utf8')));
  if (!present() && process.env.HIDEOUT_SKIP_ELECTRON !== '1') {
    console.log(t.fetchingElectron);
    spawnSync(process.execPath, [join(dir, 'install.js')], { stdio: 'ignore', timeout: 180_000 });
  }
  return present() ? join(dir, 'dist', readFileSync(pathFile, 'utf8')) : null;
}

function openInBrowser(url) {
  const command =
    process.platform === 'darwin' ? ['open', [url]]
    : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]]
    : process.env.DISPLAY || process.env.WAYLAND_DISPLAY ? ['xdg-open', [url]]
    : null;
  if (command === null) return;
  const child = spawn(command[0], command[1], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

const binary = electronBinary();
if (binary !== null) {
  const app = spawn(binary, ['.', ...args], { stdio: 'inherit' });
  app.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(t.noElectron);
  const host = spawn(process.execPath, [join(import.meta.dirname, '..', 'out', 'main', 'serve.js'), ...args], { stdio: ['inherit', 'pipe', 'inherit'] });
  let opened = false;
  host.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const line = String(chunk).split('\n').find((l) => l.startsWith('READY '));
    if (line && !opened) {
      opened = true;
      openInBrowser(JSON.parse(line.slice(6)).boardUrl);
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
  host.on('exit', (code) => process.exit(code ?? 0));
}
