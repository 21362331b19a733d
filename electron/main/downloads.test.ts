import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideDownload } from './downloads.ts';

const origin = 'http://127.0.0.1:4747';
const downloadsDir = join('/home', 'ana', 'Downloads');

describe('downloads from the app\'s windows', () => {
  it('lets the host\'s pages save a journal through the save dialog, in the Downloads folder, under its own name', () => {
    for (const url of [`blob:${origin}/2b1c0d5e-1111-4222-8333-444455556666`, `${origin}/api/games/2026-11-29-KQWX-1-abc/journal`]) {
      expect(decideDownload({ url, filename: '2026-11-29-KQWX-1-abc.json', origin, downloadsDir })).toEqual({
        allow: true,
        defaultPath: join(downloadsDir, '2026-11-29-KQWX-1-abc.json'),
        filters: [{ name: 'JSON', extensions: ['json'] }],
      });
    }
  });

  it('never suggests a name that could leave the Downloads folder', () => {
    for (const filename of ['../../.bashrc', '..', 'a b.json', 'x.exe', '']) {
      const decided = decideDownload({ url: `blob:${origin}/x`, filename, origin, downloadsDir });
      expect(decided).toMatchObject({ allow: true, defaultPath: join(downloadsDir, 'hideout-journal.json') });
    }
  });

  it('cancels downloads from anywhere else', () => {
    for (const url of ['https://example.com/x.json', 'blob:https://example.com/x', 'http://127.0.0.1:4748/api/games/g/journal', 'file:///etc/passwd', 'data:text/plain,hi', 'not a url']) {
      expect(decideDownload({ url, filename: 'g.json', origin, downloadsDir }), url).toMatchObject({ allow: false });
    }
  });
});
