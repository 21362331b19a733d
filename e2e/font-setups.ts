// Two machines in one: Chromium started with a fontconfig that lists only chosen font folders,
// so the Hangul test runs both on a machine with no Korean font and on one with Debian's Noto Sans
// CJK, whatever this machine has installed. Nothing is installed system-wide: FONTCONFIG_FILE
// points one browser at a file written under test-results/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FontSetup {
  /** Shown as the Playwright project's name. */
  name: string;
  /** The fontconfig file Chromium reads; null when this machine cannot provide the setup. */
  fontconfig: string | null;
  /** Why the setup cannot run here, for the skipped test's report. */
  missing?: string;
}

/** Latin faces every setup has: Debian's DejaVu and Liberation. */
const LATIN_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];

/**
 * Where a Noto Sans CJK font can be found without installing it: HIDEOUT_CJK_FONT_DIR (.ci/run
 * unpacks Debian's fonts-noto-cjk there with `apt-get download` and `dpkg -x`), or the folder
 * the installed package uses.
 */
function cjkDir(): string | null {
  const candidates = [process.env.HIDEOUT_CJK_FONT_DIR, '/usr/share/fonts/opentype/noto'].filter((d): d is string => !!d);
  return candidates.find((d) => existsSync(join(d, 'NotoSansCJK-Regular.ttc'))) ?? null;
}

function writeFontconfig(root: string, name: string, dirs: string[]): string {
  const folder = join(root, name);
  mkdirSync(join(folder, 'cache'), { recursive: true });
  const file = join(folder, 'fonts.conf');
  // conf.d brings Debian's aliases and rendering settings but no font folders: only `dirs` are seen.
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${dirs.map((d) => `  <dir>${d}</dir>`).join('\n')}
  <cachedir>${join(folder, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  );
  return file;
}

export function fontSetups(root: string): FontSetup[] {
  const latin = LATIN_DIRS.filter((d) => existsSync(d));
  if (latin.length === 0) {
    const missing = `no ${LATIN_DIRS.join(' or ')} (the font setups are Debian's folders)`;
    return [
      { name: 'no Korean font', fontconfig: null, missing },
      { name: 'Noto Sans CJK', fontconfig: null, missing },
    ];
  }
  const cjk = cjkDir();
  return [
    { name: 'no Korean font', fontconfig: writeFontconfig(root, 'latin-only', latin) },
    cjk
      ? { name: 'Noto Sans CJK', fontconfig: writeFontconfig(root, 'noto-cjk', [...latin, cjk]) }
      : {
          name: 'Noto Sans CJK',
          fontconfig: null,
          missing: 'no NotoSansCJK-Regular.ttc: unpack Debian\'s fonts-noto-cjk and set HIDEOUT_CJK_FONT_DIR (see .ci/run)',
        },
  ];
}
