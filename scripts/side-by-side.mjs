// `npm test`'s checks before the tests (types and lint), side by side: neither writes anything the
// other reads, and on a two-core machine one after the other left a core idle for most of a
// minute. (Not the build: electron-vite writes its bundled config beside the sources for a moment,
// and a lint beside it read the file as it went away.)
// Each command's output is held and printed whole when it ends, so a failure reads as it would
// alone; the exit code is the first failing command's, after every command has ended.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "command" ["command" ...]');
  process.exit(2);
}

const run = (command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 128 : 1);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command}\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`${status === 0 ? 'passed' : `FAILED (exit ${status})`}: ${command} (${seconds} s)\n`);
      resolve(status);
    });
  });

const codes = await Promise.all(commands.map(run));
const failed = codes.findIndex((code) => code !== 0);
if (failed >= 0) console.error(`\nside-by-side: ${commands[failed]} failed`);
process.exit(failed >= 0 ? codes[failed] : 0);
