import type { Reporter, TestModule } from 'vitest/node';
import { SLOWEST, slowestLines, type Timed } from './slowest.ts';

/** Vitest's last lines: the ten slowest tests of the run, after its own summary. */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests: Timed[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ title: `${module.relativeModuleId} › ${test.fullName}`, ms });
      }
    }
    const lines = slowestLines(`The ${Math.min(tests.length, SLOWEST)} slowest unit and host tests:`, tests);
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
