/** A short buzz for "your turn", where the browser allows it (never on desktops or iOS). */
export function buzz(): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([80, 60, 80]);
  } catch {
    // Vibration is a nicety; a browser that refuses it changes nothing.
  }
}
