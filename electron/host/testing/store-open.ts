/**
 * Opens a TableStore on the data folder given as its argument and prints what happened as one
 * line of JSON: `{"ok":true}` or the error's code, path and message. The read-only-folder test of
 * store.test.ts runs it as an ordinary user when the tests themselves run as root (as CI does),
 * since root may write into any folder whatever its mode.
 *
 * Run it as `node --import tsx electron/host/testing/store-open.ts <dataDir>`.
 */
import { TableStore } from '../store.ts';

const [dataDir] = process.argv.slice(2);
if (dataDir === undefined) {
  process.stderr.write('usage: store-open.ts <dataDir>\n');
  process.exit(2);
}
try {
  new TableStore(dataDir);
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
} catch (error) {
  const { code, path, message } = error as { code?: string; path?: string; message?: string };
  process.stdout.write(`${JSON.stringify({ ok: false, code, path, message })}\n`);
}
