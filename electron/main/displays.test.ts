import { describe, expect, it } from 'vitest';
import { placeBoard, placeControls, type DisplayInfo } from './displays.ts';

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const laptop: DisplayInfo = { id: 1, label: 'Built-in', bounds: rect(0, 0, 1440, 900), workArea: rect(0, 25, 1440, 850), internal: true, primary: true };
const tv: DisplayInfo = { id: 2, label: 'TV', bounds: rect(1440, 0, 1920, 1080), workArea: rect(1440, 0, 1920, 1080), internal: false, primary: false };
const monitor: DisplayInfo = { id: 3, label: 'Monitor', bounds: rect(-1280, 0, 1280, 1024), workArea: rect(-1280, 0, 1280, 1024), internal: false, primary: false };

describe('which display gets the board', () => {
  it('puts the board full screen on the TV when one is connected', () => {
    expect(placeBoard([laptop, tv])).toEqual({ displayId: 2, fullscreen: true, bounds: tv.bounds });
  });

  it('picks the largest external display when there are several', () => {
    expect(placeBoard([monitor, laptop, tv]).displayId).toBe(2);
  });

  it('opens a window on the laptop when it is alone, leaving room for the controls', () => {
    const placed = placeBoard([laptop]);
    expect(placed).toMatchObject({ displayId: 1, fullscreen: false });
    expect(placed.bounds.width).toBe(1280);
    expect(placed.bounds.y).toBeGreaterThanOrEqual(laptop.workArea.y);
  });

  it('follows the display the host chose, and ignores a choice that is no longer connected', () => {
    expect(placeBoard([laptop, tv, monitor], 3)).toMatchObject({ displayId: 3, fullscreen: true });
    expect(placeBoard([laptop, tv], 99).displayId).toBe(2);
  });

  it('keeps the host controls off the board\'s display', () => {
    expect(placeControls([laptop, tv], 2).displayId).toBe(1);
    expect(placeControls([laptop, tv], 1).displayId).toBe(2);
    expect(placeControls([laptop], 1).displayId).toBe(1);
  });
});
