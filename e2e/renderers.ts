import { readdirSync, readFileSync } from 'node:fs';

/*
 * How many Chromium renderer processes this run has alive, read from /proc (Linux: the machines
 * CI runs on). Every page is one renderer (or more, with out-of-process frames); a test that left
 * its pages open would keep them rendering beside every later test, which is how a two-core CI
 * machine ended up with 200 renderers and tests failing at random. The digest reporter samples
 * this through the run and fails the run past RENDERER_LIMIT.
 */

/**
 * The most renderers a run may have alive at once: three tests of up to nine pages each, a renderer
 * a page, and a few more (a host controls page, the browser's spare). Pages left open, the fault
 * this catches, went past 160 in one run. (Debian's Chromium gave every page two renderers, one
 * for its window's address-bar popup, until e2e/launch.ts turned that off; the limit was 60 then.)
 * (`HIDEOUT_RENDERER_LIMIT` changes it, for the reporter's own test.)
 */
export const RENDERER_LIMIT = Number(process.env.HIDEOUT_RENDERER_LIMIT ?? 30);

interface Proc {
  pid: number;
  ppid: number;
  renderer: boolean;
}

function readProc(pid: number): Proc | null {
  try {
    // The command's name is in parentheses and may hold spaces: the fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    // Chromium rewrites its process title, so its arguments may be parted by spaces, not NULs.
    return { pid, ppid, renderer: /(^|[\s\0])--type=renderer([\s\0]|$)/.test(cmdline) };
  } catch {
    // Gone between the listing and the read.
    return null;
  }
}

/** Renderer processes descended from `root` (this run's own browsers, not another's); null without /proc. */
export function renderersUnder(root: number = process.pid): number | null {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  const procs = names.filter((n) => /^\d+$/.test(n)).map((n) => readProc(Number(n))).filter((p): p is Proc => p !== null);
  return countRenderersUnder(procs, root);
}

/** Of these processes, the renderers whose chain of parents reaches `root`. */
export function countRenderersUnder(procs: readonly Proc[], root: number): number {
  const parent = new Map(procs.map((p) => [p.pid, p.ppid]));
  const under = (pid: number) => {
    for (let p: number | undefined = pid, hops = 0; p !== undefined && p > 1 && hops < 64; p = parent.get(p), hops++) if (p === root) return true;
    return false;
  };
  return procs.filter((p) => p.renderer && under(p.pid)).length;
}
