import type { RoomInfo } from '../../../shared/protocol/messages.ts';
import type { DemoFrame, demoTimeline } from '../../../shared/engine/demo.ts';

export { DEMO_PACE, demoTimeline, type DemoFrame, type DemoModule } from '../../../shared/engine/demo.ts';

/** The room the board shows for a frame: the real room's code and address, the script's table, every caption taught so far. */
export function demoRoom(real: RoomInfo, timeline: ReturnType<typeof demoTimeline>, frame: DemoFrame): RoomInfo {
  return {
    ...real,
    phase: frame.over ? 'over' : 'playing',
    options: timeline.options as RoomInfo['options'],
    optionsSetAside: [],
    seats: timeline.names.map((name, seat) => ({ seat, name, kind: 'human' as const, connected: true })),
    vip: null,
    paused: false,
    recordOnTv: false,
    quickStartOnTv: false,
    endedBy: null,
    turnTimer: 'off',
    // A number no real game has: the board's screens start afresh for it, and again after it.
    gameNumber: -1,
    tips: { on: true, taught: frame.taught },
    moments: { looked: frame.seq === 0 ? [] : timeline.names.map((_, seat) => seat), draft: null, discussion: {} },
    scores: [],
  };
}
