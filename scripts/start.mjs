// Launches the built app in Electron. Electron downloads its own binary on first launch; on a
// machine that cannot download it (no internet), say so in one sentence instead of a stack trace.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let electronPath;
try {
  electronPath = require('electron');
} catch (error) {
  console.error(
    `Hideout could not start Electron: its binary is missing and could not be downloaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
  );
  console.error('Everything else works without it: see "npm run sim" in the README.');
  process.exit(1);
}
const child = spawn(electronPath, ['.'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
