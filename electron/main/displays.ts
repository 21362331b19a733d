/** A screen as the main process sees it (from Electron's `screen` module, reduced to what matters). */
export interface DisplayInfo {
  id: number;
  label: string;
  bounds: Rect;
  workArea: Rect;
  /** The laptop's own panel. */
  internal: boolean;
  primary: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Placement {
  displayId: number;
  fullscreen: boolean;
  bounds: Rect;
}

const area = (d: DisplayInfo) => d.bounds.width * d.bounds.height;

/** A window of `width`×`height` centred in the display's work area (shrunk to fit). */
function centred(display: DisplayInfo, width: number, height: number): Rect {
  const w = Math.min(width, display.workArea.width);
  const h = Math.min(height, display.workArea.height);
  return {
    x: Math.round(display.workArea.x + (display.workArea.width - w) / 2),
    y: Math.round(display.workArea.y + (display.workArea.height - h) / 2),
    width: w,
    height: h,
  };
}

/**
 * Where the board goes: full screen on the TV. The TV is the display the host picked, or else
 * the largest display that is not the laptop's own (not internal, not primary). With the laptop
 * alone, the board is a window there, so the host controls stay usable beside it.
 */
export function placeBoard(displays: readonly DisplayInfo[], preferredId: number | null = null): Placement {
  if (displays.length === 0) throw new Error('no display');
  const laptop = displays.find((d) => d.primary) ?? displays[0]!;
  const preferred = preferredId === null ? undefined : displays.find((d) => d.id === preferredId);
  const external = [...displays].filter((d) => !d.internal && !d.primary).sort((a, b) => area(b) - area(a))[0];
  const target = preferred ?? external ?? laptop;
  if (displays.length === 1) return { displayId: target.id, fullscreen: false, bounds: centred(target, 1280, 720) };
  return { displayId: target.id, fullscreen: true, bounds: { ...target.bounds } };
}

/** The host controls go on the laptop, or at least on a display that is not the board's. */
export function placeControls(displays: readonly DisplayInfo[], boardDisplayId: number): Placement {
  const candidates = displays.filter((d) => d.id !== boardDisplayId);
  const target = candidates.find((d) => d.primary) ?? candidates.find((d) => d.internal) ?? candidates[0] ?? displays[0]!;
  return { displayId: target.id, fullscreen: false, bounds: centred(target, 1100, 760) };
}
