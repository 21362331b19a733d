/** The board's short sounds, all synthesised with Web Audio: nothing to download, nothing bundled. */
export type Cue = 'proposal' | 'votes' | 'flip' | 'open' | 'blown' | 'over' | MomentCue;
/** The staged moments' sounds: the start ("look at your phones"), a picker's tap, a countdown's end. */
export type MomentCue = 'look' | 'pick' | 'time';

const MUTE_KEY = 'hideout.board.muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export class Sounds {
  muted = $state(readMuted());
  private ctx: AudioContext | null = null;
  private noise: AudioBuffer | null = null;

  toggle(): void {
    this.muted = !this.muted;
    try {
      localStorage.setItem(MUTE_KEY, this.muted ? '1' : '0');
    } catch {
      // A browser without storage still mutes for this session.
    }
    if (!this.muted) this.unlock();
  }

  /** Browsers start audio only after a gesture: any click or key on the board calls this. */
  unlock(): void {
    const ctx = this.context();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => {});
  }

  /**
   * Makes the audio graph's costly parts ahead of need: the context (tens of ms on a slow laptop)
   * and the noise the card sounds filter. Left to the first cue, they landed in the first reveal's
   * frame; the board calls this when the main thread is idle after it mounts.
   */
  prepare(): void {
    if (this.muted) return;
    const ctx = this.context();
    if (ctx !== null) this.noiseBuffer(ctx);
  }

  play(cue: Cue): void {
    if (this.muted) return;
    const ctx = this.context();
    if (ctx === null) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const t = ctx.currentTime + 0.02;
    switch (cue) {
      case 'proposal':
        this.tone(ctx, 659, t, 0.18, 'sine', 0.22);
        this.tone(ctx, 880, t + 0.14, 0.3, 'sine', 0.22);
        return;
      case 'votes':
        for (let i = 0; i < 3; i++) this.tone(ctx, 520 + i * 130, t + i * 0.08, 0.12, 'triangle', 0.2);
        this.whoosh(ctx, t + 0.2, 0.35, 1800, 0.25);
        return;
      case 'flip':
        this.whoosh(ctx, t, 0.16, 2600, 0.35);
        this.tone(ctx, 180, t + 0.1, 0.06, 'square', 0.12);
        return;
      case 'open':
        [523, 659, 784, 1047].forEach((f, i) => this.tone(ctx, f, t + i * 0.09, 0.45, 'triangle', 0.2));
        return;
      case 'blown':
        this.tone(ctx, 220, t, 0.7, 'sawtooth', 0.22, 70);
        this.whoosh(ctx, t, 0.8, 500, 0.5);
        return;
      case 'over':
        [392, 523, 659, 784].forEach((f, i) => this.tone(ctx, f, t + i * 0.16, 0.5, 'triangle', 0.2));
        this.tone(ctx, 1047, t + 0.7, 1.1, 'sine', 0.18);
        return;
      case 'look':
        // Two soft bells: a call to pick the phones up, not a result.
        this.tone(ctx, 784, t, 0.5, 'sine', 0.18);
        this.tone(ctx, 1175, t + 0.22, 0.7, 'sine', 0.14);
        return;
      case 'pick':
        this.tone(ctx, 1320, t, 0.05, 'triangle', 0.1);
        return;
      case 'time':
        [880, 660, 880].forEach((f, i) => this.tone(ctx, f, t + i * 0.18, 0.16, 'square', 0.08));
        return;
    }
  }

  private context(): AudioContext | null {
    if (this.ctx !== null) return this.ctx;
    const Ctor = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Ctor === undefined) return null;
    try {
      this.ctx = new Ctor();
    } catch {
      return null;
    }
    return this.ctx;
  }

  private tone(ctx: AudioContext, freq: number, at: number, dur: number, type: OscillatorType, level: number, glideTo?: number): void {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, at);
    if (glideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(glideTo, at + dur);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + dur);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + dur + 0.05);
  }

  /** One second of white noise, made once. */
  private noiseBuffer(ctx: AudioContext): AudioBuffer {
    if (this.noise !== null) return this.noise;
    const length = Math.floor(ctx.sampleRate * 1);
    const noise = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
    this.noise = noise;
    return noise;
  }

  /** Filtered noise: a card turning over, or the rumble of a blown lock. */
  private whoosh(ctx: AudioContext, at: number, dur: number, cutoff: number, level: number): void {
    const src = ctx.createBufferSource();
    src.buffer = this.noiseBuffer(ctx);
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(cutoff, at);
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + dur);
    src.connect(filter).connect(gain).connect(ctx.destination);
    src.start(at);
    src.stop(at + dur + 0.05);
  }
}
