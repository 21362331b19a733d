/**
 * What a Chromium trace of the TV board says (bench/tv-frames.ts, HIDEOUT_TV_TRACE=1): the board's
 * main thread found among every renderer of the browser, and its work by kind.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
    elementCount?: number;
    data?: Record<string, unknown>;
  };
}

/**
 * The board's main thread from a Chromium trace: the time of each kind of its work (style, layout,
 * paint, scripts), and its longest pieces of style and layout with how much of the page they touched
 * (elements restyled; objects laid out of all) — what a frame's rendering update was spent on.
 */
export function traceSummary(events: TraceEvent[], top = 12): string {
  const main = boardMainThread(events);
  const onMain = events.filter((e) => e.ph === 'X' && e.dur !== undefined && main !== undefined && e.pid === main.pid && e.tid === main.tid);
  // The long frames of the reveals, as the page marked them (OBSERVE_FRAMES).
  const marks = events.filter((e) => e.name === 'hideout-long-reveal-frame').sort((a, b) => a.ts - b.ts);
  const windows: [number, number][] = [];
  for (const e of marks) if (e.ph === 'b') windows.push([e.ts, Number.POSITIVE_INFINITY]);
  for (const e of marks) {
    if (e.ph !== 'e') continue;
    const open = windows.find((w) => w[1] === Number.POSITIVE_INFINITY && w[0] <= e.ts);
    if (open !== undefined) open[1] = e.ts;
  }
  const inLong = onMain.filter((e) => windows.some(([from, to]) => e.ts >= from && e.ts < to));
  const kinds = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML', 'HitTest'];
  const byKind = (of: TraceEvent[], title: string) => {
    const lines = [`    ${title}, by kind (total ms / longest ms / count):`];
    for (const kind of kinds) {
      const these = of.filter((e) => e.name === kind);
      if (these.length === 0) continue;
      const total = these.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
      const longest = Math.max(...these.map((e) => e.dur ?? 0)) / 1000;
      lines.push(`    ${kind.padEnd(20)} ${String(Math.round(total)).padStart(6)} ${String(Math.round(longest)).padStart(5)} ${String(these.length).padStart(6)}`);
    }
    return lines;
  };
  const lines = [...byKind(onMain, 'renderer main thread, whole run'), ...byKind(inLong, `in the ${windows.length} long frames of reveals`)];
  lines.push('    their longest style, layout and paint:');
  for (const e of inLong.filter((x) => ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint'].includes(x.name)).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, top)) {
    const what = e.name === 'Layout' ? `${e.args?.beginData?.dirtyObjects ?? '?'} of ${e.args?.beginData?.totalObjects ?? '?'} objects` : e.name === 'UpdateLayoutTree' ? `${e.args?.elementCount ?? '?'} elements` : '';
    lines.push(`    ${String(Math.round((e.dur ?? 0) / 1000)).padStart(6)} ms  ${e.name} ${what}${forcedBy(e)}`);
  }
  return lines.join('\n');
}

/**
 * The board's main thread in a trace that holds every renderer of the browser (the host controls'
 * too): the renderer main thread the page's own marks come from, else the one with the most work.
 * (The first renderer main thread named in the trace is often the host controls', whose work is
 * small: the board's long frames then seemed to be made of nothing.)
 */
export function boardMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const mark = events.find((e) => e.name === 'hideout-long-reveal-frame' || e.name === 'hideout-board-ready');
  if (mark !== undefined) {
    const same = mains.find((m) => m.pid === mark.pid);
    if (same !== undefined) return { pid: same.pid, tid: same.tid };
  }
  let busiest: { pid: number; tid: number; us: number } | undefined;
  for (const m of mains) {
    const us = events.reduce((sum, e) => (e.ph === 'X' && e.pid === m.pid && e.tid === m.tid ? sum + (e.dur ?? 0) : sum), 0);
    if (busiest === undefined || us > busiest.us) busiest = { pid: m.pid, tid: m.tid, us };
  }
  return busiest === undefined ? undefined : { pid: busiest.pid, tid: busiest.tid };
}

/**
 * Where a script forced a style or layout, from the trace's stack (recorded with the
 * `disabled-by-default-devtools.timeline.stack` category): its innermost frames, by function and
 * file; empty for the browser's own rendering update, which no script forced.
 */
export function forcedBy(e: TraceEvent, depth = 3): string {
  const stack = e.args?.beginData?.stackTrace ?? [];
  if (stack.length === 0) return '';
  const frames = stack.slice(0, depth).map((f) => `${f.functionName || '(anonymous)'} @ ${f.url.split('/').pop() ?? '?'}:${f.lineNumber + 1}`);
  return `, forced by ${frames.join(' < ')}`;
}
