import { describe, expect, it } from 'vitest';
import { boardMainThread, forcedBy, traceSummary, type TraceEvent } from './board-trace.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } as never });
const work = (pid: number, tid: number, name: string, ts: number, ms: number): TraceEvent => ({ name, ph: 'X', ts, dur: ms * 1000, pid, tid });
const mark = (pid: number, tid: number, name: string, ph: string, ts: number): TraceEvent => ({ name, ph, ts, pid, tid });

// Two renderers, as in the bench: the host controls' (pid 10, named first) and the board's (pid 20).
const controls = [thread(10, 1, 'CrRendererMain'), work(10, 1, 'Layout', 100, 1)];
const boardThread = thread(20, 7, 'CrRendererMain');

describe('the board’s main thread in a trace of every renderer', () => {
  it('is the renderer the page’s own marks come from, not the first one the trace names', () => {
    const events = [...controls, boardThread, work(20, 7, 'Layout', 200, 0.5), mark(20, 7, 'hideout-board-ready', 'R', 150)];
    expect(boardMainThread(events)).toEqual({ pid: 20, tid: 7 });
  });

  it('is the busiest renderer main thread when the page left no mark', () => {
    const events = [...controls, boardThread, work(20, 7, 'Layout', 200, 40), work(20, 7, 'Paint', 300, 5)];
    expect(boardMainThread(events)).toEqual({ pid: 20, tid: 7 });
  });

  it('sums the board’s work only, and inside its marked long frames what fell in them', () => {
    const events = [
      ...controls,
      boardThread,
      mark(20, 7, 'hideout-long-reveal-frame', 'b', 1_000),
      work(20, 7, 'Layout', 1_100, 42),
      mark(20, 7, 'hideout-long-reveal-frame', 'e', 60_000),
      work(20, 7, 'Layout', 90_000, 3),
    ];
    const summary = traceSummary(events);
    expect(summary).toMatch(/whole run[^\n]*\n\s+Layout\s+45\s+42\s+2/);
    expect(summary).toMatch(/in the 1 long frames of reveals[^\n]*\n\s+Layout\s+42\s+42\s+1/);
  });
});

describe('a layout a script forced', () => {
  it('names the innermost functions of its stack, by file and line, and nothing for the browser’s own', () => {
    const forced: TraceEvent = {
      ...work(20, 7, 'Layout', 0, 30),
      args: {
        beginData: {
          stackTrace: [
            { functionName: '', url: 'http://127.0.0.1:8080/assets/reveal-x.js', lineNumber: 97 },
            { functionName: 'fitWaiting', url: 'http://127.0.0.1:8080/assets/reveal-x.js', lineNumber: 96 },
            { functionName: 'run', url: 'http://127.0.0.1:8080/assets/common-y.js', lineNumber: 9 },
            { functionName: 'deep', url: 'http://127.0.0.1:8080/assets/common-y.js', lineNumber: 1 },
          ],
        },
      },
    };
    expect(forcedBy(forced)).toBe(', forced by (anonymous) @ reveal-x.js:98 < fitWaiting @ reveal-x.js:97 < run @ common-y.js:10');
    expect(forcedBy(work(20, 7, 'Layout', 0, 30))).toBe('');
  });
});
