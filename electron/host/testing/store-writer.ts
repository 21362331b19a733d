/**
 * A journal writer that never stops, for the crash test in store.test.ts: it creates a journal
 * in the data folder given as its argument and appends actions in a tight loop, printing the
 * number appended so far after each append has returned (that is, after its fsync). Whoever
 * kills it knows every printed count is on disk.
 *
 * Run it as `node --import tsx electron/host/testing/store-writer.ts <dataDir> [gameId]`: the
 * crash test must SIGKILL this very process, and a wrapper such as npx or the tsx CLI would take
 * the signal in its place and leave the writer running.
 */
import { writeSync } from 'node:fs';
import { JOURNAL_FORMAT, JOURNAL_VERSION } from '../../../shared/engine/journal.ts';
import { TableStore } from '../store.ts';

const [dataDir, gameId = 'crash-test'] = process.argv.slice(2);
if (dataDir === undefined) {
  process.stderr.write('usage: store-writer.ts <dataDir> [gameId]\n');
  process.exit(2);
}

/** Writes to stdout without Node's stream buffering, which a loop that never yields would never flush. */
function say(text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset, bytes.length - offset);
    } catch (err) {
      // A full non-blocking pipe: the reader will drain it.
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
    }
  }
}

const store = new TableStore(dataDir);
const writer = store.createJournal({
  format: JOURNAL_FORMAT,
  version: JOURNAL_VERSION,
  gameId,
  startedAt: new Date().toISOString(),
  // The store keeps journals without reading their game: the crash test needs no real one.
  game: 'store-crash-test',
  players: 5,
  options: {},
  seed: 'crash-test',
});
for (let n = 1; ; n++) {
  writer.append({ actor: n % 5, action: { type: 'step', n }, id: `a${n}`, at: Date.now() });
  say(`${n}\n`);
}
