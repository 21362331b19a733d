import type { RoomInfo } from '../../../shared/protocol/messages.ts';
import { demoRoom, demoTimeline, type DemoFrame, type DemoModule } from './demo.ts';

/**
 * The board playing a demonstration (lib/board/demo.ts): frame after frame of the script's
 * timeline, each for its time, then the lobby again. Each request (`RoomInfo.demo`'s nonce) is
 * played once: the room still naming it after the end, or after a skip, plays nothing more.
 */
export class DemoPlayer {
  /** The frame on the TV now; null when no demonstration plays. */
  frame = $state.raw<DemoFrame | null>(null);
  /** The game being shown. */
  game = $state<string | null>(null);
  private timeline: ReturnType<typeof demoTimeline> | null = null;
  private readonly played = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every start and stop, so a script that arrives after a stop starts nothing. */
  private run = 0;

  /** Plays request `nonce` of `game` (once), its module from `load`, at the room's reveal pace. */
  play(nonce: number, game: string, load: () => Promise<DemoModule>, pace = 100): void {
    if (this.played.has(nonce)) return;
    this.played.add(nonce);
    this.stop();
    const run = this.run;
    load().then(
      (module) => {
        if (run !== this.run) return;
        this.timeline = demoTimeline(module, pace);
        this.game = game;
        this.show(0);
      },
      () => {},
    );
  }

  /** No demonstration is asked for any more: the numbers played are forgotten (a restarted host numbers afresh). */
  reset(): void {
    this.played.clear();
    this.stop();
  }

  stop(): void {
    this.run++;
    clearTimeout(this.timer);
    this.frame = null;
    this.game = null;
    this.timeline = null;
  }

  /** The room the board shows for the frame on the TV, from the real one. */
  roomFor(real: RoomInfo): RoomInfo | null {
    return this.frame === null || this.timeline === null ? null : demoRoom(real, this.timeline, this.frame);
  }

  private show(i: number): void {
    const frames = this.timeline!.frames;
    const frame = frames[i]!;
    this.frame = frame;
    this.timer = setTimeout(() => (i + 1 < frames.length ? this.show(i + 1) : this.stop()), frame.ms);
  }
}
