import { resetGate } from './alone.ts';

/** Once per run, before any worker starts: the gate of the tests that run alone starts empty. */
export default function globalSetup(): void {
  resetGate();
}
