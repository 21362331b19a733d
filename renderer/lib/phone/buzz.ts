/**
 * The "your turn" vibration: one pattern for every role and every decision, so that a neighbour
 * who feels or hears a phone buzz learns only what the TV shows (who is asked to choose), never a
 * role. A phone whose owner asked for less motion (prefers-reduced-motion) does not buzz, as its
 * pulse does not move; neither does a browser without the Vibration API (desktops, iOS).
 */
export const BUZZ_PATTERN: readonly number[] = [80, 60, 80];

export function buzz(): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    navigator.vibrate([...BUZZ_PATTERN]);
  } catch {
    // Vibration is a nicety; a browser that refuses it changes nothing.
  }
}
