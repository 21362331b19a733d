import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sounds } from './sounds.svelte.ts';

/** Just enough of Web Audio to count what the board makes, and when. */
class FakeAudioContext {
  static made = 0;
  static buffers = 0;
  state = 'suspended';
  sampleRate = 8000;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made++;
  }
  resume = () => Promise.resolve();
  createBuffer(_channels: number, length: number) {
    FakeAudioContext.buffers++;
    return { getChannelData: () => new Float32Array(length) };
  }
  private node = () => ({ connect: (next: unknown) => next, start() {}, stop() {}, type: '', buffer: null, frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } });
  createBufferSource = this.node;
  createBiquadFilter = this.node;
  createGain = this.node;
  createOscillator = this.node;
}

describe('Sounds.prepare: the costly parts of the sounds made before the first cue', () => {
  beforeEach(() => {
    FakeAudioContext.made = 0;
    FakeAudioContext.buffers = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('localStorage', { getItem: () => null, setItem() {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes the audio context and the noise once, and the first card sound makes nothing more', () => {
    const sounds = new Sounds();
    sounds.prepare();
    expect([FakeAudioContext.made, FakeAudioContext.buffers]).toEqual([1, 1]);
    sounds.play('flip');
    sounds.play('blown');
    sounds.prepare();
    expect([FakeAudioContext.made, FakeAudioContext.buffers]).toEqual([1, 1]);
  });

  it('makes nothing on a muted board, which may never sound at all', () => {
    vi.stubGlobal('localStorage', { getItem: () => '1', setItem() {} });
    const sounds = new Sounds();
    expect(sounds.muted).toBe(true);
    sounds.prepare();
    expect(FakeAudioContext.made).toBe(0);
  });
});
