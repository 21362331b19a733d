// A second process for data-dir-lock.test.ts: `lock-holder.ts DIR try` takes the data folder's
// lock and gives it back at once, printing "acquired" or the error's code and message; `hold`
// keeps it, printing "held", until its stdin closes or it is killed.
import { DataDirLock } from '../data-dir-lock.ts';
import { StoreError } from '../store.ts';

const [dir, mode] = process.argv.slice(2);
if (dir === undefined || (mode !== 'try' && mode !== 'hold')) {
  console.error('usage: lock-holder.ts DIR try|hold');
  process.exit(2);
}
let lock: DataDirLock;
try {
  lock = DataDirLock.acquire(dir);
} catch (error) {
  if (!(error instanceof StoreError)) throw error;
  console.error(`${error.code} ${error.message}`);
  process.exit(3);
}
if (mode === 'try') {
  lock.release();
  console.log('acquired');
} else {
  console.log('held');
  process.stdin.resume();
  process.stdin.on('end', () => lock.release());
}
