import { join } from 'node:path';

/**
 * Journals leave the app one way: the host controls' HTTP export (`GET /api/games/:id/journal`
 * with the host token), served by the host from its own store. The main process never opens the
 * data folder itself (a second store there would also fight the host's data-folder lock); when
 * a window downloads an export, the app only decides where the save dialog starts.
 */

export interface DownloadRequest {
  /** What the window downloads: an address of the host, or a `blob:` URL one of its pages made. */
  url: string;
  /** The file name the page suggested (Electron's `item.getFilename()`). */
  filename: string;
  /** The host's own origin, e.g. `http://127.0.0.1:4747`. */
  origin: string;
  /** Where the save dialog opens (the system's Downloads folder). */
  downloadsDir: string;
}

export type DownloadDecision =
  | { allow: true; defaultPath: string; filters: { name: string; extensions: string[] }[] }
  | { allow: false; reason: string };

/** A journal's name as the host gives it: a game id and `.json`, nothing that could climb out of a folder. */
const JOURNAL_FILE = /^[A-Za-z0-9_-]{1,64}\.json$/;

function originOf(url: string): string | null {
  try {
    // A blob URL carries the origin of the page that made it: blob:http://127.0.0.1:4747/<uuid>.
    const parsed = new URL(url.startsWith('blob:') ? url.slice('blob:'.length) : url);
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * What the app does with a download a window starts: only the host's own pages may download
 * (their journal exports), each through the save dialog, opening in the Downloads folder with
 * the journal's own name; anything else is cancelled.
 */
export function decideDownload(request: DownloadRequest): DownloadDecision {
  const from = originOf(request.url);
  if (from === null || from !== originOf(request.origin)) return { allow: false, reason: `not from the host's pages (${request.url.slice(0, 80)})` };
  const name = JOURNAL_FILE.test(request.filename) ? request.filename : 'hideout-journal.json';
  return { allow: true, defaultPath: join(request.downloadsDir, name), filters: [{ name: 'JSON', extensions: ['json'] }] };
}
